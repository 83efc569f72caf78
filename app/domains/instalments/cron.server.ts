import { and, eq, inArray, lt, lte, sql } from "drizzle-orm";
import { type CheckoutDeps, commit } from "~/domains/checkout/checkout.server";
import { NO_EFFECTS } from "~/domains/checkout/payable";
import { refund } from "~/domains/checkout/settle.server";
import type { OutboxJob } from "~/domains/jobs/outbox.server";
import { addDays } from "~/lib/time";
import { planEmailJob } from "./emails.server";
import { keptPlanPayments, planCancellation } from "./cancellation.server";
import { defaultCharge } from "./plan";
import { cancelledStatements, defaultStatements, getPlan } from "./plans.server";
import { runBatch } from "~/db/batch";
import { instalmentPayments, instalmentPlans } from "./tables";
import { PAY_SMALL_SMALL } from "./terms";

// Pay Small Small's cron (decision 015), every run: reminders 3 and 1 days before each payment's day, a missed
// payment's default charge, and a plan still unpaid on the travel day defaulted, its order cancelled and what it
// refunds given back. Each is keyed (the outbox's job ids, conditional updates, the gateway refund's key by payment),
// so a second run the same day does nothing more, and a run that died half way is finished by the next.

export interface PlanCronResult {
  reminded: number;
  missed: number;
  defaulted: number;
  refunded: number;
}

export async function advancePlans(deps: CheckoutDeps, limit = 100): Promise<PlanCronResult> {
  const { db, now } = deps;
  const today = now.toISOString().slice(0, 10);
  const active = sql`${instalmentPayments.planId} IN (SELECT ${instalmentPlans.id} FROM ${instalmentPlans} WHERE ${instalmentPlans.status} = 'active')`;

  // Reminders: the payments due in 3 days and in 1 day, once each.
  const days = PAY_SMALL_SMALL.reminderDaysBefore.map((d) => addDays(today, d));
  const soon = await db
    .select()
    .from(instalmentPayments)
    .where(and(eq(instalmentPayments.status, "due"), inArray(instalmentPayments.dueOn, days), active))
    .limit(limit);
  const reminders: OutboxJob[] = soon.map((p) =>
    planEmailJob({
      planEmail: "reminder",
      planId: p.planId,
      paymentId: p.id,
      dedupeKey: `plan:${p.planId}:reminder:${p.id}:${p.dueOn}:${today}`,
    }),
  );
  if (reminders.length > 0) await commit(deps, [], reminders);

  // Missed: a payment past its day adds its default charge, once, and says so.
  const late = await db
    .select()
    .from(instalmentPayments)
    .where(
      and(
        eq(instalmentPayments.status, "due"),
        lt(instalmentPayments.dueOn, today),
        eq(instalmentPayments.defaultCharge, 0),
        active,
      ),
    )
    .limit(limit);
  for (const p of late) {
    const plan = await getPlan(db, p.planId);
    if (!plan) continue;
    const charge = defaultCharge(plan.payments.find((x) => x.id === p.id)?.amount ?? plan.total);
    await commit(
      deps,
      [
        db
          .update(instalmentPayments)
          .set({ defaultCharge: charge.amount })
          .where(
            and(
              eq(instalmentPayments.id, p.id),
              eq(instalmentPayments.status, "due"),
              eq(instalmentPayments.defaultCharge, 0),
            ),
          ),
      ],
      [
        planEmailJob({
          planEmail: "missed",
          planId: p.planId,
          paymentId: p.id,
          dedupeKey: `plan:${p.planId}:missed:${p.id}`,
        }),
      ],
    );
  }

  // Defaulted: an active plan with a payment still due on the travel day; its order is cancelled with it.
  const unpaid = await db
    .select({ id: instalmentPlans.id })
    .from(instalmentPlans)
    .where(and(eq(instalmentPlans.status, "active"), lte(instalmentPlans.travelOn, today)))
    .limit(limit);
  let defaulted = 0;
  for (const { id } of unpaid) {
    const plan = await getPlan(db, id);
    if (!plan || plan.payments.every((p) => p.status !== "due")) continue;
    const order = await deps.payables[plan.order.kind]?.find(plan.order.id);
    const effects = order?.defaulted?.() ?? NO_EFFECTS;
    await commit(
      deps,
      [...defaultStatements(db, plan, now), ...effects.statements],
      [
        ...(effects.jobs ?? []),
        planEmailJob({ planEmail: "cancelled", planId: plan.id, dedupeKey: `plan:${plan.id}:cancelled` }),
      ],
    );
    await effects.after?.();
    defaulted += 1;
  }

  // A defaulted plan refunds what was paid less the retained share, newest payment first, each refund keyed by its
  // payment; then it is cancelled.
  const owing = await db
    .select({ id: instalmentPlans.id })
    .from(instalmentPlans)
    .where(eq(instalmentPlans.status, "defaulted"))
    .limit(limit);
  for (const { id } of owing) {
    const plan = await getPlan(db, id);
    if (!plan) continue;
    const kept = await keptPlanPayments(db, plan);
    let left = (await planCancellation(db, plan)).returns.amount;
    for (const payment of kept) {
      if (left <= 0) break;
      const back = Math.min(left, payment.amount.amount);
      await refund(deps, payment, "Pay Small Small plan cancelled", {
        amount: back,
        currency: payment.amount.currency,
      });
      left -= back;
    }
    await runBatch(db, cancelledStatements(db, id, now));
  }
  return { reminded: reminders.length, missed: late.length, defaulted, refunded: owing.length };
}
