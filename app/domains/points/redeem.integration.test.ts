import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { runBatch } from "~/db/batch";
import { hashPassword } from "~/domains/accounts/passwords.server";
import { submitPayment } from "~/domains/bookings/payment.server";
import { processTicketing } from "~/domains/bookings/ticketing.server";
import type { Booking } from "~/domains/bookings/types";
import { bookingTotals } from "~/domains/bookings/view.server";
import { expireLapsed } from "~/domains/checkout/sweep.server";
import { GatewayError } from "~/domains/checkout/gateway";
import { receivePaymentWebhook } from "~/domains/checkout/webhooks.server";
import {
  billing,
  bookingReady,
  db,
  fresh,
  harness,
  refundedInFull,
  SECRET,
  startDaysAt,
} from "../../../tests/support/checkout";
import { testClock, testClockAhead, testDay } from "../../../tests/support/clock";
import { balanceOf, earnStatement, historyOf, maxRedeemable, pointsWorth, setPin } from "./ledger.server";
import { amountDue, MAX_PIN_FAILURES, redeemForPayable, returnUnpaid } from "./redeem.server";
import { POINTS } from "./terms";

// Redeeming wakapoints at payment (decision 015) in workerd with real D1: the points lower the charge, are taken once however
// often the form is sent, never overdraw when two sessions race, survive a crash between the redemption and the
// payment, and come back when the booking is refunded or ends unpaid (once, however often the cron runs).
startDaysAt(1700);

const PIN = "2468";
const CARD = "4242424242424242";

/** A member with `points` available today and a PIN, and a booking of theirs ready to pay. */
async function memberWithBooking(points: number) {
  const h = harness();
  const memberId = `member-${crypto.randomUUID()}`;
  const pointsId = await setPin(db, memberId, await hashPassword(PIN), testClock());
  await runBatch(db, [
    earnStatement(db, { accountId: pointsId, orderId: `trip-${memberId}`, points, travelOn: testDay(0) }, testClock()),
  ]);
  const booking = await another(h, memberId);
  return { h, memberId, pointsId, booking };
}

async function another(h: ReturnType<typeof harness>, memberId: string) {
  const booking = await bookingReady(h, `redeem-${crypto.randomUUID().slice(0, 8)}`);
  await env.DB.prepare("UPDATE bookings SET member_id = ? WHERE id = ?").bind(memberId, booking.id).run();
  return fresh(booking.id);
}

const priceOf = async (booking: Booking) => {
  const price = (await bookingTotals(db, [booking])).get(booking.id);
  if (!price) throw new Error("no price");
  return price;
};

const available = async (pointsId: string) => (await balanceOf(db, pointsId, testDay(0))).available;

async function payByCard(h: ReturnType<typeof harness>, booking: Booking) {
  const paid = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
  if (paid.kind !== "gateway") throw new Error(paid.kind);
  const session = paid.url.split("/").pop() ?? "";
  return { session, pay: () => h.gateway().payByCard(session, CARD) };
}

async function deliver(h: ReturnType<typeof harness>) {
  for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
}

const chargeOf = (bookingId: string) =>
  env.DB.prepare("SELECT amount, status FROM payments WHERE payable_id = ? ORDER BY attempt DESC")
    .bind(bookingId)
    .all<{ amount: number; status: string }>()
    .then((r) => r.results);

