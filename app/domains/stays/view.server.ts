import { type FlightSearchInput, MAX_PASSENGERS } from "~/domains/flights/search-query";
import { paidTogetherWith, paymentsOf } from "~/domains/checkout/payments.server";
import { localToUtc } from "~/lib/time";
import { type Stay, type StayDeps, stayPayable } from "./types";
import { stayHoldLapsed } from "./lifecycle.server";
import { guestsComplete, getStayGuests } from "./guests.server";

/**
 * Where a stay stands for its summary: its status (a draft no longer held reads as expired before the cron closes
 * it), whether it can still be paid and where (a flight's payment step when it is paid with it), and whether its
 * outcome is being decided elsewhere (the gateway's card page, the hotel), so the page asks again.
 */
export async function stayStanding(db: StayDeps["db"], stay: Stay, now: Date) {
  const [guests, [payment], together] = await Promise.all([
    getStayGuests(db, stay.id),
    paymentsOf(db, { kind: "stay", id: stay.id }),
    paidTogetherWith(db, { kind: "stay", id: stay.id }),
  ]);
  const lapsed = stayHoldLapsed(stay, now);
  const guestsDone = guestsComplete(stay, guests);
  return {
    status: lapsed ? ("expired" as const) : stay.status,
    payable: stayPayable(stay) && !lapsed,
    payPath: together ? `/booking/${together}/payment` : `/stay/${stay.id}/${guestsDone ? "payment" : "guests"}`,
    guestsDone,
    deciding:
      stay.status === "paid" ||
      (stay.status === "pending_payment" && payment?.method === "card" && payment.status === "pending"),
  };
}

/**
 * The flight a stay suggests: a return trip to the property's city on the check-in day, back on the
 * check-out day, for the stay's guests (children under 2 as infants, the party capped at a booking's 9), leaving
 * from wherever the traveller types.
 */
export function flightSearchForStay(stay: Pick<Stay, "checkIn" | "checkOut" | "rooms" | "quote">): FlightSearchInput {
  const ages = stay.rooms.flatMap((room) => room.childAges);
  const adults = Math.min(
    MAX_PASSENGERS,
    stay.rooms.reduce((sum, room) => sum + room.adults, 0),
  );
  const children = ages.filter((age) => age >= 2).slice(0, MAX_PASSENGERS - adults);
  const infants = Math.min(ages.filter((age) => age < 2).length, adults, MAX_PASSENGERS - adults - children.length);
  return {
    trip: "return",
    legs: [{ from: "", to: stay.quote.cityCode, depart: stay.checkIn }],
    returnDate: stay.checkOut,
    adults,
    children: children.length,
    childAges: children,
    infants,
    cabin: "economy",
    flex: false,
  };
}

/** When a stay begins and ends: its check-in and check-out times on their dates, in the property's zone. */
export function stayInstants(stay: Pick<Stay, "checkIn" | "checkOut" | "quote">) {
  const { timeZone, checkInFrom, checkOutUntil } = stay.quote;
  const minutesOf = (clock: string) => {
    const [hours = 0, minutes = 0] = clock.split(":").map(Number);
    return hours * 60 + minutes;
  };
  return {
    start: new Date(localToUtc(stay.checkIn, minutesOf(checkInFrom), timeZone)),
    end: new Date(localToUtc(stay.checkOut, minutesOf(checkOutUntil), timeZone)),
  };
}
