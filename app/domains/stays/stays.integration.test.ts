import { env } from "cloudflare:test";
import { renderPdf } from "~/domains/documents/render.server";
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { getCart } from "~/domains/cart/cart.server";
import { receivePaymentWebhook } from "~/domains/checkout/webhooks.server";
import { sweepStuck } from "~/domains/checkout/sweep.server";
import { OutboxSender, readOutbox, readOutboxMessage } from "~/domains/notifications/email.server";
import { getRefunds, paymentsOf } from "~/domains/checkout/payments.server";
import { translatorFor } from "~/i18n/translator.server";
import { balanceOf, pointsEarned, pointsIdFor } from "~/domains/points/ledger.server";
import { addDays } from "~/lib/time";
import { billing, bookingReady, db, fresh, harness, SECRET } from "../../../tests/support/checkout";
import { submitPayment } from "~/domains/bookings/payment.server";
import { processTicketing } from "~/domains/bookings/ticketing.server";
import { cartPaymentParts } from "~/domains/orders/cart.server";
import type { OrderDeps } from "~/domains/orders/products.server";
import { PRODUCT_FACTS } from "~/domains/orders/supplier-products.server";
import { cancelOrder, orderCancellationTerms } from "~/domains/supplier-orders/cancellation.server";
import { sendOrderEmail } from "~/domains/supplier-orders/emails.server";
import { confirmOrder } from "~/domains/supplier-orders/fulfilment.server";
import { reserveOrder, saveDetails } from "~/domains/supplier-orders/lifecycle.server";
import { supplierOrderActions } from "~/domains/supplier-orders/order-kind.server";
import { getOrder } from "~/domains/supplier-orders/orders.server";
import {
  orderPaymentPart,
  type OrderEmailJob,
  OrderEmailJobSchema,
  SupplierOrderJobSchema,
  submitOrderPayment,
} from "~/domains/supplier-orders/payment.server";
import { supplierOrders } from "~/domains/supplier-orders/tables";
import { HOTEL_DOWN_NAME } from "~/domains/hotels/sandbox/supplier";
import { propertiesIn } from "~/domains/hotels/sandbox/properties";
import { planOf, underLien } from "~/domains/instalments/plans.server";
import { payInstalments } from "~/domains/instalments/pay.server";
import { advancePlans } from "~/domains/instalments/cron.server";
import { testClock } from "../../../tests/support/clock";
import type { Stay } from "./types";

// Stays in workerd, as a product of the supplier order (decision 012): the real D1 and the property's Inventory
// object, queues replaced by lists. What a stay proves beyond the supplier order's own tests: the last room under 50
// buyers, every night held or none, a lead guest per room, the rate's cancellation deadline, one charge with a flight.

const market = { country: "NG", currency: "NGN" } as const;
const supplierOrder = (id: string) => ({ kind: "supplier_order", id });
// Each test books nights of its own, far from the other test files' flights.
let nextDay = 200;
const stayDates = (nights: number) => {
  const checkIn = addDays(testClock().toISOString().slice(0, 10), nextDay);
  nextDay += nights + 2;
  return { checkIn, checkOut: addDays(checkIn, nights) };
};

function stayHarness(clock?: () => Date) {
  const stayJobs: string[] = [];
  const stayEmails: OrderEmailJob[] = [];
  const h = harness({
    ...(clock ? { clock } : {}),
    send: async (queue, body) => {
      const order = SupplierOrderJobSchema.safeParse(body);
      if (queue === "ticketing" && order.success) stayJobs.push(order.data.supplierOrderId);
      else if (queue === "ticketing") h.ticketing.push((body as { bookingId: string }).bookingId);
      else {
        const email = OrderEmailJobSchema.safeParse(body);
        if (email.success) stayEmails.push(email.data);
        else h.emails.push(body as (typeof h.emails)[number]);
      }
    },
  });
  return { ...h, stayJobs, stayEmails };
}

