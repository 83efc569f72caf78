import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { runBatch } from "~/db/batch";
import type { Database } from "~/db/client.server";
import type { PayableRef } from "~/domains/checkout/payable";
import type { Currency, Money } from "~/domains/markets/markets";
import type { ProductKey } from "~/domains/products/catalog";
import { type PaymentKind, planFor, type PlanRefusal } from "./plan";
import { createdStatement, moveStatements, moveWhereStatements } from "~/domains/core/state-machine";
import { INSTALMENT_PAYMENT, INSTALMENT_PLAN, type InstalmentStatus, type PlanStatus } from "./machines";
import { instalmentPayments, instalmentPlans } from "./tables";

// Stored Pay Small Small plans (decision 015): one per order, its payments each a checkout payable ("instalment",
// `{plan}-{seq}`). The plan's id is its order's, so two requests for one order make one plan.

export type { InstalmentStatus, PlanStatus } from "./machines";

export interface Instalment {
  id: string;
  planId: string;
  seq: number;
  kind: PaymentKind;
  amount: Money;
  /** Added once when it was missed on its day. */
  defaultCharge: Money;
  /** What paying it now costs: its amount and any default charge. */
  owed: Money;
  dueOn: string;
  status: InstalmentStatus;
  paidAt: string | null;
}

export interface StoredPlan {
  id: string;
  order: PayableRef;
  product: ProductKey;
  total: Money;
  bookedOn: string;
  travelOn: string;
  status: PlanStatus;
  email: string;
  locale: string;
  reference: string;
  title: string;
  managePath: string;
  payments: Instalment[];
}

export const INSTALMENT_KIND = "instalment";

/** An instalment as the checkout's payable. */
export const instalmentRef = (id: string): PayableRef => ({ kind: INSTALMENT_KIND, id });

const toInstalment = (row: typeof instalmentPayments.$inferSelect, currency: Currency): Instalment => ({
  id: row.id,
  planId: row.planId,
  seq: row.seq,
  kind: row.kind as PaymentKind,
  amount: { amount: row.amount, currency },
  defaultCharge: { amount: row.defaultCharge, currency },
  owed: { amount: row.amount + row.defaultCharge, currency },
  dueOn: row.dueOn,
  status: row.status as InstalmentStatus,
  paidAt: row.paidAt,
});

export async function getPlan(db: Database, planId: string): Promise<StoredPlan | null> {
  const [row] = await db.select().from(instalmentPlans).where(eq(instalmentPlans.id, planId));
  if (!row) return null;
  const currency = row.currency as Currency;
  const payments = await db
    .select()
    .from(instalmentPayments)
    .where(eq(instalmentPayments.planId, planId))
    .orderBy(asc(instalmentPayments.seq));
  return {
    id: row.id,
    order: { kind: row.orderKind, id: row.orderId },
    product: row.product as ProductKey,
    total: { amount: row.total, currency },
    bookedOn: row.bookedOn,
    travelOn: row.travelOn,
    status: row.status as PlanStatus,
    email: row.email,
    locale: row.locale,
    reference: row.reference,
    title: row.title,
    managePath: row.managePath,
    payments: payments.map((p) => toInstalment(p, currency)),
  };
}

/** The plan paying for an order, if one was asked for. */
export const planOf = (db: Database, orderId: string) => getPlan(db, orderId);

/** The plan an instalment belongs to, and the instalment. */
export async function instalmentOf(db: Database, id: string) {
  const [row] = await db.select().from(instalmentPayments).where(eq(instalmentPayments.id, id));
  const plan = row ? await getPlan(db, row.planId) : null;
  const payment = plan?.payments.find((p) => p.id === id);
  return plan && payment ? { plan, payment } : null;
}

/**
 * Whether an order's ticket documents are held under a plan's lien: its down payment made and its final one not
 * (or the plan cancelled). The order's pages, documents and e-mails ask before showing or sending them.
 */
export async function underLien(db: Database, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: instalmentPlans.status })
    .from(instalmentPlans)
    .where(eq(instalmentPlans.orderId, orderId));
  return row?.status === "active" || row?.status === "defaulted" || row?.status === "cancelled";
}

/** The next payment due of each active plan among these orders (90 a query: D1 binds 100 values): for My Trips. */
export async function nextPaymentsOf(db: Database, orderIds: readonly string[]) {
  const next = new Map<string, { owed: Money; dueOn: string }>();
  for (let i = 0; i < orderIds.length; i += 90) {
    const rows = await db
      .select({
        orderId: instalmentPlans.orderId,
        currency: instalmentPlans.currency,
        amount: instalmentPayments.amount,
        charge: instalmentPayments.defaultCharge,
        dueOn: instalmentPayments.dueOn,
      })
      .from(instalmentPayments)
      .innerJoin(instalmentPlans, eq(instalmentPlans.id, instalmentPayments.planId))
      .where(
        and(
          inArray(instalmentPlans.orderId, orderIds.slice(i, i + 90)),
          eq(instalmentPlans.status, "active"),
          eq(instalmentPayments.status, "due"),
        ),
      )
      .orderBy(asc(instalmentPayments.seq));
    for (const row of rows) {
      if (next.has(row.orderId)) continue;
      const owed = { amount: row.amount + row.charge, currency: row.currency as Currency };
      next.set(row.orderId, { owed, dueOn: row.dueOn });
    }
  }
  return next;
}

