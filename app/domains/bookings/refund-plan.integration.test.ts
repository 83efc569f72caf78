import { env } from "cloudflare:test";
import { describe, expect, test, vi } from "vitest";
import { orderAccessToken } from "~/domains/core/access.server";
import { advancePlans } from "~/domains/instalments/cron.server";
import { refundOnCancel } from "~/domains/instalments/plan";
import { planOf } from "~/domains/instalments/plans.server";
import { i18nextMiddleware } from "~/i18n/i18next.server";
import { action as apiAction, loader as apiLoader } from "~/routes/api/manage-booking";
import { action as pageAction, loader as pageLoader } from "~/routes/manage-booking/refund";
import { db, fresh, harness, REFUND_REQUEST, startDaysAt, ticketedBooking } from "../../../tests/support/checkout";
import { testClock } from "../../../tests/support/clock";
import { downPaid, payOnPlan } from "../../../tests/support/plans";
import { stepContext } from "../../../tests/support/requests";
import { advanceRefundCases } from "./refund-back-office.server";
import { refundOffer, requestRefund } from "./refund-cases.server";
import type { Booking } from "./types";

// A refund case moves only money its booking's payment took and still holds, back the way it came (docs/product-rules.md
// §5); a booking on a Pay Small Small plan has none: its plan's cancellation says what comes back (§9).
startDaysAt(1900);

const request = REFUND_REQUEST;
const deps = () => ({ db, now: testClock(), stepMinutes: 0 });

/** Runs a route's loader or action as the Worker would (with its i18n middleware): status and body. */
async function run(
  handler: (args: never) => Promise<unknown>,
  booking: Booking,
  request: Request,
  params: Record<string, string>,
) {
  const context = await stepContext(booking.visitorId);
  let answer: unknown;
  await i18nextMiddleware({ request, context, params } as never, async () => {
    answer = await handler({ request, context, params } as never).catch((thrown: unknown) => thrown);
    return new Response();
  });
  if (answer instanceof Response) {
    const text = await answer.text();
    return { status: answer.status, body: text };
  }
  const init = (answer as { init?: { status?: number } }).init;
  return { status: init?.status ?? 200, body: JSON.stringify((answer as { data?: unknown }).data ?? answer) };
}

const json = (body: object) => ({
  method: "POST",
  body: JSON.stringify(body),
  headers: { "Content-Type": "application/json" },
});

describe("a booking on a Pay Small Small plan has no refund case", () => {
  test("refused by requestRefund, the page and the API, which answer with what cancelling the plan gives back", async () => {
    const h = harness();
    const { booking, plan } = await downPaid(h);
    const down = plan.payments[0]!.amount;
    const refused = await requestRefund(deps(), booking, request);
    // The down payment is the retained share: cancelling now gives nothing back.
    expect(refused).toEqual({
      ok: false,
      reason: "pay_small_small",
      plan: {
        planId: plan.id,
        total: plan.total,
        paid: down,
        retained: down,
        returns: refundOnCancel(plan.total, down.amount),
      },
    });
    const offer = await refundOffer(db, booking, testClock());
    expect(offer.may).toBe(false);
    expect(offer.plan?.returns.amount).toBe(0);

    const page = `https://tern.test/manage-booking/${booking.id}/refund`;
    const shown = await run(pageLoader, booking, new Request(page), { bookingId: booking.id });
    expect(shown.status).toBe(200);
    expect(shown.body).toContain('"plan":{');
    const form = new URLSearchParams({ ...request, positions: "0", terms: "on", accountName: ".." });
    const posted = await run(pageAction, booking, new Request(page, { method: "POST", body: form }), {
      bookingId: booking.id,
    });
    expect(posted.status).toBe(409);
    expect(posted.body).toContain("errors.refundPaySmallSmall");

    const access = { "X-Booking-Access": orderAccessToken(env.SESSION_SECRET, booking.id, testClock()) };
    const quote = await run(
      apiLoader,
      booking,
      new Request(`https://tern.test/api/manage-booking/RefundQuote?bookingId=${booking.id}`, { headers: access }),
      { operation: "RefundQuote" },
    );
    expect(JSON.parse(quote.body)).toMatchObject({ refundable: false, plan: { returns: { amount: 0 } } });
    const api = await run(
      apiAction,
      booking,
      new Request("https://tern.test/api/manage-booking/RefundRequest", {
        ...json({ bookingId: booking.id, ...request, terms: true, accountName: ".." }),
        headers: { ...access, "Content-Type": "application/json" },
      }),
      { operation: "RefundRequest" },
    );
    expect(api.status).toBe(409);
    expect(JSON.parse(api.body)).toMatchObject({ code: "pay_small_small", plan: { planId: plan.id } });
    const cases = await env.DB.prepare("SELECT COUNT(*) AS n FROM refund_cases WHERE booking_id = ?")
      .bind(booking.id)
      .first<{ n: number }>();
    expect(cases?.n).toBe(0);
  });

  test("paid in full, still no case; cancelled on the travel day, the plan gives back what the page said", async () => {
    const h = harness();
    const { booking, plan } = await downPaid(h);
    const next = await payOnPlan(h, plan, "next");
    const quoted = await refundOffer(db, booking, testClock());
    const paid = next.payments.filter((p) => p.status === "paid").reduce((sum, p) => sum + p.amount.amount, 0);
    expect(quoted.plan?.returns).toEqual(refundOnCancel(plan.total, paid));
    expect(quoted.plan?.returns.amount).toBeGreaterThan(0);

    // Unpaid on the travel day: the cron cancels the plan and refunds exactly that.
    const travel = harness({ clock: () => new Date(`${plan.travelOn}T09:00:00Z`) });
    await advancePlans(travel.deps());
    await advancePlans(travel.deps());
    expect((await planOf(db, plan.id))?.status).toBe("cancelled");
    const refunded = await env.DB.prepare("SELECT SUM(amount) AS total FROM refunds WHERE booking_id = ?")
      .bind(booking.id)
      .first<{ total: number }>();
    expect(refunded?.total).toBe(quoted.plan?.returns.amount);

    // Another plan paid in full: its balance paid, the lien lifted, and still no refund case.
    const full = await downPaid(h);
    const settled = await payOnPlan(h, full.plan, "balance");
    expect(settled.payments.every((p) => p.status === "paid")).toBe(true);
    const again = await requestRefund(deps(), await fresh(full.booking.id), request);
    expect(again).toMatchObject({
      ok: false,
      reason: "pay_small_small",
      plan: { returns: refundOnCancel(full.plan.total, full.plan.total.amount) },
    });
  });
});

