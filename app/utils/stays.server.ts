import type { RouterContextProvider } from "react-router";
import { clockContext, dbContext, envContext } from "~/context";
import { searchStays } from "~/domains/hotels/search.server";
import type { StayFilters, StayInput } from "~/domains/hotels/stay-query";
import type { Currency } from "~/domains/markets/markets";
import { inventoryCapacity } from "~/domains/suppliers/capacity.server";
import { hotelSupplier } from "~/services.server";

/**
 * A stays search for this request, the page's or the API's: the composition root's hotel supplier, on the request's
 * clock, each property's rooms counted against what Tern holds and has sold in the Inventory objects.
 */
export function staySearch(
  context: Readonly<RouterContextProvider>,
  input: StayInput,
  filters: StayFilters,
  currency: Currency,
) {
  const capacity = inventoryCapacity(context.get(envContext).INVENTORY, context.get(dbContext));
  return searchStays(hotelsFor(context), input, filters, currency, context.get(clockContext)(), capacity);
}

/** The composition root's hotel supplier (the hotel supplier's properties and the owners') for this request. */
export const hotelsFor = (context: Readonly<RouterContextProvider>) =>
  hotelSupplier(context.get(envContext), context.get(dbContext), context.get(clockContext));
