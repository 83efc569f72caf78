import { AIRPORTS, airportCity } from "~/domains/flights/airports";
import { fold } from "~/lib/text";
import { distanceKm, type MapPoint } from "~/lib/geo";
import { type Locale } from "~/i18n/locales";
// The cities Tern has hotels in, by name in either language, and what a traveller's "where" resolves to.

export interface HotelCity {
  /** The city's first airport: how the supplier names the city. */
  code: string;
  name: string;
  country: string;
}

export const comparable = fold;

export const citiesByLocale = new Map<Locale, HotelCity[]>();

/** Every city the network reaches, once each, named in the page's language: the destination suggestions. */
export function hotelCities(locale: Locale): HotelCity[] {
  let list = citiesByLocale.get(locale);
  if (!list) {
    const seen = new Map<string, HotelCity>();
    for (const airport of AIRPORTS) {
      if (!seen.has(airport.city.en))
        seen.set(airport.city.en, { code: airport.code, name: airportCity(airport, locale), country: airport.country });
    }
    list = [...seen.values()].sort((a, b) => a.name.localeCompare(b.name, locale));
    citiesByLocale.set(locale, list);
  }
  return list;
}

/** A city by its name in either language, or by one of its airports' codes ("LOS", "Lagos", "Lagos (LOS)"). */
export function findCity(text: string): HotelCity | null {
  const code = /^([A-Za-z]{3})$/.exec(text.trim())?.[1] ?? /\(([A-Za-z]{3})\)\s*$/.exec(text)?.[1];
  const wanted = comparable(text.replace(/\([A-Za-z]{3}\)\s*$/, ""));
  for (const airport of AIRPORTS) {
    if (
      (code && airport.code === code.toUpperCase()) ||
      comparable(airport.city.en) === wanted ||
      comparable(airport.city.fr) === wanted
    ) {
      return hotelCities("en-US").find((c) => c.name === airport.city.en) ?? null;
    }
  }
  return null;
}

export interface Destination {
  city: HotelCity;
  /** A property named before the city ("Palms Hotel, Lagos"): listed first. */
  propertyName: string | null;
}

/** Where a search means: a city, or a property's name and its city after a comma. */
export function resolveDestination(where: string): Destination | null {
  const city = findCity(where);
  if (city) return { city, propertyName: null };
  const comma = where.lastIndexOf(",");
  if (comma > 0) {
    const inCity = findCity(where.slice(comma + 1));
    if (inCity) return { city: inCity, propertyName: where.slice(0, comma).trim() };
  }
  return null;
}

/** How far a property's map point may be from the nearest airport of its city: a metropolitan area, not a region. */
export const PIN_MAX_KM = 60;

/** Whether a map point is within PIN_MAX_KM of one of the city's airports (a point in another city is a slip). */
export function nearCity(point: MapPoint, cityCode: string): boolean {
  const city = findCity(cityCode);
  return AIRPORTS.some((airport) => airport.city.en === city?.name && distanceKm(point, airport) <= PIN_MAX_KM);
}
