import { minorUnits, type Money } from "~/domains/markets/markets";
import type { ProductKey } from "~/domains/products/catalog";
import { addDays, daysBetween } from "~/lib/time";
import { PAY_SMALL_SMALL, PAY_SMALL_SMALL_MINIMUM, PAY_SMALL_SMALL_PRODUCTS } from "./terms";

// A Pay Small Small plan (product rules §3, Pay-small-small plan): the down payment, then the second, third, fourth
// and final payments, each with its amount and pay day. Pure: the calculator, checkout and the cron compute the same
// plan from the same figures. Amounts are integer minor units that sum exactly to the total; every payment but the
// final is in whole units of the currency (whole naira), and the final takes what is left.

export const PAYMENT_KINDS = ["down", "second", "third", "fourth", "final"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export interface PlannedPayment {
  kind: PaymentKind;
  amount: Money;
  /** The last calendar day to pay it (the down payment's is the day after booking: within 24 hours). */
  dueOn: string;
  /** What a cancellation would refund once this payment and those before it are paid. */
  refundIfCancelled: Money;
}

export interface Plan {
  total: Money;
  payments: PlannedPayment[];
  /** The part of the total never refunded (the down payment's share). */
  retained: Money;
}

export type PlanRefusal = "product" | "amount" | "dates";

export interface PlanRequest {
  total: Money;
  product: ProductKey;
  /** The day the booking is made (the down payment's clock starts), as YYYY-MM-DD. */
  bookedOn: string;
  /** The travel (service) date, as YYYY-MM-DD. */
  travelOn: string;
}

const percentOf = (amount: number, percent: number) => Math.floor((amount * percent) / 100);

/**
 * The plan for a total booked on a day for travel on another, or why there is none: a product that does not offer
 * it, a total under the market's minimum, or dates that leave no room for a payment between the down payment and
 * the final one (due `finalDueDaysBeforeTravel` before travel). Payments after the down payment are as many as fit
 * `minDaysBetweenPayments` apart (at most four), spread evenly up to the final's day; each is the same share of
 * what is left after the down payment, in whole units, and the rounding remainder goes on the final payment.
 */
export function planFor(request: PlanRequest): { ok: true; plan: Plan } | { ok: false; reason: PlanRefusal } {
  const { total, bookedOn, travelOn } = request;
  if (!PAY_SMALL_SMALL_PRODUCTS.includes(request.product)) return { ok: false, reason: "product" };
  if (!Number.isInteger(total.amount) || total.amount < PAY_SMALL_SMALL_MINIMUM[total.currency])
    return { ok: false, reason: "amount" };
  const finalOn = addDays(travelOn, -PAY_SMALL_SMALL.finalDueDaysBeforeTravel);
  const span = daysBetween(bookedOn, finalOn);
  const after = Math.min(
    PAY_SMALL_SMALL.maxPaymentsAfterDown,
    Math.floor(span / PAY_SMALL_SMALL.minDaysBetweenPayments),
  );
  if (after < 1) return { ok: false, reason: "dates" };

  const unit = 10 ** minorUnits(total.currency);
  const whole = (amount: number) => Math.floor(amount / unit) * unit;
  const down = whole(percentOf(total.amount, PAY_SMALL_SMALL.downPaymentPercent));
  const rest = total.amount - down;
  const share = whole(rest / after);
  const amounts = [
    down,
    ...Array.from({ length: after }, (_, i) => (i === after - 1 ? rest - share * (after - 1) : share)),
  ];
  // The kinds in order, the last always "final": a plan of two payments after the down payment is second and final.
  const kinds: PaymentKind[] = ["down", ...PAYMENT_KINDS.slice(1, after), "final"];
  const days = [
    addDays(bookedOn, 1),
    ...Array.from({ length: after }, (_, i) =>
      i === after - 1 ? finalOn : addDays(bookedOn, Math.round(((i + 1) * span) / after)),
    ),
  ];
  const retained = percentOf(total.amount, PAY_SMALL_SMALL.refundRetainedPercent);
  let paid = 0;
  const payments = amounts.map((amount, i) => {
    paid += amount;
    return {
      kind: kinds[i] ?? "final",
      amount: { amount, currency: total.currency },
      dueOn: days[i] ?? finalOn,
      refundIfCancelled: { amount: Math.max(0, paid - retained), currency: total.currency },
    };
  });
  return { ok: true, plan: { total, payments, retained: { amount: retained, currency: total.currency } } };
}

/** What a cancelled plan refunds: what was paid minus the retained share of the total, never below nothing. */
export function refundOnCancel(total: Money, paid: number): Money {
  const retained = percentOf(total.amount, PAY_SMALL_SMALL.refundRetainedPercent);
  return { amount: Math.max(0, paid - retained), currency: total.currency };
}

/** The default charge a payment missed on its day adds, once. */
export function defaultCharge(payment: Money): Money {
  return { amount: percentOf(payment.amount, PAY_SMALL_SMALL.defaultChargePercent), currency: payment.currency };
}