const property = propertiesIn("LOS")[0]!;
const room = property.rooms[0]!;

/** Takes `count` rooms of the type on one night for someone else (holds of at most 9 units each). */
async function takeRooms(night: string, count: number) {
  for (let left = count, i = 0; left > 0; left -= 9, i++) {
    const taken = await env.INVENTORY.getByName(`hotel:${property.id}`).hold({
      holdId: `taken-${night}-${i}`,
      items: [{ key: `room:${room.code}:${night}`, capacity: room.count, quantity: Math.min(9, left) }],
      ttlMs: 600_000,
    });
    expect(taken.ok).toBe(true);
  }
}

const reserve = async (
  deps: OrderDeps,
  visitorId: string,
  dates: { checkIn: string; checkOut: string },
  rooms = 1,
  planCode = "ROOM_ONLY_FLEX",
  childAges: Array<number | null> = [],
) => {
  const reserved = await reserveOrder(deps, {
    kind: "stay",
    request: {
      propertyId: property.id,
      roomCode: room.code,
      planCode,
      ...dates,
      rooms: Array.from({ length: rooms }, () => ({ adults: 1, childAges })),
    },
    visitorId,
    memberId: null,
    locale: "en-US",
    market,
    search: `/hotel/${property.id}?where=Lagos`,
  });
  return reserved.kind === "started" ? { kind: "started" as const, stayId: reserved.orderId } : reserved;
};

const getStay = async (id: string) => (await getOrder(db, PRODUCT_FACTS, id)) as Stay | null;
const cancellationTerms = (stay: Stay, now: Date) => orderCancellationTerms(PRODUCT_FACTS, stay, now);

/** The details step of a stay: the first room's lead guest and contact, the other rooms' lead guests, the requests. */
const saveGuests = (deps: OrderDeps, stay: Stay, lastName = "Okafor", rooms = 1) =>
  saveDetails(
    deps,
    stay,
    { title: "MRS", firstName: "Ngozi", lastName, email: "ngozi@example.com", phone: "+2348012345678" },
    {
      others: Array.from({ length: rooms - 1 }, (_, i) => ({
        title: "MR",
        firstName: `Ngozi${"a".repeat(i + 1)}`,
        lastName,
      })),
      requests: "A quiet room, please",
    },
  );

/** The stays of one check-in day. */
const staysOn = (checkIn: string) =>
  db
    .select({ id: supplierOrders.id })
    .from(supplierOrders)
    .where(and(eq(supplierOrders.kind, "stay"), eq(supplierOrders.startsOn, checkIn)));

