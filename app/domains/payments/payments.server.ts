import { and, asc, desc, eq, gte, inArray, isNull, lte, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Currency, Money } from "~/domains/markets/markets";
import type { BankAccount } from "./gateway";
import type { Billing, PaymentMethod } from "./schema";
import { paymentEvents, payments, refunds } from "./tables";

export const PAYMENT_STATUSES = ["pending", "succeeded", "declined", "expired", "cancelled", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface Payment {
  id: string;
  bookingId: string;
  attempt: number;
  method: PaymentMethod | "pay_later";
  status: PaymentStatus;
  amount: Money;
  gatewayRef: string | null;
  billing: Billing;
  bank: BankAccount | null;
  /** The change to a ticketed booking this payment is for; null for the booking's own payments. */
  changeId: string | null;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

function toPayment(row: typeof payments.$inferSelect): Payment {
  return {
    id: row.id,
    bookingId: row.bookingId,
    attempt: row.attempt,
    method: row.method as Payment["method"],
    status: row.status as PaymentStatus,
    amount: { amount: row.amount, currency: row.currency as Currency },
    gatewayRef: row.gatewayRef,
    billing: JSON.parse(row.billingJson) as Billing,
    bank: row.bankJson ? (JSON.parse(row.bankJson) as BankAccount) : null,
    changeId: row.changeId,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A booking's payment attempts for the booking itself (not for its later changes), newest first. */
export async function getPayments(db: Database, bookingId: string): Promise<Payment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), isNull(payments.changeId)))
    .orderBy(desc(payments.attempt));
  return rows.map(toPayment);
}

/** The payment attempts for one change to a booking, newest first. */
export async function getChangePayments(db: Database, changeId: string): Promise<Payment[]> {
  const rows = await db.select().from(payments).where(eq(payments.changeId, changeId)).orderBy(desc(payments.attempt));
  return rows.map(toPayment);
}

/** The highest attempt number of a booking's payments, its changes' included: the next attempt takes the one after. */
export async function lastAttempt(db: Database, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ attempt: payments.attempt })
    .from(payments)
    .where(eq(payments.bookingId, bookingId))
    .orderBy(desc(payments.attempt))
    .limit(1);
  return row?.attempt ?? 0;
}

/**
 * The payments one gateway session collects: one, or one per part when a flight and a stay in one cart are paid with
 * one charge (each part is its own booking's payment, sharing the session).
 */
export async function getPaymentsByGatewayRef(db: Database, gatewayRef: string): Promise<Payment[]> {
  const rows = await db.select().from(payments).where(eq(payments.gatewayRef, gatewayRef)).orderBy(asc(payments.id));
  return rows.map(toPayment);
}

/** The id of a booking's next attempt: stable, so a retried submission finds the attempt it started. */
export const paymentIdFor = (bookingId: string, attempt: number) => `${bookingId}-p${attempt}`;

/** Statement recording a new attempt; a concurrent twin with the same attempt number inserts nothing. */
export function insertPaymentStatement(
  db: Database,
  input: Omit<Payment, "status" | "createdAt" | "updatedAt" | "changeId"> & { now: Date; changeId?: string | null },
) {
  const at = input.now.toISOString();
  return db
    .insert(payments)
    .values({
      id: input.id,
      bookingId: input.bookingId,
      attempt: input.attempt,
      method: input.method,
      status: "pending",
      amount: input.amount.amount,
      currency: input.amount.currency,
      gatewayRef: input.gatewayRef,
      billingJson: JSON.stringify(input.billing),
      bankJson: input.bank ? JSON.stringify(input.bank) : null,
      changeId: input.changeId ?? null,
      expiresAt: input.expiresAt,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing();
}

/** Statement moving one payment from one status to another; it changes nothing if it moved meanwhile. */
export function paymentStatusStatement(
  db: Database,
  paymentId: string,
  from: readonly PaymentStatus[],
  to: PaymentStatus,
  now: Date,
) {
  return db
    .update(payments)
    .set({ status: to, updatedAt: now.toISOString() })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, [...from])));
}

/** Statement closing a booking's other pending attempts when a new one starts or one succeeds. */
export function cancelOtherPendingStatement(db: Database, bookingId: string, keepId: string, now: Date) {
  return db
    .update(payments)
    .set({ status: "cancelled", updatedAt: now.toISOString() })
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.status, "pending"),
        ne(payments.id, keepId),
        isNull(payments.changeId),
      ),
    );
}

export type RefundChannel = "original_payment" | "bank_account";

/**
 * Statement recording money given back, once per key: the payment's id for the saga's refund of the whole payment,
 * `case:{id}` for a refund case's (so a case paid twice records one refund).
 */
export function refundStatement(
  db: Database,
  payment: Payment,
  input: {
    reason: string;
    gatewayRef: string;
    now: Date;
    amount?: number;
    key?: string;
    channel?: RefundChannel;
    refundCaseId?: string;
  },
) {
  return db
    .insert(refunds)
    .values({
      id: input.key ?? payment.id,
      channel: input.channel ?? "original_payment",
      refundCaseId: input.refundCaseId ?? null,
      paymentId: payment.id,
      bookingId: payment.bookingId,
      amount: input.amount ?? payment.amount.amount,
      currency: payment.amount.currency,
      reason: input.reason,
      gatewayRef: input.gatewayRef,
      createdAt: input.now.toISOString(),
    })
    .onConflictDoNothing();
}

export async function getRefunds(db: Database, bookingId: string) {
  return db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
}

/** Pending attempts whose time ran out (an unpaid bank transfer after 2 days, an abandoned card page). */
export async function lapsedPayments(db: Database, now: Date, limit = 100): Promise<Payment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, "pending"), lte(payments.expiresAt, now.toISOString())))
    .limit(limit);
  return rows.map(toPayment);
}

export async function webhookSeen(db: Database, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: paymentEvents.id }).from(paymentEvents).where(eq(paymentEvents.id, eventId));
  return Boolean(row);
}

export function webhookSeenStatement(db: Database, event: { id: string; type: string }, now: Date) {
  return db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.type, receivedAt: now.toISOString() })
    .onConflictDoNothing();
}

/** Attempts still pending that were started before `before`: the sweep asks the gateway about each. */
export async function pendingPaymentsBefore(db: Database, before: Date, limit = 100): Promise<Payment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, "pending"), lte(payments.createdAt, before.toISOString())))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
  return rows.map(toPayment);
}

/** Payments that took money and last changed between two times, oldest first: the sweep checks who keeps it. */
export async function succeededBetween(db: Database, from: Date, to: Date, limit = 500): Promise<Payment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, "succeeded"),
        gte(payments.updatedAt, from.toISOString()),
        lte(payments.updatedAt, to.toISOString()),
      ),
    )
    .orderBy(asc(payments.updatedAt), asc(payments.id))
    .limit(limit);
  return rows.map(toPayment);
}
