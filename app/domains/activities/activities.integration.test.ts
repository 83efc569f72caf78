import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { submitPayment } from "~/domains/bookings/payment.server";
import { processTicketing } from "~/domains/bookings/ticketing.server";
import { getRefunds, paymentsOf } from "~/domains/checkout/payments.server";
import { sweepStuck } from "~/domains/checkout/sweep.server";
import { cartPaymentParts } from "~/domains/orders/cart.server";
import { PRODUCT_FACTS } from "~/domains/orders/supplier-products.server";
import { confirmStay } from "~/domains/stays/fulfilment.server";
import { saveStayGuests } from "~/domains/stays/guests.server";
import { getStay } from "~/domains/stays/lifecycle.server";
import { confirmOrder } from "~/domains/supplier-orders/fulfilment.server";
import { reserveOrder, saveContact } from "~/domains/supplier-orders/lifecycle.server";
import { getOrder } from "~/domains/supplier-orders/orders.server";
import {
  billing,
  bookingReady,
  db,
  deliverWebhooks,
  fresh,
  harness,
  startDaysAt,
  stayReserved,
} from "../../../tests/support/checkout";
import { testDay } from "../../../tests/support/clock";
import { ACTIVITY_DOWN_NAME, sandboxActivitySupplier } from "./sandbox/supplier";
import { activityUnit, slotBucket } from "./tickets";

// Things to do in workerd: an activity's slot in its Inventory object, never oversold however many buy at once, and an
// activity paid in one charge with a flight and a stay, refunded alone when its supplier refuses.
startDaysAt(1100);

const market = { country: "NG", currency: "NGN" } as const;
const supplier = sandboxActivitySupplier();

async function cityTour() {
  const [offer] = await supplier.search({ cityCode: "LOS", kind: "tours", locale: "en-US", currency: "NGN" });
  if (!offer) throw new Error("no tour in Lagos");
  return offer;
}

const buy = (h: ReturnType<typeof harness>, visitorId: string, activityId: string, date: string, slot: string) =>
  reserveOrder(h.deps(), {
    kind: "activity",
    request: { activityId, date, slot, adults: 1, childAges: [] },
    visitorId,
    memberId: null,
    locale: "en-US",
    market,
    search: `/things-to-do/${activityId}`,
  });

describe("things to do in workerd", () => {
  test("50 concurrent buyers of a slot's last 3 places: exactly 3 hold them", async () => {
    const h = harness();
    const offer = await cityTour();
    const [date, slot] = [testDay(140), offer.slots[0]!];
    const inventory = env.INVENTORY.getByName(activityUnit(offer.id));
    // Everyone else's tickets: all but 3 places, held in lots of 9.
    for (let left = offer.capacityPerSlot - 3, i = 0; left > 0; left -= 9, i++) {
      const taken = await inventory.hold({
        holdId: `others-${date}-${i}`,
        items: [{ key: slotBucket(date, slot), capacity: offer.capacityPerSlot, quantity: Math.min(9, left) }],
        ttlMs: 600_000,
      });
      expect(taken.ok).toBe(true);
    }
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => buy(h, `buyer-${i}-${date}`, offer.id, date, slot)),
    );
    expect(results.filter((r) => r.kind === "started")).toHaveLength(3);
    const [bucket] = (await inventory.availability([slotBucket(date, slot)])) as Array<{ available: number }>;
    expect(bucket?.available).toBe(0);
  });

  test("a flight, a stay and an activity in one cart are one charge; the activity's refusal refunds only its part", async () => {
    const h = harness({
      send: async (queue, body) => {
        if (queue === "ticketing" && "bookingId" in (body as object))
          h.ticketing.push((body as { bookingId: string }).bookingId);
      },
    });
    const visitor = `three-${crypto.randomUUID().slice(0, 8)}`;
    const booking = await bookingReady(h, visitor, { to: "ABV" });
    const stayId = await stayReserved(h, visitor, "ABV", 1150);
    await saveStayGuests(h.deps(), (await getStay(db, stayId))!, {
      guests: [{ title: "MRS", firstName: "Ada", lastName: "Okafor" }],
      email: "ada@example.com",
      emailConfirm: "ada@example.com",
      phone: "+2348012345678",
      requests: "",
    });
    const offer = await cityTour();
    const started = await buy(h, visitor, offer.id, testDay(150), offer.slots[0]!);
    if (started.kind !== "started") throw new Error(started.kind);
    const load = async () => (await getOrder(db, PRODUCT_FACTS, started.orderId))!;
    await saveContact(h.deps(), await load(), {
      title: "MRS",
      firstName: "Ada",
      lastName: ACTIVITY_DOWN_NAME,
      email: "ada@example.com",
      phone: "+2348012345678",
    });

    const parts = await cartPaymentParts(h.deps(), visitor, "NGN", { kind: "flight", id: booking.id });
    expect(parts.map((p) => p.part.payable.kind).sort()).toEqual(["stay", "supplier_order"]);
    const paid = await submitPayment(
      h.deps(),
      booking,
      billing("card"),
      { returnUrl: "/r" },
      parts.map((p) => p.part),
    );
    if (paid.kind !== "gateway") throw new Error(paid.kind);
    await h.gateway().payByCard(paid.url.split("/").pop()!, "4242424242424242");
    await deliverWebhooks(h);
    const refs = await Promise.all([
      paymentsOf(db, { kind: "booking", id: booking.id }),
      paymentsOf(db, { kind: "stay", id: stayId }),
      paymentsOf(db, { kind: "supplier_order", id: started.orderId }),
    ]);
    expect(new Set(refs.map(([p]) => p?.gatewayRef)).size).toBe(1);
    expect(refs.map(([p]) => p?.status)).toEqual(["succeeded", "succeeded", "succeeded"]);

    await processTicketing(h.deps(), booking.id);
    await confirmStay(h.deps(), stayId);
    await confirmOrder(h.deps(), started.orderId);
    expect((await fresh(booking.id)).status).toBe("ticketed");
    expect((await getStay(db, stayId))?.status).toBe("confirmed");
    const order = await load();
    expect(order).toMatchObject({ status: "not_completed", outcome: "supplier_failed" });
    expect((await getRefunds(db, started.orderId)).map((r) => r.amount)).toEqual([order.total.amount]);
    expect(await getRefunds(db, booking.id)).toEqual([]);
    expect(await getRefunds(db, stayId)).toEqual([]);
    // The places go back on sale.
    const [bucket] = (await env.INVENTORY.getByName(activityUnit(offer.id)).availability([
      slotBucket(testDay(150), offer.slots[0]!),
    ])) as Array<{ held: number; sold: number }>;
    expect(bucket).toMatchObject({ held: 0, sold: 0 });
    await sweepStuck(h.deps(), 0);
    expect(await getRefunds(db, started.orderId)).toHaveLength(1);
  });
});
