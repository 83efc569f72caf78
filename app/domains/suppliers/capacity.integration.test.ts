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
import { SandboxHotelSupplier } from "~/domains/hotels/sandbox/supplier";
import { propertiesIn } from "~/domains/hotels/sandbox/properties";
import { searchStays } from "~/domains/hotels/search.server";
import { nightBucket, parseStayParams, propertyInventoryKey } from "~/domains/hotels/stay-query";

// Results show what Tern can still sell: its own holds and sales count, not only the supplier's figure.
const supplier = new SandboxFlightSupplier(env.SESSION_SECRET);
const capacity = inventoryCapacity(env.INVENTORY, createDb(env.DB));
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

describe("rooms Tern has sold out are not on sale", () => {
  test("a property whose every room is held on one night of the stay is not listed for it, and still is for other nights", async () => {
    const hotels = new SandboxHotelSupplier();
    const checkIn = testDay(90);
    const checkOut = testDay(92);
    const stay = (from: string, to: string) =>
      parseStayParams(new URLSearchParams(`where=Lagos&checkIn=${from}&checkOut=${to}&room=2`));
    const listed = async (from: string, to: string) => {
      const { input, filters } = stay(from, to);
      const result = await searchStays(hotels, input, filters, "NGN", testClock(), capacity);
      if (result.kind !== "results") throw new Error(result.kind);
      return result.listings.map((l) => l.property.id);
    };
    const [property] = propertiesIn("LOS");
    if (!property) throw new Error("no property");
    expect(await listed(checkIn, checkOut)).toContain(property.id);
    // Other guests take every room of every type on the second night, nine at a time.
    const night = testDay(91);
    const inventory = env.INVENTORY.getByName(propertyInventoryKey(property.id));
    for (const room of property.rooms) {
      for (let left = room.count, n = 0; left > 0; left -= 9, n++) {
        const held = await inventory.hold({
          holdId: `others-${room.code}-${n}-${night}`,
          items: [{ key: nightBucket(room.code, night), capacity: room.count, quantity: Math.min(9, left) }],
          ttlMs: 60 * 60_000,
        });
        expect(held.ok).toBe(true);
      }
    }
    expect(await listed(checkIn, checkOut)).not.toContain(property.id);
    expect(await listed(checkIn, night)).toContain(property.id);
  });
});
