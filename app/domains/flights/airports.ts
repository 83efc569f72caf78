import { countryName } from "~/domains/markets/countries";
import type { Locale } from "~/i18n/locales";
import { fold } from "~/lib/text";
import airportData from "./data/airports.json";

// The name patterns are copy, so they live in the catalogs (locales/*/flight.json, airportNames).
import enFlight from "../../../locales/en-US/flight.json";
import frFlight from "../../../locales/fr-FR/flight.json";

export interface Airport {
  code: string;
  name: string;
  city: { en: string; fr: string };
  country: string;
  region: string;
  lat: number;
  lon: number;
  /** IANA time zone: flight times are shown in the airport's own zone. */
  tz: string;
  size: "large" | "medium" | "small";
  aliases: string[];
}

export const AIRPORTS: readonly Airport[] = airportData as Airport[];

const BY_CODE = new Map(AIRPORTS.map((airport) => [airport.code, airport]));

export function getAirport(code: string): Airport | undefined {
  return BY_CODE.get(code.toUpperCase());
}

export function requireAirport(code: string): Airport {
  const airport = getAirport(code);
  if (!airport) throw new Error(`Unknown airport ${code}`);
  return airport;
}

export function airportCity(airport: Airport, locale: Locale): string {
  return locale === "fr-FR" ? airport.city.fr : airport.city.en;
}

interface SearchEntry {
  airport: Airport;
  /** Position in the network list: hubs are listed before secondary airports of the same city. */
  order: number;
  cities: string[];
  names: string[];
  countries: string[];
}

const ENTRIES: SearchEntry[] = AIRPORTS.map((airport, order) => ({
  airport,
  order,
  cities: [...new Set([airport.city.en, airport.city.fr, ...airport.aliases].map(fold))],
  names: [fold(airport.name)],
  countries: [...new Set([countryName(airport.country, "en-US"), countryName(airport.country, "fr-FR")].map(fold))],
}));

const SIZE_RANK = { large: 0, medium: 1, small: 2 } as const;

function startsWord(text: string, query: string): boolean {
  return text.startsWith(query) || text.includes(` ${query}`);
}

/** How well an airport matches, lower is better; null when it does not match. */
function matchRank(entry: SearchEntry, query: string): number | null {
  const code = entry.airport.code.toLowerCase();
  if (code === query) return 0;
  if (entry.cities.includes(query)) return 1;
  if (entry.cities.some((city) => city.startsWith(query))) return 2;
  if (query.length === 3 && code.startsWith(query)) return 2;
  if (entry.cities.some((city) => startsWord(city, query)) || entry.names.some((name) => startsWord(name, query)))
    return 3;
  if (entry.countries.some((country) => startsWord(country, query))) return 4;
  if (query.length >= 4 && entry.names.some((name) => name.includes(query))) return 5;
  return null;
}

/**
 * Airports matching a code, city, name or country, in English or French, accents and case ignored: the exact
 * code first, then the best match, then major airports. Junk finds nothing.
 */
export function searchAirports(query: string, limit = 10): Airport[] {
  const q = fold(query).slice(0, 60);
  if (q.length < 2) return [];
  const ranked: Array<{ entry: SearchEntry; rank: number }> = [];
  for (const entry of ENTRIES) {
    const rank = matchRank(entry, q);
    if (rank !== null) ranked.push({ entry, rank });
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      SIZE_RANK[a.entry.airport.size] - SIZE_RANK[b.entry.airport.size] ||
      a.entry.order - b.entry.order,
  );
  return ranked.slice(0, limit).map((r) => r.entry.airport);
}

/**
 * An airport's name in the page's language. The data holds English names; French puts the kind first
 * ("Aéroport international Murtala Muhammed"), as French airports and French-speaking travellers write it.
 */
export function airportName(airport: Airport, locale: Locale): string {
  if (locale === "en-US") return airport.name;
  const names = NAME_PATTERNS[locale];
  const international = /^(.*) International Airport$/.exec(airport.name);
  if (international) return names.international.replace("{{name}}", international[1] ?? "");
  const plain = /^(.*) Airport$/.exec(airport.name);
  return plain ? names.plain.replace("{{name}}", plain[1] ?? "") : airport.name;
}

const NAME_PATTERNS: Record<Locale, { international: string; plain: string }> = {
  "en-US": enFlight.airportNames,
  "fr-FR": frFlight.airportNames,
};

/** What the autocomplete, the no-JS resolver and /api/airports show for an airport, in one language. */
export function describeAirport(airport: Airport, locale: Locale) {
  return {
    code: airport.code,
    name: airportName(airport, locale),
    city: airportCity(airport, locale),
    country: airport.country,
    countryName: countryName(airport.country, locale),
    timeZone: airport.tz,
  };
}

/** Airports within `km` of another (great-circle), nearest first: the alternatives an empty search offers. */
export function nearbyAirports(airport: Airport, km = 400, limit = 3): Airport[] {
  const rad = Math.PI / 180;
  const distance = (a: Airport) => {
    const dLat = (a.lat - airport.lat) * rad;
    const dLon = (a.lon - airport.lon) * rad;
    const h = Math.sin(dLat / 2) ** 2 + Math.cos(airport.lat * rad) * Math.cos(a.lat * rad) * Math.sin(dLon / 2) ** 2;
    return 2 * 6371 * Math.asin(Math.sqrt(h));
  };
  return AIRPORTS.filter((a) => a.code !== airport.code)
    .map((a) => ({ a, d: distance(a) }))
    .filter(({ d }) => d <= km)
    .sort((x, y) => x.d - y.d)
    .slice(0, limit)
    .map(({ a }) => a);
}
