import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import * as css from "~/components/airlines/airline.css";
import { breadcrumbs, JsonLd } from "~/components/json-ld";
import { container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import * as page from "~/components/orders/product-page.css";
import { Card } from "~/components/ui/card";
import { dbContext, localeContext, marketContext } from "~/context";
import { cellSearch } from "~/domains/airlines/grid";
import { citiesOf, popularRoutesInto } from "~/domains/destinations/destinations.server";
import { airportCity, getAirport } from "~/domains/flights/airports";
import { convert, roundToWholeUnits } from "~/domains/markets/fx";
import { countryName, countrySlug, findCountryBySlug } from "~/domains/markets/countries";
import { formatMoney } from "~/domains/markets/markets";
import { getI18n } from "~/i18n/i18next.server";
import { withLocalePrefix } from "~/i18n/locales";
import { metaTags, privateMetaTags } from "~/i18n/meta";
import { PAGE_CACHE_HEADER } from "~/utils/page-cache.server";
import type { Route } from "./+types/country";

/**
 * GET /destinations/{country} (the target of the `/{country}` redirect), by the country's name in either language:
 * its cities and airports, each with its flights, stays and things to do; the cheapest routes into it the airline
 * pages found; its visa check; and a flight search to it. A slug in the other language moves to this one's.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { locale, prefix } = context.get(localeContext);
  const code = findCountryBySlug(params.country);
  if (!code) throw new Response("Not Found", { status: 404 });
  const slug = countrySlug(code, locale);
  const url = new URL(request.url);
  if (params.country !== slug) throw redirect(`${withLocalePrefix(prefix, `/destinations/${slug}`)}${url.search}`, 301);
  const t = getI18n(context).getFixedT(null, "content");
  const country = countryName(code, locale);
  const cities = citiesOf(code, locale);
  const currency = context.get(marketContext).currency;
  const city = (airport: string) => {
    const found = getAirport(airport);
    return found ? airportCity(found, locale) : airport;
  };
  const routes = (await popularRoutesInto(context.get(dbContext), code)).flatMap((price) => {
    const query = cellSearch(price);
    if (!query || !price.amount) return [];
    return [
      {
        key: `${price.departureAirport}-${price.destinationAirport}`,
        label: t("destinations.country.route", {
          from: `${city(price.departureAirport)} (${price.departureAirport})`,
          to: `${city(price.destinationAirport)} (${price.destinationAirport})`,
        }),
        price: formatMoney(roundToWholeUnits(convert(price.amount, currency)), locale),
        trip: (price.isReturn ? "return" : "oneWay") as "return" | "oneWay",
        href: `${withLocalePrefix(prefix, "/flight/search")}?${query}`,
      },
    ];
  });
  return {
    code,
    country,
    flown: cities.length > 0,
    cities,
    routes,
    trail: breadcrumbs([
      {
        name: getI18n(context).getFixedT(null, "common")("brand"),
        url: `${url.origin}${withLocalePrefix(prefix, "/")}`,
      },
      { name: t("destinations.index.heading"), url: `${url.origin}${withLocalePrefix(prefix, "/destinations")}` },
      { name: country, url: `${url.origin}${withLocalePrefix(prefix, `/destinations/${slug}`)}` },
    ]),
    meta: {
      title: t("destinations.country.title", { country }),
      description: t("destinations.country.description", { country }),
    },
  };
}

export const headers: Route.HeadersFunction = () => ({ [PAGE_CACHE_HEADER]: "600" });

// A country the network does not fly to answers, but is not offered to search engines.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.flown ? metaTags(loaderData.meta) : privateMetaTags(loaderData?.meta);

export default function Country({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  const { code, country, flown, cities, routes, trail } = loaderData;
  const first = cities[0]?.airports[0]?.code;
  return (
    <div className={`${container} ${page.page}`}>
      <JsonLd data={trail} />
      <h1>{t("destinations.country.heading", { country })}</h1>
      {flown ? (
        <p>
          <LocaleLink to={`/flight?to=${first ?? ""}`}>{t("destinations.country.search", { country })}</LocaleLink>
        </p>
      ) : (
        <p>{t("destinations.country.notFlown", { country })}</p>
      )}
      {flown ? (
        <Card heading={t("destinations.country.routes")} headingId="destination-routes">
          {routes.length ? (
            <ul className={css.services}>
              {routes.map((route) => (
                <li key={route.key}>
                  <a href={route.href}>
                    {t("destinations.country.routePrice", {
                      route: route.label,
                      price: route.price,
                      trip: t(`airline.grid.${route.trip}`),
                    })}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className={page.flat}>{t("destinations.country.routesNone", { country })}</p>
          )}
        </Card>
      ) : null}
      {flown ? (
        <Card heading={t("destinations.country.cities")} headingId="destination-cities">
          <ul className={css.services}>
            {cities.map((city) => (
              <li key={city.name}>
                <strong>{city.name}</strong>
                <br />
                {city.airports.map((a) => `${a.name} (${a.code})`).join(", ")}
                <br />
                <LocaleLink to={`/flight?to=${city.airports[0]?.code ?? ""}`}>
                  {t("destinations.country.flyTo", { city: city.name })}
                </LocaleLink>
                {city.stays ? (
                  <>
                    {" · "}
                    <LocaleLink to={`/hotel?where=${encodeURIComponent(city.name)}`}>
                      {t("destinations.country.stays", { city: city.name })}
                    </LocaleLink>
                    {" · "}
                    <LocaleLink to={`/things-to-do?city=${encodeURIComponent(city.name)}`}>
                      {t("destinations.country.things", { city: city.name })}
                    </LocaleLink>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Card heading={t("destinations.country.visa")} headingId="destination-visa">
        <p className={page.flat}>
          <LocaleLink to={`/visa?destination=${code}`}>{t("destinations.country.visaLink", { country })}</LocaleLink>
        </p>
      </Card>
      <p>
        <LocaleLink to="/destinations">{t("destinations.country.all")}</LocaleLink>
      </p>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