/** The payments still to make, in order. */
export const duePayments = (plan: StoredPlan) => plan.payments.filter((p) => p.status === "due");

/** What is still owed on a plan: every payment due, with its late charge (the pages and the API say it alike). */
export const owedOn = (plan: StoredPlan): Money => ({
  amount: duePayments(plan).reduce((sum, p) => sum + p.owed.amount, 0),
  currency: plan.total.currency,
});

export interface PlanInput {
  order: PayableRef;
  product: ProductKey;
  total: Money;
  bookedOn: string;
  travelOn: string;
  email: string;
  locale: string;
  reference: string;
  title: string;
  managePath: string;
}

/**
 * The plan for an order at its total, made when its down payment is first asked for; asked again, the same plan. A
 * plan whose down payment is not made yet is made again when the total changed (points used meanwhile). Refused
 * like the calculator: a product that does not offer it, a total under the minimum, dates with no room.
 */
export async function openPlan(
  db: Database,
  input: PlanInput,
  now: Date,
): Promise<{ ok: true; plan: StoredPlan } | { ok: false; reason: PlanRefusal | "closed" }> {
  const existing = await planOf(db, input.order.id);
  if (existing && existing.status !== "awaiting_down") return { ok: false, reason: "closed" };
  if (existing?.total.amount === input.total.amount) return { ok: true, plan: existing };
  const computed = planFor(input);
  if (!computed.ok) return computed;
  const at = now.toISOString();
  const id = input.order.id;
  await runBatch(db, [
    // A plan not yet started at another total gives way (nothing was paid on it).
    db
      .delete(instalmentPayments)
      .where(
        and(
          eq(instalmentPayments.planId, id),
          sql`EXISTS (SELECT 1 FROM ${instalmentPlans} WHERE ${instalmentPlans.id} = ${id} AND ${instalmentPlans.status} = 'awaiting_down')`,
        ),
      ),
    db.delete(instalmentPlans).where(and(eq(instalmentPlans.id, id), eq(instalmentPlans.status, "awaiting_down"))),
    db
      .insert(instalmentPlans)
      .values({
        id,
        orderKind: input.order.kind,
        orderId: input.order.id,
        product: input.product,
        currency: input.total.currency,
        total: input.total.amount,
        bookedOn: input.bookedOn,
        travelOn: input.travelOn,
        status: "awaiting_down",
        email: input.email.trim(),
        locale: input.locale,
        reference: input.reference,
        title: input.title,
        managePath: input.managePath,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing(),
    createdStatement(db, INSTALMENT_PLAN, { id, status: "awaiting_down" }, "down payment asked for"),
    ...computed.plan.payments.flatMap((p, seq) => [
      db
        .insert(instalmentPayments)
        .values({
          id: `${id}-${seq}`,
          planId: id,
          seq,
          kind: p.kind,
          amount: p.amount.amount,
          dueOn: p.dueOn,
          status: "due",
          updatedAt: at,
        })
        .onConflictDoNothing(),
      createdStatement(db, INSTALMENT_PAYMENT, { id: `${id}-${seq}`, status: "due" }, "plan made"),
    ]),
  ]);
  const plan = await planOf(db, id);
  return plan ? { ok: true, plan } : { ok: false, reason: "closed" };
}

/** An instalment's move to paid, and its plan's: active at the down payment, paid when nothing is left due. */
export function paidStatements(db: Database, plan: StoredPlan, payment: Instalment, now: Date) {
  const reason = `instalment ${payment.id} paid`;
  return [
    ...moveStatements(db, INSTALMENT_PAYMENT, { id: payment.id, status: "due" }, "paid", {
      reason,
      now,
      also: { paidAt: now.toISOString() },
    }),
    ...moveStatements(db, INSTALMENT_PLAN, { id: plan.id, status: "awaiting_down" }, "active", { reason, now }),
    ...planPaidStatements(db, plan.id, now),
  ];
}

/** The plan is paid once none of its payments is due: the lien lifts. Runs after the payment's own move. */
export const planPaidStatements = (db: Database, planId: string, now: Date) =>
  moveStatements(db, INSTALMENT_PLAN, { id: planId, status: "active" }, "paid", {
    reason: "nothing left due",
    now,
    onlyIf: sql`NOT EXISTS (SELECT 1 FROM ${instalmentPayments} WHERE ${instalmentPayments.planId} = ${planId} AND ${instalmentPayments.status} = 'due')`,
  });

/** A plan not paid by the travel day: defaulted (its refunds to make), and its payments still due cancelled with it. */
export function defaultStatements(db: Database, plan: StoredPlan, now: Date) {
  const reason = "not paid by the day of travel";
  return [
    ...moveStatements(db, INSTALMENT_PLAN, { id: plan.id, status: "active" }, "defaulted", { reason, now }),
    ...moveWhereStatements(db, INSTALMENT_PAYMENT, eq(instalmentPayments.planId, plan.id), "due", "cancelled", {
      reason,
      now,
    }),
  ];
}

/** A defaulted plan whose refunds are made: cancelled. */
export const cancelledStatements = (db: Database, planId: string, now: Date) =>
  moveStatements(db, INSTALMENT_PLAN, { id: planId, status: "defaulted" }, "cancelled", {
    reason: "its refunds made",
    now,
  });
