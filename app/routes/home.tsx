import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { FlightSearchFormHere } from "~/components/flights/search-form";
import { cardGrid, container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import { PRODUCT_ICONS } from "~/components/site-header";
import { Icon } from "~/components/ui/icon";
import { Tabs } from "~/components/ui/tabs";
import { card } from "~/components/ui/ui.css";
import { SubscriptionForm } from "~/components/subscribe-form";
import { clockContext, dbContext, localeContext, marketContext, memberContext } from "~/context";
import { landingSections } from "~/domains/discovery/landing.server";
import { memberBalance } from "~/domains/points/ledger.server";
import { searchFormFromUrl } from "~/domains/flights/search-query";
import { PRODUCTS, type ProductKey } from "~/domains/products/catalog";
import { type Locale, withLocalePrefix } from "~/i18n/locales";
import { listOffices } from "~/domains/content/content.server";
import { JsonLd } from "~/components/json-ld";
import { organizationData, webSiteData } from "~/components/structured-data";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import { activitySupplier } from "~/services.server";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/home";
import * as css from "./home.css";

/** Product rules §2: the landing page has the global header off and market change hidden. */
export const handle: RouteHandle = { landing: true };

/** The landing page starts a search: the flight form is its first thing; its steppers post back here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const t = getI18n(context).getFixedT(null, "home");
  const { locale, prefix } = context.get(localeContext);
  const { origin } = new URL(request.url);
  const brand = getI18n(context).getFixedT(null, "common")("brand");
  const offices = await listOffices(context.get(dbContext), locale);
  return {
    structured: [
      organizationData({ origin, name: brand, offices }),
      webSiteData({ origin, home: withLocalePrefix(prefix, "/"), name: brand, locale }),
    ],
    ...searchFormFromUrl(new URL(request.url).searchParams),
    sections: await landingSections(
      { db: context.get(dbContext), activities: activitySupplier() },
      {
        locale,
        prefix,
        market: context.get(marketContext),
        today: context.get(clockContext)().toISOString().slice(0, 10),
      },
    ),
    locale,
    today: context.get(clockContext)().toISOString().slice(0, 10),
    points: await memberPoints(context),
    meta: { title: t("meta.title"), description: t("meta.description") },
  };
}

/** The points banner's figures for a signed-in member (formatted), or null for a visitor. */
async function memberPoints(context: Route.LoaderArgs["context"]) {
  const member = context.get(memberContext);
  if (!member) return null;
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  const balance = await memberBalance(context.get(dbContext), member.id, today);
  const count = new Intl.NumberFormat(context.get(localeContext).locale);
  return { available: count.format(balance.available), pending: count.format(balance.pending) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

const REASONS = ["light", "protected", "local"] as const;
const REASON_ICONS = { light: "fast", protected: "shield", local: "globe" } as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  const { t: tc } = useTranslation();
  const { input, locale, today, travellersOpen, sections } = loaderData;
  const live = PRODUCTS;
  return (
    <>
      {loaderData.structured.map((node) => (
        <JsonLd key={node["@type"]} data={node} />
      ))}
      <section className={css.hero} aria-labelledby="hero-heading">
        <div className={`${container} ${css.heroInner}`}>
          <div>
            <h1 id="hero-heading" className={css.heroHeading}>
              {t("hero.heading")}
            </h1>
            {/* What the site sells, as it is: the products whose pages exist, in the page's language. */}
            <p className={css.lead}>{t("hero.lead", { products: productList(live, locale, t) })}</p>
            {/* Beside the search box on a laptop, what Tern promises (told in full lower down the page). */}
            <ul className={css.heroPoints}>
              {REASONS.map((reason) => (
                <li key={reason}>
                  <Icon name={REASON_ICONS[reason]} />
                  {t(`why.${reason}.title`)}
                </li>
              ))}
            </ul>
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
            <FlightSearchFormHere input={input} locale={locale} today={today} travellersOpen={travellersOpen} />
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
          <p>
            <LocaleLink to="/pay-small-small">{t("services.paySmallSmall")}</LocaleLink>
          </p>
        </div>
      </section>
      <Landing sections={sections} />
      <PointsBanner points={loaderData.points} />
      <section className={css.section} aria-labelledby="why-heading">
        <div className={container}>
          <h2 id="why-heading">{t("why.heading")}</h2>
          <ul className={cardGrid}>
            {REASONS.map((reason) => (
              <li key={reason} className={card}>
                <h3 className={css.cardTitle}>
                  <Icon name={REASON_ICONS[reason]} />
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

/** The points banner (product rules §2, Landing page): a member's points, or how a visitor earns them. */
function PointsBanner({ points }: { points: Route.ComponentProps["loaderData"]["points"] }) {
  const { t } = useTranslation("home");
  return (
    <section className={css.section} aria-labelledby="points-heading">
      <div className={`${container} ${css.banner}`}>
        <h2 id="points-heading" className={css.bannerHeading}>
          {t("points.heading")}
        </h2>
        <p>{points ? t("points.member", points) : t("points.visitor")}</p>
        <LocaleLink to="/account/points" className={css.bannerAction}>
          {points ? t("points.memberAction") : t("points.visitorAction")}
        </LocaleLink>
      </div>
    </section>
  );
}

/** The sections below the search: the banner, offers, experiences, the newsletter, the SEO footer and feedback. */
function Landing({ sections }: { sections: Route.ComponentProps["loaderData"]["sections"] }) {
  const { t, i18n } = useTranslation("home");
  const { offers, routes, experiences, airlines, destinations, guides } = sections;
  return (
    <>
      <section className={css.section} aria-labelledby="banner-heading">
        <div className={`${container} ${css.banner}`}>
          <h2 id="banner-heading" className={css.bannerHeading}>
            {t("banner.heading")}
          </h2>
          <p>{t("banner.text")}</p>
          <LocaleLink to="/subscribe#subscribe-black_friday" className={css.bannerAction}>
            {t("banner.action")}
          </LocaleLink>
        </div>
      </section>
      <section className={css.section} aria-labelledby="offers-heading">
        <div className={container}>
          <h2 id="offers-heading">{t("offers.heading")}</h2>
          {offers.length ? <p>{t("offers.intro")}</p> : <p>{t("offers.none")}</p>}
          <ul className={cardGrid}>
            {offers.map((offer) => (
              <li key={offer.key} className={card}>
                <a href={offer.href} className={css.offerLink}>
                  {offer.headline ? (
                    <span lang={offer.lang === i18n.language ? undefined : offer.lang}>{offer.headline}</span>
                  ) : (
                    <span>{t("offers.route", { from: offer.from, to: offer.to })}</span>
                  )}
                  {offer.price ? (
                    <>
                      <strong className={css.offerPrice}>{offer.price}</strong>
                      <span>{offer.isReturn ? t("offers.return") : t("offers.oneWay")}</span>
                    </>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
          <p>
            <LocaleLink to="/deals">{t("offers.deals")}</LocaleLink>
            {" · "}
            <LocaleLink to="/airline">{t("offers.airlines")}</LocaleLink>
          </p>
        </div>
      </section>
      {experiences.length ? (
        <section className={css.section} aria-labelledby="experiences-heading">
          <div className={container}>
            <h2 id="experiences-heading">{t("experiences.heading", { city: experiences[0]?.city ?? "" })}</h2>
            <ul className={cardGrid}>
              {experiences.map((activity) => (
                <li key={activity.id} className={card}>
                  <h3 className={css.cardTitle}>
                    <LocaleLink to={`/things-to-do/${activity.id}`}>{activity.name}</LocaleLink>
                  </h3>
                  <p>{activity.summary}</p>
                  <p>
                    <strong>{t("experiences.from", { price: activity.price })}</strong>
                  </p>
                </li>
              ))}
            </ul>
            <p>
              <LocaleLink to="/things-to-do">{t("experiences.all")}</LocaleLink>
            </p>
          </div>
        </section>
      ) : null}
      {/* The mobile-app link and the newsletter, side by side from a tablet's width; each form has its heading. */}
      <div className={css.section}>
        <div className={`${container} ${css.forms}`}>
          <SubscriptionForm kind="app_link" from="/" />
          <SubscriptionForm kind="newsletter" from="/" />
        </div>
      </div>
      <nav className={css.section} aria-labelledby="seo-heading">
        <div className={container}>
          <h2 id="seo-heading">{t("seo.heading")}</h2>
          <div className={css.seoColumns}>
            <div>
              <h3>{t("seo.routes")}</h3>
              <ul className={css.seoList}>
                {routes.map((route) => (
                  <li key={route.key}>
                    <a href={route.href}>{t("offers.route", { from: route.from, to: route.to })}</a>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3>{t("seo.airlines")}</h3>
              <ul className={css.seoList}>
                {airlines.map((airline) => (
                  <li key={airline.slug}>
                    <LocaleLink to={`/airline/${airline.slug}`}>{airline.name}</LocaleLink>
                  </li>
                ))}
                <li>
                  <LocaleLink to="/airline">{t("seo.allAirlines")}</LocaleLink>
                </li>
              </ul>
            </div>
            <div>
              <h3>{t("seo.destinations")}</h3>
              <ul className={css.seoList}>
                {destinations.map((country) => (
                  <li key={country.code}>
                    <LocaleLink to={`/destinations/${country.slug}`}>{country.name}</LocaleLink>
                  </li>
                ))}
                <li>
                  <LocaleLink to="/destinations">{t("seo.allDestinations")}</LocaleLink>
                </li>
              </ul>
            </div>
            {guides.length ? (
              <div>
                <h3>{t("seo.guides")}</h3>
                <ul className={css.seoList}>
                  {guides.map((guide) => (
                    <li key={guide.path} lang={guide.lang === i18n.language ? undefined : guide.lang}>
                      <LocaleLink to={guide.path}>{guide.headline}</LocaleLink>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
          <p>
            {t("feedback.text")} <LocaleLink to="/feedback">{t("feedback.link")}</LocaleLink>
          </p>
        </div>
      </nav>
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
