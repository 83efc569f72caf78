import { useTranslation } from "react-i18next";
import * as css from "~/components/airlines/airline.css";
import { container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import * as page from "~/components/orders/product-page.css";
import { AirlineLogo } from "~/components/ui/airline-logo";
import { dbContext, localeContext } from "~/context";
import { listAirlinePages } from "~/domains/airlines/airlines.server";
import { airportCity, getAirport } from "~/domains/flights/airports";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import { PAGE_CACHE_HEADER } from "~/utils/page-cache.server";
import type { Route } from "./+types/index";

/** GET /airline: every airline with a page, by name, with the cities it flies from. */
export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(localeContext);
  const t = getI18n(context).getFixedT(null, "content");
  const airlines = await listAirlinePages(context.get(dbContext), locale);
  return {
    airlines: airlines.map((a) => ({
      slug: a.slug,
      code: a.code,
      name: a.name,
      hubs: a.departures
        .map((code) => getAirport(code))
        .map((airport) => (airport ? airportCity(airport, locale) : ""))
        .filter((city, i, all) => city && all.indexOf(city) === i)
        .join(", "),
    })),
    meta: { title: t("airline.index.title"), description: t("airline.index.description") },
  };
}

export const headers: Route.HeadersFunction = () => ({ [PAGE_CACHE_HEADER]: "600" });

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function Airlines({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  return (
    <div className={`${container} ${page.page}`}>
      <h1>{t("airline.index.heading")}</h1>
      <p>{t("airline.index.intro")}</p>
      <ul className={css.index}>
        {loaderData.airlines.map((airline) => (
          <li key={airline.slug}>
            <LocaleLink to={`/airline/${airline.slug}`} className={css.indexLink}>
              <AirlineLogo code={airline.code} name={airline.name} markOnly />
              <span>
                <strong>{airline.name}</strong>
                <br />
                <span className={css.small}>{t("airline.index.from", { hubs: airline.hubs })}</span>
              </span>
            </LocaleLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
