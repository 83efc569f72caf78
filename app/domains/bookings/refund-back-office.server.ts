import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { PaymentGateway } from "~/domains/payments/gateway";
import { getPayments } from "~/domains/payments/payments.server";
import { refundCasePayment } from "./checkout.server";
import { getBooking, transition } from "./lifecycle.server";
import { OPEN_STATUSES, type RefundCase, rowToCase } from "./refund-cases.server";
import { bookingTickets, refundCases } from "./tables";
import type { RefundCaseStatus } from "./types";

// The sandbox back office of refund cases (docs/product-rules.md §5): the cron moves each case a step at a time, and
// pays an approved one, moving its money once.

const NEXT: Partial<Record<RefundCaseStatus, (c: RefundCase) => RefundCaseStatus>> = {
  received: () => "in_review",
  // The sandbox back office approves a case with money to give back and declines one with none.
  in_review: (c) => (c.amount.amount > 0 ? "approved" : "declined"),
  approved: () => "paid",
};

/**
 * The sandbox back office (the cron): each case whose time has come takes its next step; the step is guarded by
 * the status it moves from, so two cron runs at once move a case once. Approved, a case is paid: its money moves then,
 * once (payCase). Answers the cases moved, for their e-mails.
 */
export async function advanceRefundCases(deps: {
  db: Database;
  now: Date;
  stepMinutes: number;
  gateway: PaymentGateway;
}): Promise<RefundCase[]> {
  const { db, now } = deps;
  const due = await db
    .select()
    .from(refundCases)
    .where(and(lte(refundCases.nextStepAt, now.toISOString()), inArray(refundCases.status, [...OPEN_STATUSES])))
    .limit(100);
  const moved: RefundCase[] = [];
  for (const row of due) {
    const current = rowToCase(row);
    const status = NEXT[current.status]?.(current);
    if (!status) continue;
    const changed = status === "paid" ? await payCase(deps, current) : await moveCase(deps, current, status);
    if (changed) moved.push(changed);
  }
  return moved;
}

/** The case's move, guarded by the status it moves from; a declined case gives the booking its tickets back. */
async function moveCase(
  deps: { db: Database; now: Date; stepMinutes: number },
  current: RefundCase,
  status: RefundCaseStatus,
) {
  const { db, now } = deps;
  const booking = status === "declined" ? await getBooking(db, current.bookingId) : null;
  const [updated] = await db.batch([
    caseStatement(deps, current, status),
    ...(booking?.status === "refund_requested"
      ? transition(db, booking, "ticketed", `refund case ${current.reference} declined`, now)
      : []),
  ]);
  const [changed] = updated;
  return changed ? rowToCase(changed) : null;
}

function caseStatement(
  deps: { db: Database; now: Date; stepMinutes: number },
  current: RefundCase,
  status: RefundCaseStatus,
) {
  const final = status === "declined" || status === "paid";
  return deps.db
    .update(refundCases)
    .set({
      status,
      updatedAt: deps.now.toISOString(),
      nextStepAt: final ? null : new Date(deps.now.getTime() + deps.stepMinutes * 60_000).toISOString(),
    })
    .where(and(eq(refundCases.id, current.id), eq(refundCases.status, current.status)))
    .returning();
}

/**
 * Pays an approved case: its value, once, through its channel (refundCasePayment), with the case marked paid, its
 * passengers' tickets voided, and the booking refunded when nobody is left travelling, all in the refund's batch.
 */
async function payCase(
  deps: { db: Database; now: Date; stepMinutes: number; gateway: PaymentGateway },
  current: RefundCase,
): Promise<RefundCase | null> {
  const { db, now } = deps;
  const booking = await getBooking(db, current.bookingId);
  const payment = (await getPayments(db, current.bookingId)).find((p) => p.id === current.paymentId);
  if (!booking || !payment) {
    console.error(`refund case ${current.reference} has no payment to refund from: left approved for the back office`);
    return null;
  }
  const at = now.toISOString();
  const [moved] = await refundCasePayment(deps, payment, current, [
    caseStatement(deps, current, "paid"),
    db
      .update(bookingTickets)
      .set({ voidedAt: at })
      .where(
        and(
          eq(bookingTickets.bookingId, booking.id),
          inArray(bookingTickets.position, current.positions),
          isNull(bookingTickets.voidedAt),
        ),
      ),
    ...(booking.status === "refund_requested"
      ? transition(db, booking, "refunded", `refund case ${current.reference} paid`, now)
      : []),
  ]);
  // Another run paid it first: it moved the case, and this one recorded nothing new (the refund's key is the case's).
  const [changed] = (moved ?? []) as Array<typeof refundCases.$inferSelect>;
  return changed ? rowToCase(changed) : null;
}
