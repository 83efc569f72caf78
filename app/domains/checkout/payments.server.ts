import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";
import { moveStatements, moveWhereStatements } from "~/domains/core/state-machine";
import type { Database } from "~/db/client.server";
import type { Currency, Money } from "~/domains/markets/markets";
import type { BankAccount } from "./gateway";
import type { Billing, PaymentMethod } from "./schema";
import { paymentEvents, payments, refunds } from "./tables";

import { PAYMENT, type PaymentStatus } from "./machines";
import type { PayableRef } from "./payable";

export interface Payment {
  id: string;
  /** The order whose attempts are numbered together (a booking and its changes, a stay). */
  orderId: string;
  /** What it pays for. */
  payable: PayableRef;
  attempt: number;
  method: PaymentMethod | "pay_later";
  status: PaymentStatus;
  amount: Money;
  gatewayRef: string | null;
  billing: Billing;
  bank: BankAccount | null;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

function toPayment(row: typeof payments.$inferSelect): Payment {
  return {
    id: row.id,
    orderId: row.orderId,
    payable: { kind: row.payableKind, id: row.payableId },
    attempt: row.attempt,
    method: row.method as Payment["method"],
    status: row.status as PaymentStatus,
    amount: { amount: row.amount, currency: row.currency as Currency },
    gatewayRef: row.gatewayRef,
    billing: JSON.parse(row.billingJson) as Billing,
    bank: row.bankJson ? (JSON.parse(row.bankJson) as BankAccount) : null,
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The payment attempts for one payable, newest first. */
export async function paymentsOf(db: Database, payable: PayableRef): Promise<Payment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.payableKind, payable.kind), eq(payments.payableId, payable.id)))
    .orderBy(desc(payments.attempt));
  return rows.map(toPayment);
}

/** The payable's succeeded payment that keeps its money: the first to succeed (the sweep gives any other back). */
export async function keptPayment(db: Database, payable: PayableRef): Promise<Payment | null> {
  const [first] = (await paymentsOf(db, payable))
    .filter((p) => p.status === "succeeded")
    .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.attempt - b.attempt);
  return first ?? null;
}

/** The highest attempt number of an order's payments, its changes' included: the next attempt takes the one after. */
export async function lastAttempt(db: Database, orderId: string): Promise<number> {
  const [row] = await db
    .select({ attempt: payments.attempt })
    .from(payments)
    .where(eq(payments.orderId, orderId))
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

/**
 * The payable whose pending charge also pays this one (a stay paid with a flight of the same cart, or with another
 * order that led the charge), if any: that one's payment step is where it is paid. A charge's lead is its first part,
 * written first in the charge's batch (payParts); the lead itself is paid on its own page.
 */
export async function paidTogetherWith(db: Database, payable: PayableRef): Promise<PayableRef | null> {
  for (const payment of await paymentsOf(db, payable)) {
    if (payment.status !== "pending" || !payment.gatewayRef) continue;
    const [lead] = await db
      .select({ kind: payments.payableKind, id: payments.payableId })
      .from(payments)
      .where(eq(payments.gatewayRef, payment.gatewayRef))
      .orderBy(sql`rowid`)
      .limit(1);
    if (lead && !(lead.kind === payable.kind && lead.id === payable.id)) return lead;
  }
  return null;
}

/**
 * What else this payable's latest charge paid (or is paying): the other parts of the gateway session it shares, a stay
 * and a ride paid with a flight; none when it was paid on its own.
 */
export async function paidWith(db: Database, payable: PayableRef): Promise<PayableRef[]> {
  const [latest] = (await paymentsOf(db, payable)).filter((p) => p.gatewayRef);
  if (!latest?.gatewayRef) return [];
  return (await getPaymentsByGatewayRef(db, latest.gatewayRef))
    .filter((p) => !(p.payable.kind === payable.kind && p.payable.id === payable.id))
    .map((p) => p.payable);
}

/** The id of an order's next attempt: stable, so a retried submission finds the attempt it started. */
export const paymentIdFor = (orderId: string, attempt: number) => `${orderId}-p${attempt}`;

/** Statement recording a new attempt; a concurrent twin with the same attempt number inserts nothing. */
export function insertPaymentStatement(
  db: Database,
  input: Omit<Payment, "status" | "createdAt" | "updatedAt"> & { now: Date },
) {
  const at = input.now.toISOString();
  return db
    .insert(payments)
    .values({
      id: input.id,
      orderId: input.orderId,
      payableKind: input.payable.kind,
      payableId: input.payable.id,
      attempt: input.attempt,
      method: input.method,
      status: "pending",
      amount: input.amount.amount,
      currency: input.amount.currency,
      gatewayRef: input.gatewayRef,
      billingJson: JSON.stringify(input.billing),
      bankJson: input.bank ? JSON.stringify(input.bank) : null,
      expiresAt: input.expiresAt,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing();
}

/**
 * Statements moving one payment from any of `from` to `to` (the payment machine), with its event; a payment that
 * moved meanwhile changes nothing. Statuses the machine does not allow to reach `to` are left out of `from`.
 */
export function paymentStatusStatement(
  db: Database,
  paymentId: string,
  from: readonly PaymentStatus[],
  to: PaymentStatus,
  now: Date,
  reason = `payment ${to}`,
) {
  const allowed = from.filter((status) => PAYMENT.can(status, to));
  return moveStatements(db, PAYMENT, { id: paymentId, status: allowed }, to, { reason, now });
}

/** Statements closing a payable's other pending attempts when a new one starts or one succeeds. */
export function cancelOtherPendingStatements(db: Database, payable: PayableRef, keepId: string, now: Date) {
  return moveWhereStatements(
    db,
    PAYMENT,
    sql`payable_kind = ${payable.kind} AND payable_id = ${payable.id} AND id <> ${keepId}`,
    "pending",
    "cancelled",
    { reason: `replaced by payment ${keepId}`, now },
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
      orderId: payment.orderId,
      amount: input.amount ?? payment.amount.amount,
      currency: payment.amount.currency,
      reason: input.reason,
      gatewayRef: input.gatewayRef,
      createdAt: input.now.toISOString(),
    })
    .onConflictDoNothing();
}

/**
 * What a succeeded payment still holds: its amount less every refund already recorded against it (`except` leaves out
 * one refund's key, so a case paid again measures itself as before). What any refund of it is capped at.
 */
export async function heldBy(db: Database, payment: Payment, except?: string): Promise<Money> {
  if (payment.status !== "succeeded") return { amount: 0, currency: payment.amount.currency };
  const [row] = await db
    .select({ out: sql<number>`COALESCE(SUM(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), except ? sql`${refunds.id} <> ${except}` : undefined));
  return { amount: Math.max(0, payment.amount.amount - Number(row?.out ?? 0)), currency: payment.amount.currency };
}

/** The gateway refunds of an order's payments. */
export async function getRefunds(db: Database, orderId: string) {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId));
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
