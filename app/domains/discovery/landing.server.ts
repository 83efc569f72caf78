import type { Database } from "~/db/client.server";
import type { ActivitySupplier } from "~/domains/activities/supplier";
import { cheapestFaresInto, listAirlinePages } from "~/domains/airlines/airlines.server";
import { cellSearch } from "~/domains/airlines/grid";
import { networkCountries } from "~/domains/destinations/destinations.server";
import { AIRPORTS, airportCity, getAirport } from "~/domains/flights/airports";
import { convert, roundToWholeUnits } from "~/domains/markets/fx";
import { type Currency, formatMoney, type Market } from "~/domains/markets/markets";
import { type Locale, type LocalePrefix, withLocalePrefix } from "~/i18n/locales";
import { landingCards, listLandingPages } from "./landing-pages.server";

// The landing page's sections below its search (product rules §2, Landing page): offers (the editors' deals, each at
// the cheapest fare found on its route, then the cheapest fares found from the visitor's country), experiences (things to do in its main city), and the SEO footer's plain links (popular
// routes, airlines, destinations). Every figure is one a search found; nothing is invented.

/** How many of each the landing page shows. */
export const LANDING = { offers: 6, experiences: 4, routes: 10, airlines: 12, destinations: 12 } as const;

const city = (code: string, locale: Locale) => {
  const airport = getAirport(code);
  return airport ? airportCity(airport, locale) : code;
};

export async function landingSections(
  deps: { db: Database; activities: Pick<ActivitySupplier, "search"> },
  options: { locale: Locale; prefix: LocalePrefix; market: Market; today: string },
) {
  const { locale, prefix, market } = options;
  const home = AIRPORTS.filter((a) => a.country === market.country).map((a) => a.code);
  const fares = await cheapestFaresInto(deps.db, null, 400);
  const money = (amount: { amount: number; currency: Currency }) =>
    formatMoney(roundToWholeUnits(convert(amount, market.currency)), locale);
  type Offer = {
    key: string;
    /** A deal's headline (in `lang`), or the route's cities. */
    headline?: string;
    lang?: Locale;
    from: string;
    to: string;
    price: string | null;
    isReturn: boolean;
    href: string;
  };
  const link = (fare: (typeof fares)[number]): Offer | null => {
    const query = cellSearch(fare);
    return query && fare.amount
      ? {
          key: `${fare.departureAirport}-${fare.destinationAirport}`,
          from: city(fare.departureAirport, locale),
          to: city(fare.destinationAirport, locale),
          price: money(fare.amount),
          isReturn: fare.isReturn,
          href: `${withLocalePrefix(prefix, "/flight/search")}?${query}`,
        }
      : null;
  };
  const pages = await listLandingPages(deps.db, locale, options.today);
  const deals: Offer[] = (
    await landingCards(
      deps.db,
      pages.filter((p) => p.kind === "deal"),
      { locale, prefix, currency: market.currency },
    )
  ).map((deal) => ({
    key: deal.route ? `${deal.route.from}-${deal.route.to}` : deal.slug,
    headline: deal.headline,
    lang: deal.lang,
    from: deal.route ? city(deal.route.from, locale) : "",
    to: deal.route ? city(deal.route.to, locale) : "",
    price: deal.price,
    isReturn: deal.trip === "return",
    href: withLocalePrefix(prefix, deal.path),
  }));
  // Then the fares found from the visitor's country when there are some, else from anywhere.
  const fromHome = fares.filter((f) => home.includes(f.departureAirport));
  const offers = [
    ...deals,
    ...(fromHome.length ? fromHome : fares)
      .map(link)
      .filter((o): o is Offer => o !== null && !deals.some((deal) => deal.key === o.key)),
  ].slice(0, LANDING.offers);
  const routes = fares
    .map(link)
    .filter((o): o is Offer => o !== null && !offers.some((offer) => offer.key === o.key))
    .slice(0, LANDING.routes);
  const mainCity = home[0] ?? "LOS";
  const experiences = (
    await deps.activities.search({ cityCode: mainCity, kind: null, locale, currency: market.currency }).catch(() => [])
  )
    .slice(0, LANDING.experiences)
    .map((a) => ({
      id: a.id,
      name: a.name,
      summary: a.summary,
      city: city(a.cityCode, locale),
      price: money(a.adultPrice),
    }));
  const airlines = (await listAirlinePages(deps.db, locale))
    .sort(
      (a, b) => Number(b.departures.some((d) => home.includes(d))) - Number(a.departures.some((d) => home.includes(d))),
    )
    .slice(0, LANDING.airlines)
    .map((a) => ({ slug: a.slug, name: a.name }));
  const destinations = networkCountries(locale)
    .sort((a, b) => b.airports - a.airports)
    .slice(0, LANDING.destinations)
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  // The editors' services, product pages and guides, as plain links.
  const guides = pages
    .filter((p) => p.kind !== "deal")
    .map((p) => ({ path: p.path, headline: p.headline, lang: p.lang, kind: p.kind }));
  return { offers, routes, experiences, airlines, destinations, guides };
}
