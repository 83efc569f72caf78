import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { inventoryCapacity } from "~/domains/suppliers/capacity.server";
import { testClock, testDay } from "../../../tests/support/clock";
import { seatsLeft } from "./sandbox/availability";
import { findItineraries } from "./sandbox/itineraries";
import { keptItineraries, keptSlice } from "./sandbox/search";
import { toSlice } from "./sandbox/slices";
import { SandboxFlightSupplier } from "./sandbox/supplier";
import { cheapestOf } from "./search-cache.server";
import { parseSearchParams } from "./search-query";
import { searchFlights, supplierQuery } from "./search.server";

// What a new search keeps (decision 028), in workerd with the real Inventory objects: a route's schedule of a day and
// each itinerary's slice, kept per isolate, are what a fresh computation gives; a calendar day's cheapest fare is the
// one its own search shows; and nothing kept hides a sale or a new day.

const supplier = new SandboxFlightSupplier(env.SESSION_SECRET);
const capacity = inventoryCapacity(env.INVENTORY, createDb(env.DB));

const search = (query: Record<string, string>, now = testClock()) => {
  const { input, filters } = parseSearchParams(new URLSearchParams({ adults: "1", cabin: "economy", ...query }));
  return searchFlights(supplier, input, filters, "NGN", now, capacity);
};

describe("a kept search", () => {
  test("a route's kept schedule and slices are a fresh computation's, on every route and day asked", () => {
    for (const [from, to, days] of [
      ["LOS", "ABV", 12],
      ["LOS", "LHR", 40],
      ["NBO", "JNB", 90],
      ["ACC", "DXB", 200],
    ] as const) {
      const date = testDay(days);
      const fresh = findItineraries(from, to, date);
      expect(fresh.length).toBeGreaterThan(0);
      expect(keptItineraries(from, to, date)).toEqual(fresh);
      // Asked again, the same kept answer.
      expect(keptItineraries(from, to, date)).toBe(keptItineraries(from, to, date));
      for (const flights of fresh.slice(0, 5)) {
        expect(keptSlice(flights, "economy", testDay(0))).toEqual(toSlice(flights, "economy", testDay(0)));
      }
    }
  });

  test("a calendar day's cheapest fare, asked without making offers, is the cheapest its own search offers", async () => {
    for (const [trip, from, to, adults] of [
      ["oneway", "LOS", "ABV", 1],
      ["oneway", "LHR", "LOS", 3],
      ["return", "LOS", "NBO", 2],
    ] as const) {
      const query = {
        trip,
        from,
        to,
        depart: testDay(61),
        ...(trip === "return" ? { return: testDay(68) } : {}),
        adults: String(adults),
      };
      const shown = await search(query);
      if (shown.kind !== "results") throw new Error(shown.kind);
      const { input } = parseSearchParams(new URLSearchParams({ cabin: "economy", ...query }));
      for (const shift of [-3, -1, 2]) {
        const day = shown.calendar?.find((d) => d.date === testDay(61 + shift));
        const searched = await supplier.search(supplierQuery(input, [{ from, to }], "NGN", shift), testClock());
        expect(searched.length).toBeGreaterThan(0);
        expect(day?.cheapest).toEqual(cheapestOf(searched));
      }
    }
  });

  test("a flight Tern sells out is gone from the very next page, though the supplier's answer is kept", async () => {
    const date = testDay(83);
    const query = { trip: "oneway", from: "LOS", to: "ACC", depart: date, sort: "cheapest" };
    const before = await search(query);
    if (before.kind !== "results") throw new Error(before.kind);
    const offer = before.offers.find((o) => o.offer.slices[0]?.segments.length === 1)?.offer;
    const segment = offer?.slices[0]?.segments[0];
    if (!offer || !segment) throw new Error("no nonstop flight");
    // Every offer flying it, nonstop or as a leg of a connection: counted in the supplier's whole answer.
    const flies = (o: typeof offer) =>
      o.slices.some((s) => s.segments.some((g) => g.inventoryKey === segment.inventoryKey));
    const sameFlight = (o: { offer: typeof offer }) => flies(o.offer);
    const { input } = parseSearchParams(new URLSearchParams({ adults: "1", cabin: "economy", ...query }));
    const flying = (
      await supplier.search(supplierQuery(input, [{ from: "LOS", to: "ACC" }], "NGN"), testClock())
    ).filter(flies).length;
    expect(flying).toBeGreaterThan(0);
    // Other travellers take every seat, nine at a time.
    const inventory = env.INVENTORY.getByName(segment.inventoryKey);
    for (let n = 0, left = offer.seatsLeft; left > 0; n++, left -= 9) {
      const held = await inventory.hold({
        holdId: `kept-${date}-${n}`,
        items: [{ key: `cabin:${offer.cabin}`, capacity: offer.seatsLeft, quantity: Math.min(9, left) }],
        ttlMs: 60 * 60_000,
      });
      expect(held.ok).toBe(true);
    }
    const after = await search(query);
    if (after.kind !== "results") throw new Error(after.kind);
    expect(after.offers.filter(sameFlight)).toEqual([]);
    expect(after.unfiltered).toBe(before.unfiltered - flying);
  });

  test("a new day is a new answer: seats left and fares as of that day, not the day before's kept one", async () => {
    const date = testDay(20);
    const lateEvening = new Date(`${testDay(0)}T23:59:00Z`);
    const justAfter = new Date(lateEvening.getTime() + 2 * 60_000);
    const query = { trip: "oneway", from: "LOS", to: "ABV", depart: date };
    const [before, after] = [await search(query, lateEvening), await search(query, justAfter)];
    if (before.kind !== "results" || after.kind !== "results") throw new Error("no results");
    // Each flight's seats left is the sandbox's figure for the day the page was asked on.
    const flightsOf = (outcome: typeof before) =>
      outcome.offers.flatMap((o) => o.offer.slices.flatMap((s) => s.segments));
    const expected = (day: string) =>
      findItineraries("LOS", "ABV", date)
        .flat()
        .map((f) => [
          `${f.flightNumber}:${f.date}:${f.route.from.code}-${f.route.to.code}`,
          seatsLeft(f, "economy", day),
        ]);
    const byKey = (day: string) => new Map(expected(day) as Array<[string, number]>);
    for (const segment of flightsOf(before))
      expect(segment.seatsLeft).toBe(byKey(testDay(0)).get(segment.inventoryKey));
    for (const segment of flightsOf(after)) expect(segment.seatsLeft).toBe(byKey(testDay(1)).get(segment.inventoryKey));
    // And the day changed something (the sandbox sells seats as departure nears).
    expect(flightsOf(after).map((s) => s.seatsLeft)).not.toEqual(flightsOf(before).map((s) => s.seatsLeft));
  });
});
