import { useTranslation } from "react-i18next";
import { cardGrid, container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import * as page from "~/components/orders/product-page.css";
import { SubscriptionForm } from "~/components/subscribe-form";
import { card as cardClass } from "~/components/ui/ui.css";
import { clockContext, dbContext, localeContext, marketContext } from "~/context";
import { landingCards, listLandingPages } from "~/domains/discovery/landing-pages.server";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import { PAGE_CACHE_HEADER } from "~/utils/page-cache.server";
import type { Route } from "./+types/deals";

/** GET /deals: the editors' deals still running, each at the cheapest fare found on its route, and the deals e-mail. */
export async function loader({ context }: Route.LoaderArgs) {
  const { locale, prefix } = context.get(localeContext);
  const db = context.get(dbContext);
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  const deals = await landingCards(db, await listLandingPages(db, locale, today, "deal"), {
    locale,
    prefix,
    currency: context.get(marketContext).currency,
  });
  const t = getI18n(context).getFixedT(null, "content");
  return { deals, meta: { title: t("landing.deals.title"), description: t("landing.deals.description") } };
}

export const headers: Route.HeadersFunction = () => ({ [PAGE_CACHE_HEADER]: "600" });

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Deals({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("content");
  const { deals } = loaderData;
  return (
    <div className={`${container} ${page.page}`}>
      <h1>{t("landing.deals.heading")}</h1>
      <p>{deals.length ? t("landing.deals.intro") : t("landing.deals.none")}</p>
      <ul className={cardGrid}>
        {deals.map((deal) => (
          <li key={deal.slug} className={cardClass} lang={deal.lang === i18n.language ? undefined : deal.lang}>
            <h2>
              <LocaleLink to={deal.path}>{deal.headline}</LocaleLink>
            </h2>
            <p>{deal.description}</p>
            {deal.price ? (
              <p>
                <strong>
                  {t("landing.fareFrom", { price: deal.price, trip: t(`airline.grid.${deal.trip ?? "oneWay"}`) })}
                </strong>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <SubscriptionForm kind="black_friday" from="/deals" />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
