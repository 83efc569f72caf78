import { describe, expect, test } from "vitest";
import { SandboxHotelSupplier } from "./sandbox/supplier";
import { searchStays, stayDetails, stayMap } from "./search.server";
import { resolveDestination } from "./destinations";
import { MAP_MAX_ZOOM, MAP_PIN_RADIUS, MAP_WINDOW, parseStayParams } from "./stay-query";
import { worldPixel } from "./static-map";
import { testClock, testDay } from "../../../tests/support/clock";

const day = (n: number) => testDay(n);
const search = (query: string) =>
  parseStayParams(new URLSearchParams(`where=Lagos&checkIn=${day(40)}&checkOut=${day(42)}&room=2&room=1-6&${query}`));

describe("where a stay search means", () => {
  test("a city by name in either language or by an airport code; a property's name before its city", () => {
    expect(resolveDestination("Lagos")?.city.code).toBe("LOS");
    expect(resolveDestination("lagos (LOS)")?.city.code).toBe("LOS");
    expect(resolveDestination("LHR")?.city.name).toBe("London");
    expect(resolveDestination("Londres")?.city.name).toBe("London");
    expect(resolveDestination("Palms Hotel, Lagos")).toMatchObject({
      city: { code: "LOS" },
      propertyName: "Palms Hotel",
    });
    expect(resolveDestination("Atlantis")).toBeNull();
  });
});

