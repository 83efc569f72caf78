import type { Database } from "~/db/client.server";
import { cheapestFaresInto } from "~/domains/airlines/airlines.server";
import type { SectorPrice } from "~/domains/airlines/grid";
import { AIRPORTS, airportCity } from "~/domains/flights/airports";
import { hotelCities } from "~/domains/hotels/destinations";
import { countryName, countrySlug } from "~/domains/markets/countries";
import type { Locale } from "~/i18n/locales";

// Destinations (product rules §2, Routes: destinations and {country}): the countries the network flies to, and a
// country's page: its cities and airports, the cheapest routes into it found for the airline pages, where to stay
// and what to do there.

/** How many of the cheapest routes into a country its page lists. */
export const POPULAR_ROUTES = 8;

/** Every country with an airport in the network, by name in this language, with its slug in it. */
export function networkCountries(
  locale: Locale,
): Array<{ code: string; name: string; slug: string; airports: number }> {
  const counts = new Map<string, number>();
  for (const airport of AIRPORTS) counts.set(airport.country, (counts.get(airport.country) ?? 0) + 1);
  const collator = new Intl.Collator(locale);
  return [...counts.entries()]
    .map(([code, airports]) => ({ code, name: countryName(code, locale), slug: countrySlug(code, locale), airports }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** A country's cities, each with its airports, in this language; empty when the network does not fly there. */
export function citiesOf(country: string, locale: Locale) {
  const stays = new Set(hotelCities(locale).map((c) => c.name));
  const byCity = new Map<string, Array<{ code: string; name: string }>>();
  for (const airport of AIRPORTS.filter((a) => a.country === country)) {
    const city = airportCity(airport, locale);
    byCity.set(city, [...(byCity.get(city) ?? []), { code: airport.code, name: airport.name }]);
  }
  const collator = new Intl.Collator(locale);
  return [...byCity.entries()]
    .map(([name, airports]) => ({ name, airports, stays: stays.has(name) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The cheapest fares found into the country (one per route, from the airline pages' grids), cheapest first. */
export function popularRoutesInto(db: Database, country: string): Promise<SectorPrice[]> {
  return cheapestFaresInto(
    db,
    AIRPORTS.filter((a) => a.country === country).map((a) => a.code),
    POPULAR_ROUTES,
  );
}
