import { EXTRA_DAYS_AHEAD } from "~/domains/extras/extras";
import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { activityUnit, slotBucket } from "~/domains/activities/tickets";
import { processTicketing } from "~/domains/bookings/ticketing.server";
import { getRefunds, paymentsOf } from "~/domains/checkout/payments.server";
import { expireLapsed, sweepStuck } from "~/domains/checkout/sweep.server";
import { RIDE_DOWN_NAME } from "~/domains/rides/sandbox/supplier";
import { rideBucket, rideUnit } from "~/domains/rides/rides";
import { confirmOrder } from "~/domains/supplier-orders/fulfilment.server";
import { reserveOrder, saveDetails } from "~/domains/supplier-orders/lifecycle.server";
import { getOrder } from "~/domains/supplier-orders/orders.server";
import { supplierOrders } from "~/domains/supplier-orders/tables";
import { submitOrderPayment } from "~/domains/supplier-orders/payment.server";
import { planOf, underLien } from "~/domains/instalments/plans.server";
import { payInstalments } from "~/domains/instalments/pay.server";
import { inArray } from "drizzle-orm";
import {
  billing,
  bookingReady,
  db,
  deliverWebhooks,
  fresh,
  getStay,
  harness,
  paidTogether,
  startDaysAt,
  stayGuestSaved,
  stayReserved,
} from "../../../tests/support/checkout";
import { testClockAhead, testDay } from "../../../tests/support/clock";
import { cartPaymentParts } from "./cart.server";
import { PRODUCT_FACTS } from "./supplier-products.server";

// Every product of the supplier order in workerd, through the real registry (orders/supplier-products.server.ts):
// one cart of a flight, a stay, an activity and a ride paid with one charge, each part kept or refunded on its own; a
// double submit of each product reserves once; the cron closes every product's lapsed drafts and frees their places.
startDaysAt(1300);

const market = { country: "NG", currency: "NGN" } as const;
const ACTIVITY = "ACT-LOS-01";

