import { describe, expect, test } from "vitest";
import { SEAT_STATUSES } from "../supplier";
import { SandboxFlightSupplier } from "./supplier";

const NOW = new Date("2026-11-21T10:00:00Z");
const supplier = new SandboxFlightSupplier("unit-test-secret");

async function firstOffer(from: string, to: string, carrier: string, cabin: "economy" | "business" = "economy") {
  const offers = await supplier.search(
    { slices: [{ from, to, date: "2026-12-15" }], adults: 1, childAges: [], infants: 0, cabin, currency: "NGN" },
    NOW,
  );
  const offer = offers.find((o) => o.slices[0]?.segments.every((s) => s.carrier.code === carrier));
  if (!offer) throw new Error(`no ${carrier} offer ${from}-${to}`);
  return offer;
}

describe("seat maps", () => {
  test("lay out the cabin with the spec's statuses, priced preferred and exit-row seats", async () => {
    const offer = await firstOffer("LOS", "ABV", "P4");
    const map = await supplier.seatMap(offer.id, 0, 0, NOW);
    if (!map) throw new Error("no seat map");
    const seats = map.rows.flatMap((r) => r.seats);
    expect(map.rows[0]?.layout).toEqual(["A", "C", null, "D", "F"]);
    for (const seat of seats) expect(SEAT_STATUSES).toContain(seat.status);
    const statuses = new Set(seats.map((s) => s.status));
    for (const status of ["available", "not_available", "preferred", "extra_leg_room"])
      expect(statuses).toContain(status);
    const legRoom = seats.find((s) => s.status === "extra_leg_room");
    const preferred = seats.find((s) => s.status === "preferred");
    expect(legRoom?.exitRow).toBe(true);
    expect(legRoom?.price?.amount).toBeGreaterThan(preferred?.price?.amount ?? Infinity);
    expect(seats.filter((s) => s.status === "available").every((s) => s.price === null)).toBe(true);
    expect(seats.find((s) => s.id === "4A")?.position).toBe("window");
    expect(seats.find((s) => s.id === "4C")?.position).toBe("aisle");
    // Free seats on the map match the seats left for sale.
    const free = seats.filter((s) => s.status !== "not_available").length;
    expect(Math.abs(free - offer.seatsLeft)).toBeLessThanOrEqual(Math.ceil(seats.length * 0.2));
  });

  test("are the same every time, and premium cabins include every seat", async () => {
    const offer = await firstOffer("LHR", "DXB", "EK", "business");
    const a = await supplier.seatMap(offer.id, 0, 0, NOW);
    const b = await new SandboxFlightSupplier("unit-test-secret").seatMap(offer.id, 0, 0, NOW);
    expect(b).toEqual(a);
    expect(a?.rows.flatMap((r) => r.seats).every((s) => s.price === null)).toBe(true);
  });

  test("a carrier without seat maps answers none (Seatmap is not available for this flight)", async () => {
    const offer = await firstOffer("ABV", "ILR", "OF");
    expect(await supplier.seatMap(offer.id, 0, 0, NOW)).toBeNull();
  });
});

describe("extra baggage", () => {
  test("is sold by the 23 kg piece, more for longer flights", async () => {
    const short = await supplier.extraBaggage((await firstOffer("LOS", "ABV", "P4")).id, 0, 0);
    const long = await supplier.extraBaggage((await firstOffer("LOS", "LHR", "BA")).id, 0, 0);
    expect(short?.map((o) => [o.pieces, o.kg])).toEqual([
      [1, 23],
      [2, 23],
      [3, 23],
    ]);
    expect(long?.[0]?.price.amount).toBeGreaterThan(short?.[0]?.price.amount ?? Infinity);
  });

  test("a carrier that sells none answers none (Extra Baggage is not available for this flight)", async () => {
    expect(await supplier.extraBaggage((await firstOffer("LOS", "ABV", "Q9")).id, 0, 0)).toBeNull();
  });
});