describe("stays in workerd", () => {
  test("50 concurrent reservations for the last room of a type on one night make exactly one stay", async () => {
    const h = stayHarness();
    const dates = stayDates(1);
    // Every room of the type but one is already taken that night.
    await takeRooms(dates.checkIn, room.count - 1);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => reserve(h.deps(), `last-room-${dates.checkIn}-${i}`, dates)),
    );
    expect(results.filter((r) => r.kind === "started")).toHaveLength(1);
    expect(results.filter((r) => r.kind === "unavailable")).toHaveLength(49);
    const stored = await staysOn(dates.checkIn);
    expect(stored).toHaveLength(1);
    const [availability] = (await env.INVENTORY.getByName(`hotel:${property.id}`).availability([
      `room:${room.code}:${dates.checkIn}`,
    ])) as Array<{ available: number; held: number }>;
    expect(availability).toMatchObject({ available: 0, held: room.count });
  });

  test("a stay spanning a sold-out night is refused, with the spec's message, and holds nothing", async () => {
    const h = stayHarness();
    const dates = stayDates(3);
    const middle = addDays(dates.checkIn, 1);
    await takeRooms(middle, room.count);
    expect(await reserve(h.deps(), `sold-out-${middle}`, dates)).toEqual({ kind: "unavailable" });
    const [first] = (await env.INVENTORY.getByName(`hotel:${property.id}`).availability([
      `room:${room.code}:${dates.checkIn}`,
    ])) as Array<{ held: number }>;
    expect(first?.held).toBe(0);
    expect(translatorFor("en-US", "hotel")("errors.roomUnavailable")).toBe("The selected room could not be booked!");
    expect(translatorFor("fr-FR", "hotel")("errors.roomUnavailable")).toBe(
      "La chambre sélectionnée n’a pas pu être réservée\u202f!",
    );
  });

  test("a child whose age was left out, or a check-in already past, reserves nothing: 'invalid', not 'unavailable'", async () => {
    const h = stayHarness();
    const dates = stayDates(1);
    const visitor = `stay-invalid-${dates.checkIn}`;
    expect(await reserve(h.deps(), visitor, dates, 1, "ROOM_ONLY_FLEX", [null])).toEqual({ kind: "invalid" });
    const yesterday = addDays(testClock().toISOString().slice(0, 10), -1);
    expect(await reserve(h.deps(), visitor, { checkIn: yesterday, checkOut: dates.checkOut })).toEqual({
      kind: "invalid",
    });
    expect(await staysOn(dates.checkIn)).toEqual([]);
    // With the age given, the same stay is reserved.
    expect((await reserve(h.deps(), visitor, dates, 1, "ROOM_ONLY_FLEX", [7])).kind).toBe("started");
  });

  test("reserve, guests, one card payment, the hotel's confirmation, the voucher e-mail; the sweep keeps the money", async () => {
    const h = stayHarness();
    const dates = stayDates(2);
    const visitor = `stay-saga-${dates.checkIn}`;
    const started = await reserve(h.deps(), visitor, dates, 2);
    expect(started.kind).toBe("started");
    const stayId = (started as { stayId: string }).stayId;
    // A retried reservation finds the same stay, and so do two at once (a double click).
    expect(await reserve(h.deps(), visitor, dates, 2)).toEqual(started);
    const twin = stayDates(1);
    const twins = await Promise.all([reserve(h.deps(), visitor, twin, 1), reserve(h.deps(), visitor, twin, 1)]);
    expect(twins[0]).toEqual(twins[1]);
    expect(await staysOn(twin.checkIn)).toHaveLength(1);
    expect((await getCart(db, visitor)).items).toContainEqual(
      expect.objectContaining({ kind: "supplier_order", id: stayId }),
    );

    let stay = (await getStay(stayId))!;
    expect(stay.quote.perRoom).toHaveLength(2);
    expect(stay.quote.total.amount).toBe(stay.quote.perRoom.reduce((sum, m) => sum + m.amount, 0));
    expect(stay.quote.deadline?.utc).toMatch(/Z$/);
    // Paying before the guests are named charges nothing.
    expect((await submitOrderPayment(h.deps(), stay, billing("card"), { returnUrl: "/r" })).kind).toBe("incomplete");
    expect(await saveGuests(h.deps(), stay, "Okafor", 1)).toBe("wrong_party");
    expect(await saveGuests(h.deps(), stay, "Okafor", 2)).toBe("saved");

    const [first, second] = await Promise.all([
      submitOrderPayment(h.deps(), stay, billing("card"), { returnUrl: "/r" }),
      submitOrderPayment(h.deps(), stay, billing("card"), { returnUrl: "/r" }),
    ]);
    expect(first.kind).toBe("gateway");
    expect(second).toEqual(first);
    expect(await paymentsOf(db, supplierOrder(stayId))).toHaveLength(1);
    const sessionId = (first as { url: string }).url.split("/").pop() ?? "";
    expect(await h.gateway().payByCard(sessionId, "4242 4242 4242 4242")).toBe("succeeded");
    const delivery = h.deliveries[0]!;
    await Promise.all(
      Array.from({ length: 3 }, () => receivePaymentWebhook(h.deps(), SECRET, delivery.body, delivery.signature)),
    );
    expect((await getStay(stayId))?.status).toBe("paid");
    // Each delivery may hand the job on again (queues deliver at least once); confirming is idempotent.
    expect(new Set(h.stayJobs)).toEqual(new Set([stayId]));

    await Promise.all([confirmOrder(h.deps(), stayId), confirmOrder(h.deps(), stayId)]);
    stay = (await getStay(stayId))!;
    expect(stay.status).toBe("confirmed");
    expect(stay.confirmation).toMatch(/^LOS-[A-Z2-9]{8}$/);
    expect((await getCart(db, visitor)).items.map((i) => i.id)).not.toContain(stayId);
    const [night] = (await env.INVENTORY.getByName(`hotel:${property.id}`).availability([
      `room:${room.code}:${dates.checkIn}`,
    ])) as Array<{ sold: number; held: number }>;
    expect(night).toMatchObject({ sold: 2, held: 0 });

    const jobs = h.stayEmails;
    expect(new Set(jobs.map((j) => j.template))).toEqual(new Set(["order_confirmed"]));
    const emailDeps = {
      db,
      sender: new OutboxSender(db, () => testClock()),
      now: testClock(),
      siteUrl: "https://tern.example",
      secret: env.SESSION_SECRET,
      renderPdf,
    };
    for (const job of [...jobs, ...jobs]) await sendOrderEmail({ ...emailDeps, products: PRODUCT_FACTS }, job);
    const mail = await readOutbox(db, { to: "ngozi@example.com" });
    const sent = mail.filter((m) => m.subject.includes(stay.reference));
    expect(sent).toHaveLength(1);
    const message = await readOutboxMessage(db, sent[0]!.id);
    expect(message?.attachments.map((a) => a.contentType)).toEqual(["application/pdf", "text/calendar"]);

    // The sweep finds nothing to give back: a confirmed stay keeps its payment.
    await sweepStuck(h.deps(), 0);
    expect(await getRefunds(db, stayId)).toEqual([]);
    expect((await paymentsOf(db, supplierOrder(stayId)))[0]?.status).toBe("succeeded");
  });

  test("a hotel that refuses the booking leaves it not completed: nights released, payment refunded", async () => {
    const h = stayHarness();
    const dates = stayDates(1);
    const started = await reserve(h.deps(), `stay-down-${dates.checkIn}`, dates);
    const stayId = (started as { stayId: string }).stayId;
    let stay = (await getStay(stayId))!;
    await saveGuests(h.deps(), stay, HOTEL_DOWN_NAME);
    const paid = await submitOrderPayment(h.deps(), stay, billing("card"), { returnUrl: "/r" });
    await h.gateway().payByCard((paid as { url: string }).url.split("/").pop() ?? "", "4242424242424242");
    for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
    await confirmOrder(h.deps(), stayId);
    stay = (await getStay(stayId))!;
    expect(stay).toMatchObject({ status: "not_completed", outcome: "supplier_failed", confirmation: null });
    expect(await getRefunds(db, stayId)).toHaveLength(1);
    const [night] = (await env.INVENTORY.getByName(`hotel:${property.id}`).availability([
      `room:${room.code}:${dates.checkIn}`,
    ])) as Array<{ held: number; sold: number }>;
    expect(night).toMatchObject({ held: 0, sold: 0 });
  });

  /** A stay booked and paid by card (a member's when named), confirmed by the hotel: where cancellation starts. */
  async function bookedStay(
    h: ReturnType<typeof stayHarness>,
    nights: number,
    planCode = "ROOM_ONLY_FLEX",
    memberId: string | null = null,
  ) {
    const dates = stayDates(nights);
    const started = await reserve(h.deps(), `cancel-${planCode}-${dates.checkIn}`, dates, 2, planCode);
    const stayId = (started as { stayId: string }).stayId;
    await saveGuests(h.deps(), (await getStay(stayId))!, "Okafor", 2);
    const paid = await submitOrderPayment(h.deps(), (await getStay(stayId))!, billing("card"), { returnUrl: "/r" });
    await h.gateway().payByCard((paid as { url: string }).url.split("/").pop() ?? "", "4242424242424242");
    for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
    if (memberId) await db.update(supplierOrders).set({ memberId }).where(eq(supplierOrders.id, stayId));
    await confirmOrder(h.deps(), stayId);
    const stay = (await getStay(stayId))!;
    expect(stay.status).toBe("confirmed");
    return { stay, dates };
  }

  const soldOn = async (night: string) =>
    (
      (await env.INVENTORY.getByName(`hotel:${property.id}`).availability([`room:${room.code}:${night}`])) as Array<{
        sold: number;
      }>
    )[0]?.sold;

  test("cancelling before the deadline refunds everything once, gives the nights and the points back, e-mails the guest", async () => {
    const h = stayHarness();
    // A member's stay earns wakapoints at the hotel's confirmation, pending until check-in.
    const memberId = `member-${crypto.randomUUID()}`;
    const { stay, dates } = await bookedStay(h, 2, "ROOM_ONLY_FLEX", memberId);
    const points = await pointsIdFor(memberId);
    const earned = pointsEarned(stay.quote.total, "stays");
    expect(earned).toBeGreaterThan(0);
    expect(await balanceOf(db, points, dates.checkIn)).toEqual({ available: earned, pending: 0 });
    expect(cancellationTerms(stay, testClock())).toMatchObject({ kind: "free", refund: stay.quote.total });
    expect(await soldOn(dates.checkIn)).toBe(2);
    const results = await Promise.all([cancelOrder(h.deps(), stay), cancelOrder(h.deps(), stay)]);
    expect(results.map((r) => r.kind).sort()).toEqual(["already_cancelled", "cancelled"]);
    const cancelled = (await getStay(stay.id))!;
    expect(cancelled).toMatchObject({ status: "cancelled", cancelRefund: stay.quote.total });
    expect(await getRefunds(db, stay.id)).toEqual([expect.objectContaining({ amount: stay.quote.total.amount })]);
    expect(await soldOn(dates.checkIn)).toBe(0);
    expect(h.stayEmails.map((job) => job.template)).toContain("order_cancelled");
    expect(await cancelOrder(h.deps(), cancelled)).toEqual({ kind: "already_cancelled" });
    expect(await balanceOf(db, points, dates.checkIn)).toEqual({ available: 0, pending: 0 });
  });

  test("after the deadline the first night of each room is kept and the rest refunded; before check-in only", async () => {
    const h0 = stayHarness();
    const { stay } = await bookedStay(h0, 3);
    const deadline = Date.parse(stay.quote.deadline!.utc);
    const afterDeadline = new Date(deadline + 60_000);
    const terms = cancellationTerms(stay, afterDeadline);
    const firstNights = stay.quote.firstNights.reduce((sum, m) => sum + m.amount, 0);
    expect(terms).toEqual({
      kind: "penalty",
      penalty: { amount: firstNights, currency: "NGN" },
      refund: { amount: stay.quote.total.amount - firstNights, currency: "NGN" },
    });
    expect(cancellationTerms(stay, new Date(deadline - 1))).toMatchObject({ kind: "free" });
    expect(cancellationTerms(stay, new Date(Date.parse(`${stay.request.checkIn}T23:00:00Z`)))).toEqual({
      kind: "not_cancellable",
      reason: "started",
    });
    const h = stayHarness(() => afterDeadline);
    expect(await cancelOrder(h.deps(), stay)).toEqual({
      kind: "cancelled",
      refund: terms.kind === "penalty" ? terms.refund : null,
    });
    const [refunded] = await getRefunds(db, stay.id);
    expect(refunded?.amount).toBe(stay.quote.total.amount - firstNights);
    // The charge is partly kept (the penalty): the payment stays succeeded, as its gateway session does.
    const [payment] = await paymentsOf(db, supplierOrder(stay.id));
    expect(payment?.status).toBe("succeeded");
    expect((await h.gateway().getSession(payment!.gatewayRef!))?.status).toBe("succeeded");
  });

  test("a non-refundable stay cancels with nothing back, and the sweep leaves its payment alone", async () => {
    const h = stayHarness();
    const { stay } = await bookedStay(h, 1, "ROOM_ONLY_NONREF");
    expect(cancellationTerms(stay, testClock())).toMatchObject({ kind: "non_refundable", refund: { amount: 0 } });
    expect(await cancelOrder(h.deps(), stay)).toMatchObject({ kind: "cancelled", refund: { amount: 0 } });
    await sweepStuck(h.deps(), 0);
    expect(await getRefunds(db, stay.id)).toEqual([]);
    expect((await paymentsOf(db, supplierOrder(stay.id)))[0]?.status).toBe("succeeded");
  });

  test("a flight and a stay in one cart pay together in one charge; each part is fulfilled and refunded on its own", async () => {
    const h = stayHarness();
    const visitor = `together-${nextDay}`;
    const booking = await bookingReady(h, visitor, { lastName: "SANDBOX-PNR-FAIL", to: "ABV" });
    const dates = stayDates(2);
    const started = await reserve(h.deps(), visitor, dates, 1);
    const stayId = (started as { stayId: string }).stayId;
    await saveGuests(h.deps(), (await getStay(stayId))!, "Okafor", 1);
    let stay = (await getStay(stayId))!;
    const lead = { kind: "flight", id: booking.id };
    expect((await cartPaymentParts(h.deps(), visitor, booking.currency, lead)).map((p) => p.line.id)).toEqual([stayId]);

    const pay = async () => {
      const part = await orderPaymentPart(h.deps(), (await getStay(stayId))!);
      return submitPayment(h.deps(), await fresh(booking.id), billing("card"), { returnUrl: "/r" }, part ? [part] : []);
    };
    const [first, again] = [await pay(), await pay()];
    expect(first.kind).toBe("gateway");
    expect(again).toEqual(first);
    const sessionId = (first as { url: string }).url.split("/").pop() ?? "";
    const [flightPayment] = await paymentsOf(db, { kind: "booking", id: booking.id });
    const [stayPayment] = await paymentsOf(db, supplierOrder(stayId));
    expect(flightPayment?.gatewayRef).toBe(sessionId);
    expect(stayPayment?.gatewayRef).toBe(sessionId);
    expect(stayPayment?.amount).toEqual(stay.quote.total);
    expect((await h.gateway().getSession(sessionId))?.amount.amount).toBe(
      flightPayment!.amount.amount + stay.quote.total.amount,
    );
    stay = (await getStay(stayId))!;
    expect(stay.status).toBe("pending_payment");
    // The stay's own payment step sends the traveller to the charge that pays it.
    expect(await submitOrderPayment(h.deps(), stay, billing("card"), { returnUrl: "/r" })).toEqual({
      kind: "together",
      lead: { kind: "booking", id: booking.id },
    });

    expect(await h.gateway().payByCard(sessionId, "4242 4242 4242 4242")).toBe("succeeded");
    for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
    expect((await fresh(booking.id)).status).toBe("paid");
    expect((await getStay(stayId))?.status).toBe("paid");
    expect(h.ticketing).toContain(booking.id);
    expect(h.stayJobs).toContain(stayId);

    // The airline cannot make the PNR: only the flight's part of the charge goes back; the stay is booked.
    await processTicketing(h.deps(), booking.id);
    await confirmOrder(h.deps(), stayId);
    expect((await fresh(booking.id)).status).toBe("not_completed");
    expect((await getStay(stayId))?.status).toBe("confirmed");
    expect((await getRefunds(db, booking.id)).map((r) => r.amount)).toEqual([flightPayment!.amount.amount]);
    expect(await getRefunds(db, stayId)).toEqual([]);
    expect((await h.gateway().getSession(sessionId))?.status).toBe("succeeded");
    await sweepStuck(h.deps(), 0);
    expect(await getRefunds(db, stayId)).toEqual([]);

    // Cancelling the stay gives its part back too: then the whole charge is refunded.
    await cancelOrder(h.deps(), (await getStay(stayId))!);
    expect((await getRefunds(db, stayId)).map((r) => r.amount)).toEqual([stay.quote.total.amount]);
    expect((await h.gateway().getSession(sessionId))?.status).toBe("refunded");
  });

  test("a stay paid with Pay Small Small: confirmed under a lien, its voucher sent with the balance once; another unpaid on check-in is cancelled at the hotel", async () => {
    const h = stayHarness();
    /** A stay of two rooms for five nights whose plan's down payment is paid and which the hotel confirmed. */
    const downPaid = async () => {
      const dates = stayDates(5);
      const started = await reserve(h.deps(), `pss-${dates.checkIn}`, dates, 2);
      const stayId = (started as { stayId: string }).stayId;
      await saveGuests(h.deps(), (await getStay(stayId))!, "Okafor", 2);
      const paid = await submitOrderPayment(
        h.deps(),
        (await getStay(stayId))!,
        billing("card"),
        { returnUrl: "/r" },
        "pay_small_small",
      );
      await h.gateway().payByCard((paid as { url: string }).url.split("/").pop() ?? "", "4242424242424242");
      for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
      await confirmOrder(h.deps(), stayId);
      return { stay: (await getStay(stayId))!, dates };
    };
    const { stay } = await downPaid();
    expect(stay.status).toBe("confirmed");
    expect(await underLien(db, stay.id)).toBe(true);
    expect(h.stayEmails.filter((e) => e.supplierOrderId === stay.id && e.template === "order_confirmed")).toEqual([]);
    const held = supplierOrderActions(PRODUCT_FACTS, stay, testClock(), (await planOf(db, stay.id))?.status ?? null);
    expect(held.find((a) => a.name === "document")).toMatchObject({ allowed: false, reason: "pay_small_small" });
    expect(held.find((a) => a.name === "cancel")).toMatchObject({ allowed: false, reason: "pay_small_small" });

    const plan = (await planOf(db, stay.id))!;
    const balance = await payInstalments(h.deps(), plan, {
      which: "balance",
      form: billing("card"),
      returnUrl: "/r",
      locale: "en-US",
    });
    await h.gateway().payByCard((balance as { url: string }).url.split("/").pop() ?? "", "4242424242424242");
    for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
    await sweepStuck(h.deps(), 0, 0);
    expect((await planOf(db, stay.id))?.status).toBe("paid");
    expect(await underLien(db, stay.id)).toBe(false);
    const released = h.stayEmails.filter((e) => e.supplierOrderId === stay.id && e.template === "order_confirmed");
    expect(new Set(released.map((e) => e.dedupeKey))).toEqual(new Set([`${stay.id}:released`]));

    // Another, its down payment alone paid by check-in: the plan defaults, the hotel cancels, the nights go back.
    const { stay: unpaid, dates } = await downPaid();
    const sold = await soldOn(dates.checkIn);
    await advancePlans(harness({ clock: () => new Date(`${dates.checkIn}T09:00:00Z`) }).deps());
    const cancelled = (await getStay(unpaid.id))!;
    expect(cancelled.status).toBe("cancelled");
    expect(await soldOn(dates.checkIn)).toBe((sold ?? 0) - 2);
    expect((await planOf(db, unpaid.id))?.status).toBe("cancelled");
  });
});
