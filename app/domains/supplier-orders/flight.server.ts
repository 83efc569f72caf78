import { MAX_PASSENGERS, searchUrlParams } from "~/domains/flights/search-query";
import type { ProductFactsByKind, SupplierOrder } from "./types";

/**
 * The flight an order suggests (a stay's, a holiday's), as the flight search's query, while it is still going ahead:
 * a return trip to its place on its dates for its party (children under 2 as infants on a lap, the party capped at a
 * booking's 9), leaving from wherever the traveller types.
 */
export function flightSuggested(
  products: ProductFactsByKind,
  order: SupplierOrder,
): { query: string; to: string } | null {
  const flight = products[order.kind]?.flight?.(order);
  if (!flight || ["cancelled", "expired", "not_completed"].includes(order.status)) return null;
  const ages = flight.childAges ?? [];
  const adults = Math.min(MAX_PASSENGERS, flight.adults);
  const children = ages.filter((age) => age >= 2).slice(0, MAX_PASSENGERS - adults);
  const infants = Math.min(ages.filter((age) => age < 2).length, adults, MAX_PASSENGERS - adults - children.length);
  const query = searchUrlParams(
    {
      trip: "return",
      legs: [{ from: "", to: flight.to, depart: flight.depart }],
      returnDate: flight.returnDate,
      adults,
      children: children.length,
      childAges: children,
      infants,
      cabin: "economy",
      flex: false,
    },
    // Flights that land after the day it begins are not offered for it.
    flight.arriveBy ? { arriveBy: flight.arriveBy } : undefined,
  );
  return { query: query.toString(), to: flight.to };
}
