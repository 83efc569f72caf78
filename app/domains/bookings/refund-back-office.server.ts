import { refundStatements } from "~/domains/points/reversal.server";
import { bookingPayments } from "./payment.server";
import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { PaymentGateway } from "~/domains/checkout/gateway";
import { heldBy } from "~/domains/checkout/payments.server";

import { refundCasePayment } from "~/domains/checkout/settle.server";
import { type FlightSupplier, SupplierError } from "~/domains/flights/supplier";
import { getBooking, transition } from "./lifecycle.server";
import { issueInput } from "./ticketing.server";
import { getTravellers } from "./travellers.server";
import { getRefundCases, OPEN_STATUSES, type RefundCase, rowToCase } from "./refund-cases.server";
import { bookingTickets, refundCasePassengers, refundCases } from "./tables";
import { REFUND_CASE, type RefundCaseStatus } from "./types";
import { moved, moveStatements } from "~/domains/core/state-machine";
import { runBatch } from "~/db/batch";
import type { BatchItem } from "drizzle-orm/batch";

// The back office of refund cases (docs/product-rules.md §5): refunds officers decide at the desk
// (refund-decisions.server.ts), or the sandbox's cron moves each case a step at a time; an approved case is paid,
// its money moved once.

const NEXT: Partial<Record<RefundCaseStatus, (c: RefundCase) => RefundCaseStatus>> = {
  received: () => "in_review",
  // The sandbox's back office approves a case with money to give back and declines one with none.
  in_review: (c) => (c.amount.amount > 0 ? "approved" : "declined"),
  approved: () => "paid",
};

/**
 * The back office's cron: each case whose time has come takes its next step; the step is guarded by the status it
 * moves from, so two cron runs at once move a case once. Approved, a case is paid: its money moves then, once
 * (payCase). With `decide` off (REFUND_DECISIONS "desk", the default) refunds officers decide at the desk and the cron
 * only pays what they approved and could not be paid at once. Answers the cases moved, for their e-mails.
 */
export async function advanceRefundCases(deps: {
  db: Database;
  now: Date;
  stepMinutes: number;
  gateway: PaymentGateway;
  supplier: Pick<FlightSupplier, "cancelTickets">;
  decide?: boolean;
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
    const status = deps.decide === false && current.status !== "approved" ? undefined : NEXT[current.status]?.(current);
    if (!status) continue;
    const changed = status === "paid" ? await payCase(deps, current) : await moveCase(deps, current, status);
    if (changed) moved.push(changed);
  }
  return moved;
}

/**
 * The case's move, guarded by the status it moves from; a declined case gives the booking its tickets back. `set` is
 * what the move writes besides (the desk's officer and reason), `also` what goes in its batch (the audit row, e-mail).
 */
export async function moveCase(
  deps: { db: Database; now: Date; stepMinutes: number },
  current: RefundCase,
  status: RefundCaseStatus,
  set: Partial<typeof refundCases.$inferInsert> = {},
  also: BatchItem<"sqlite">[] = [],
) {
  const { db, now } = deps;
  const booking = status === "declined" ? await getBooking(db, current.bookingId) : null;
  const results = await runBatch(db, [
    ...caseStatements(deps, current, status, set),
    // Declined, its passengers are its no longer: they may ask again, and the booking has its tickets back.
    ...(status === "declined"
      ? [db.delete(refundCasePassengers).where(eq(refundCasePassengers.caseId, current.id))]
      : []),
    ...(booking?.status === "refund_requested"
      ? transition(db, booking, "ticketed", `refund case ${current.reference} declined`, now)
      : []),
    ...also,
  ]);
  return moved(results.slice(0, 2)) ? { ...current, status } : null;
}

/** The case's move and its event, with the time of its next step (none once decided and paid). */
function caseStatements(
  deps: { db: Database; now: Date; stepMinutes: number },
  current: RefundCase,
  status: RefundCaseStatus,
  set: Partial<typeof refundCases.$inferInsert> = {},
) {
  const final = REFUND_CASE.moves[status].length === 0;
  const next = final ? null : new Date(deps.now.getTime() + deps.stepMinutes * 60_000).toISOString();
  return moveStatements(deps.db, REFUND_CASE, current, status, {
    reason: `refund case ${current.reference} ${status}`,
    now: deps.now,
    also: { nextStepAt: next, ...set },
  });
}

/**
 * Pays an approved case: its value, once, through its channel (refundCasePayment), with the case marked paid, its
 * passengers' tickets voided, and the booking refunded when nobody is left travelling, all in the refund's batch
 * (with `also`: the desk's e-mail job).
 */
export async function payCase(
  deps: {
    db: Database;
    now: Date;
    stepMinutes: number;
    gateway: PaymentGateway;
    supplier: Pick<FlightSupplier, "cancelTickets">;
  },
  current: RefundCase,
  also: BatchItem<"sqlite">[] = [],
): Promise<RefundCase | null> {
  const { db, now } = deps;
  const booking = await getBooking(db, current.bookingId);
  const payment = (await bookingPayments(db, current.bookingId)).find((p) => p.id === current.paymentId);
  if (!booking || !payment) {
    console.error(`refund case ${current.reference} has no payment to refund from: left approved for the back office`);
    return null;
  }
  // Never more than the payment still holds (what other refunds of it left), whatever the case was opened for.
  if (current.amount.amount > (await heldBy(db, payment, `case:${current.id}`)).amount) {
    console.error(
      `refund case ${current.reference} asks more than its payment holds: left approved for the back office`,
    );
    return null;
  }
  // The booking is refunded in full by the last of its cases once every passenger has asked (another case for the
  // others may still be open: then this one refunds its passengers alone).
  const othersOpen = (await getRefundCases(db, booking.id)).some(
    (c) => c.id !== current.id && OPEN_STATUSES.includes(c.status),
  );
  const whole = booking.status === "refund_requested" && !othersOpen;
  // Refunded in full, the booking goes back to the airline first (what it returns is Tern's); asked again after a
  // stopped Worker, the airline answers "cancelled" again. An airline that does not answer is asked at the next run.
  if (whole && booking.pnr) {
    const input = issueInput(booking, await getTravellers(db, booking.id));
    try {
      const cancelled = await deps.supplier.cancelTickets(input, booking.pnr, now);
      if (cancelled.status === "not_cancellable") {
        console.warn(`refund case ${current.reference}: the airline keeps the tickets by the fare's rules`);
      }
    } catch (error) {
      if (!(error instanceof SupplierError)) throw error;
      console.warn(`refund case ${current.reference}: the airline did not answer, paid at the next run`, error.code);
      return null;
    }
  }
  const at = now.toISOString();
  // Its wakapoints settle with it: the whole booking refunded takes back what is left of the earned points and gives
  // redeemed ones back; some passengers refunded take back the refund's share of what was earned.
  const points = await refundStatements(
    db,
    booking.id,
    now,
    whole ? undefined : { key: current.reference, share: current.amount.amount / Math.max(1, payment.amount.amount) },
  );
  const results = await refundCasePayment(deps, payment, current, [
    ...caseStatements(deps, current, "paid"),
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
    ...(whole ? transition(db, booking, "refunded", `refund case ${current.reference} paid`, now) : []),
    ...points,
    ...also,
  ]);
  // Another run paid it first: it moved the case, and this one recorded nothing new (the refund's key is the case's).
  return moved(results.slice(0, 2)) ? { ...current, status: "paid" } : null;
}
