import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { activityProduct } from "~/domains/activities/product.server";
import { sandboxActivitySupplier } from "~/domains/activities/sandbox/supplier";
import { extraProduct } from "~/domains/extras/product.server";
import { sandboxExtrasSupplier } from "~/domains/extras/sandbox/supplier";
import { travelExtras } from "~/domains/products/sandbox/catalog";
import { rideProduct } from "~/domains/rides/product.server";
import { VEHICLES_PER_HOUR } from "~/domains/rides/rides";
import { sandboxRideSupplier } from "~/domains/rides/sandbox/supplier";
import { reserveOrder } from "~/domains/supplier-orders/lifecycle.server";
import { harness, startDaysAt } from "../../../tests/support/checkout";
import { testClock, testDay } from "../../../tests/support/clock";

// Each product's offer (`Offering.offer`): what its page shows for what was asked, read from the product itself:
// the places left in its Inventory object, whether the party fits, what the party pays. The pages only render it.
startDaysAt(2100);

const market = { locale: "en-US", currency: "NGN" } as const;
const reserve = (h: ReturnType<typeof harness>, kind: string, request: object, visitorId: string) =>
  reserveOrder(h.deps(), {
    kind,
    request,
    visitorId,
    memberId: null,
    locale: "en-US",
    market: { country: "NG", currency: "NGN" },
    search: "/",
  });

describe("a product's offer", () => {
  test("an activity: each slot's places left after a reservation, and the party's total only once every child's age is known", async () => {
    const supplier = sandboxActivitySupplier();
    const tours = await supplier.search({ cityCode: "LOS", kind: "tours", locale: "en-US", currency: "NGN" });
    const activity = tours.find((a) => a.childAges !== null && a.minimumAge === 0);
    if (!activity?.childAges) throw new Error("no tour that takes children in Lagos");
    const product = activityProduct(supplier, env.INVENTORY);
    const date = testDay(150);
    const ask = (ages: Array<number | null>) =>
      product.offer({ activityId: activity.id, date, adults: 2, ages }, market, testClock());

    const unknownAge = await ask([null]);
    expect(unknownAge?.party).toBeNull();
    expect(unknownAge?.total).toBeNull();
    expect(unknownAge?.slots.map((s) => s.left)).toEqual(activity.slots.map(() => activity.capacityPerSlot));
    expect(unknownAge?.slots.every((s) => !s.started)).toBe(true);

    const child = activity.childAges.min;
    const known = await ask([child]);
    expect(known?.party).toMatchObject({ ok: true });
    expect(known?.total).toEqual({
      amount: 2 * activity.adultPrice.amount + activity.childPrice.amount,
      currency: "NGN",
    });

    const slot = activity.slots[0]!;
    const h = harness();
    const held = await reserve(
      h,
      "activity",
      { activityId: activity.id, date, slot, adults: 2, childAges: [child] },
      "offer-activity",
    );
    expect(held.kind).toBe("started");
    const after = await ask([]);
    expect(after?.slots[0]).toEqual({ time: slot, left: activity.capacityPerSlot - 3, started: false });
    expect(await product.offer({ activityId: "NO-SUCH-TOUR", date, adults: 1, ages: [] }, market, testClock())).toBe(
      null,
    );
  });

  test("a ride: every car class at the hour, whether it takes the party and its bags, and its cars left", async () => {
    const product = rideProduct(sandboxRideSupplier(), env.INVENTORY);
    const date = testDay(151);
    const query = { airport: "LOS", date, time: "14:30", passengers: 5, bags: 2 };
    const cars = await product.offer(query, market, testClock());
    expect(cars.length).toBeGreaterThan(1);
    for (const car of cars) {
      expect(car.fit.ok).toBe(car.passengers >= 5 && car.bags >= 2);
      expect(car.left).toBe(VEHICLES_PER_HOUR);
    }
    const roomy = cars.find((car) => car.fit.ok);
    if (!roomy) throw new Error("no car for five");
    const held = await reserve(
      harness(),
      "ride",
      {
        ...query,
        direction: "from_airport",
        address: "12 Marina Road, Lagos",
        vehicle: roomy.vehicle,
        flightNumber: null,
        bookingId: null,
      },
      "offer-ride",
    );
    expect(held.kind).toBe("started");
    const after = await product.offer(query, market, testClock());
    expect(after.find((car) => car.vehicle === roomy.vehicle)?.left).toBe(VEHICLES_PER_HOUR - 1);
    expect(after.filter((car) => car.vehicle !== roomy.vehicle).every((car) => car.left === VEHICLES_PER_HOUR)).toBe(
      true,
    );
  });

  test("travel extras: the kind asked for the arrival country's region or the airport, each priced for the party", async () => {
    const product = extraProduct(sandboxExtrasSupplier(), travelExtras);
    const esims = await product.offer(
      { kind: "esim", country: "GH", airport: null, travellers: 3 },
      market,
      testClock(),
    );
    expect(esims.length).toBeGreaterThan(0);
    for (const extra of esims) {
      expect(extra.kind).toBe("esim");
      expect(extra.scope).toBe("africa");
      expect(extra.total).toEqual({ amount: extra.price.amount * 3, currency: "NGN" });
    }
    const lounges = await product.offer(
      { kind: "lounge", country: null, airport: "LOS", travellers: 1 },
      market,
      testClock(),
    );
    expect(lounges.every((extra) => extra.kind === "lounge" && extra.scope === "LOS")).toBe(true);
    expect(
      await product.offer({ kind: "lounge", country: null, airport: null, travellers: 1 }, market, testClock()),
    ).toEqual([]);
  });
});
