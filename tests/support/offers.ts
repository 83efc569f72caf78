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