describe("a refund case never moves money that was not kept", () => {
  test("the case is capped at what the payment still holds, and the back office pays no more than that", async () => {
    const h = harness();
    const booking = await ticketedBooking("refund-capped", { familyCode: "ECONOMY_FLEX" });
    const [payment] = (
      await env.DB.prepare("SELECT id, amount FROM payments WHERE booking_id = ? AND status = 'succeeded'")
        .bind(booking.id)
        .all<{ id: string; amount: number }>()
    ).results;
    if (!payment) throw new Error("no payment");
    // Most of the payment already went back (a saga refund, say): 1,000 left in it.
    await env.DB.prepare(
      "INSERT INTO refunds (id, payment_id, booking_id, amount, currency, reason, gateway_ref, channel, created_at) VALUES (?, ?, ?, ?, ?, 'earlier', 'r-1', 'original_payment', ?)",
    )
      .bind(`earlier-${payment.id}`, payment.id, booking.id, payment.amount - 1_000, booking.currency, "2026-01-01")
      .run();
    const opened = await requestRefund(deps(), booking, request);
    if (!opened.ok) throw new Error(opened.reason);
    expect(opened.refundCase.amount.amount).toBeLessThanOrEqual(1_000);
    // A second earlier refund lands before the case is paid: the back office leaves it for a person.
    await env.DB.prepare(
      "INSERT INTO refunds (id, payment_id, booking_id, amount, currency, reason, gateway_ref, channel, created_at) VALUES (?, ?, ?, 1000, ?, 'later', 'r-2', 'original_payment', ?)",
    )
      .bind(`later-${payment.id}`, payment.id, booking.id, booking.currency, "2026-01-02")
      .run();
    const alerts = vi.spyOn(console, "error").mockImplementation(() => {});
    const start = testClock();
    for (let step = 1; step <= 4; step++) {
      const now = new Date(start.getTime() + step * 1000);
      await advanceRefundCases({ db, now, stepMinutes: 0, gateway: h.deps().gateway, supplier: h.deps().supplier });
    }
    const total = await env.DB.prepare("SELECT SUM(amount) AS total FROM refunds WHERE payment_id = ?")
      .bind(payment.id)
      .first<{ total: number }>();
    expect(total?.total).toBe(payment.amount);
    expect(alerts).toHaveBeenCalledWith(expect.stringMatching(/asks more than its payment holds/));
    alerts.mockRestore();
  });

  test("an account name of dots, dashes or another script never matches a payer it is not", async () => {
    const booking = await ticketedBooking("refund-names");
    await env.DB.prepare("UPDATE payments SET method = 'bank_transfer' WHERE booking_id = ?").bind(booking.id).run();
    for (const accountName of ["..", "--", "·", "Адэ Окафор", "阿德"]) {
      expect(await requestRefund(deps(), booking, { ...request, accountName })).toEqual({
        ok: false,
        reason: "account_name",
      });
    }
    // No payer on record: nothing matches, not even an empty-looking name.
    await env.DB.prepare(
      "UPDATE payments SET billing_json = json_set(billing_json, '$.nameOnCard', '') WHERE booking_id = ?",
    )
      .bind(booking.id)
      .run();
    expect(await requestRefund(deps(), booking, { ...request, accountName: "." })).toEqual({
      ok: false,
      reason: "account_name",
    });
    // The payer's name in another script matches itself.
    await env.DB.prepare(
      "UPDATE payments SET billing_json = json_set(billing_json, '$.nameOnCard', 'Адэ Окафор') WHERE booking_id = ?",
    )
      .bind(booking.id)
      .run();
    expect((await requestRefund(deps(), booking, { ...request, accountName: "адэ  окафор" })).ok).toBe(true);
  });
});
