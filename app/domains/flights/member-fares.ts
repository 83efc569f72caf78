import { minorUnits, type Money } from "~/domains/markets/markets";
import type { FareFamily, FlightOffer } from "./supplier";

// Members' prices (product rules §6, members-only benefits): some fares take a share off the base fare for a
// signed-in member. One rule for the results (what a member is shown) and the fare summary (what a member pays).

/**
 * What a members' price takes off a base fare: its share, rounded down to whole units of the currency, as fares
 * are quoted (₦128,755, never ₦128,755.24).
 */
export function memberSaving(base: Money, percent: number | undefined): Money {
  const share = percent && percent > 0 ? Math.min(percent, 100) : 0;
  const unit = 10 ** minorUnits(base.currency);
  return { amount: Math.floor((base.amount * share) / 100 / unit) * unit, currency: base.currency };
}

/** A family's members' price for the offer's whole party and per adult, or null when the offer has none. */
export function memberPrice(offer: Pick<FlightOffer, "memberDiscountPercent" | "passengers">, family: FareFamily) {
  const percent = offer.memberDiscountPercent;
  if (!percent) return null;
  const { adult, child, infant } = family.perPassenger;
  const base =
    adult.base.amount * offer.passengers.adults +
    (child?.base.amount ?? 0) * offer.passengers.childAges.length +
    (infant?.base.amount ?? 0) * offer.passengers.infants;
  const saving = memberSaving({ amount: base, currency: family.total.currency }, percent);
  return {
    percent,
    total: { amount: family.total.amount - saving.amount, currency: family.total.currency },
    perAdult: {
      amount: adult.total.amount - memberSaving(adult.base, percent).amount,
      currency: adult.total.currency,
    },
  };
}
