import { env } from "cloudflare:test";
import { renderPdf } from "~/domains/documents/render.server";
import { eq } from "drizzle-orm";
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
import { cancellationTerms, cancelStay } from "./cancellation.server";
import {
  stayPaymentPart,
  type StayEmailJob,
  StayEmailJobSchema,
  StayJobSchema,
  submitStayPayment,
} from "./payment.server";
import { confirmStay } from "./fulfilment.server";
import { cartPaymentParts } from "~/domains/orders/cart.server";
import { getStay, reserveStay } from "./lifecycle.server";
import { saveStayGuests } from "./guests.server";
import { type StayDeps } from "./types";
import { HOTEL_DOWN_NAME } from "~/domains/hotels/sandbox/supplier";
import { propertiesIn } from "~/domains/hotels/sandbox/properties";
import { sendStayEmail } from "./emails.server";
import { stays } from "./tables";
import { stayActions } from "./order-kind.server";
import { planOf, underLien } from "~/domains/instalments/plans.server";
import { payInstalments } from "~/domains/instalments/pay.server";
import { advancePlans } from "~/domains/instalments/cron.server";
import { testClock } from "../../../tests/support/clock";

// Stays in workerd: the real D1 and the property's Inventory object, queues replaced by lists.

const market = { country: "NG", currency: "NGN" } as const;
// Each test books nights of its own, far from the other test files' flights.
let nextDay = 200;
const stayDates = (nights: number) => {
  const checkIn = addDays(testClock().toISOString().slice(0, 10), nextDay);
  nextDay += nights + 2;
  return { checkIn, checkOut: addDays(checkIn, nights) };
};

