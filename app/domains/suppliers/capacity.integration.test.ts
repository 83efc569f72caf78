import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { startBooking } from "~/domains/bookings/lifecycle.server";
import { parseSearchParams } from "~/domains/flights/search-query";
import { searchFlights } from "~/domains/flights/search.server";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import { travelExtras } from "~/domains/products/sandbox/catalog";
import { createDb } from "~/db/client.server";
import { testClock, testDay } from "../../../tests/support/clock";
import { firstOffer, selectFirstFare } from "../../../tests/support/offers";
import { inventoryCapacity } from "./capacity.server";

// Results show what Tern can still sell: its own holds and sales count, not only the supplier's figure.
const supplier = new SandboxFlightSupplier(env.SESSION_SECRET);
const capacity = inventoryCapacity(env.INVENTORY);
const party = (adults: number) => ({ adults, childAges: [] as number[], infants: 0 });

async function results(date: string, adults: number) {
  const { input, filters } = parseSearchParams(
    new URLSearchParams({
      trip: "oneway",
      from: "LOS",
      to: "ACC",
      depart: date,
      adults: String(adults),
      cabin: "economy",
    }),
  );
  const outcome = await searchFlights(supplier, input, filters, "NGN", testClock(), capacity);
  if (outcome.kind !== "results") throw new Error(outcome.kind);
  return outcome.offers.map((shown) => shown.offer);
}

describe("flights Tern has sold out are not on sale", () => {
  test("a flight held or sold to its last two seats is not offered to three, and is offered, and selectable, for two", async () => {
    const date = testDay(75);
    const offer = await firstOffer(supplier, { to: "ACC", date }, party(1));
    const [segment] = offer.slices.flatMap((s) => s.segments);
    if (!segment) throw new Error("no flight");
    const inventory = env.INVENTORY.getByName(segment.inventoryKey);
    // Other travellers take every seat but two, nine at a time: some held, the first hold sold.
    let left = offer.seatsLeft - 2;
    for (let n = 0; left > 0; n++) {
      const quantity = Math.min(9, left);
      const holdId = `others-${n}-${date}`;
      const held = await inventory.hold({
        holdId,
        items: [{ key: `cabin:${offer.cabin}`, capacity: offer.seatsLeft, quantity }],
        ttlMs: 60 * 60_000,
      });
      expect(held.ok).toBe(true);
      if (n === 0) expect(await inventory.confirm(holdId)).toEqual({ ok: true });
      left -= quantity;
    }
    const sameFlight = (o: { slices: typeof offer.slices }) =>
      o.slices[0]?.segments[0]?.inventoryKey === segment.inventoryKey && o.slices[0]?.segments.length === 1;

    expect((await results(date, 3)).filter(sameFlight)).toEqual([]);
    const forTwo = (await results(date, 2)).find(sameFlight);
    expect(forTwo?.seatsLeft).toBe(2);

    const started = await startBooking(
      {
        db: createDb(env.DB),
        inventory: env.INVENTORY,
        supplier,
        now: testClock(),
        holdMinutes: 20,
        extras: travelExtras,
      },
      selectFirstFare(forTwo ?? offer, { visitorId: `capacity-${date}` }),
    );
    expect(started.kind).toBe("started");
    // Now sold out for anyone.
    expect((await results(date, 1)).filter(sameFlight)).toEqual([]);
  });
});
