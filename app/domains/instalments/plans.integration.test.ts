import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { submitPayment } from "~/domains/bookings/payment.server";
import { manageActions } from "~/domains/bookings/manage-actions.server";
import type { Booking } from "~/domains/bookings/types";
import { sweepStuck } from "~/domains/checkout/sweep.server";
import { paymentReturned, receivePaymentWebhook } from "~/domains/checkout/webhooks.server";
import {
  billing,
  bookingReady,
  db,
  deliverWebhooks,
  fresh,
  harness,
  outboxEmailDeps,
  SECRET,
  startDaysAt,
} from "../../../tests/support/checkout";
import { testClock } from "../../../tests/support/clock";
import { CARD, downPaid, opened, payOnPlan, sessionOf } from "../../../tests/support/plans";
import { stepContext } from "../../../tests/support/requests";
import { confirmationBody } from "~/utils/booking-api.server";
import { formatMoney } from "~/domains/markets/markets";
import { readOutbox } from "~/domains/notifications/email.server";
import { advancePlans } from "./cron.server";
import { PlanEmailJobSchema, sendPlanEmail } from "./emails.server";
import { payInstalments } from "./pay.server";
import { defaultCharge, refundOnCancel } from "./plan";
import { openPlan, planOf, underLien } from "./plans.server";

// Pay Small Small at payment and after (decision 015) in workerd with real D1: the down payment issues the flight under a lien,
// later payments are paid one or all at once, the last releases the e-tickets once; the cron reminds, charges a missed
// payment and cancels a plan unpaid on the travel day, each once however often it runs; a double submit, two
// sessions paying at once and a lost webhook never charge or keep twice.
startDaysAt(1800);

type H = ReturnType<typeof harness>;
const deliver = deliverWebhooks;

const emailsFor = (h: H, booking: Booking) =>
  h.emails.filter((e) => (e as { bookingId?: string }).bookingId === booking.id).map((e) => e.dedupeKey);
const planEmails = (h: H, planId: string) =>
  h.emails.filter((e) => (e as { planId?: string }).planId === planId).map((e) => e.dedupeKey);

const payments = (bookingId: string) =>
  env.DB.prepare("SELECT payable_id, amount, status FROM payments WHERE booking_id = ? ORDER BY attempt")
    .bind(bookingId)
    .all<{ payable_id: string; amount: number; status: string }>()
    .then((r) => r.results);

