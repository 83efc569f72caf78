import { type CheckoutDeps, type PaymentPart, payParts, type PayResult } from "~/domains/checkout/checkout.server";
import { lastAttempt, type Payment, paymentsOf } from "~/domains/checkout/payments.server";
import type { PaymentForm } from "~/domains/checkout/schema";
import { paymentArrived } from "~/domains/checkout/settle.server";
import type { Locale } from "~/i18n/locales";
import { PAY_SMALL_SMALL } from "./terms";
import { duePayments, instalmentRef, openPlan, type PlanInput, planOf, type StoredPlan } from "./plans.server";

// Paying a plan (decision 015): its down payment as the order's own payment step's part, and the later payments from manage
// booking and My Trips, the next one or the whole balance in one charge, each payment its own part of it.

/** The order's payment part as the plan's down payment: the same holds and move, for the down payment's amount. */
export function downPaymentPart(orderPart: PaymentPart, plan: StoredPlan): PaymentPart {
  const down = plan.payments[0];
  if (!down) throw new Error(`plan ${plan.id} has no down payment`);
  return { ...orderPart, payable: instalmentRef(down.id), amount: down.owed };
}

/**
 * A payment step's lead part, for any product that offers plans: the order's own part, or with `plan` (Pay Small
 * Small asked for) its plan's down payment, the plan made at what the order costs now (its points taken off). The
 * attempts to close first are both ways', so one paid the other way is never kept as well. Null where no plan is
 * offered (the product, the total, the dates).
 */
export async function leadPart(
  deps: CheckoutDeps,
  part: PaymentPart,
  plan: Omit<PlanInput, "order" | "total" | "bookedOn"> | null,
): Promise<{ lead: PaymentPart; previous: Payment[] } | null> {
  const own = await paymentsOf(deps.db, part.payable);
  let opened: StoredPlan | null = null;
  if (plan) {
    const total = deps.amountDue ? await deps.amountDue(part.payable, part.amount) : part.amount;
    const bookedOn = deps.now.toISOString().slice(0, 10);
    const result = await openPlan(deps.db, { ...plan, order: part.payable, total, bookedOn }, deps.now);
    if (!result.ok) return null;
    opened = result.plan;
  }
  const downId = (opened ?? (await planOf(deps.db, part.payable.id)))?.payments[0]?.id;
  const down = downId ? await paymentsOf(deps.db, instalmentRef(downId)) : [];
  // The down payment is due within 24 hours: a bank transfer's account stays open no longer.
  const dueBy = new Date(deps.now.getTime() + PAY_SMALL_SMALL.downPaymentDueHours * 3_600_000);
  return opened
    ? { lead: { ...downPaymentPart(part, opened), dueBy }, previous: [...down, ...own] }
    : { lead: part, previous: [...own, ...down] };
}

export type PayInstalmentsResult = Exclude<PayResult, { kind: "paid_before" }> | { kind: "closed" };

/**
 * Pays an active plan's next payment, or all that is left, by card or bank transfer through the checkout: one charge
 * whose parts are the payments (each with its default charge, if it was missed). Sent twice, the open attempt is
 * answered again; an attempt paid meanwhile is settled and the plan's page says where it stands.
 */
export async function payInstalments(
  deps: CheckoutDeps,
  plan: StoredPlan,
  input: { which: "next" | "balance"; form: PaymentForm; returnUrl: string; locale: Locale },
): Promise<PayInstalmentsResult> {
  const due = duePayments(plan);
  if (plan.status !== "active" || due.length === 0) return { kind: "closed" };
  const chosen = input.which === "next" ? due.slice(0, 1) : due;
  const first = await lastAttempt(deps.db, plan.order.id);
  const parts: PaymentPart[] = chosen.map((payment, i) => ({
    payable: instalmentRef(payment.id),
    orderId: plan.order.id,
    amount: payment.owed,
    attempt: first + 1 + i,
    // The order is already issued: nothing is held for these payments.
    extend: async () => true,
    statements: () => [],
  }));
  const [lead, ...others] = parts;
  if (!lead) return { kind: "closed" };
  const paid = await payParts(deps, {
    lead,
    others,
    previous: await paymentsOf(deps.db, lead.payable),
    locale: input.locale,
    email: plan.email,
    form: input.form,
    returnUrl: input.returnUrl,
  });
  if (paid.kind === "paid_before") {
    await paymentArrived(deps, paid.payment, "paid before a new attempt");
    return { kind: "closed" };
  }
  return paid;
}
