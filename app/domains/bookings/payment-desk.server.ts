import { and, asc, eq, sql } from "drizzle-orm";
import { runBatch } from "~/db/batch";
import type { Database } from "~/db/client.server";
import { type CheckoutDeps } from "~/domains/checkout/checkout.server";
import { paymentArrived } from "~/domains/checkout/settle.server";
import { moved, moveStatements } from "~/domains/core/state-machine";
import type { Money } from "~/domains/markets/markets";
import { auditStatement } from "~/domains/staff/audit.server";
import type { DeskActor } from "~/domains/staff/roles";
import { getBooking } from "./lifecycle.server";
import { awaitedPayment, PAYMENT_CONFIRMATION } from "./payment-confirmations.server";
import { bookings, paymentConfirmations } from "./tables";
import type { PaymentChannel } from "./types";

// The payments desk (docs/product-rules.md §3 and §9): a bank transfer or cash a traveller says they paid waits for a
// payments officer, who matches it to a line of the bank statement (its reference, amount and date) and confirms it,
// which moves the booking on exactly as the gateway's webhook does (paymentArrived, with the match and its audit row
// in that batch), or rejects it with the reason the traveller reads, which leaves the booking waiting for its money.

export interface StatementLine {
  reference: string;
  /** In the payment's currency, minor units. */
  amount: number;
  /** The day the money reached the account, YYYY-MM-DD. */
  date: string;
}

export type PaymentDecision = { kind: "confirm"; statement: StatementLine } | { kind: "reject"; reason: string };

export type PaymentDecisionResult =
  | "confirmed"
  | "rejected"
  /** Decided already (by the bank, or another officer). */
  | "not_open"
  /** The booking no longer waits for this money (paid another way, or lapsed): nothing is confirmed. */
  | "not_waiting"
  /** The statement line's amount is not the amount due. */
  | "amount_differs"
  | "reason_needed";

export interface DeskConfirmation {
  id: string;
  bookingId: string;
  bookingReference: string;
  reference: string;
  payer: string;
  amount: Money;
  channel: PaymentChannel;
  bankName: string | null;
  travelCentre: string | null;
  status: string;
  createdAt: string;
  decidedBy: string | null;
  statement: StatementLine | null;
  decisionReason: string | null;
}

const toDesk = (row: typeof paymentConfirmations.$inferSelect, bookingReference: string): DeskConfirmation => ({
  id: row.id,
  bookingId: row.bookingId,
  bookingReference,
  reference: row.reference,
  payer: row.payer,
  amount: { amount: row.amount, currency: row.currency as Money["currency"] },
  channel: row.channel as PaymentChannel,
  bankName: row.bankName,
  travelCentre: row.travelCentre,
  status: row.status,
  createdAt: row.createdAt,
  decidedBy: row.decidedBy,
  statement: row.statementJson ? (JSON.parse(row.statementJson) as StatementLine) : null,
  decisionReason: row.decisionReason,
});

const confirmations = (db: Database) =>
  db
    .select({ row: paymentConfirmations, bookingReference: bookings.reference })
    .from(paymentConfirmations)
    .innerJoin(bookings, eq(bookings.id, paymentConfirmations.bookingId));

/** The payments queue: confirmations waiting for review, oldest first. */
export async function paymentQueue(db: Database): Promise<DeskConfirmation[]> {
  const rows = await confirmations(db)
    .where(eq(paymentConfirmations.status, "in_review"))
    .orderBy(asc(paymentConfirmations.createdAt), asc(paymentConfirmations.id))
    .limit(500);
  return rows.map((r) => toDesk(r.row, r.bookingReference));
}

/** One confirmation, with what the booking still waits for (null once it waits for nothing). */
export async function paymentConfirmationFile(deps: { db: Database }, id: string) {
  const [found] = await confirmations(deps.db).where(eq(paymentConfirmations.id, id));
  if (!found) return null;
  const booking = await getBooking(deps.db, found.row.bookingId);
  const awaited = booking ? await awaitedPayment(deps, booking) : null;
  return {
    confirmation: toDesk(found.row, found.bookingReference),
    booking: booking ? { id: booking.id, reference: booking.reference, status: booking.status } : null,
    due: awaited ? { amount: awaited.amount, method: awaited.method, expiresAt: awaited.expiresAt } : null,
  };
}

/** A payments officer's decision on a confirmation in review (the module's comment says how). */
export async function decidePaymentConfirmation(
  deps: CheckoutDeps,
  id: string,
  decision: PaymentDecision,
  actor: DeskActor,
): Promise<PaymentDecisionResult> {
  const { db, now } = deps;
  const file = await paymentConfirmationFile(deps, id);
  if (file?.confirmation.status !== "in_review") return "not_open";
  const current = { id, status: "in_review" as const };
  const record = { kind: "payment_confirmation", id };
  const tookPlace = (status: string) =>
    sql`EXISTS (SELECT 1 FROM ${paymentConfirmations} WHERE ${paymentConfirmations.id} = ${id} AND ${paymentConfirmations.status} = ${status} AND ${paymentConfirmations.decidedBy} = ${actor.staffId})`;
  if (decision.kind === "reject") {
    const reason = decision.reason.trim();
    if (!reason) return "reason_needed";
    const results = await runBatch(db, [
      ...moveStatements(db, PAYMENT_CONFIRMATION, current, "rejected", {
        reason: `rejected at the payments desk: ${reason}`,
        now,
        also: { decidedBy: actor.staffId, decisionReason: reason },
      }),
      auditStatement(db, actor, { action: "payment.reject", record, detail: { reason } }, now, tookPlace("rejected")),
    ]);
    return moved(results.slice(0, 2)) ? "rejected" : "not_open";
  }
  const booking = await getBooking(db, file.confirmation.bookingId);
  const payment = booking ? await awaitedPayment(deps, booking) : null;
  if (!payment) return "not_waiting";
  if (decision.statement.amount !== payment.amount.amount) return "amount_differs";
  const statement = { ...decision.statement, reference: decision.statement.reference.trim() };
  await paymentArrived(deps, payment, `matched at the payments desk to statement line ${statement.reference}`, [
    ...moveStatements(db, PAYMENT_CONFIRMATION, current, "matched", {
      reason: `matched at the payments desk to statement line ${statement.reference}`,
      now,
      also: { decidedBy: actor.staffId, statementJson: JSON.stringify(statement) },
    }),
    auditStatement(db, actor, { action: "payment.confirm", record, detail: statement }, now, tookPlace("matched")),
  ]);
  const [after] = await db
    .select({ status: paymentConfirmations.status, decidedBy: paymentConfirmations.decidedBy })
    .from(paymentConfirmations)
    .where(and(eq(paymentConfirmations.id, id)));
  return after?.status === "matched" && after.decidedBy === actor.staffId ? "confirmed" : "not_open";
}
