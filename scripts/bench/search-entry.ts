// Bundled by scripts/bench-search.mjs: measures the sandbox's airport and flight search on this machine.
import { AIRPORTS, searchAirports } from "~/domains/flights/airports";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import type { FlightSearch } from "~/domains/flights/supplier";
import { pick } from "~/domains/suppliers/sandbox/random";
import { addDays } from "~/lib/time";
import { measure, measureAsync, report, type Sample } from "./measure";

export async function main(count: number) {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const supplier = new SandboxFlightSupplier("bench-secret");
  const codes = AIRPORTS.map((a) => a.code);
  const queries = Array.from({ length: count }, (_, i) => {
    const from = codes[pick(`bench:${i}:from`, 0, codes.length - 1)] as string;
    let to = codes[pick(`bench:${i}:to`, 0, codes.length - 1)] as string;
    if (to === from) to = from === "LOS" ? "LHR" : "LOS";
    return { from, to, depart: addDays(today, pick(`bench:${i}:days`, 3, 120)), stay: pick(`bench:${i}:stay`, 2, 21) };
  });
  const search = (q: (typeof queries)[number], roundTrip: boolean): FlightSearch => ({
    slices: [
      { from: q.from, to: q.to, date: q.depart },
      ...(roundTrip ? [{ from: q.to, to: q.from, date: addDays(q.depart, q.stay) }] : []),
    ],
    adults: 1,
    childAges: [],
    infants: 0,
    cabin: "economy",
    currency: "NGN",
  });

  // Warm up the JIT and the network index.
  for (const q of queries.slice(0, 20)) await supplier.search(search(q, false), now);

  const words = AIRPORTS.flatMap((a) => [
    a.code.toLowerCase(),
    a.city.en.slice(0, 4),
    a.city.fr,
    a.name.split(" ")[0] ?? "",
  ]);
  const airportSamples = Array.from({ length: 4000 }, (_, i) =>
    measure(() => searchAirports(words[i % words.length] ?? "").length),
  );
  report("airport search", airportSamples);

  const oneWay: Sample[] = [];
  for (const q of queries)
    oneWay.push(await measureAsync(async () => (await supplier.search(search(q, false), now)).length));
  const oneWayP95 = report("flight search, one way", oneWay);

  const roundTrip: Sample[] = [];
  for (const q of queries)
    roundTrip.push(await measureAsync(async () => (await supplier.search(search(q, true), now)).length));
  const returnP95 = report("flight search, round trip", roundTrip);

  console.log(
    `\nBudget: sandbox flight search <= 20 ms of CPU per query (p95: one way ${oneWayP95.toFixed(1)} ms, round trip ${returnP95.toFixed(1)} ms).`,
  );
}
