// Bundled by scripts/bench-search.mjs hotels: measures the sandbox stay search on this machine, through the same
// domain function the listing and its API call (destination, the supplier's offers and rates, filters, sort).
import { searchStays } from "~/domains/hotels/search.server";
import { hotelCities } from "~/domains/hotels/destinations";
import { SandboxHotelSupplier } from "~/domains/hotels/sandbox/supplier";
import { parseStayParams } from "~/domains/hotels/stay-query";
import { pick } from "~/domains/suppliers/sandbox/random";
import { addDays } from "~/lib/time";
import { measureAsync, report, type Sample } from "./measure";

const ROOMS = ["2", "1", "2-6", "2&room=1-6", "2&room=2&room=1", "3-4-9"];

export async function main(count: number) {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const supplier = new SandboxHotelSupplier();
  const cities = hotelCities("en-US");
  const queries = Array.from({ length: count }, (_, i) => {
    const city = cities[pick(`bench:${i}:city`, 0, cities.length - 1)]!;
    const checkIn = addDays(today, pick(`bench:${i}:days`, 2, 120));
    const params = new URLSearchParams(
      `where=${encodeURIComponent(city.name)}&checkIn=${checkIn}&checkOut=${addDays(checkIn, pick(`bench:${i}:nights`, 1, 14))}&room=${ROOMS[i % ROOMS.length]}`,
    );
    if (i % 3 === 1) params.set("stars", "4");
    if (i % 3 === 2) params.set("sort", "price");
    return parseStayParams(params);
  });

  for (const q of queries.slice(0, 20)) await searchStays(supplier, q.input, q.filters, "NGN", now);

  const samples: Sample[] = [];
  for (const q of queries) {
    samples.push(
      await measureAsync(async () => {
        const result = await searchStays(supplier, q.input, q.filters, "NGN", now);
        return result.kind === "results" ? result.listings.length : 0;
      }),
    );
  }
  const p95 = report("stay search (listing)", samples);
  console.log(`\nBudget: sandbox hotel search <= 20 ms of CPU per query (p95 ${p95.toFixed(1)} ms).`);
}
