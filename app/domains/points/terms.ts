import type { Currency } from "~/domains/markets/markets";
import type { ProductKey } from "~/domains/products/catalog";

// Wakapoints' terms (product rules §5 "Points"): every figure in one place, so a market can change them. A
// point is worth about one US cent in every currency; a booking earns about one point per US dollar, more on stays
// and holidays.

/** What is spent, in the currency's minor units, for one point (about one US dollar). */
export const SPEND_PER_POINT: Record<Currency, number> = {
  NGN: 1_550_00,
  USD: 1_00,
  GBP: 79,
  EUR: 92,
  GHS: 15_40,
  KES: 129_20,
  ZAR: 18_10,
  XOF: 604,
  AED: 3_67,
  CAD: 1_38,
};

/** What one point takes off a price, in the currency's minor units (about one US cent). */
export const POINT_VALUE: Record<Currency, number> = {
  NGN: 15_50,
  USD: 1,
  GBP: 1,
  EUR: 1,
  GHS: 15,
  KES: 1_29,
  ZAR: 18,
  XOF: 6,
  AED: 4,
  CAD: 1,
};

/** Points per point's worth of spending, by product: stays and holidays earn double. Products not listed earn none. */
export const EARN_MULTIPLIER: Partial<Record<ProductKey, number>> = {
  flight: 1,
  stays: 2,
  holidays: 2,
  thingsToDo: 1,
};

export const POINTS = {
  /** Points earned on a booking are pending until its travel (service) date, then available. */
  availableOnTravel: true,
  /** An account with no earning or redeeming for this many months loses its available points. */
  expiryInactiveMonths: 24,
  /** The fewest points one redemption uses. */
  minRedeem: 100,
  /** The largest share of a price, in per cent, points may pay. */
  maxRedeemPercent: 50,
} as const;

/**
 * Referrals (decision 016): what a referred member's first booking earns, once, for them and for who referred them; pending
 * until that trip's date like earned points, and taken back if that booking is refunded in full.
 */
export const REFERRAL = {
  /** Points each side gets. */
  points: 500,
  /** How long a followed referral link is remembered by the browser. */
  cookieDays: 30,
} as const;