describe("Pay Small Small", () => {
  test("the down payment tickets the flight under a lien; the next payment, then the balance in one charge, release it once", async () => {
    const h = harness();
    const { booking, plan } = await downPaid(h);
    expect(booking.status).toBe("ticketed");
    expect(plan.status).toBe("active");
    expect(plan.payments.length).toBeGreaterThanOrEqual(3);
    expect((await payments(booking.id)).map((p) => [p.payable_id, p.amount, p.status])).toEqual([
      [plan.payments[0]?.id, plan.payments[0]?.amount.amount, "succeeded"],
    ]);
    expect(plan.payments.reduce((sum, p) => sum + p.amount.amount, 0)).toBe(plan.total.amount);
    // Under the lien: no e-ticket e-mail, no e-ticket from manage booking; the schedule e-mail once.
    expect(await underLien(db, booking.id)).toBe(true);
    expect(emailsFor(h, booking).filter((k) => k.includes("ticketed") || k.includes("released"))).toEqual([]);
    expect(planEmails(h, plan.id)).toEqual([`plan:${plan.id}:schedule`]);
    const email = outboxEmailDeps();
    for (const job of h.emails.filter((e) => "planId" in e)) await sendPlanEmail(email, PlanEmailJobSchema.parse(job));
    const [schedule] = await readOutbox(db, { to: plan.email });
    expect(schedule?.subject).toBe(`Pay Small Small for ${booking.reference}: your plan`);
    const held = await manageActions(db, booking, testClock());
    expect(held.actions.find((a) => a.name === "ticket")).toMatchObject({ allowed: false, reason: "pay_small_small" });
    expect(held.actions.find((a) => a.name === "refund")).toMatchObject({ allowed: false, reason: "pay_small_small" });

    await h.gateway().payByCard(sessionOf(await opened(h, plan, "next")), CARD);
    await deliver(h);
    const afterNext = await planOf(db, booking.id);
    expect(afterNext?.payments.map((p) => p.status)).toEqual(plan.payments.map((_, i) => (i < 2 ? "paid" : "due")));
    expect(await underLien(db, booking.id)).toBe(true);

    const balance = await opened(h, afterNext!, "balance");
    const charged = (await payments(booking.id)).filter((p) => p.status === "pending");
    expect(charged.reduce((sum, p) => sum + p.amount, 0)).toBe(
      plan.payments.slice(2).reduce((sum, p) => sum + p.amount.amount, 0),
    );
    await h.gateway().payByCard(sessionOf(balance), CARD);
    await deliver(h);
    // Whatever order the parts were settled in, the sweep's repair releases a plan left with nothing due.
    await sweepStuck(h.deps(), 0, 0);
    await sweepStuck(h.deps(), 0, 0);
    const paid = await planOf(db, booking.id);
    expect(paid?.status).toBe("paid");
    // Every move went through the plan's and its payments' machines, each with its event, once.
    const events = await env.DB.prepare(
      "SELECT machine, subject_id AS subject, from_status AS fromStatus, to_status AS toStatus FROM status_events WHERE subject_id = ? OR subject_id LIKE ? ORDER BY id",
    )
      .bind(plan.id, `${plan.id}-%`)
      .all<{ machine: string; subject: string; fromStatus: string | null; toStatus: string }>();
    const planMoves = events.results
      .filter((e) => e.machine === "instalment_plan")
      .map((e) => `${e.fromStatus} -> ${e.toStatus}`);
    expect(planMoves).toEqual(["null -> awaiting_down", "awaiting_down -> active", "active -> paid"]);
    for (const payment of plan.payments) {
      const moves = events.results.filter((e) => e.machine === "instalment_payment" && e.subject === payment.id);
      expect(moves.map((e) => `${e.fromStatus} -> ${e.toStatus}`)).toEqual(["null -> due", "due -> paid"]);
    }
    expect(await underLien(db, booking.id)).toBe(false);
    expect(emailsFor(h, booking).filter((k) => k === `${booking.id}:released`)).toHaveLength(1);
    const released = await manageActions(db, await fresh(booking.id), testClock());
    expect(released.actions.find((a) => a.name === "ticket")).toMatchObject({ allowed: true });
    // Every payment was kept: none given back, none twice.
    expect((await payments(booking.id)).filter((p) => p.status === "succeeded")).toHaveLength(plan.payments.length);
  });

  test("a down payment by bank transfer is due within 24 hours, not the transfer's usual two days", async () => {
    const at = testClock();
    const h = harness({ clock: () => at });
    const booking = await bookingReady(h, `pss-bank-${crypto.randomUUID().slice(0, 8)}`);
    const pending = await submitPayment(
      h.deps(),
      booking,
      billing("bank_transfer"),
      { returnUrl: "/r" },
      [],
      "pay_small_small",
    );
    expect(pending.kind).toBe("pending");
    const [row] = (
      await env.DB.prepare("SELECT expires_at FROM payments WHERE booking_id = ?")
        .bind(booking.id)
        .all<{ expires_at: string }>()
    ).results;
    expect(Date.parse(row?.expires_at ?? "") - at.getTime()).toBe(24 * 3_600_000);
  });

  test("two sessions paying the next payment at once: it is paid once, and the other charge goes back", async () => {
    const h = harness();
    const { booking, plan } = await downPaid(h);
    const pay = () =>
      payInstalments(h.deps(), plan, { which: "next", form: billing("card"), returnUrl: "/r", locale: "en-US" });
    const [a, b] = await Promise.all([pay(), pay()]);
    if (a.kind !== "gateway" || b.kind !== "gateway") throw new Error(`${a.kind} ${b.kind}`);
    for (const url of new Set([a.url, b.url])) await h.gateway().payByCard(sessionOf(url), CARD);
    await deliver(h);
    await sweepStuck(h.deps(), 0, 0);
    const rows = (await payments(booking.id)).filter((p) => p.payable_id === plan.payments[1]?.id);
    expect(rows.filter((p) => p.status === "succeeded")).toHaveLength(1);
    expect(rows.filter((p) => p.status === "succeeded" || p.status === "pending")).toHaveLength(1);
    expect((await planOf(db, booking.id))?.payments[1]?.status).toBe("paid");
  });

  test("back from the gateway before any webhook: the balance paid in one charge reads paid at once, the lien lifted", async () => {
    const h = harness();
    const { booking, plan } = await downPaid(h);
    const session = sessionOf(await opened(h, plan, "balance"));
    await h.gateway().payByCard(session, CARD);
    h.deliveries.splice(0);
    // The traveller's browser comes back first: what the page shows next must already be the gateway's answer.
    expect(await paymentReturned(h.deps(), session)).toBe("/r");
    const after = await planOf(db, booking.id);
    expect(after?.payments.map((p) => p.status)).toEqual(after?.payments.map(() => "paid"));
    expect(after?.status).toBe("paid");
    expect(await underLien(db, booking.id)).toBe(false);
  });

  test("the booking API says what the booking's pages say of a plan: part paid with what is left, then paid in full", async () => {
    const h = harness();
    const { booking, plan } = await downPaid(h);
    const label = async () =>
      (await confirmationBody(await stepContext(null), await fresh(booking.id))).FlightBookingDetails
        .FlightBookingSummary.PaymentStatusLabel;
    const left = plan.payments.slice(1).reduce((sum, p) => sum + p.amount.amount, 0);
    expect(await label()).toBe(
      `Part paid: ${formatMoney({ amount: left, currency: plan.total.currency }, "en-US")} left`,
    );
    await payOnPlan(h, plan, "balance");
    expect(await label()).toBe("Paid in full");
  });

  test("a lost webhook: the payment found by the sweep pays the instalment, once", async () => {
    const h = harness();
    const { booking, plan } = await downPaid(h);
    await h.gateway().payByCard(sessionOf(await opened(h, plan, "next")), CARD);
    h.deliveries.splice(0);
    await sweepStuck(h.deps(), 0, 0);
    await sweepStuck(h.deps(), 0, 0);
    expect((await planOf(db, booking.id))?.payments[1]?.status).toBe("paid");
    expect((await payments(booking.id)).filter((p) => p.status === "succeeded")).toHaveLength(2);
  });

  test("the cron reminds 3 and 1 days before, charges a missed payment once, and cancels a plan unpaid on the travel day, refunding by the rule, once", async () => {
    const h = harness();
    const { booking, plan } = await downPaid(h);
    const second = plan.payments[1]!;
    const at = (day: string) => harness({ clock: () => new Date(`${day}T09:00:00Z`) });
    const addDays = (day: string, n: number) =>
      new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    for (const before of [3, 1]) {
      const day = at(addDays(second.dueOn, -before));
      await advancePlans(day.deps());
      await advancePlans(day.deps());
      h.emails.push(...day.emails);
    }
    const reminders = planEmails(h, plan.id).filter((k) => k.includes(":reminder:"));
    expect(reminders).toHaveLength(2);

    // Missed by a day: the default charge once, however often the cron runs.
    const late = at(addDays(second.dueOn, 1));
    await advancePlans(late.deps());
    await advancePlans(late.deps());
    const charged = await planOf(db, booking.id);
    expect(charged?.payments[1]?.defaultCharge).toEqual(defaultCharge(second.amount));
    expect(late.emails.filter((e) => e.dedupeKey.includes(":missed:"))).toHaveLength(1);

    // Paid late (with the charge), then nothing more: on the travel day the plan defaults and the booking is cancelled.
    await late.gateway().payByCard(sessionOf(await opened(late, charged!, "next")), CARD);
    for (const d of late.deliveries.splice(0)) await receivePaymentWebhook(late.deps(), SECRET, d.body, d.signature);
    const travel = at(plan.travelOn);
    await Promise.all([advancePlans(travel.deps()), advancePlans(travel.deps())]);
    await advancePlans(travel.deps());
    const cancelled = await planOf(db, booking.id);
    expect(cancelled?.status).toBe("cancelled");
    expect(cancelled?.payments.slice(2).every((p) => p.status === "cancelled")).toBe(true);
    expect((await fresh(booking.id)).status).toBe("cancelled");
    const paidAmount = plan.payments[0]!.amount.amount + second.amount.amount + defaultCharge(second.amount).amount;
    const refunds = await env.DB.prepare("SELECT SUM(amount) AS total, COUNT(*) AS n FROM refunds WHERE booking_id = ?")
      .bind(booking.id)
      .first<{ total: number; n: number }>();
    expect(refunds?.total).toBe(refundOnCancel(plan.total, paidAmount).amount);
    // Two runs at once may both hand the e-mail to the queue (delivered at least once); its key sends it once.
    expect(new Set(travel.emails.map((e) => e.dedupeKey)).has(`plan:${plan.id}:cancelled`)).toBe(true);
    const email = outboxEmailDeps();
    for (const job of travel.emails) await sendPlanEmail(email, PlanEmailJobSchema.parse(job));
    const sent = await readOutbox(db, { to: plan.email });
    const cancellation = sent.filter((m) => m.subject.endsWith("plan cancelled"));
    expect(cancellation).toHaveLength(1);
    expect(cancellation[0]?.text).toContain(plan.reference);
  });

  test("the cron over plans in every state: each reminded, charged or cancelled once, run twice; the rest untouched", async () => {
    const h = harness();
    const today = testClock().toISOString().slice(0, 10);
    const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const made = async (status: string, secondDue: number, travel = 90) => {
      const id = crypto.randomUUID().replace(/-/g, "").slice(0, 16);
      const opened = await openPlan(
        db,
        {
          order: { kind: "booking", id },
          product: "flight",
          total: { amount: 1_000_000_00, currency: "NGN" },
          bookedOn: day(-60),
          travelOn: day(travel),
          email: `${id}@example.com`,
          locale: "en-US",
          reference: id.slice(0, 6).toUpperCase(),
          title: "LOS–LHR",
          managePath: `/booking/${id}/summary`,
        },
        testClock(),
      );
      if (!opened.ok) throw new Error(opened.reason);
      await env.DB.batch([
        env.DB.prepare("UPDATE instalment_plans SET status = ?, travel_on = ? WHERE id = ?").bind(
          status,
          day(travel),
          id,
        ),
        env.DB.prepare("UPDATE instalment_payments SET status = 'paid' WHERE plan_id = ? AND seq = 0").bind(id),
        env.DB.prepare("UPDATE instalment_payments SET due_on = ? WHERE plan_id = ? AND seq = 1").bind(
          day(secondDue),
          id,
        ),
      ]);
      return id;
    };
    const plans = {
      waiting: await made("awaiting_down", 3),
      soon: await made("active", 3),
      tomorrow: await made("active", 1),
      missed: await made("active", -2),
      paid: await made("paid", -2),
      travelling: await made("active", -30, 0),
      cancelled: await made("cancelled", -2, 0),
    };
    await advancePlans(h.deps());
    await advancePlans(h.deps());
    const keys = (id: string) => [...new Set(planEmails(h, id).map((k) => k.split(":")[2]))].sort();
    expect(keys(plans.waiting)).toEqual([]);
    expect(keys(plans.soon)).toEqual(["reminder"]);
    expect(keys(plans.tomorrow)).toEqual(["reminder"]);
    expect(keys(plans.missed)).toEqual(["missed"]);
    expect(keys(plans.paid)).toEqual([]);
    // Its payment was missed long ago (charged in the same run), and it is unpaid on the travel day: cancelled.
    expect(keys(plans.travelling)).toEqual(["cancelled", "missed"]);
    expect(keys(plans.cancelled)).toEqual([]);
    const status = async (id: string) => (await planOf(db, id))?.status;
    expect(await status(plans.waiting)).toBe("awaiting_down");
    expect(await status(plans.missed)).toBe("active");
    expect(await status(plans.paid)).toBe("paid");
    expect(await status(plans.travelling)).toBe("cancelled");
    const missed = await planOf(db, plans.missed);
    expect(missed?.payments[1]?.defaultCharge).toEqual(defaultCharge(missed!.payments[1]!.amount));
    // The paid plan's payment past its day is not charged: only an active plan's are.
    expect((await planOf(db, plans.paid))?.payments[1]?.defaultCharge.amount).toBe(0);
  });
});
