import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { db, fresh, harness, REFUND_REQUEST, startDaysAt, ticketedBooking } from "../../../tests/support/checkout";
import { testClock } from "../../../tests/support/clock";
import { getRefunds } from "~/domains/checkout/payments.server";
import type { PaymentGateway } from "~/domains/checkout/gateway";
import { advanceRefundCases } from "./refund-back-office.server";
import { requestRefund } from "./refund-cases.server";
import {
  decideRefundCase,
  deskRefundCase,
  type RefundDeskDeps,
  refundQueue,
  takeRefundCase,
} from "./refund-decisions.server";

// Refund cases decided at the desk (docs/product-rules.md §5): money moves only on an approval, once, for at most what
// the fare's rules give back and the payment holds, through the payment's channel; above the threshold, only on a
// second officer's approval. Every decision writes its audit row with the move, and nothing else.
startDaysAt(575);

const REMI = { staffId: "staff-remi", address: "192.0.2.10" };
const RITA = { staffId: "staff-rita", address: "192.0.2.11" };
/** No approval in these tests needs a second officer, unless a test says so. */
const HIGH = { amount: 10_000_000_000, currency: "NGN" as const };

function desk(
  h = harness(),
  options: { gateway?: PaymentGateway; above?: RefundDeskDeps["secondApprovalAbove"] } = {},
) {
  const deps = h.deps();
  return {
    ...deps,
    gateway: options.gateway ?? deps.gateway,
    stepMinutes: 60,
    secondApprovalAbove: options.above ?? HIGH,
  } satisfies RefundDeskDeps;
}

/** A ticketed booking's case for its first passenger, taken by Remi: what the desk decides. */
async function caseInReview(visitor: string, h = harness()) {
  const booking = await ticketedBooking(visitor);
  const opened = await requestRefund({ db, now: testClock(), stepMinutes: 60 }, booking, REFUND_REQUEST);
  if (!opened.ok) throw new Error(opened.reason);
  expect(await takeRefundCase(desk(h), opened.refundCase.id, REMI)).toBe(true);
  const taken = await deskRefundCase(db, opened.refundCase.id);
  if (!taken) throw new Error("no case");
  return { booking, refundCase: taken, h };
}

const auditOf = async (caseId: string) =>
  (
    await env.DB.prepare("SELECT staff_id, action FROM staff_audit WHERE record_id = ? ORDER BY id")
      .bind(caseId)
      .all<{ staff_id: string; action: string }>()
  ).results.map((row) => `${row.staff_id} ${row.action}`);

