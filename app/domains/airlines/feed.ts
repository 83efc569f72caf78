import { getAirport } from "~/domains/flights/airports";
import { type Currency, minorUnits } from "~/domains/markets/markets";
import { priced, type SectorPrice } from "./grid";

// The product feed for metasearch partners (the spec's ProductFeed target): the cheapest fare found on each
// route, with its dates and a deep link that prices it again and opens the booking (/flight/external-checkout).

export const FEED_COLUMNS = [
  "origin",
  "origin_city",
  "destination",
  "destination_city",
  "carrier",
  "trip",
  "depart_date",
  "return_date",
  "cabin",
  "adults",
  "price",
  "currency",
  "deep_link",
  "found_at",
] as const;
export type FeedRow = Record<(typeof FEED_COLUMNS)[number], string>;

/** The deep link's query: the route, dates, one adult, cabin, airline and the price shown in its currency. */
export function checkoutQuery(price: SectorPrice & { amount: NonNullable<SectorPrice["amount"]> }, shown: number) {
  const params = new URLSearchParams({
    from: price.departureAirport,
    to: price.destinationAirport,
    depart: price.departureDate ?? "",
  });
  if (price.isReturn && price.returnDate) params.set("return", price.returnDate);
  params.set("adults", "1");
  params.set("cabin", price.cabin);
  params.set("carrier", price.carrier);
  params.set("price", String(shown));
  params.set("currency", price.amount.currency);
  return params;
}

/**
 * Feed rows in one currency: fares priced in it (feed.server.ts prices each as its deep link will), each with its
 * deep link; a fare in another currency or without a price is left out, never converted (a conversion is not the
 * price the page shows).
 */
export function feedRows(
  prices: ReadonlyArray<SectorPrice & { foundAt: string }>,
  options: { currency: Currency; checkoutUrl: string },
): FeedRow[] {
  return prices.flatMap((price) => {
    if (!priced(price) || price.amount.currency !== options.currency) return [];
    const amount = price.amount;
    const link = new URL(options.checkoutUrl);
    link.search = checkoutQuery({ ...price, amount }, amount.amount).toString();
    return [
      {
        origin: price.departureAirport,
        origin_city: getAirport(price.departureAirport)?.city.en ?? "",
        destination: price.destinationAirport,
        destination_city: getAirport(price.destinationAirport)?.city.en ?? "",
        carrier: price.carrier,
        trip: price.isReturn ? "return" : "oneway",
        depart_date: price.departureDate,
        return_date: price.returnDate ?? "",
        cabin: price.cabin,
        adults: "1",
        price: (amount.amount / 10 ** minorUnits(amount.currency)).toFixed(minorUnits(amount.currency)),
        currency: amount.currency,
        deep_link: link.toString(),
        found_at: price.foundAt,
      },
    ];
  });
}

/** RFC 4180 CSV: a header row, every field quoted when it holds a comma, a quote or a line break. */
export function feedCsv(rows: readonly FeedRow[]): string {
  const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return [FEED_COLUMNS.join(","), ...rows.map((row) => FEED_COLUMNS.map((c) => field(row[c])).join(","))]
    .map((line) => `${line}\r\n`)
    .join("");
}
