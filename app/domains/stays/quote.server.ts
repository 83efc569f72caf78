import { AIRPORTS } from "~/domains/flights/airports";
import { type Currency, type Money } from "~/domains/markets/markets";
import { freeCancellationDeadline, roomFits } from "~/domains/hotels/stay-query";
import { type HotelSupplier } from "~/domains/hotels/supplier";
import { type StayParty, type StayQuote } from "./types";

/**
 * Prices one rate of one room type for every room of a party, each room for its own guests, as the hotel sells it
 * now. Null when the property, the room type or the rate is gone, or the room type does not take every room's party.
 */
export async function quoteStay(
  hotels: HotelSupplier,
  input: { propertyId: string; roomCode: string; planCode: string; checkIn: string; checkOut: string },
  rooms: readonly StayParty[],
  currency: Currency,
): Promise<{ quote: StayQuote; capacity: number } | null> {
  const property = await hotels.details(input.propertyId);
  const room = property?.rooms.find((r) => r.code === input.roomCode);
  if (!property || !room || rooms.length === 0 || !rooms.every((party) => roomFits(room, party))) return null;
  const perRoom: Money[] = [];
  const firstNights: Money[] = [];
  let plan = null;
  for (const party of rooms) {
    const rates = await hotels.rates(property.id, {
      city: property.cityCode,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      rooms: [party],
      currency,
    });
    plan = rates.find((r) => r.room.code === room.code)?.plans.find((p) => p.code === input.planCode) ?? null;
    if (!plan) return null;
    perRoom.push(plan.total);
    firstNights.push(plan.nightly[0] ?? plan.total);
  }
  if (!plan) return null;
  const timeZone = AIRPORTS.find((a) => a.code === property.cityCode)?.tz ?? "UTC";
  const freeDays = plan.cancellation.refundable ? plan.cancellation.freeUntilDaysBefore : null;
  return {
    capacity: room.count,
    quote: {
      propertyName: property.name,
      city: property.city,
      cityCode: property.cityCode,
      address: property.address,
      stars: property.stars,
      timeZone,
      checkInFrom: property.checkInFrom,
      checkOutUntil: property.checkOutUntil,
      roomName: room.name,
      roomKind: room.kind,
      breakfast: plan.breakfastIncluded,
      refundable: plan.cancellation.refundable,
      deadline:
        freeDays === null
          ? null
          : freeCancellationDeadline(input, { checkInFrom: property.checkInFrom, timeZone }, freeDays),
      perRoom,
      firstNights,
      total: { amount: perRoom.reduce((sum, m) => sum + m.amount, 0), currency },
    },
  };
}