describe("refund decisions at the desk", () => {
  test("an approval moves the case's value once, back to the card; a retried or a second decision moves nothing", async () => {
    const { booking, refundCase, h } = await caseInReview("desk-approve");
    expect(refundCase.status).toBe("in_review");
    expect(refundCase.takenBy).toBe(REMI.staffId);
    const approve = { kind: "approve" as const, amount: refundCase.value.amount, reason: "" };
    expect(await decideRefundCase(desk(h), refundCase.id, approve, REMI)).toBe("paid");
    // The retried request, and another officer's decline a moment later: the case is no longer in review.
    expect(await decideRefundCase(desk(h), refundCase.id, approve, REMI)).toBe("not_open");
    expect(await decideRefundCase(desk(h), refundCase.id, { kind: "decline", reason: "late" }, RITA)).toBe("not_open");
    const refunds = await getRefunds(db, booking.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: refundCase.value.amount, channel: "original_payment" });
    expect((await deskRefundCase(db, refundCase.id))?.status).toBe("paid");
    expect((await fresh(booking.id)).status).toBe("refunded");
    expect(await auditOf(refundCase.id)).toEqual(["staff-remi refund.take", "staff-remi refund.approve"]);
    // The traveller's e-mails: in review, approved, paid, each once.
    const mails = await env.DB.prepare("SELECT id FROM job_outbox WHERE id LIKE ? ORDER BY id")
      .bind(`email:refund:${refundCase.id}:%`)
      .all<{ id: string }>();
    expect(mails.results.map((m) => m.id.split(":").pop()).sort()).toEqual(["approved", "in_review", "paid"]);
  });

  test("two officers deciding at the same moment: one decision, at most one refund, one audit row", async () => {
    const { booking, refundCase, h } = await caseInReview("desk-race");
    const answers = await Promise.all([
      decideRefundCase(desk(h), refundCase.id, { kind: "approve", amount: refundCase.value.amount, reason: "" }, REMI),
      decideRefundCase(desk(h), refundCase.id, { kind: "decline", reason: "no show" }, RITA),
    ]);
    expect(answers.filter((a) => a === "not_open")).toHaveLength(1);
    const decided = answers.find((a) => a !== "not_open");
    expect((await getRefunds(db, booking.id)).length).toBe(decided === "paid" ? 1 : 0);
    const rows = (await auditOf(refundCase.id)).filter((row) => !row.endsWith("refund.take"));
    expect(rows).toEqual([decided === "paid" ? "staff-remi refund.approve" : "staff-rita refund.decline"]);
  });

  test("never above what the fare's rules give back or the payment holds; a part approval says why", async () => {
    const { booking, refundCase, h } = await caseInReview("desk-part");
    const value = refundCase.value.amount;
    const approve = (amount: number, reason = "") => ({ kind: "approve" as const, amount, reason });
    expect(await decideRefundCase(desk(h), refundCase.id, approve(value + 1), REMI)).toBe("too_much");
    expect(await decideRefundCase(desk(h), refundCase.id, approve(0), REMI)).toBe("too_much");
    expect(await decideRefundCase(desk(h), refundCase.id, approve(value - 100), REMI)).toBe("reason_needed");
    expect(await getRefunds(db, booking.id)).toEqual([]);
    const part = approve(value - 100, "The seat you bought stays with the airline.");
    expect(await decideRefundCase(desk(h), refundCase.id, part, REMI)).toBe("paid");
    const [refund] = await getRefunds(db, booking.id);
    expect(refund?.amount).toBe(value - 100);
    const decided = await deskRefundCase(db, refundCase.id);
    expect(decided).toMatchObject({ amount: { amount: value - 100 }, value: { amount: value } });
    expect(decided?.decisionReason).toBe("The seat you bought stays with the airline.");
  });

  test("above the threshold: one officer's approval moves nothing until a second officer approves the same amount", async () => {
    const { booking, refundCase, h } = await caseInReview("desk-four-eyes");
    const fourEyes = desk(h, { above: { amount: 100, currency: "NGN" } });
    const approve = { kind: "approve" as const, amount: refundCase.value.amount, reason: "" };
    expect(await decideRefundCase(fourEyes, refundCase.id, approve, REMI)).toBe("awaiting_second");
    expect(await decideRefundCase(fourEyes, refundCase.id, approve, REMI)).toBe("same_officer");
    expect(await getRefunds(db, booking.id)).toEqual([]);
    expect((await refundQueue(db)).find((c) => c.id === refundCase.id)?.firstApproval?.by).toBe(REMI.staffId);
    const less = { ...approve, amount: approve.amount - 1, reason: "less" };
    expect(await decideRefundCase(fourEyes, refundCase.id, less, RITA)).toBe("second_differs");
    expect(await getRefunds(db, booking.id)).toEqual([]);
    expect(await decideRefundCase(fourEyes, refundCase.id, approve, RITA)).toBe("paid");
    expect(await getRefunds(db, booking.id)).toHaveLength(1);
    expect(await auditOf(refundCase.id)).toEqual([
      "staff-remi refund.take",
      "staff-remi refund.first_approval",
      "staff-rita refund.approve",
    ]);
  });

  test("a declined case moves no money, gives the booking its tickets back, and tells the traveller why", async () => {
    const { booking, refundCase, h } = await caseInReview("desk-decline");
    expect((await fresh(booking.id)).status).toBe("refund_requested");
    expect(await decideRefundCase(desk(h), refundCase.id, { kind: "decline", reason: " " }, REMI)).toBe(
      "reason_needed",
    );
    const reason = "The ticket was used on 12 December.";
    expect(await decideRefundCase(desk(h), refundCase.id, { kind: "decline", reason }, REMI)).toBe("declined");
    expect(await getRefunds(db, booking.id)).toEqual([]);
    expect((await fresh(booking.id)).status).toBe("ticketed");
    expect(await deskRefundCase(db, refundCase.id)).toMatchObject({ status: "declined", decisionReason: reason });
    // Nothing moves it afterwards, not even the cron.
    const deps = desk(h);
    await advanceRefundCases({ ...deps, now: new Date(deps.now.getTime() + 86_400_000), decide: false });
    expect(await getRefunds(db, booking.id)).toEqual([]);
  });

  test("the crash between two writes: approved, its refund lost on the way, paid by the cron's next run, once", async () => {
    const { booking, refundCase, h } = await caseInReview("desk-crash");
    const real = h.deps().gateway;
    // The gateway refunds, then the answer is lost (the Worker stopped between the gateway's write and its own).
    const lossy: PaymentGateway = Object.assign(Object.create(real) as PaymentGateway, {
      refund: async (...args: Parameters<PaymentGateway["refund"]>) => {
        await real.refund(...args);
        throw new Error("the connection closed");
      },
    });
    const approve = { kind: "approve" as const, amount: refundCase.value.amount, reason: "" };
    expect(await decideRefundCase(desk(h, { gateway: lossy }), refundCase.id, approve, REMI)).toBe("approved");
    expect(await getRefunds(db, booking.id)).toEqual([]);
    const deps = desk(h);
    const later = new Date(deps.now.getTime() + 60_000);
    await Promise.all([
      advanceRefundCases({ ...deps, now: later, decide: false }),
      advanceRefundCases({ ...deps, now: later, decide: false }),
    ]);
    const refunds = await getRefunds(db, booking.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(refundCase.value.amount);
    expect((await deskRefundCase(db, refundCase.id))?.status).toBe("paid");
  });

  test("with the desk deciding, the cron leaves received and in-review cases to staff", async () => {
    const booking = await ticketedBooking("desk-cron");
    const opened = await requestRefund({ db, now: testClock(), stepMinutes: 0 }, booking, REFUND_REQUEST);
    if (!opened.ok) throw new Error(opened.reason);
    const deps = desk();
    for (let run = 1; run <= 3; run++) {
      await advanceRefundCases({ ...deps, now: new Date(deps.now.getTime() + run * 60_000), decide: false });
    }
    expect((await deskRefundCase(db, opened.refundCase.id))?.status).toBe("received");
    expect(await getRefunds(db, booking.id)).toEqual([]);
  });

  test("the audit trail is append-only: the database refuses to change or delete a row", async () => {
    await caseInReview("desk-audit");
    await expect(env.DB.prepare("UPDATE staff_audit SET action = 'nothing'").run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM staff_audit").run()).rejects.toThrow(/append-only/);
  });
});
