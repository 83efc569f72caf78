import type { OrderKind, OrderLine } from "~/domains/core/orders";
import { airportCity, getAirport } from "~/domains/flights/airports";
import type { Locale } from "~/i18n/locales";
import { getBooking } from "./lifecycle.server";
import { manageActions } from "./manage-actions.server";
import { getMemberTrips } from "./owners.server";
import { bookingContacts, bookingsByContact } from "./retrieve.server";
import { travelDate } from "./rules";
import type { Booking } from "./types";
import { bookingTotals } from "./view.server";

/** A flight booking as a list shows it: its routes by city and airport, its fare summary's total. */
function flightLine(booking: Booking, total: OrderLine["total"], locale: Locale): OrderLine {
  const city = (code: string) => {
    const airport = getAirport(code);
    return airport ? `${airportCity(airport, locale)} (${code})` : code;
  };
  const { adults, childAges, infants } = booking.passengers;
  return {
    kind: "flight",
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    supplierReference: booking.pnr,
    bookedOn: booking.createdAt,
    startsOn: travelDate(booking.offer),
    title: booking.offer.slices.map((slice) => {
      const first = slice.segments[0];
      const last = slice.segments.at(-1);
      return first && last ? `${city(first.from)} – ${city(last.to)}` : "";
    }),
    travellers: adults + childAges.length + infants,
    total,
    path: booking.status === "draft" ? `/booking/${booking.id}/travellers` : `/manage-booking/${booking.id}`,
  };
}

/** The flight booking as an order of manage booking, My Trips and the member API. */
export const flightOrders: OrderKind<Booking> = {
  kind: "flight",
  get: getBooking,
  byReference: bookingContacts,
  byContact: bookingsByContact,
  async memberLines(db, memberId, locale) {
    const trips = await getMemberTrips(db, memberId);
    return trips.map(({ booking, total }) => flightLine(booking, total, locale));
  },
  async linesOf(db, ids, locale) {
    const list = (await Promise.all(ids.map((id) => getBooking(db, id)))).filter((b): b is Booking => b !== null);
    const totals = await bookingTotals(db, list);
    return list.map((b) => flightLine(b, totals.get(b.id) ?? { amount: 0, currency: b.currency }, locale));
  },
  async actions({ db, now }, booking) {
    return (await manageActions(db, booking, now)).actions;
  },
  managePath: (id) => `/manage-booking/${id}`,
  offlinePaths: ["/booking/:id/summary", "/booking/:id/e-ticket.pdf", "/booking/:id/trip.ics", "/manage-booking/:id"],
};
