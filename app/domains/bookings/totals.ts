import type { PromoCode } from "~/domains/promotions/types";
import type { PassengerPrice } from "~/domains/flights/supplier";
import { convert } from "~/domains/markets/fx";
import { memberSaving } from "~/domains/flights/member-fares";
import type { Currency, Money } from "~/domains/markets/markets";
import { type PassengerType } from "~/domains/people/ages";
import type { Booking, BookingItem } from "./types";

export interface PassengerLine {
  type: PassengerType;
  count: number;
  /** One traveller of this type. */
  each: PassengerPrice;
  total: Money;
}

/** Product rules §3, the fare summary: base fare, taxes and surcharges, service fee, discount, extras, total. */
export interface FareSummary {
  passengers: PassengerLine[];
  base: Money;
  taxes: Money;
  fee: Money;
  fare: Money;
  extras: { bags: Money; seats: Money; addons: Money; total: Money };
  discount: Money;
  /** A member's price on a fare that has one (domains/flights/member-fares.ts): what it takes off the base fare. */
  memberSaving: Money;
  total: Money;
}

const zero = (currency: Currency): Money => ({ amount: 0, currency });
const sum = (currency: Currency, amounts: number[]): Money => ({
  amount: amounts.reduce((a, b) => a + b, 0),
  currency,
});

/** The discount a promo code gives on a base fare: a percentage of it, or a fixed amount, never more than it. */
export function promoDiscount(promo: PromoCode, base: Money): Money {
  const amount =
    promo.kind === "percent"
      ? Math.round((base.amount * promo.value) / 100)
      : convert({ amount: promo.value, currency: promo.currency ?? base.currency }, base.currency).amount;
  return { amount: Math.min(base.amount, Math.max(0, amount)), currency: base.currency };
}

export function fareSummary(
  booking: Pick<Booking, "family" | "passengers" | "currency"> &
    Partial<Pick<Booking, "memberId">> & { offer?: Pick<Booking["offer"], "memberDiscountPercent"> },
  items: readonly BookingItem[],
  promo: PromoCode | null,
): FareSummary {
  const { currency, family, passengers } = booking;
  // Amounts in minor units add up only in one currency: a fare or an extra priced in another is a bug, not a sum.
  const priced = [
    ...Object.values(family.perPassenger).flatMap((p) => (p ? [p.base, p.taxes, p.fee, p.total] : [])),
    ...items.map((i) => i.price),
  ];
  const foreign = priced.find((money) => money.currency !== currency);
  if (foreign) throw new Error(`A fare summary in ${currency} cannot add ${foreign.currency}`);
  const counts: Array<[PassengerType, number]> = [
    ["adult", passengers.adults],
    ["child", passengers.childAges.length],
    ["infant", passengers.infants],
  ];
  const lines: PassengerLine[] = [];
  for (const [type, count] of counts) {
    const each = family.perPassenger[type];
    if (count === 0 || !each) continue;
    lines.push({ type, count, each, total: { amount: each.total.amount * count, currency } });
  }
  const part = (key: keyof PassengerPrice) =>
    sum(
      currency,
      lines.map((l) => l.each[key].amount * l.count),
    );
  const base = part("base");
  const taxes = part("taxes");
  const fee = part("fee");
  const fare = sum(currency, [base.amount, taxes.amount, fee.amount]);
  const ofKind = (kind: BookingItem["kind"]) =>
    sum(
      currency,
      items.filter((i) => i.kind === kind).map((i) => i.price.amount),
    );
  const bags = ofKind("bag");
  const seats = ofKind("seat");
  const addons = ofKind("addon");
  const extrasTotal = sum(currency, [bags.amount, seats.amount, addons.amount]);
  const discount = promo ? promoDiscount(promo, base) : zero(currency);
  // A members' price only for a booking of a member's, and never with the promo code's discount more than the base.
  const member = booking.memberId ? memberSaving(base, booking.offer?.memberDiscountPercent) : zero(currency);
  const saving = { amount: Math.min(member.amount, base.amount - discount.amount), currency };
  return {
    passengers: lines,
    base,
    taxes,
    fee,
    fare,
    extras: { bags, seats, addons, total: extrasTotal },
    discount,
    memberSaving: saving,
    total: { amount: fare.amount + extrasTotal.amount - discount.amount - saving.amount, currency },
  };
}
