import type { Cabin } from "~/domains/flights/aircraft";
import { searchUrlParams } from "~/domains/flights/search-query";
import type { Money } from "~/domains/markets/markets";

// The route price grid (product rules §4, Price grid): departure airports by destination airports, each cell the
// lowest fare found; a cell opens the flight search for 1 adult, 0 children, 0 infants, one way or round trip by
// its Return flag, on its dates. A cell with no amount, or 0, is N/A and opens nothing.

/** One price of the grid, as product rules §3 (Airline sectors, Prices) names it. */
export interface SectorPrice {
  carrier: string;
  departureAirport: string;
  destinationAirport: string;
  amount: Money | null;
  isReturn: boolean;
  departureDate: string | null;
  returnDate: string | null;
  cabin: Cabin;
}

/** Whether a cell shows a price and opens a search: an amount above 0 with its dates. */
export function priced(
  price: SectorPrice | undefined,
): price is SectorPrice & { amount: Money; departureDate: string } {
  return Boolean(
    price?.amount && price.amount.amount > 0 && price.departureDate && (!price.isReturn || price.returnDate),
  );
}

/** The flight search a priced cell opens (its query string, without "?"), or null for N/A. */
export function cellSearch(price: SectorPrice | undefined): string | null {
  if (!priced(price)) return null;
  return searchUrlParams(
    {
      trip: price.isReturn ? "return" : "oneway",
      legs: [{ from: price.departureAirport, to: price.destinationAirport, depart: price.departureDate }],
      returnDate: price.isReturn ? (price.returnDate ?? "") : "",
      adults: 1,
      children: 0,
      childAges: [],
      infants: 0,
      cabin: price.cabin,
      flex: false,
    },
    { airlines: [price.carrier] },
  ).toString();
}

/** The grid: a row per destination, a cell per departure airport (null where that sector is not flown). */
export function priceGrid(
  departures: readonly string[],
  destinations: readonly string[],
  prices: readonly SectorPrice[],
): Array<{ destination: string; cells: Array<{ departure: string; price: SectorPrice | null } | null> }> {
  const byKey = new Map(prices.map((p) => [`${p.departureAirport}-${p.destinationAirport}`, p]));
  return destinations.map((destination) => ({
    destination,
    cells: departures.map((departure) =>
      departure === destination ? null : { departure, price: byKey.get(`${departure}-${destination}`) ?? null },
    ),
  }));
}

/** The grid as a page shows it (`gridView`): named airports, formatted prices and dates, each cell's search. */
export interface GridCell {
  departure: string;
  /** The search it opens (a path with its query), or null: N/A. */
  href: string | null;
  price: string | null;
  trip: "oneWay" | "return";
  dates: string;
}

export interface GridView {
  departures: Array<{ code: string; city: string }>;
  rows: Array<{ code: string; city: string; cells: Array<GridCell | null> }>;
  currency: string;
}
