import type { startBooking } from "~/domains/bookings/lifecycle.server";
import type { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";

/** The sandbox's first economy offer from LOS on a day, in NGN: the start of most booking tests. */
export async function firstOffer(
  supplier: SandboxFlightSupplier,
  trip: { to: string; date: string; from?: string },
  passengers = { adults: 1, childAges: [] as number[], infants: 0 },
) {
  const [offer] = await supplier.search(
    {
      slices: [{ from: trip.from ?? "LOS", to: trip.to, date: trip.date }],
      ...passengers,
      cabin: "economy",
      currency: "NGN",
    },
    new Date(),
  );
  if (!offer) throw new Error(`no offer from ${trip.from ?? "LOS"} to ${trip.to} on ${trip.date}`);
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
