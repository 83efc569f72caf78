import { describe, expect, test } from "vitest";
import { SandboxFlightSupplier } from "./sandbox/supplier";
import { parseSearchParams } from "./search-query";
import { type SearchOutcome, searchFlights } from "./search.server";

const supplier = new SandboxFlightSupplier("unit-test-secret");
const NOW = new Date("2026-11-22T10:00:00Z");

async function results(query: string) {
  const { input, filters } = parseSearchParams(new URLSearchParams(query));
  const outcome: SearchOutcome = await searchFlights(supplier, input, filters, "NGN", NOW);
  if (outcome.kind !== "results") throw new Error(`no results: ${outcome.kind}`);
  return outcome;
}

const base = "trip=oneway&from=LOS&to=LHR&depart=2026-12-20&adults=1&cabin=economy";
const price = (o: { family: { total: { amount: number } } }) => o.family.total.amount;
const minutes = (o: { offer: { slices: Array<{ durationMinutes: number }> } }) =>
  o.offer.slices.reduce((n, s) => n + s.durationMinutes, 0);
const ascending = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? v) <= v);

describe("searchFlights: sort and filters", () => {
  test("cheapest sorts by the price shown, fastest by the time in the air and on the ground", async () => {
    const cheapest = await results(`${base}&sort=cheapest`);
    expect(cheapest.offers.length).toBeGreaterThan(3);
    expect(ascending(cheapest.offers.map(price))).toBe(true);
    const fastest = await results(`${base}&sort=fastest`);
    expect(ascending(fastest.offers.map(minutes))).toBe(true);
    expect(fastest.offers.map(minutes)).not.toEqual(cheapest.offers.map(minutes));
  });

  test("stops, airlines, price, departure window, bags and refundable each keep only what they say", async () => {
    const all = await results(base);
    expect(all.matching).toBe(all.unfiltered);
    const nonstop = await results(`${base}&stops=0`);
    expect(nonstop.offers.every((o) => o.offer.slices.every((s) => s.stops === 0))).toBe(true);
    const oneStop = await results(`${base}&stops=1`);
    expect(oneStop.offers.length).toBeGreaterThan(0);
    expect(oneStop.offers.every((o) => o.offer.slices.every((s) => s.stops === 1))).toBe(true);

    const airline = all.airlines[0]?.code ?? "";
    const byAirline = await results(`${base}&airlines=${airline}`);
    expect(byAirline.offers.length).toBeGreaterThan(0);
    expect(
      byAirline.offers.every((o) => o.offer.slices.some((s) => s.segments.some((g) => g.carrier.code === airline))),
    ).toBe(true);

    const cheapestPerTraveller = Math.min(...all.offers.map((o) => o.family.perPassenger.adult.total.amount));
    const cap = Math.ceil(cheapestPerTraveller / 100) + 1;
    const capped = await results(`${base}&maxPrice=${cap}`);
    expect(capped.offers.length).toBeGreaterThan(0);
    expect(capped.offers.every((o) => o.family.perPassenger.adult.total.amount <= cap * 100)).toBe(true);
    expect(capped.matching).toBeLessThan(all.matching);

    const morning = await results(`${base}&departWindow=morning`);
    expect(
      morning.offers.every((o) => {
        const hour = Number(o.offer.slices[0]?.segments[0]?.departLocal.slice(11, 13));
        return hour >= 5 && hour < 12;
      }),
    ).toBe(true);

    const bags = await results(`${base}&bags=1`);
    expect(bags.offers.every((o) => o.family.checked.pieces > 0)).toBe(true);
    const refundable = await results(`${base}&refundable=1`);
    expect(refundable.offers.length).toBeGreaterThan(0);
    expect(refundable.offers.every((o) => o.family.refundability === "Refundable")).toBe(true);
  });
});

describe("searchFlights with a slow supplier", () => {
  test("past the page's wait it answers 'searching' and keeps the search going; asked again, the results", async () => {
    let answered = 0;
    const slow = {
      search: async (...args: Parameters<SandboxFlightSupplier["search"]>) => {
        await new Promise((resolve) => setTimeout(resolve, 80));
        answered += 1;
        return supplier.search(...args);
      },
    } as unknown as SandboxFlightSupplier;
    const { input, filters } = parseSearchParams(
      new URLSearchParams("trip=oneway&from=LOS&to=ACC&depart=2026-12-21&adults=1&cabin=economy"),
    );
    const kept: Array<Promise<unknown>> = [];
    const wait = { ms: 10, keep: (search: Promise<unknown>) => void kept.push(search) };
    expect(await searchFlights(slow, input, filters, "NGN", NOW, undefined, wait)).toEqual({ kind: "searching" });
    // The day and the calendar's days go on after the page is answered.
    expect(kept.length).toBeGreaterThan(1);
    await Promise.all(kept);
    const calls = answered;
    const again = await searchFlights(slow, input, filters, "NGN", NOW, undefined, wait);
    expect(again.kind).toBe("results");
    // Answered from what the first page set going: the supplier was not asked again.
    expect(answered).toBe(calls);
  });
});
