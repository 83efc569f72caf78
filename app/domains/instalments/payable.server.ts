import { and, eq, sql } from "drizzle-orm";
import type { CheckoutDeps } from "~/domains/checkout/checkout.server";
import { commit } from "~/domains/checkout/checkout.server";
import { type Effects, NO_EFFECTS, type Payable } from "~/domains/checkout/payable";
import { planEmailJob } from "./emails.server";
import { getPlan, INSTALMENT_KIND, instalmentOf, paidStatements, planPaidStatements } from "./plans.server";
import { instalmentPayments, instalmentPlans } from "./tables";

// A plan's payment as the checkout's payable (decision 015). The down payment pays the order itself (its own
// `paid`: a flight is ticketed, under the lien), and its lapse or decline is the order's; later payments move only
// the plan; the one that leaves nothing due lifts the lien and sends what the order sends when released (its
// documents). Each payment keeps its money once paid: a cancelled plan refunds by its own rule (cron.server.ts).

const merge = (...all: Effects[]): Effects => ({
  statements: all.flatMap((e) => e.statements),
  jobs: all.flatMap((e) => e.jobs ?? []),
  after: async () => {
    for (const e of all) await e.after?.();
  },
});

export function instalmentPayable(deps: CheckoutDeps): Payable {
  const { db, now } = deps;
  return {
    kind: INSTALMENT_KIND,
    async find(id) {
      const found = await instalmentOf(db, id);
      if (!found) return null;
      const { plan, payment } = found;
      const order = await deps.payables[plan.order.kind]?.find(plan.order.id);
      const down = payment.seq === 0;
      const due = payment.status === "due";
      const planOpen = down ? plan.status === "awaiting_down" : plan.status === "active";
      // The last one due: paying it releases the order (a concurrent last payment is caught by `repair`), and the
      // order earns on what the plan took.
      const last = due && plan.payments.every((p) => p.id === payment.id || p.status !== "due");
      const released = last && order?.released ? await order.released(plan.total) : NO_EFFECTS;
      return {
        label: `instalment ${payment.status} of plan ${plan.status}`,
        waiting: due && planOpen && (!down || Boolean(order?.waiting)),
        open: due && planOpen && (!down || Boolean(order?.open)),
        keepsMoney: payment.status === "paid",
        paid: (paid, reason) =>
          merge(
            { statements: paidStatements(db, plan, payment, now) },
            down && order
              ? merge(order.paid(paid, reason), {
                  statements: [],
                  jobs: [
                    planEmailJob({ planEmail: "schedule", planId: plan.id, dedupeKey: `plan:${plan.id}:schedule` }),
                  ],
                })
              : NO_EFFECTS,
            released,
          ),
        declined: (paid) => (down && order ? order.declined(paid) : NO_EFFECTS),
        lapsed: (paid) => (down && order ? order.lapsed(paid) : NO_EFFECTS),
      };
    },
    // A plan's down payment lapses with its order (the order's own cron); later payments never lapse: they are
    // missed, charged and finally cancelled by the plan's cron.
    expireLapsed: async () => 0,
    async repair() {
      // Plans with nothing left due but still active (their last two payments settled at once): paid, and released.
      const stuck = await db
        .select({ id: instalmentPlans.id })
        .from(instalmentPlans)
        .where(
          and(
            eq(instalmentPlans.status, "active"),
            sql`NOT EXISTS (SELECT 1 FROM ${instalmentPayments} WHERE ${instalmentPayments.planId} = ${instalmentPlans.id} AND ${instalmentPayments.status} = 'due')`,
          ),
        )
        .limit(50);
      for (const { id } of stuck) {
        const plan = await getPlan(db, id);
        if (!plan) continue;
        const order = await deps.payables[plan.order.kind]?.find(plan.order.id);
        const released = (await order?.released?.(plan.total)) ?? NO_EFFECTS;
        await commit(deps, [...planPaidStatements(db, id, now), ...released.statements], released.jobs);
      }
      return stuck.length;
    },
  };
}
