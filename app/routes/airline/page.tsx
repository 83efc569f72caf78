import { useTranslation } from "react-i18next";
import { data } from "react-router";
import * as css from "~/components/airlines/airline.css";
import { PriceGrid } from "~/components/airlines/price-grid";
import { SubscriptionForm } from "~/components/subscribe-form";
import { breadcrumbs, JsonLd } from "~/components/json-ld";
import { container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import * as page from "~/components/orders/product-page.css";
import { Card } from "~/components/ui/card";
import {
  clockContext,
  dataSaverContext,
  dbContext,
  envContext,
  executionContext,
  localeContext,
  marketContext,
} from "~/context";
import { getAirlinePage, sectorPrices } from "~/domains/airlines/airlines.server";
import { refreshRouteFares, staleSectors } from "~/domains/airlines/fares.server";
import { gridView } from "~/domains/airlines/view.server";
import { getI18n } from "~/i18n/i18next.server";
import { withLocalePrefix } from "~/i18n/locales";
import { metaTags } from "~/i18n/meta";
import { flightSupplier } from "~/services.server";
import { instantIn } from "~/lib/format-time";
import { PAGE_CACHE_HEADER } from "~/utils/page-cache.server";
import type { Route } from "./+types/page";

/** A complete page is kept this long by the page cache; one whose fares are being searched again is not kept. */
const AIRLINE_PAGE_SECONDS = 600;
/** Airlines whose fares this Worker is searching now: a second visitor does not start the same searches. */
const refreshing = new Set<string>();

/**
 * GET /airline/{airline} (product rules §2, Airline page): its title and header image, header text, services, the
 * route price grid (its hubs by its destinations, each the lowest fare found for the coming weeks), and its
 * description. Fares a day old or never searched are searched after the page is sent (waitUntil), so no visitor
 * waits on a supplier; the cron keeps the rest fresh.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { locale, prefix } = context.get(localeContext);
  const airline = await getAirlinePage(db, params.airline, locale);
  if (!airline) throw new Response("Not Found", { status: 404 });
  const now = context.get(clockContext)();
  const prices = await sectorPrices(db, airline.code, airline.cabin);
  const stale = await staleSectors(db, now, airline.code);
  if (stale.length > 0 && !refreshing.has(airline.code)) {
    refreshing.add(airline.code);
    const flights = flightSupplier(context.get(envContext));
    context
      .get(executionContext)
      .waitUntil(
        refreshRouteFares({ db, flights, now }, { carrier: airline.code }).finally(() =>
          refreshing.delete(airline.code),
        ),
      );
  }
  const t = getI18n(context).getFixedT(null, "content");
  const origin = new URL(request.url).origin;
  const latest = prices.reduce((at, p) => (p.foundAt > at ? p.foundAt : at), "");
  return data(
    {
      airline: {
        name: airline.name,
        code: airline.code,
        slug: airline.slug,
        headerText: airline.headerText,
        // Save-Data (decision 021): no header picture.
        headerImageUrl: context.get(dataSaverContext).lite ? null : airline.headerImageUrl,
        descriptionHtml: airline.descriptionHtml,
        // The words are English where this language has none yet: the page marks them so.
        lang: airline.locale === locale ? null : airline.locale,
      },
      grid: gridView(airline, prices, { locale, prefix, currency: context.get(marketContext).currency }),
      refreshing: stale.length > 0,
      foundOn: latest ? instantIn(latest, "UTC", locale) : null,
      trail: breadcrumbs([
        { name: getI18n(context).getFixedT(null, "common")("brand"), url: `${origin}${withLocalePrefix(prefix, "/")}` },
        { name: t("airline.index.heading"), url: `${origin}${withLocalePrefix(prefix, "/airline")}` },
        { name: airline.name, url: `${origin}${withLocalePrefix(prefix, `/airline/${params.airline}`)}` },
      ]),
      meta: { title: t("pageTitle", { title: airline.pageTitle }), description: airline.metaDescription },
    },
    stale.length > 0 ? undefined : { headers: { [PAGE_CACHE_HEADER]: String(AIRLINE_PAGE_SECONDS) } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function AirlinePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  const { airline, grid, refreshing: searching, foundOn, trail } = loaderData;
  const lang = airline.lang ?? undefined;
  return (
    <div className={`${container} ${page.page}`}>
      <JsonLd data={trail} />
      <header className={css.header}>
        {airline.headerImageUrl ? (
          <img
            className={css.headerImage}
            src={airline.headerImageUrl}
            alt=""
            width={1200}
            height={400}
            fetchPriority="high"
            decoding="async"
          />
        ) : null}
        <h1 className={page.flat}>{airline.name}</h1>
        <p className={css.lead} lang={lang}>
          {airline.headerText}
        </p>
        {lang ? <p className={page.flat}>{t("airline.inEnglish")}</p> : null}
      </header>
      <Card heading={t("airline.services.heading")} headingId="airline-services">
        <ul className={css.services}>
          <li>{t("airline.services.fares")}</li>
          <li>
            <LocaleLink to="/manage-booking">{t("airline.services.manage")}</LocaleLink>
          </li>
          <li>
            <LocaleLink to="/travel-addons">{t("airline.services.extras")}</LocaleLink>
          </li>
          <li>
            <LocaleLink to="/flight">{t("airline.services.search")}</LocaleLink>
          </li>
        </ul>
      </Card>
      <section>
        <h2 id="airline-grid">{t("airline.grid.heading")}</h2>
        {searching ? <p role="status">{t("airline.grid.refreshing")}</p> : null}
        <PriceGrid grid={grid} headingId="airline-grid" />
        {foundOn ? <p className={page.flat}>{t("airline.grid.foundOn", { date: foundOn })}</p> : null}
      </section>
      <section aria-labelledby="airline-about">
        <h2 id="airline-about">{t("airline.about", { name: airline.name })}</h2>
        <div lang={lang} dangerouslySetInnerHTML={{ __html: airline.descriptionHtml }} />
      </section>
      <SubscriptionForm kind="newsletter" from={`/airline/${airline.slug}`} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