/** One request of each product, for a day `offset` days ahead. */
function requests(offset: number) {
  const day = testDay(offset);
  const saturday = Array.from({ length: 7 }, (_, i) => testDay(offset + i)).find(
    (d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 6,
  )!;
  return {
    activity: { activityId: ACTIVITY, date: day, slot: "09:00", adults: 2, childAges: [7] },
    ride: {
      airport: "LOS",
      direction: "from_airport",
      address: "12 Adeola Odeku Street, Victoria Island",
      date: day,
      time: "14:30",
      passengers: 2,
      bags: 2,
      vehicle: "comfort",
      flightNumber: null,
      bookingId: null,
    },
    holiday: { packageId: "HOL-ZNZ-5N", departure: saturday, adults: 2, rooms: 1 },
    // An extra is sold for a day within its window at most: it holds nothing, so any day within it will do.
    extra: {
      extraId: "ESIM-AFRICA-10GB",
      date: testDay(Math.min(offset, EXTRA_DAYS_AHEAD)),
      travellers: 2,
      country: "GH",
      pnr: null,
    },
    // A visa's fees: the application it sends need not exist to be reserved (only to be booked).
    visa: {
      applicationId: `visa${offset}`.padEnd(16, "a").slice(0, 16),
      visaType: "AE-TOURIST-30",
      destination: "AE",
      travelDate: day,
      applicants: 2,
    },
  } as const;
}

const reserve = (h: ReturnType<typeof harness>, visitorId: string, kind: string, request: unknown) =>
  reserveOrder(h.deps(), { kind, request, visitorId, memberId: null, locale: "en-US", market, search: "/" });

const lead = (lastName: string) => ({
  title: "MRS",
  firstName: "Ada",
  lastName,
  email: "ada@example.com",
  phone: "+2348012345678",
});

describe("every product of the supplier order", () => {
  test("a flight, a stay, an activity and a ride in one cart are one charge; the ride's refusal refunds only the ride", async () => {
    const h = harness({
      send: async (queue, body) => {
        if (queue === "ticketing" && "bookingId" in (body as object)) {
          h.ticketing.push((body as { bookingId: string }).bookingId);
        }
      },
    });
    const visitor = `four-${crypto.randomUUID().slice(0, 8)}`;
    const booking = await bookingReady(h, visitor, { to: "ABV" });
    const stayId = await stayReserved(h, visitor, "ABV", 310);
    await stayGuestSaved(h, stayId, { firstName: "Ada", lastName: "Okafor", email: "ada@example.com" });
    const asked = requests(320);
    const activity = await reserve(h, visitor, "activity", asked.activity);
    const ride = await reserve(h, visitor, "ride", asked.ride);
    if (activity.kind !== "started" || ride.kind !== "started") throw new Error("not reserved");
    const load = async (id: string) => (await getOrder(db, PRODUCT_FACTS, id))!;
    await saveDetails(h.deps(), await load(activity.orderId), lead("Okafor"));
    await saveDetails(h.deps(), await load(ride.orderId), lead(RIDE_DOWN_NAME));

    const parts = await cartPaymentParts(h.deps(), visitor, "NGN", { kind: "flight", id: booking.id });
    expect(parts.map((p) => p.part.payable.kind).sort()).toEqual([
      "supplier_order",
      "supplier_order",
      "supplier_order",
    ]);
    await paidTogether(h, booking, parts);
    const payments = await Promise.all([
      paymentsOf(db, { kind: "booking", id: booking.id }),
      paymentsOf(db, { kind: "supplier_order", id: stayId }),
      paymentsOf(db, { kind: "supplier_order", id: activity.orderId }),
      paymentsOf(db, { kind: "supplier_order", id: ride.orderId }),
    ]);
    expect(new Set(payments.map(([p]) => p?.gatewayRef)).size).toBe(1);
    expect(payments.map(([p]) => p?.status)).toEqual(["succeeded", "succeeded", "succeeded", "succeeded"]);

    await processTicketing(h.deps(), booking.id);
    await confirmOrder(h.deps(), stayId);
    await confirmOrder(h.deps(), activity.orderId);
    await confirmOrder(h.deps(), ride.orderId);
    expect((await fresh(booking.id)).status).toBe("ticketed");
    expect((await getStay(stayId))?.status).toBe("confirmed");
    expect((await load(activity.orderId)).status).toBe("confirmed");
    const refused = await load(ride.orderId);
    expect(refused).toMatchObject({ status: "not_completed", outcome: "supplier_failed" });
    expect((await getRefunds(db, ride.orderId)).map((r) => r.amount)).toEqual([refused.total.amount]);
    for (const id of [booking.id, stayId, activity.orderId]) expect(await getRefunds(db, id)).toEqual([]);
    await sweepStuck(h.deps(), 0);
    expect(await getRefunds(db, ride.orderId)).toHaveLength(1);
  });

  test("a double-submitted reservation of each product reserves and holds once", async () => {
    const h = harness();
    const asked = requests(330);
    for (const [kind, request] of Object.entries(asked)) {
      const visitor = `double-${kind}-${crypto.randomUUID().slice(0, 8)}`;
      const [first, second] = await Promise.all([
        reserve(h, visitor, kind, request),
        reserve(h, visitor, kind, request),
      ]);
      expect(first.kind, kind).toBe("started");
      expect(second, kind).toEqual(first);
      const rows = await db
        .select({ id: supplierOrders.id })
        .from(supplierOrders)
        .where(inArray(supplierOrders.visitorId, [visitor]));
      expect(rows, kind).toHaveLength(1);
    }
  });

  test("an extra for a day past its window is refused as asked (invalid), whichever page posted it; the last day is sold", async () => {
    const h = harness();
    const visitor = `extra-window-${crypto.randomUUID().slice(0, 8)}`;
    const extra = requests(0).extra;
    expect(await reserve(h, visitor, "extra", { ...extra, date: testDay(EXTRA_DAYS_AHEAD + 1) })).toEqual({
      kind: "invalid",
    });
    expect((await reserve(h, visitor, "extra", { ...extra, date: testDay(EXTRA_DAYS_AHEAD) })).kind).toBe("started");
  });

  test("the cron expires every product's lapsed drafts and gives their places back", async () => {
    const h = harness();
    const asked = requests(340);
    const visitor = `lapse-${crypto.randomUUID().slice(0, 8)}`;
    const ids = [];
    for (const [kind, request] of Object.entries(asked)) {
      const started = await reserve(h, visitor, kind, request);
      if (started.kind !== "started") throw new Error(kind);
      ids.push(started.orderId);
    }
    const slot = () =>
      env.INVENTORY.getByName(activityUnit(ACTIVITY)).availability([slotBucket(asked.activity.date, "09:00")]);
    const car = () =>
      env.INVENTORY.getByName(rideUnit("LOS")).availability([rideBucket("comfort", asked.ride.date, "14:30")]);
    const departure = () => env.INVENTORY.getByName("holiday:HOL-ZNZ-5N").availability([asked.holiday.departure]);
    expect(await slot()).toMatchObject([{ held: 3 }]);
    expect(await car()).toMatchObject([{ held: 1 }]);
    expect(await departure()).toMatchObject([{ held: 2 }]);

    await expireLapsed(harness({ clock: testClockAhead(21 * 60_000) }).deps());
    for (const id of ids) expect((await getOrder(db, PRODUCT_FACTS, id))?.status).toBe("expired");
    expect(await slot()).toMatchObject([{ held: 0 }]);
    expect(await car()).toMatchObject([{ held: 0 }]);
    expect(await departure()).toMatchObject([{ held: 0 }]);
  });

  test("a holiday paid with Pay Small Small: confirmed under a lien, its voucher sent with the balance; an activity is offered no plan", async () => {
    const h = harness();
    const asked = requests(400);
    const load = async (id: string) => (await getOrder(db, PRODUCT_FACTS, id))!;
    const holiday = (await reserve(h, `pss-holiday-${asked.holiday.departure}`, "holiday", asked.holiday)) as {
      orderId: string;
    };
    // A holiday for two names both travellers: the lead alone is refused and nothing is saved.
    expect(await saveDetails(h.deps(), await load(holiday.orderId), lead("Okafor"))).toBe("wrong_party");
    expect(
      (await submitOrderPayment(h.deps(), await load(holiday.orderId), billing("card"), { returnUrl: "/r" })).kind,
    ).toBe("incomplete");
    const second = { title: "MR", firstName: "Chidi", lastName: "Okafor" };
    expect(
      await saveDetails(h.deps(), await load(holiday.orderId), lead("Okafor"), { others: [second], requests: null }),
    ).toBe("saved");
    const voucher = PRODUCT_FACTS.holiday!.describe(await load(holiday.orderId), lead("Okafor"), {
      others: [second],
      requests: null,
    });
    expect(voucher.people.rows.map(([name]) => name)).toEqual(["Ada Okafor", "Chidi Okafor"]);
    const down = await submitOrderPayment(
      h.deps(),
      await load(holiday.orderId),
      billing("card"),
      { returnUrl: "/r" },
      "pay_small_small",
    );
    if (down.kind !== "gateway") throw new Error(down.kind);
    await h.gateway().payByCard(down.url.split("/").pop() ?? "", "4242424242424242");
    await deliverWebhooks(h);
    await confirmOrder(h.deps(), holiday.orderId);
    expect((await load(holiday.orderId)).status).toBe("confirmed");
    expect(await underLien(db, holiday.orderId)).toBe(true);
    const vouchers = () =>
      h.emails
        .filter((e) => (e as { supplierOrderId?: string }).supplierOrderId === holiday.orderId)
        .map((e) => e.dedupeKey)
        .filter((key) => key.endsWith(":confirmed") || key.endsWith(":released"));
    expect(vouchers()).toEqual([]);
    const plan = (await planOf(db, holiday.orderId))!;
    expect(plan.product).toBe("holidays");
    const balance = await payInstalments(h.deps(), plan, {
      which: "balance",
      form: billing("card"),
      returnUrl: "/r",
      locale: "en-US",
    });
    if (balance.kind !== "gateway") throw new Error(balance.kind);
    await h.gateway().payByCard(balance.url.split("/").pop() ?? "", "4242424242424242");
    await deliverWebhooks(h);
    await sweepStuck(h.deps(), 0, 0);
    expect(await underLien(db, holiday.orderId)).toBe(false);
    expect([...new Set(vouchers())]).toEqual([`${holiday.orderId}:released`]);

    // Things to do are not paid in instalments.
    const activity = (await reserve(h, `pss-activity-${asked.activity.date}`, "activity", asked.activity)) as {
      orderId: string;
    };
    await saveDetails(h.deps(), await load(activity.orderId), lead("Okafor"));
    const refused = await submitOrderPayment(
      h.deps(),
      await load(activity.orderId),
      billing("card"),
      { returnUrl: "/r" },
      "pay_small_small",
    );
    expect(refused.kind).toBe("no_plan");
  });
});
