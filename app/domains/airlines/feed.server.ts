import type { Database } from "~/db/client.server";
import { DeepLinkSchema, quoteDeepLink } from "~/domains/flights/deep-link.server";
import type { FlightSupplier } from "~/domains/flights/supplier";
import type { Currency } from "~/domains/markets/markets";
import { cheapestFaresInto } from "./airlines.server";
import { type FeedRow, feedRows } from "./feed";
import { priced } from "./grid";

/** The most routes one feed lists: every priced route of the airline pages today. */
const FEED_LIMIT = 5000;
/** Rows a feed page prices: each is priced again as its deep link will be, a search each. */
export const FEED_PAGE_SIZE = 100;

/**
 * A page of the product feed, each row priced now by the function its deep link's page prices with
 * (`quoteDeepLink`: the same search, one adult, the feed's currency), so a partner's price is the price the traveller
 * lands on, to the unit. The routes come from the airline pages' fares (their dates); a route whose flight is gone
 * today is left out.
 */
export async function feedPage(
  deps: { db: Database; flights: Pick<FlightSupplier, "search">; now: Date },
  options: { currency: Currency; checkoutUrl: string; page: number },
): Promise<{ rows: FeedRow[]; page: number; pages: number }> {
  const fares = (await cheapestFaresInto(deps.db, null, FEED_LIMIT)).filter(priced);
  const pages = Math.max(1, Math.ceil(fares.length / FEED_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page), pages);
  const quoted = await Promise.all(
    fares.slice((page - 1) * FEED_PAGE_SIZE, page * FEED_PAGE_SIZE).map(async (fare) => {
      const link = DeepLinkSchema.parse({
        from: fare.departureAirport,
        to: fare.destinationAirport,
        depart: fare.departureDate,
        ...(fare.isReturn && fare.returnDate ? { return: fare.returnDate } : {}),
        adults: "1",
        cabin: fare.cabin,
        carrier: fare.carrier,
      });
      const quote = await quoteDeepLink(deps.flights, link, options.currency, deps.now);
      return quote.kind === "offer" ? [{ ...fare, amount: quote.family.total }] : [];
    }),
  );
  return { rows: feedRows(quoted.flat(), options), page, pages };
}
