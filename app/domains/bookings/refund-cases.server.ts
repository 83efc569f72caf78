import { refundQuote } from "./refund-value.server";
import { bookingPayments } from "./payment.server";
import { and, desc, eq, sql } from "drizzle-orm";
import { customAlphabet } from "nanoid";
import type { Database } from "~/db/client.server";
import type { Money } from "~/domains/markets/markets";
import { heldBy, type Payment, type RefundChannel } from "~/domains/checkout/payments.server";
import { foldAnyScript } from "~/lib/text";
import { livePlan, type PlanCancellation, planCancellation } from "~/domains/instalments/cancellation.server";
import { transition } from "./lifecycle.server";
import { refundCasePassengers, refundCases } from "./tables";
import { createdStatement } from "~/domains/core/state-machine";
import { type Booking, isOpenCase, REFUND_CASE, type RefundCaseStatus, type RefundReason } from "./types";

// Refund cases (product rules §3, §5, §8 and §9): the traveller's request for some of a booking's passengers, its
// refund value computed from the fare's rules before it is submitted, each passenger in one case at a time. Money moves
// once, when the case is paid after approval, for the case's value, through one channel (refundChannel), and never
// more than the payment it comes from still holds. A booking on a Pay Small Small plan has no case: its plan's
// cancellation rule says what it gets back (planCancellation).

/** Whether an account name is the payer's: a name with no letter or digit (or no payer on record) matches nothing. */
export function sameAccountName(payer: string, given: string): boolean {
  const key = foldAnyScript(payer);
  return key !== "" && key === foldAnyScript(given);
}

export interface RefundRequestInput {
  reason: RefundReason;
  reasonOther?: string | undefined;
  positions: number[];
  /** The account to pay: asked for, and required, only when the money cannot go back to the payment. */
  bankName?: string | undefined;
  accountNumber?: string | undefined;
  accountName?: string | undefined;
}

export interface RefundCase {
  id: string;
  reference: string;
  bookingId: string;
  reason: RefundReason;
  positions: number[];
  amount: Money;
  channel: RefundChannel;
  paymentId: string | null;
  status: RefundCaseStatus;
  /** Why the desk declined it or approved a part of it: the traveller reads it. */
  decisionReason: string | null;
  createdAt: string;
  updatedAt: string;
}