describe("the listing", () => {
  const supplier = new SandboxHotelSupplier();

  test("for each rate filter, a card's price is the cheapest rate that meets it, and its badges are that rate's", async () => {
    const checkIn = day(41);
    const checkOut = day(43);
    for (const rateFilters of ["", "freeCancellation=1", "breakfast=1", "freeCancellation=1&breakfast=1"]) {
      const { input, filters } = parseStayParams(
        new URLSearchParams(`where=Lagos&checkIn=${checkIn}&checkOut=${checkOut}&room=2&${rateFilters}`),
      );
      const result = await searchStays(supplier, input, filters, "NGN", testClock());
      if (result.kind !== "results") throw new Error(result.kind);
      expect(result.listings.length).toBeGreaterThan(0);
      for (const listing of result.listings) {
        const rates = (
          await supplier.rates(listing.property.id, {
            city: "LOS",
            checkIn,
            checkOut,
            rooms: [{ adults: 2, childAges: [] }],
            currency: "NGN",
          })
        ).flatMap(({ plans }) => plans);
        const meeting = rates.filter(
          (plan) =>
            (!filters.freeCancellation || plan.cancellation.refundable) &&
            (!filters.breakfast || plan.breakfastIncluded),
        );
        const cheapest = Math.min(...meeting.map((plan) => plan.total.amount));
        expect(listing.total.amount, `${listing.property.name} with '${rateFilters}'`).toBe(cheapest);
        // The badges describe a rate at that price that meets the filters.
        const priced = meeting.filter((plan) => plan.total.amount === cheapest);
        expect(
          priced.some(
            (plan) =>
              plan.cancellation.refundable === listing.freeCancellation && plan.breakfastIncluded === listing.breakfast,
          ),
        ).toBe(true);
        if (filters.freeCancellation) expect(listing.freeCancellation).toBe(true);
        if (filters.breakfast) expect(listing.breakfast).toBe(true);
        // A night's share in whole naira, as every price on a card.
        expect(listing.perNight.amount % 100).toBe(0);
        // Only a card priced among every rate says "from".
        expect(listing.from).toBe(rateFilters === "");
      }
    }
  });

  test("every property that takes the party, priced for the stay; filters narrow it and sorts order it", async () => {
    const all = await searchStays(supplier, search("").input, search("").filters, "NGN", testClock());
    if (all.kind !== "results") throw new Error(all.kind);
    expect(all.listings.length).toBeGreaterThan(5);
    expect(all.listings.every((l) => l.nights === 2 && l.total.amount >= l.perNight.amount)).toBe(true);

    const { input, filters } = search("stars=4&freeCancellation=1&sort=price");
    const narrowed = await searchStays(supplier, input, filters, "NGN", testClock());
    if (narrowed.kind !== "results") throw new Error(narrowed.kind);
    expect(narrowed.all).toBe(all.listings.length);
    expect(narrowed.listings.length).toBeGreaterThan(0);
    expect(narrowed.listings.every((l) => l.property.stars === 4 && l.freeCancellation)).toBe(true);
    const totals = narrowed.listings.map((l) => l.total.amount);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);

    const budget = search("budgetMax=1");
    const none = await searchStays(supplier, budget.input, budget.filters, "NGN", testClock());
    expect(none).toMatchObject({ kind: "results", listings: [] });
  });

  test("the map: one pin a property where its tiles put it, all inside the window, at the closest zoom that fits", async () => {
    const all = await searchStays(supplier, search("").input, search("").filters, "NGN", testClock());
    if (all.kind !== "results") throw new Error(all.kind);
    const { view, pins } = stayMap(all.listings, 18);
    expect(pins.map((p) => p.id)).toEqual(all.listings.map((l) => l.property.id));
    // Each property is where Web Mercator puts it at the view's zoom, from the window's centre: where the tiles
    // (and the island's map, opened on the same view) show its street.
    const centre = worldPixel(view.lat, view.lon, view.zoom);
    const spots = pins.map((pin) => pin.at ?? pin);
    for (const [i, pin] of pins.entries()) {
      const at = worldPixel(pin.lat, pin.lon, view.zoom);
      expect(Math.abs(spots[i]!.x - (at.x - centre.x + MAP_WINDOW / 2))).toBeLessThanOrEqual(0.5);
      expect(Math.abs(spots[i]!.y - (at.y - centre.y + MAP_WINDOW / 2))).toBeLessThanOrEqual(0.5);
    }
    // Every property fits the window less a pin and a margin; one zoom closer, they would not.
    const padding = MAP_PIN_RADIUS + 8;
    for (const spot of spots) {
      for (const value of [spot.x, spot.y]) {
        expect(value).toBeGreaterThanOrEqual(padding - 1);
        expect(value).toBeLessThanOrEqual(MAP_WINDOW - padding + 1);
      }
    }
    const spread = Math.max(
      Math.max(...spots.map((p) => p.x)) - Math.min(...spots.map((p) => p.x)),
      Math.max(...spots.map((p) => p.y)) - Math.min(...spots.map((p) => p.y)),
    );
    expect(view.zoom).toBeLessThanOrEqual(MAP_MAX_ZOOM);
    expect(2 * spread).toBeGreaterThan(MAP_WINDOW - 2 * padding);
    for (const [i, pin] of pins.entries()) {
      expect(pin.x).toBeGreaterThanOrEqual(MAP_PIN_RADIUS);
      expect(pin.y).toBeLessThanOrEqual(MAP_WINDOW - MAP_PIN_RADIUS);
      // No pin covers another: a map without JavaScript cannot zoom them apart.
      for (const other of pins.slice(i + 1)) {
        expect(Math.hypot(pin.x - other.x, pin.y - other.y)).toBeGreaterThanOrEqual(2 * MAP_PIN_RADIUS);
      }
    }
    expect(pins.some((pin) => pin.at)).toBe(true);
    // The tile server's closest zoom bounds the view.
    expect(stayMap(all.listings, 3).view.zoom).toBe(3);
    expect(stayMap([], 18).pins).toEqual([]);
  });

  test("a property named before its city comes first", async () => {
    const plain = await searchStays(supplier, search("").input, search("").filters, "NGN", testClock());
    if (plain.kind !== "results") throw new Error(plain.kind);
    const last = plain.listings.at(-1)!.property;
    const named = parseStayParams(
      new URLSearchParams(
        `where=${encodeURIComponent(`${last.name}, Lagos`)}&checkIn=${day(40)}&checkOut=${day(42)}&room=2`,
      ),
    );
    const result = await searchStays(supplier, named.input, named.filters, "NGN", testClock());
    if (result.kind !== "results") throw new Error(result.kind);
    expect(result.listings[0]?.property.name).toBe(last.name);
  });
});

describe("a property for a stay", () => {
  const supplier = new SandboxHotelSupplier();

  test("its rooms that take the party with rates and deadlines, its reviews a page at a time with their bands", async () => {
    const { input } = search("");
    const first = await stayDetails(supplier, "LOS-001", input, "NGN", { page: 1, sort: "newest" });
    if (!first) throw new Error("no property");
    expect(first.nights).toBe(2);
    expect(first.timeZone).toBe("Africa/Lagos");
    const plans = first.rooms.flatMap((r) => r.plans);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan.deadline !== null).toBe(plan.cancellation.refundable);
    expect(first.reviews.bands.reduce((sum, b) => sum + b.count, 0)).toBe(first.reviews.count);
    expect(first.reviews.items.length).toBeLessThanOrEqual(5);
    const dates = first.reviews.items.map((r) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const beyond = await stayDetails(supplier, "LOS-001", input, "NGN", { page: 999, sort: "score" });
    expect(beyond?.reviews.page).toBe(beyond?.reviews.pages);
    const scores = beyond?.reviews.items.map((r) => r.score) ?? [];
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(await stayDetails(supplier, "LOS-999", input, "NGN", { page: 1, sort: "newest" })).toBeNull();
  });
});
