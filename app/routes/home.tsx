import { useTranslation } from "react-i18next";
import { card, cardGrid, container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import { PRODUCTS } from "~/domains/products/catalog";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import type { RouteHandle } from "~/utils/route-handle";
import type { Route } from "./+types/home";
import * as css from "./home.css";

/** Product rules §2: the landing page has the global header off and market change hidden. */
export const handle: RouteHandle = { landing: true };

export function loader({ context }: Route.LoaderArgs) {
  const t = getI18n(context).getFixedT(null, "home");
  return { meta: { title: t("meta.title"), description: t("meta.description") } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

const REASONS = ["light", "protected", "local"] as const;

export default function Home() {
  const { t } = useTranslation("home");
  const { t: tc } = useTranslation();
  return (
    <>
      <section className={css.hero} aria-labelledby="hero-heading">
        <div className={container}>
          <h1 id="hero-heading" className={css.heroHeading}>
            {t("hero.heading")}
          </h1>
          <p className={css.lead}>{t("hero.lead")}</p>
        </div>
      </section>
      <section className={css.section} aria-labelledby="services-heading">
        <div className={container}>
          <h2 id="services-heading">{t("services.heading")}</h2>
          <ul className={cardGrid}>
            {PRODUCTS.map((product) => (
              <li key={product.key} className={card}>
                <h3 className={css.cardTitle}>
                  {product.path ? (
                    <LocaleLink to={product.path}>{tc(`nav.${product.key}`)}</LocaleLink>
                  ) : (
                    tc(`nav.${product.key}`)
                  )}
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
                <h3 className={css.cardTitle}>{t(`why.${reason}.title`)}</h3>
                <p>{t(`why.${reason}.body`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
