import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { FlightSearchForm } from "~/components/flights/search-form";
import { cardGrid, container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import { PRODUCT_ICONS } from "~/components/site-header";
import { Icon } from "~/components/ui/icon";
import { Tabs } from "~/components/ui/tabs";
import { card } from "~/components/ui/ui.css";
import { clockContext, localeContext } from "~/context";
import { searchFormFromUrl } from "~/domains/flights/search-query";
import { PRODUCTS, type ProductKey } from "~/domains/products/catalog";
import type { Locale } from "~/i18n/locales";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/home";
import * as css from "./home.css";

/** Product rules §2: the landing page has the global header off and market change hidden. */
export const handle: RouteHandle = { landing: true };

/** The landing page starts a search: the flight form is its first thing; its steppers post back here. */
export function loader({ request, context }: Route.LoaderArgs) {
  const t = getI18n(context).getFixedT(null, "home");
  return {
    ...searchFormFromUrl(new URL(request.url).searchParams),
    locale: context.get(localeContext).locale,
    today: context.get(clockContext)().toISOString().slice(0, 10),
    meta: { title: t("meta.title"), description: t("meta.description") },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

const REASONS = ["light", "protected", "local"] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  const { t: tc } = useTranslation();
  const { input, locale, today, travellersOpen } = loaderData;
  const live = PRODUCTS;
  return (
    <>
      <section className={css.hero} aria-labelledby="hero-heading">
        <div className={`${container} ${css.heroInner}`}>
          <div>
            <h1 id="hero-heading" className={css.heroHeading}>
              {t("hero.heading")}
            </h1>
            {/* What the site sells, as it is: the products whose pages exist, in the page's language. */}
            <p className={css.lead}>{t("hero.lead", { products: productList(live, locale, t) })}</p>
          </div>
          <div className={css.searchBox}>
            {/* Product tabs (product rules §2): each product's tab appears as its page lands. */}
            <Tabs
              label={t("tabs.label")}
              current="flight"
              items={live.map((product) => ({
                key: product.key,
                label: tc(`nav.${product.key}`),
                icon: PRODUCT_ICONS[product.key],
                to: product.path,
              }))}
            />
            <FlightSearchForm
              input={input}
              locale={locale}
              today={today}
              editAction={useLocation().pathname}
              travellersDone
              travellersOpen={travellersOpen}
            />
          </div>
        </div>
      </section>
      <section className={css.section} aria-labelledby="services-heading">
        <div className={container}>
          <h2 id="services-heading">{t("services.heading")}</h2>
          <ul className={cardGrid}>
            {/* Every product of the spec's tabs, each linking to its page. */}
            {PRODUCTS.map((product) => (
              <li key={product.key} className={card}>
                <h3 className={css.cardTitle}>
                  <Icon name={PRODUCT_ICONS[product.key]} />
                  <LocaleLink to={product.path}>{tc(`nav.${product.key}`)}</LocaleLink>
                </h3>
                <p>{t(`services.${product.key}`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={css.section} aria-labelledby="why-heading">
        <div className={container}>
          <h2 id="why-heading">{t("why.heading")}</h2>
          <ul className={cardGrid}>
            {REASONS.map((reason) => (
              <li key={reason} className={card}>
                <h3 className={css.cardTitle}>
                  <Icon name={reason === "light" ? "fast" : reason === "protected" ? "shield" : "globe"} />
                  {t(`why.${reason}.title`)}
                </h3>
                <p>{t(`why.${reason}.body`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";

/** "Flights and stays", "Des vols et des hébergements": the live products as one phrase, capitalised. */
function productList(live: ReadonlyArray<{ key: ProductKey }>, locale: Locale, t: TFunction<"home">): string {
  const phrase = new Intl.ListFormat(locale, { type: "conjunction" }).format(
    live.map((product) => t(`hero.offers.${product.key}`)),
  );
  return phrase.charAt(0).toLocaleUpperCase(locale) + phrase.slice(1);
}