function stayHarness(clock?: () => Date) {
  const stayJobs: string[] = [];
  const stayEmails: StayEmailJob[] = [];
  const h = harness({
    ...(clock ? { clock } : {}),
    send: async (queue, body) => {
      const stay = StayJobSchema.safeParse(body);
      if (queue === "ticketing" && stay.success) stayJobs.push(stay.data.stayId);
      else if (queue === "ticketing") h.ticketing.push((body as { bookingId: string }).bookingId);
      else {
        const email = StayEmailJobSchema.safeParse(body);
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

const reserve = (
  deps: StayDeps,
  visitorId: string,
  dates: { checkIn: string; checkOut: string },
  rooms = 1,
  planCode = "ROOM_ONLY_FLEX",
) =>
  reserveStay(deps, {
    visitorId,
    memberId: null,
    locale: "en-US",
    market,
    propertyId: property.id,
    roomCode: room.code,
    planCode,
    ...dates,
    rooms: Array.from({ length: rooms }, () => ({ adults: 1, childAges: [] })),
    search: "where=Lagos",
  });

const guests = (lastName = "Okafor", rooms = 1) => ({
  guests: Array.from({ length: rooms }, (_, i) => ({
    title: "MRS" as const,
    firstName: `Ngozi${"a".repeat(i)}`,
    lastName,
  })),
  email: "ngozi@example.com",
  emailConfirm: "ngozi@example.com",
  phone: "+2348012345678",
  requests: "A quiet room, please",
});

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
    const stored = await db.select({ id: stays.id }).from(stays).where(eq(stays.checkIn, dates.checkIn));
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
    expect(await db.select({ id: stays.id }).from(stays).where(eq(stays.checkIn, twin.checkIn))).toHaveLength(1);
    expect((await getCart(db, visitor)).items).toContainEqual(expect.objectContaining({ kind: "stay", id: stayId }));

    let stay = (await getStay(db, stayId))!;
    expect(stay.quote.perRoom).toHaveLength(2);
    expect(stay.quote.total.amount).toBe(stay.quote.perRoom.reduce((sum, m) => sum + m.amount, 0));
    expect(stay.quote.deadline?.utc).toMatch(/Z$/);
    // Paying before the guests are named charges nothing.
    expect((await submitStayPayment(h.deps(), stay, billing("card"), { returnUrl: "/r" })).kind).toBe("incomplete");
    expect(await saveStayGuests(h.deps(), stay, guests("Okafor", 1))).toBe("wrong_rooms");
    expect(await saveStayGuests(h.deps(), stay, guests("Okafor", 2))).toBe("saved");

    const [first, second] = await Promise.all([
      submitStayPayment(h.deps(), stay, billing("card"), { returnUrl: "/r" }),
      submitStayPayment(h.deps(), stay, billing("card"), { returnUrl: "/r" }),
    ]);
    expect(first.kind).toBe("gateway");
    expect(second).toEqual(first);
    expect(await paymentsOf(db, { kind: "stay", id: stayId })).toHaveLength(1);
    const sessionId = (first as { url: string }).url.split("/").pop() ?? "";
    expect(await h.gateway().payByCard(sessionId, "4242 4242 4242 4242")).toBe("succeeded");
    const delivery = h.deliveries[0]!;
    await Promise.all(
      Array.from({ length: 3 }, () => receivePaymentWebhook(h.deps(), SECRET, delivery.body, delivery.signature)),
    );
    expect((await getStay(db, stayId))?.status).toBe("paid");
    // Each delivery may hand the job on again (queues deliver at least once); confirming is idempotent.
    expect(new Set(h.stayJobs)).toEqual(new Set([stayId]));

    await Promise.all([confirmStay(h.deps(), stayId), confirmStay(h.deps(), stayId)]);
    stay = (await getStay(db, stayId))!;
    expect(stay.status).toBe("confirmed");
    expect(stay.confirmation).toMatch(/^LOS-[A-Z2-9]{8}$/);
    expect((await getCart(db, visitor)).items.map((i) => i.id)).not.toContain(stayId);
    const [night] = (await env.INVENTORY.getByName(`hotel:${property.id}`).availability([
      `room:${room.code}:${dates.checkIn}`,
    ])) as Array<{ sold: number; held: number }>;
    expect(night).toMatchObject({ sold: 2, held: 0 });

    const jobs = h.stayEmails;
    expect(new Set(jobs.map((j) => j.template))).toEqual(new Set(["stay_confirmed"]));
    const emailDeps = {
      db,
      sender: new OutboxSender(db, () => testClock()),
      now: testClock(),
      siteUrl: "https://tern.example",
      secret: env.SESSION_SECRET,
      renderPdf,
    };
    for (const job of [...jobs, ...jobs]) await sendStayEmail(emailDeps, job);
    const mail = await readOutbox(db, { to: "ngozi@example.com" });
    const sent = mail.filter((m) => m.subject.includes(stay.confirmation!));
    expect(sent).toHaveLength(1);
    const message = await readOutboxMessage(db, sent[0]!.id);
    expect(message?.attachments.map((a) => a.contentType)).toEqual(["application/pdf", "text/calendar"]);

    // The sweep finds nothing to give back: a confirmed stay keeps its payment.
    await sweepStuck(h.deps(), 0);
    expect(await getRefunds(db, stayId)).toEqual([]);
    expect((await paymentsOf(db, { kind: "stay", id: stayId }))[0]?.status).toBe("succeeded");
  });

  test("a hotel that refuses the booking leaves it not completed: nights released, payment refunded", async () => {
    const h = stayHarness();
    const dates = stayDates(1);
    const started = await reserve(h.deps(), `stay-down-${dates.checkIn}`, dates);
    const stayId = (started as { stayId: string }).stayId;
    let stay = (await getStay(db, stayId))!;
    await saveStayGuests(h.deps(), stay, guests(HOTEL_DOWN_NAME));
    const paid = await submitStayPayment(h.deps(), stay, billing("card"), { returnUrl: "/r" });
    await h.gateway().payByCard((paid as { url: string }).url.split("/").pop() ?? "", "4242424242424242");
    for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
    await confirmStay(h.deps(), stayId);
    stay = (await getStay(db, stayId))!;
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
    await saveStayGuests(h.deps(), (await getStay(db, stayId))!, guests("Okafor", 2));
    const paid = await submitStayPayment(h.deps(), (await getStay(db, stayId))!, billing("card"), { returnUrl: "/r" });
    await h.gateway().payByCard((paid as { url: string }).url.split("/").pop() ?? "", "4242424242424242");
    for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
    if (memberId) await db.update(stays).set({ memberId }).where(eq(stays.id, stayId));
    await confirmStay(h.deps(), stayId);
    const stay = (await getStay(db, stayId))!;
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
    const results = await Promise.all([cancelStay(h.deps(), stay), cancelStay(h.deps(), stay)]);
    expect(results.map((r) => r.kind).sort()).toEqual(["already_cancelled", "cancelled"]);
    const cancelled = (await getStay(db, stay.id))!;
    expect(cancelled).toMatchObject({ status: "cancelled", cancelRefund: stay.quote.total });
    expect(await getRefunds(db, stay.id)).toEqual([expect.objectContaining({ amount: stay.quote.total.amount })]);
    expect(await soldOn(dates.checkIn)).toBe(0);
    expect(h.stayEmails.map((job) => job.template)).toContain("stay_cancelled");
    expect(await cancelStay(h.deps(), cancelled)).toEqual({ kind: "already_cancelled" });
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
    expect(cancellationTerms(stay, new Date(Date.parse(`${stay.checkIn}T23:00:00Z`)))).toEqual({
      kind: "not_cancellable",
      reason: "started",
    });
    const h = stayHarness(() => afterDeadline);
    expect(await cancelStay(h.deps(), stay)).toEqual({
      kind: "cancelled",
      refund: terms.kind === "penalty" ? terms.refund : null,
    });
    const [refunded] = await getRefunds(db, stay.id);
    expect(refunded?.amount).toBe(stay.quote.total.amount - firstNights);
    // The charge is partly kept (the penalty): the payment stays succeeded, as its gateway session does.
    const [payment] = await paymentsOf(db, { kind: "stay", id: stay.id });
    expect(payment?.status).toBe("succeeded");
    expect((await h.gateway().getSession(payment!.gatewayRef!))?.status).toBe("succeeded");
  });

  test("a non-refundable stay cancels with nothing back, and the sweep leaves its payment alone", async () => {
    const h = stayHarness();
    const { stay } = await bookedStay(h, 1, "ROOM_ONLY_NONREF");
    expect(cancellationTerms(stay, testClock())).toMatchObject({ kind: "non_refundable", refund: { amount: 0 } });
    expect(await cancelStay(h.deps(), stay)).toMatchObject({ kind: "cancelled", refund: { amount: 0 } });
    await sweepStuck(h.deps(), 0);
    expect(await getRefunds(db, stay.id)).toEqual([]);
    expect((await paymentsOf(db, { kind: "stay", id: stay.id }))[0]?.status).toBe("succeeded");
  });

  test("a flight and a stay in one cart pay together in one charge; each part is fulfilled and refunded on its own", async () => {
    const h = stayHarness();
    const visitor = `together-${nextDay}`;
    const booking = await bookingReady(h, visitor, { lastName: "SANDBOX-PNR-FAIL", to: "ABV" });
    const dates = stayDates(2);
    const started = await reserve(h.deps(), visitor, dates, 1);
    const stayId = (started as { stayId: string }).stayId;
    await saveStayGuests(h.deps(), (await getStay(db, stayId))!, guests("Okafor", 1));
    let stay = (await getStay(db, stayId))!;
    const lead = { kind: "flight", id: booking.id };
    expect((await cartPaymentParts(h.deps(), visitor, booking.currency, lead)).map((p) => p.line.id)).toEqual([stayId]);

    const pay = async () => {
      const part = await stayPaymentPart(h.deps(), (await getStay(db, stayId))!);
      return submitPayment(h.deps(), await fresh(booking.id), billing("card"), { returnUrl: "/r" }, part ? [part] : []);
    };
    const [first, again] = [await pay(), await pay()];
    expect(first.kind).toBe("gateway");
    expect(again).toEqual(first);
    const sessionId = (first as { url: string }).url.split("/").pop() ?? "";
    const [flightPayment] = await paymentsOf(db, { kind: "booking", id: booking.id });
    const [stayPayment] = await paymentsOf(db, { kind: "stay", id: stayId });
    expect(flightPayment?.gatewayRef).toBe(sessionId);
    expect(stayPayment?.gatewayRef).toBe(sessionId);
    expect(stayPayment?.amount).toEqual(stay.quote.total);
    expect((await h.gateway().getSession(sessionId))?.amount.amount).toBe(
      flightPayment!.amount.amount + stay.quote.total.amount,
    );
    stay = (await getStay(db, stayId))!;
    expect(stay.status).toBe("pending_payment");
    // The stay's own payment step sends the traveller to the charge that pays it.
    expect(await submitStayPayment(h.deps(), stay, billing("card"), { returnUrl: "/r" })).toEqual({
      kind: "together",
      bookingId: booking.id,
    });

    expect(await h.gateway().payByCard(sessionId, "4242 4242 4242 4242")).toBe("succeeded");
    for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
    expect((await fresh(booking.id)).status).toBe("paid");
    expect((await getStay(db, stayId))?.status).toBe("paid");
    expect(h.ticketing).toContain(booking.id);
    expect(h.stayJobs).toContain(stayId);

    // The airline cannot make the PNR: only the flight's part of the charge goes back; the stay is booked.
    await processTicketing(h.deps(), booking.id);
    await confirmStay(h.deps(), stayId);
    expect((await fresh(booking.id)).status).toBe("not_completed");
    expect((await getStay(db, stayId))?.status).toBe("confirmed");
    expect((await getRefunds(db, booking.id)).map((r) => r.amount)).toEqual([flightPayment!.amount.amount]);
    expect(await getRefunds(db, stayId)).toEqual([]);
    expect((await h.gateway().getSession(sessionId))?.status).toBe("succeeded");
    await sweepStuck(h.deps(), 0);
    expect(await getRefunds(db, stayId)).toEqual([]);

    // Cancelling the stay gives its part back too: then the whole charge is refunded.
    await cancelStay(h.deps(), (await getStay(db, stayId))!);
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
      await saveStayGuests(h.deps(), (await getStay(db, stayId))!, guests("Okafor", 2));
      const paid = await submitStayPayment(
        h.deps(),
        (await getStay(db, stayId))!,
        billing("card"),
        { returnUrl: "/r" },
        "pay_small_small",
      );
      await h.gateway().payByCard((paid as { url: string }).url.split("/").pop() ?? "", "4242424242424242");
      for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
      await confirmStay(h.deps(), stayId);
      return { stay: (await getStay(db, stayId))!, dates };
    };
    const { stay } = await downPaid();
    expect(stay.status).toBe("confirmed");
    expect(await underLien(db, stay.id)).toBe(true);
    expect(h.stayEmails.filter((e) => e.stayId === stay.id && e.template === "stay_confirmed")).toEqual([]);
    const held = await stayActions(db, stay, testClock());
    expect(held.find((a) => a.name === "voucher")).toMatchObject({ allowed: false, reason: "pay_small_small" });
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
    const released = h.stayEmails.filter((e) => e.stayId === stay.id && e.template === "stay_confirmed");
    expect(new Set(released.map((e) => e.dedupeKey))).toEqual(new Set([`${stay.id}:released`]));

    // Another, its down payment alone paid by check-in: the plan defaults, the hotel cancels, the nights go back.
    const { stay: unpaid, dates } = await downPaid();
    const sold = await soldOn(dates.checkIn);
    await advancePlans(harness({ clock: () => new Date(`${dates.checkIn}T09:00:00Z`) }).deps());
    const cancelled = (await getStay(db, unpaid.id))!;
    expect(cancelled.status).toBe("cancelled");
    expect(await soldOn(dates.checkIn)).toBe((sold ?? 0) - 2);
    expect((await planOf(db, unpaid.id))?.status).toBe("cancelled");
  });
});
