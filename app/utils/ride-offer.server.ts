import type { Booking } from "~/domains/bookings/types";
import { airportCity, getAirport } from "~/domains/flights/airports";
import { travellerCount } from "~/domains/bookings/rules";
import type { Locale } from "~/i18n/locales";

/**
 * The ride a flight's summary offers: from the airport its outbound lands at, at its arrival time (the airport's
 * zone), for its travellers, meeting its flight number; the rides page's query with the booking it belongs to.
 */
export function rideForArrival(booking: Booking, locale: Locale) {
  const last = booking.offer.slices[0]?.segments.at(-1);
  const airport = last ? getAirport(last.to) : undefined;
  if (!last || !airport) return null;
  const passengers = Math.min(travellerCount(booking), 16);
  const query = new URLSearchParams({
    direction: "from_airport",
    airport: airport.code,
    date: last.arriveLocal.slice(0, 10),
    time: last.arriveLocal.slice(11, 16),
    passengers: String(passengers),
    bags: String(passengers),
    flight: last.flightNumber.replace(/\s+/g, ""),
    booking: booking.id,
  });
  return {
    city: airportCity(airport, locale),
    flight: last.flightNumber,
    date: last.arriveLocal.slice(0, 10),
    time: last.arriveLocal.slice(11, 16),
    href: `/rides?${query.toString()}`,
  };
}
