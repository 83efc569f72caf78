import type { Currency } from "~/domains/markets/markets";
import { placesLeft } from "~/domains/supplier-orders/places.server";
import type { Inventory } from "~/domains/suppliers/inventory";
import { fits, rideBucket, rideUnit, VEHICLES_PER_HOUR } from "./rides";
import type { RideSupplier } from "./supplier";

/**
 * A transfer's cars at an airport at a time, as the rides page offers them: each car class's quote, whether it takes
 * the party and its bags, and how many of its cars are left that hour.
 */
export async function rideOffers(
  deps: { inventory: DurableObjectNamespace<Inventory>; rides: RideSupplier },
  query: { airport: string; date: string; time: string; passengers: number; bags: number },
  currency: Currency,
) {
  const quotes = await deps.rides.quotes(query.airport, currency);
  const left = await placesLeft(
    deps.inventory,
    rideUnit(query.airport),
    quotes.map((q) => rideBucket(q.vehicle, query.date, query.time)),
    VEHICLES_PER_HOUR,
  );
  return quotes.map((quote, i) => ({
    ...quote,
    fit: fits(quote, query.passengers, query.bags),
    left: left[i] ?? VEHICLES_PER_HOUR,
  }));
}