const newCaseId = customAlphabet("abcdefghjkmnpqrstuvwxyz23456789", 16);
const newCaseReference = customAlphabet("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6);

/** A booking whose tickets are issued (or confirmed with the airline) may ask for a refund. */
export function refundable(booking: Booking): boolean {
  return booking.pnr !== null && (booking.status === "confirmed" || booking.status === "ticketed");
}

/** The payment that took a booking's money: what a refund case gives back from. */
export const paidWith = (payments: readonly Payment[]): Payment | undefined =>
  payments.find((p) => p.status === "succeeded");

/** Who paid for a booking: the billing name of the payment that took its money (refunds go to that account). */
export function payerName(payments: readonly Payment[]): string {
  return paidWith(payments)?.billing.nameOnCard ?? "";
}

/**
 * Where a refund case's money goes: back to the card it was paid with (the gateway refunds part of that charge), and
 * to a bank account only when the payment cannot take it back (a bank transfer, cash, a payment made offline).
 */
export function refundChannel(payment: Payment | undefined): RefundChannel {
  return payment?.method === "card" && payment.gatewayRef ? "original_payment" : "bank_account";
}

/** Where a booking's refunds stand: its cases, which passengers were refunded or are asked for, and how much went back. */
export interface RefundStanding {
  /** Newest first. */
  cases: RefundCase[];
  open: RefundCase | null;
  /** Positions of passengers whose refund was paid (their tickets are void). */
  refunded: number[];
  /** Positions of passengers the open case asks for. */
  requested: number[];
  refundedAmount: Money;
}

export async function refundStanding(db: Database, booking: Pick<Booking, "id" | "currency">): Promise<RefundStanding> {
  const cases = await getRefundCases(db, booking.id);
  const paid = cases.filter((c) => c.status === "paid");
  const opened = cases.filter((c) => OPEN_STATUSES.includes(c.status));
  return {
    cases,
    open: opened[0] ?? null,
    refunded: paid.flatMap((c) => c.positions).sort((a, b) => a - b),
    requested: opened.flatMap((c) => c.positions).sort((a, b) => a - b),
    refundedAmount: { amount: paid.reduce((sum, c) => sum + c.amount.amount, 0), currency: booking.currency },
  };
}

/** The passengers a new refund case may ask for: neither refunded nor in an open case. */
export function refundablePositions(standing: RefundStanding, travellers: number): number[] {
  const taken = new Set([...standing.refunded, ...standing.requested]);
  return Array.from({ length: travellers }, (_, p) => p).filter((p) => !taken.has(p));
}

/** The refund action, for the page and the API alike: a ticketed booking with a passenger not yet asked for. */
export function mayRequestRefund(booking: Booking, standing: RefundStanding, travellers: number): boolean {
  return refundable(booking) && refundablePositions(standing, travellers).length > 0;
}

/** Where a passenger stands in the booking's refunds. */
export type PassengerRefundStanding = "ticketed" | "requested" | "refunded";

/**
 * What manage booking offers for refunds, for the page and the API alike: whether a case may be opened now, the
 * channel its money would take, and each passenger's refund value and standing.
 */
export async function refundOffer(db: Database, booking: Booking, now: Date) {
  const [standing, quote, payments, plan] = await Promise.all([
    refundStanding(db, booking),
    refundQuote(db, booking, now),
    bookingPayments(db, booking.id),
    onPlan(db, booking),
  ]);
  const paid = paidWith(payments);
  return {
    may: plan === null && paid !== undefined && mayRequestRefund(booking, standing, quote.travellers.length),
    channel: refundChannel(paid),
    payer: payerName(payments),
    paid: paid?.amount ?? { amount: 0, currency: booking.currency },
    /** Paid by a Pay Small Small plan: what cancelling it gives back, instead of a case. */
    plan,
    standing,
    passengers: quote.travellers.map((traveller, position) => ({
      position,
      traveller,
      refund: quote.each[position] ?? { amount: 0, currency: booking.currency },
      standing: (standing.refunded.includes(position)
        ? "refunded"
        : standing.requested.includes(position)
          ? "requested"
          : "ticketed") satisfies PassengerRefundStanding as PassengerRefundStanding,
    })),
  };
}

/** A booking paid by a Pay Small Small plan: what the plan's cancellation gives back. */
async function onPlan(db: Database, booking: Pick<Booking, "id">): Promise<PlanCancellation | null> {
  const plan = await livePlan(db, booking.id);
  return plan ? planCancellation(db, plan) : null;
}

export type RefundRequestResult =
  | { ok: true; refundCase: RefundCase }
  | { ok: false; reason: "already_submitted" | "not_eligible" | "account_name" | "bank_details" | "passengers" }
  | { ok: false; reason: "pay_small_small"; plan: PlanCancellation };

/**
 * Opens a refund case for some of the booking's passengers, once: a second request while one is open (even at the same
 * moment) answers already_submitted. The booking shows the request (refund_requested) only when the case asks for every
 * passenger still travelling; otherwise the others keep their tickets and actions. Bank details are asked for only
 * when the money cannot go back to the payment, and must be the payer's (product rules §5). Its value is the fare
 * rules' refund, capped at what the booking's payment still holds; a booking with no payment that kept money, or paid
 * by a plan, opens no case.
 */
export async function requestRefund(
  deps: { db: Database; now: Date; stepMinutes: number },
  booking: Booking,
  input: RefundRequestInput,
): Promise<RefundRequestResult> {
  const { db, now } = deps;
  const [standing, quote, payments, plan] = await Promise.all([
    refundStanding(db, booking),
    refundQuote(db, booking, now),
    bookingPayments(db, booking.id),
    onPlan(db, booking),
  ]);
  if (plan) return { ok: false, reason: "pay_small_small", plan };
  // A booking whose every passenger has asked says so, whatever status the request has moved it to.
  if (booking.status === "refund_requested") return { ok: false, reason: "already_submitted" };
  const payment = paidWith(payments);
  if (!refundable(booking) || !payment) return { ok: false, reason: "not_eligible" };
  const open = refundablePositions(standing, quote.travellers.length);
  const positions = [...new Set(input.positions)].sort((a, b) => a - b);
  if (positions.length === 0) return { ok: false, reason: "passengers" };
  // A passenger another case has asked for meanwhile: that request was first.
  if (positions.some((p) => standing.requested.includes(p))) return { ok: false, reason: "already_submitted" };
  if (positions.some((p) => !open.includes(p))) return { ok: false, reason: "passengers" };
  const channel = refundChannel(payment);
  const bank = {
    bankName: (input.bankName ?? "").trim(),
    accountNumber: (input.accountNumber ?? "").replace(/\s+/g, ""),
    accountName: (input.accountName ?? "").trim(),
  };
  if (channel === "bank_account") {
    if (!bank.bankName || !bank.accountNumber || !bank.accountName) return { ok: false, reason: "bank_details" };
    if (!sameAccountName(payerName(payments), bank.accountName)) return { ok: false, reason: "account_name" };
  }
  const asked = quote.totalFor(positions);
  const amount = { amount: Math.min(asked.amount, (await heldBy(db, payment)).amount), currency: asked.currency };
  const at = now.toISOString();
  const reference = `RF-${newCaseReference()}`;
  const id = newCaseId();
  const everyone = positions.length === open.length;
  // Its passengers are claimed first; the case is written only if it claimed them all (a request at the same moment
  // for any of them claimed it first), and what it claimed is given back if not. One batch: nothing half-written.
  const exists = sql`EXISTS (SELECT 1 FROM ${refundCases} WHERE ${refundCases.id} = ${id})`;
  const value = <T>(v: T, column: string) => sql<T>`${v}`.as(column);
  await db.batch([
    db
      .insert(refundCasePassengers)
      .values(positions.map((position) => ({ bookingId: booking.id, position, caseId: id })))
      .onConflictDoNothing(),
    db.insert(refundCases).select(
      db
        .select({
          id: value(id, "id"),
          reference: value(reference, "reference"),
          bookingId: value(booking.id, "booking_id"),
          reason: value(input.reason, "reason"),
          reasonOther: value(input.reason === "others" ? (input.reasonOther ?? "").trim() : null, "reason_other"),
          positionsJson: value(JSON.stringify(positions), "positions_json"),
          bankName: value(channel === "bank_account" ? bank.bankName : "", "bank_name"),
          accountNumber: value(channel === "bank_account" ? bank.accountNumber : "", "account_number"),
          accountName: value(channel === "bank_account" ? bank.accountName : "", "account_name"),
          amount: value(amount.amount, "amount"),
          currency: value(amount.currency, "currency"),
          channel: value(channel, "channel"),
          paymentId: value(payment.id, "payment_id"),
          status: value("received", "status"),
          nextStepAt: value(new Date(now.getTime() + deps.stepMinutes * 60_000).toISOString(), "next_step_at"),
          requestedAmount: value(null, "requested_amount"),
          takenBy: value(null, "taken_by"),
          decidedBy: value(null, "decided_by"),
          firstApprovalJson: value(null, "first_approval_json"),
          decisionReason: value(null, "decision_reason"),
          createdAt: value(at, "created_at"),
          updatedAt: value(at, "updated_at"),
        })
        .from(refundCasePassengers)
        .where(eq(refundCasePassengers.caseId, id))
        .groupBy(refundCasePassengers.caseId)
        .having(sql`COUNT(*) = ${positions.length}`),
    ),
    createdStatement(db, REFUND_CASE, { id, status: "received" }, `refund case ${reference} received`),
    db.delete(refundCasePassengers).where(and(eq(refundCasePassengers.caseId, id), sql`NOT ${exists}`)),
    // Only with this case written: a concurrent request that claimed first moves nothing.
    ...(everyone && booking.status === "ticketed"
      ? transition(db, booking, "refund_requested", `refund case ${reference} received`, now, exists)
      : []),
  ]);
  const [row] = await db.select().from(refundCases).where(eq(refundCases.id, id));
  if (!row) return { ok: false, reason: "already_submitted" };
  return { ok: true, refundCase: rowToCase(row) };
}

export function rowToCase(row: typeof refundCases.$inferSelect): RefundCase {
  return {
    id: row.id,
    reference: row.reference,
    bookingId: row.bookingId,
    reason: row.reason as RefundReason,
    positions: JSON.parse(row.positionsJson) as number[],
    amount: { amount: row.amount, currency: row.currency as Money["currency"] },
    channel: row.channel as RefundChannel,
    paymentId: row.paymentId,
    status: row.status as RefundCaseStatus,
    decisionReason: row.decisionReason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The statuses of a case still to be decided or paid: one per booking at a time. */
export const OPEN_STATUSES = isOpenCase.statuses;

/** A booking's refund cases, newest first. */
export async function getRefundCases(db: Database, bookingId: string): Promise<RefundCase[]> {
  const rows = await db
    .select()
    .from(refundCases)
    .where(eq(refundCases.bookingId, bookingId))
    .orderBy(desc(refundCases.createdAt), desc(refundCases.id));
  return rows.map(rowToCase);
}

/** A booking's refund case by its id, or its latest (the one its e-mails and pages speak of). */
export async function getRefundCase(db: Database, bookingId: string, caseId?: string): Promise<RefundCase | null> {
  const cases = await getRefundCases(db, bookingId);
  return (caseId ? cases.find((c) => c.id === caseId) : cases[0]) ?? null;
}
