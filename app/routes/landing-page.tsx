import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { breadcrumbs, JsonLd } from "~/components/json-ld";
import { container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import { SubscriptionForm } from "~/components/subscribe-form";
import { buttonClass } from "~/components/ui/button";
import { clockContext, dbContext, localeContext, marketContext } from "~/context";
import { getLandingPage, landingCards } from "~/domains/discovery/landing-pages.server";
import { LANDING_KINDS, LANDING_PREFIX } from "~/domains/discovery/schema";
import { getI18n } from "~/i18n/i18next.server";
import { splitLocale, withLocalePrefix } from "~/i18n/locales";
import { metaTags } from "~/i18n/meta";
import { PAGE_CACHE_HEADER } from "~/utils/page-cache.server";
import type { Route } from "./+types/landing-page";
import * as css from "./static-page.css";

/**
 * GET /deals/{slug}, /services/{slug}, /products/{slug} and /pages/{slug}: an editor's landing page (content/landing/),
 * in the page's language or English, with its call to action: a deal's route at the cheapest fare found, or its
 * product's page. A deal past its last day answers 410 Gone.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { locale, prefix } = context.get(localeContext);
  const url = new URL(request.url);
  const section = `/${splitLocale(url.pathname).path.split("/")[1] ?? ""}`;
  const kind = LANDING_KINDS.find((k) => LANDING_PREFIX[k] === section);
  if (!kind) throw data(null, { status: 404 });
  const db = context.get(dbContext);
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  const found = await getLandingPage(db, kind, params.slug, locale, today);
  if (!found) throw data(null, { status: 404 });
  if (found.ended) throw data(null, { status: 410 });
  const [card] = await landingCards(db, [found.page], {
    locale,
    prefix,
    currency: context.get(marketContext).currency,
  });
  if (!card) throw data(null, { status: 404 });
  const t = getI18n(context).getFixedT(null, "content");
  const at = (path: string) => `${url.origin}${withLocalePrefix(prefix, path)}`;
  return {
    card,
    trail: breadcrumbs([
      { name: getI18n(context).getFixedT(null, "common")("brand"), url: at("/") },
      ...(kind === "deal" ? [{ name: t("landing.deals.heading"), url: at("/deals") }] : []),
      { name: card.headline, url: at(card.path) },
    ]),
    meta: { title: card.title, description: card.description },
  };
}

export const headers: Route.HeadersFunction = () => ({ [PAGE_CACHE_HEADER]: "600" });

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("content");
  const { t: tc } = useTranslation();
  const { card, trail } = loaderData;
  // Words an editor has not translated yet are English, and say so to screen readers and translators.
  const lang = card.lang === i18n.language ? undefined : card.lang;
  const product = card.product ? tc(`nav.${card.product}`) : null;
  return (
    <article className={`${container} ${css.article}`}>
      <JsonLd data={trail} />
      <div lang={lang}>
        <h1>{card.headline}</h1>
        <p>{card.description}</p>
      </div>
      {card.href ? (
        <p className={css.action}>
          {card.price ? (
            <span>
              {t("landing.fareFrom", { price: card.price, trip: t(`airline.grid.${card.trip ?? "oneWay"}`) })}
            </span>
          ) : null}
          <a href={card.href} className={buttonClass("primary")}>
            {card.route
              ? card.price
                ? t("landing.seeFlights")
                : t("landing.searchRoute")
              : t("landing.openProduct", { product: product ?? "" })}
          </a>
        </p>
      ) : null}
      <div lang={lang} dangerouslySetInnerHTML={{ __html: card.html }} />
      {card.kind === "deal" ? (
        <>
          <SubscriptionForm kind="black_friday" from={card.path} />
          <p>
            <LocaleLink to="/deals">{t("landing.deals.all")}</LocaleLink>
          </p>
        </>
      ) : (
        <SubscriptionForm kind="newsletter" from={card.path} />
      )}
    </article>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
