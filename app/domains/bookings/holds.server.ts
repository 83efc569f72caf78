import type { FlightOffer } from "~/domains/flights/supplier";
import type { BookingDeps } from "./lifecycle.server";
import type { Booking, BookingItem } from "./types";

// The Inventory holds a booking keeps: its cabin seats on every flight, and each chosen seat.

export const seatsNeeded = (booking: Pick<Booking, "passengers">) =>
  booking.passengers.adults + booking.passengers.childAges.length;

export function holdLapsed(booking: Pick<Booking, "holdExpiresAt">, now: Date): boolean {
  return Date.parse(booking.holdExpiresAt) <= now.getTime();
}

/** The flights of an offer in order, with their "slice-segment" reference. */
export function flightsOf(offer: FlightOffer) {
  return offer.slices.flatMap((slice, s) =>
    slice.segments.map((segment, g) => ({ ref: `${s}-${g}`, slice: s, index: g, segment })),
  );
}

/** The Inventory holds of a booking: its cabin seats on every flight, and each chosen seat. */
export function holdsOf(booking: Booking, items: readonly BookingItem[]) {
  const flights = flightsOf(booking.offer);
  return [
    ...flights.map(({ segment }) => ({ inventoryKey: segment.inventoryKey, holdId: booking.cabinHoldId })),
    ...items.flatMap((item) => {
      const flight = flights.find((f) => f.ref === item.flight);
      return item.kind === "seat" && item.holdId && flight
        ? [{ inventoryKey: flight.segment.inventoryKey, holdId: item.holdId }]
        : [];
    }),
  ];
}

export async function releaseHolds(
  deps: Pick<BookingDeps, "inventory">,
  booking: Booking,
  items: readonly BookingItem[],
) {
  await Promise.all(holdsOf(booking, items).map((h) => deps.inventory.getByName(h.inventoryKey).release(h.holdId)));
}
