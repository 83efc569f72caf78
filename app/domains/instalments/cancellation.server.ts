import type { Database } from "~/db/client.server";
import { keptPayment, type Payment } from "~/domains/checkout/payments.server";
import type { Money } from "~/domains/markets/markets";
import { refundOnCancel } from "./plan";
import { instalmentRef, planOf, type StoredPlan } from "./plans.server";

// What cancelling a Pay Small Small plan gives back (docs/product-rules.md §9): what its payments kept, less the
// retained share of the total. A booking on a plan is refunded this way only, never through a refund case; the plan's
// cron pays it when the plan is cancelled, and manage booking shows it beforehand.

export interface PlanCancellation {
  planId: string;
  total: Money;
  /** What the plan's payments took and keep (the default charges included). */
  paid: Money;
  /** The share of the total a cancelled plan keeps. */
  retained: Money;
  /** What cancelling gives back: paid less retained, never below nothing. */
  returns: Money;
}

/** The plan paying for an order once its down payment was made (a plan still awaiting it pays for nothing yet). */
export async function livePlan(db: Database, orderId: string): Promise<StoredPlan | null> {
  const plan = await planOf(db, orderId);
  return plan && plan.status !== "awaiting_down" ? plan : null;
}

/** The payments that keep the plan's money, newest first: what a cancellation refunds from. */
export async function keptPlanPayments(db: Database, plan: StoredPlan): Promise<Payment[]> {
  const kept = await Promise.all(
    plan.payments.filter((p) => p.status === "paid").map((p) => keptPayment(db, instalmentRef(p.id))),
  );
  return kept.flatMap((p) => (p ? [p] : [])).reverse();
}

export async function planCancellation(db: Database, plan: StoredPlan): Promise<PlanCancellation> {
  const kept = await keptPlanPayments(db, plan);
  const paid = kept.reduce((sum, p) => sum + p.amount.amount, 0);
  const returns = refundOnCancel(plan.total, paid);
  return {
    planId: plan.id,
    total: plan.total,
    paid: { amount: paid, currency: plan.total.currency },
    retained: { amount: paid - returns.amount, currency: plan.total.currency },
    returns,
  };
}
