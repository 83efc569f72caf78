import { requireFreshRates } from "./fx-guard.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { dbContext, localeContext } from "~/context";
import { paymentsOf } from "~/domains/checkout/payments.server";
import { PayInstalmentSchema, paymentMethodsFor } from "~/domains/checkout/schema";
import type { MarketCountry, Money } from "~/domains/markets/markets";
import { planFor } from "~/domains/instalments/plan";
import type { ProductKey } from "~/domains/products/catalog";
import { payInstalments } from "~/domains/instalments/pay.server";
import { duePayments, instalmentRef, owedOn, planOf } from "~/domains/instalments/plans.server";
import { answerPayment } from "./payment-step.server";
import { checkoutDeps } from "./booking-step.server";

type Context = Readonly<RouterContextProvider>;

/**
 * The plan a payment step offers beside paying in full (Pay Small Small): its payments with their days, for what
 * is left to pay, booked today for a service on `travelOn`; null where none is offered (the product, the total, the
 * dates) or `allowed` is false (paid with other lines in one charge).
 */
export function planOffered(due: Money, product: ProductKey, now: Date, travelOn: string, allowed = true) {
  if (!allowed) return null;
  const plan = planFor({ total: due, product, bookedOn: now.toISOString().slice(0, 10), travelOn });
  return plan.ok ? plan.plan.payments.map(({ kind, amount, dueOn }) => ({ kind, amount, dueOn })) : null;
}

/**
 * An order's Pay Small Small plan as its manage page shows it (decision 015): each payment with its day, amount (and default
 * charge) and status, the lien, and what paying the next one or the whole balance costs. Null without a started plan.
 */
export async function planAtSummary(context: Context, orderId: string, country: MarketCountry) {
  const plan = await planOf(context.get(dbContext), orderId);
  if (!plan || plan.status === "awaiting_down") return null;
  const due = duePayments(plan);
  return {
    status: plan.status,
    lien: plan.status !== "paid",
    total: plan.total,
    payments: plan.payments.map((p) => ({
      kind: p.kind,
      owed: p.owed,
      defaultCharge: p.defaultCharge,
      dueOn: p.dueOn,
      status: p.status,
      // The day it was paid, where the plan is kept (the order's zone is the page's; the day is enough here).
      paidOn: p.paidAt?.slice(0, 10) ?? null,
    })),
    // What is still owed: every payment due, with its late charge.
    left: owedOn(plan),
    next: plan.status === "active" ? (due[0]?.owed ?? null) : null,
    balance:
      plan.status === "active" && due.length > 1
        ? { amount: due.reduce((sum, p) => sum + p.owed.amount, 0), currency: plan.total.currency }
        : null,
    methods: paymentMethodsFor(country, plan.total.currency, checkoutDeps(context).gateway),
  };
}

export type PlanAtSummary = NonNullable<Awaited<ReturnType<typeof planAtSummary>>>;

/**
 * POST intent "instalment" on an order's manage page: the next payment or the whole balance, by card (the gateway's
 * page, back here) or bank transfer (its account shown here), billed as the down payment was.
 */
export async function payInstalmentAction(
  context: Context,
  form: FormData,
  input: { orderId: string; country: MarketCountry; here: string },
) {
  const submission = parseWithZod(form, { schema: PayInstalmentSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), alert: "errors.form" }, { status: 400 });
  }
  // An instalment takes money: not while the exchange rates are too old to sell at (decision 018).
  await requireFreshRates(context);
  const deps = checkoutDeps(context);
  const plan = await planOf(deps.db, input.orderId);
  if (!plan || plan.status !== "active") throw redirect(input.here);
  const methods = paymentMethodsFor(input.country, plan.total.currency, deps.gateway);
  if (!methods.includes(submission.value.method)) {
    return data({ result: submission.reply(), alert: "errors.methodUnavailable" }, { status: 400 });
  }
  const [down] = await paymentsOf(deps.db, instalmentRef(plan.payments[0]?.id ?? ""));
  if (!down?.billing) throw redirect(input.here);
  const billing = down.billing;
  return answerPayment(
    () =>
      payInstalments(deps, plan, {
        which: submission.value.which,
        form: { ...billing, method: submission.value.method },
        returnUrl: input.here,
        locale: context.get(localeContext).locale,
      }),
    (options) => submission.reply(options),
    { summary: input.here, expired: input.here, incomplete: input.here },
  );
}
