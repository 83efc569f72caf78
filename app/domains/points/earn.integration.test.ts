import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { db, fresh, harness, refundedInFull, startDaysAt, ticketedBooking } from "../../../tests/support/checkout";
import { testClock } from "../../../tests/support/clock";
import { downPaid, payOnPlan } from "../../../tests/support/plans";
import { accountOf, balanceOf, historyOf, pointsEarned, pointsWorth } from "./ledger.server";

// Wakapoints earned on a member's ticketed flight (decision 015): pending until the flight's day, recorded once however often
// ticketing runs, taken back when the booking is refunded in full. A guest's booking earns nothing.
startDaysAt(600);

async function ticketedFor(memberId: string | null, visitorId: string) {
  const booking = await ticketedBooking(visitorId, { ...(memberId ? { memberId } : {}), ticketingRuns: 2 });
  const payment = await env.DB.prepare(
    "SELECT amount, currency FROM payments WHERE payable_id = ? AND status = 'succeeded'",
  )
    .bind(booking.id)
    .first<{ amount: number; currency: "NGN" }>();
  return { booking, paid: payment };
}

describe("wakapoints on a ticketed flight", () => {
  test("a member earns on what was paid, pending until the flight, once; a full refund takes the points back", async () => {
    const memberId = `member-${crypto.randomUUID()}`;
    const { booking, paid } = await ticketedFor(memberId, `points-${crypto.randomUUID().slice(0, 8)}`);
    expect(booking.status).toBe("ticketed");
    const account = await accountOf(db, memberId);
    if (!account || !paid) throw new Error("no account or payment");
    const earned = pointsEarned({ amount: paid.amount, currency: paid.currency }, "flight");
    expect(earned).toBeGreaterThan(0);
    const today = testClock().toISOString().slice(0, 10);
    const flightDay = booking.offer.slices[0]?.segments[0]?.departLocal.slice(0, 10) ?? "";
    expect(await balanceOf(db, account.id, today)).toEqual({ available: 0, pending: earned });
    expect(await balanceOf(db, account.id, flightDay)).toEqual({ available: earned, pending: 0 });
    expect((await historyOf(db, account.id)).map((e) => [e.kind, e.orderId])).toEqual([["earn", booking.id]]);

    // Refunded in full: the pending points vanish.
    expect((await refundedInFull(harness(), await fresh(booking.id))).status).toBe("refunded");
    expect(await balanceOf(db, account.id, flightDay)).toEqual({ available: 0, pending: 0 });
    expect((await historyOf(db, account.id)).map((e) => e.kind).sort()).toEqual(["earn", "reverse"]);
  });

  test("a guest's booking earns nothing", async () => {
    const visitorId = `guest-${crypto.randomUUID().slice(0, 8)}`;
    const { booking } = await ticketedFor(null, visitorId);
    expect(booking.status).toBe("ticketed");
    const entries = await env.DB.prepare("SELECT COUNT(*) AS n FROM points_entries WHERE order_id = ?")
      .bind(booking.id)
      .first<{ n: number }>();
    expect(entries?.n).toBe(0);
  });

  test("a member's flight paid with Pay Small Small earns by the same rule, on what the plan took, once it is paid", async () => {
    const h = harness();
    const { booking, plan } = await downPaid(h);
    const memberId = `member-${crypto.randomUUID()}`;
    await env.DB.prepare("UPDATE bookings SET member_id = ? WHERE id = ?").bind(memberId, booking.id).run();
    // Ticketed under the lien: nothing is earned on a quarter of the price.
    expect(await accountOf(db, memberId)).toBeNull();
    await payOnPlan(h, plan, "balance");
    const account = await accountOf(db, memberId);
    if (!account) throw new Error("no points account");
    const earned = pointsEarned(plan.total, "flight");
    const today = testClock().toISOString().slice(0, 10);
    expect(await balanceOf(db, account.id, today)).toEqual({ available: 0, pending: earned });
    // The published rule: about 1 % of what a flight costs comes back in points.
    const back = pointsWorth(earned, plan.total.currency).amount / plan.total.amount;
    expect(back).toBeGreaterThan(0.0095);
    expect(back).toBeLessThanOrEqual(0.01);
    // The plan's release asked again (the repair a stuck plan gets): still one entry.
    await h.deps().payables.instalment?.repair(new Date(0));
    expect((await historyOf(db, account.id)).map((e) => [e.kind, e.orderId])).toEqual([["earn", booking.id]]);
  });
});