describe("wakapoints at payment", () => {
  test("points earned on a ticketed flight become available after it; used on a second booking they lower its charge, once; its refund gives them back", async () => {
    const h = harness();
    const memberId = `member-${crypto.randomUUID()}`;
    const pointsId = await setPin(db, memberId, await hashPassword(PIN), testClock());
    // The first trip, paid and ticketed: its points are pending until its flight's day.
    const trip = await another(h, memberId);
    const first = await payByCard(h, trip);
    await first.pay();
    await deliver(h);
    await processTicketing(h.deps(), trip.id);
    const flightDay = trip.offer.slices[0]?.segments[0]?.departLocal.slice(0, 10) ?? "";
    const earned = (await balanceOf(db, pointsId, testDay(0))).pending;
    expect(earned).toBeGreaterThanOrEqual(POINTS.minRedeem);
    expect(await available(pointsId)).toBe(0);
    // After the flight (the test clock moved on), they are available and are used on the next booking.
    const afterFlight = harness({ clock: () => new Date(`${flightDay}T23:00:00Z`) });
    const booking = await another(h, memberId);
    const price = await priceOf(booking);
    const points = Math.min(earned, maxRedeemable(price));
    const input = { memberId, pointsId, points, pin: PIN, payable: { kind: "booking", id: booking.id }, price };
    const [once, twice] = [
      await redeemForPayable(afterFlight.deps(), input),
      await redeemForPayable(afterFlight.deps(), input),
    ];
    expect(once).toEqual({ ok: true, points });
    expect(twice).toEqual({ ok: false, reason: "already" });
    expect((await balanceOf(db, pointsId, flightDay)).available).toBe(earned - points);
    const due = await amountDue(db, { kind: "booking", id: booking.id }, price);
    expect(due.amount).toBe(price.amount - pointsWorth(points, price.currency).amount);

    const { pay } = await payByCard(h, booking);
    expect((await chargeOf(booking.id))[0]?.amount).toBe(due.amount);
    await pay();
    await deliver(h);
    await processTicketing(h.deps(), booking.id);
    expect((await fresh(booking.id)).status).toBe("ticketed");
    // Paid and kept: the cron leaves the points with the booking.
    expect(await returnUnpaid(db, h.deps().payables, testClockAhead(3_600_000)())).toBe(0);

    expect((await refundedInFull(h, await fresh(booking.id))).status).toBe("refunded");
    // The used points are back; the second booking's own earned points are taken back.
    expect((await balanceOf(db, pointsId, flightDay)).available).toBe(earned);
    const kinds = (await historyOf(db, pointsId)).filter((e) => e.orderId === booking.id).map((e) => e.kind);
    expect(kinds.filter((k) => k === "return")).toHaveLength(1);
  });

  test("refusals: another member's id, a wrong PIN (five lock it), too few, too many, more than available", async () => {
    const { h, memberId, pointsId, booking } = await memberWithBooking(300);
    const price = await priceOf(booking);
    const base = { memberId, pointsId, points: 200, pin: PIN, payable: { kind: "booking", id: booking.id }, price };
    const other = await setPin(db, `member-${crypto.randomUUID()}`, await hashPassword(PIN), testClock());
    const refused = async (change: Partial<typeof base>) => redeemForPayable(h.deps(), { ...base, ...change });
    expect(await refused({ pointsId: other })).toEqual({ ok: false, reason: "wakapoint" });
    expect(await refused({ pointsId: "WP0000000000" })).toEqual({ ok: false, reason: "wakapoint" });
    expect(await refused({ points: 99 })).toEqual({ ok: false, reason: "too_few" });
    expect(await refused({ points: maxRedeemable(price) + 1 })).toMatchObject({ ok: false, reason: "too_many" });
    expect(await refused({ points: 301 })).toEqual({ ok: false, reason: "insufficient" });
    for (let i = 0; i < MAX_PIN_FAILURES; i++)
      expect(await refused({ pin: "1111" })).toEqual({ ok: false, reason: "pin" });
    // Locked: even the right PIN waits.
    expect(await refused({})).toEqual({ ok: false, reason: "locked" });
    expect(await available(pointsId)).toBe(300);
    expect((await chargeOf(booking.id)).length).toBe(0);
  });

  test("two sessions redeeming for two bookings against a balance that covers one: one gets the points", async () => {
    const { h, memberId, pointsId, booking } = await memberWithBooking(500);
    const second = await another(h, memberId);
    const results = await Promise.all(
      [booking, second].map(async (b) =>
        redeemForPayable(h.deps(), {
          memberId,
          pointsId,
          points: 400,
          pin: PIN,
          payable: { kind: "booking", id: b.id },
          price: await priceOf(b),
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "insufficient")).toHaveLength(1);
    expect(await available(pointsId)).toBe(100);
  });

  test("an attempt opened at the full price is closed when points are used; paid before, it pays and takes no points", async () => {
    const { h, memberId, pointsId, booking } = await memberWithBooking(2_000);
    const price = await priceOf(booking);
    const input = { memberId, pointsId, points: 150, pin: PIN, payable: { kind: "booking", id: booking.id }, price };
    const opened = await payByCard(h, booking);
    expect(await redeemForPayable(h.deps(), input)).toEqual({ ok: true, points: 150 });
    // The old page can no longer take the full price.
    await opened.pay();
    await deliver(h);
    expect((await fresh(booking.id)).status).toBe("pending_payment");
    const again = await payByCard(h, await fresh(booking.id));
    expect((await chargeOf(booking.id))[0]?.amount).toBe(price.amount - pointsWorth(150, price.currency).amount);
    await again.pay();
    await deliver(h);
    expect((await fresh(booking.id)).status).toBe("paid");

    // A second booking whose full-price attempt was paid a moment before the points were asked for: no points taken.
    const next = await another(h, memberId);
    const paidFirst = await payByCard(h, next);
    await paidFirst.pay();
    const late = await redeemForPayable(h.deps(), { ...input, payable: { kind: "booking", id: next.id }, price });
    expect(late).toEqual({ ok: false, reason: "paid" });
    expect((await fresh(next.id)).status).toBe("paid");
    expect(await available(pointsId)).toBe(2_000 - 150);
  });

  test("a crash between the redemption and the payment: the points stay with the booking, and come back once when it lapses", async () => {
    const { h, memberId, pointsId, booking } = await memberWithBooking(1_000);
    const price = await priceOf(booking);
    const payable = { kind: "booking", id: booking.id };
    expect(
      await redeemForPayable(h.deps(), { memberId, pointsId, points: 100, pin: PIN, payable, price }),
    ).toMatchObject({ ok: true });
    // The payment is never opened: the gateway is down when the traveller pays.
    const gateway = h.gateway();
    gateway.createCardSession = () => Promise.reject(new GatewayError("down"));
    expect((await submitPayment({ ...h.deps(), gateway }, booking, billing("card"), { returnUrl: "/r" })).kind).toBe(
      "gateway_error",
    );
    expect(await available(pointsId)).toBe(900);
    // While the booking can still be paid, the cron keeps the points with it.
    expect(await returnUnpaid(db, h.deps().payables, testClockAhead(10 * 60_000)())).toBe(0);
    // Its hold lapses: the checkout's cron closes it, and the points come back once however often the cron runs.
    const later = harness({ clock: testClockAhead(3 * 3_600_000) });
    await expireLapsed(later.deps());
    expect((await fresh(booking.id)).status).toBe("expired");
    expect(await returnUnpaid(db, later.deps().payables, later.deps().now)).toBeGreaterThanOrEqual(1);
    expect(await returnUnpaid(db, later.deps().payables, later.deps().now)).toBe(0);
    expect(await available(pointsId)).toBe(1_000);
    expect(await amountDue(db, payable, price)).toEqual(price);
  });
});
