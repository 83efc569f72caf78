import { type Booking } from "./types";
import { type Database } from "~/db/client.server";
import type { Money } from "~/domains/markets/markets";
import type { PassengerPrice } from "~/domains/flights/supplier";
import { getTravellers } from "./travellers.server";
import { getItems } from "./extras.server";
// A refund value (docs/architecture.md, refund vocabulary): what the fare's rules give back for each passenger.

/** The share of the base fare kept by a "Penalty Applies" fare (docs/product-rules.md). */
export const PENALTY_SHARE = 0.3;

/**
 * What one passenger gets back (product rules §4, fare refundability): a Refundable fare in full; Penalty Applies
 * less 30% of the base fare; Non Refundable its taxes only; Non Refundable for No-Show like Penalty Applies before
 * the first flight leaves, taxes only after.
 */
export function passengerRefund(
  price: PassengerPrice,
  refundability: Booking["family"]["refundability"],
  departed: boolean,
): number {
  const penalised = price.total.amount - Math.round(price.base.amount * PENALTY_SHARE);
  switch (refundability) {
    case "Refundable":
      return price.total.amount;
    case "Penalty Applies":
      return penalised;
    case "Non Refundable":
      return price.taxes.amount;
    case "Non Refundable for No-Show":
      return departed ? price.taxes.amount : penalised;
  }
}

/** The refund of each traveller of a booking (by position), and of the ones chosen. */
export async function refundQuote(db: Database, booking: Booking, now: Date) {
  const travellers = await getTravellers(db, booking.id);
  const departed = Date.parse(booking.offer.slices[0]?.segments[0]?.departUtc ?? "") <= now.getTime();
  const each = travellers.map((traveller) => {
    const price = booking.family.perPassenger[traveller.type] ?? booking.family.perPassenger.adult;
    return {
      amount: passengerRefund(price, booking.family.refundability, departed),
      currency: booking.currency,
    } as Money;
  });
  return {
    each,
    travellers,
    totalFor: (positions: readonly number[]): Money => ({
      amount: positions.reduce((sum, p) => sum + (each[p]?.amount ?? 0), 0),
      currency: booking.currency,
    }),
  };
}

/**
 * What was bought for each passenger (by position) that a refund of their fare does not give back: their seats and
 * extra bags, which stay with the airline (docs/product-rules.md), named on the refund page.
 */
export async function servicesKept(db: Database, booking: Pick<Booking, "id" | "currency">, travellers: number) {
  const items = await getItems(db, booking.id);
  return Array.from({ length: travellers }, (_, position) => {
    const bought = items.filter((item) => item.traveller === position && item.kind !== "addon");
    return {
      seats: bought.filter((item) => item.kind === "seat").map((item) => item.code),
      bags: bought.filter((item) => item.kind === "bag").reduce((sum, item) => sum + item.quantity, 0),
      price: { amount: bought.reduce((sum, item) => sum + item.price.amount, 0), currency: booking.currency } as Money,
    };
  });
}
