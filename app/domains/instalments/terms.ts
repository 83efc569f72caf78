import type { Currency } from "~/domains/markets/markets";
import type { ProductKey } from "~/domains/products/catalog";

// Pay Small Small's terms (product rules §9: up to four instalments plus a final payment), every figure in one
// place so a market can change them. The plan, the calculator, checkout and the reminders cron all read these.

export const PAY_SMALL_SMALL = {
  /** The down payment: this share of the total, in per cent, never refunded. */
  downPaymentPercent: 25,
  /** The down payment is due within this many hours of the request, or the booking is released. */
  downPaymentDueHours: 24,
  /** Payments after the down payment, the final one included: the second, third, fourth and final (§3). */
  maxPaymentsAfterDown: 4,
  /** At least this many days between two payments. */
  minDaysBetweenPayments: 14,
  /** The final payment is due this many days before the travel (service) date, so the ticket is released in time. */
  finalDueDaysBeforeTravel: 14,
  /** A payment not made by its day adds this share of it, in per cent, once. */
  defaultChargePercent: 5,
  /** Reminder e-mails go this many days before each due day. */
  reminderDaysBefore: [3, 1],
  /** Cancelled, a plan refunds what was paid minus this share of the total, in per cent (the down payment's). */
  refundRetainedPercent: 25,
} as const;

/** The products a plan may pay for. */
export const PAY_SMALL_SMALL_PRODUCTS: readonly ProductKey[] = ["flight", "stays", "holidays"];

/** The smallest total a plan is offered for, per currency, in minor units: about 100 US dollars (below it, pay at once). */
export const PAY_SMALL_SMALL_MINIMUM: Record<Currency, number> = {
  NGN: 155_000_00,
  USD: 100_00,
  GBP: 80_00,
  EUR: 90_00,
  GHS: 1_500_00,
  KES: 13_000_00,
  ZAR: 1_800_00,
  XOF: 60_000,
  AED: 370_00,
  CAD: 140_00,
};

/** The fewest days between booking and travel for any plan: the down payment, one payment, then the final's lead. */
export const MIN_DAYS_TO_TRAVEL = PAY_SMALL_SMALL.minDaysBetweenPayments + PAY_SMALL_SMALL.finalDueDaysBeforeTravel;
