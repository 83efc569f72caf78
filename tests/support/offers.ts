import type { startBooking } from "~/domains/bookings/lifecycle.server";
import type { FlightOffer, FlightSupplier } from "~/domains/flights/supplier";
import { testClock } from "./clock";

/**
 * Seats a test's flight must have left, whatever day the suite runs as of: a whole party of 9 and a few more, so
 * that a test holding several bookings on one flight never runs out (the sandbox fills flights as they near).
 */
export const ROOMY_SEATS = 12;

/**
 * The sandbox's first economy offer from LOS on a day, in NGN, among those with `minSeats` seats left: the start of
 * most booking tests.
 */
export async function firstOffer(
  supplier: Pick<FlightSupplier, "search">,
  trip: { to: string; date: string; from?: string },
  passengers = { adults: 1, childAges: [] as number[], infants: 0 },
  minSeats = ROOMY_SEATS,
  accept: (offer: FlightOffer) => boolean | Promise<boolean> = () => true,
) {
  const offers = await supplier.search(
    {
      slices: [{ from: trip.from ?? "LOS", to: trip.to, date: trip.date }],
      ...passengers,
      cabin: "economy",
      currency: "NGN",
    },
    testClock(),
  );
  let offer: FlightOffer | undefined;
  for (const candidate of offers) {
    if (candidate.seatsLeft >= minSeats && (await accept(candidate))) {
      offer = candidate;
      break;
    }
  }
  if (!offer)
    throw new Error(`no offer with ${minSeats} seats from ${trip.from ?? "LOS"} to ${trip.to} on ${trip.date}`);
  return offer;
}

type StartInput = Parameters<typeof startBooking>[1];

/** startBooking's input for an offer's first fare family, in English and naira: what most booking tests select. */
export function selectFirstFare(
  offer: { id: string; families: Array<{ code: string }> },
  input: Pick<StartInput, "visitorId"> & Partial<StartInput>,
): StartInput {
  return {
    offerId: offer.id,
    familyCode: offer.families[0]?.code ?? "",
    acceptedTotal: null,
    search: "trip=oneway",
    locale: "en-US",
    market: { country: "NG", currency: "NGN" },
    ...input,
  };
}

/** A whole booking in one call (POST /api/booking/Booking/Booking) of an offer's first fare, for Ngozi Eze. */
export function apiBookingBody(
  offer: FlightOffer,
  options: { email: string; firstName?: string; paymentMethod?: string } = { email: "api@example.com" },
): string {
  return JSON.stringify({
    offerId: offer.id,
    familyCode: offer.families[0]?.code,
    contact: { email: options.email, phone: "+2348012345678" },
    travellers: [
      {
        title: "MS",
        firstName: options.firstName ?? "Ngozi",
        lastName: "Eze",
        dateOfBirth: "1990-02-03",
        nationality: "NG",
        gender: "female",
      },
    ],
    billing: { nameOnCard: "Ngozi Eze", address: "3 Allen Avenue", zipCode: "100001", city: "Ikeja", country: "NG" },
    paymentMethod: options.paymentMethod ?? "card",
  });
}
