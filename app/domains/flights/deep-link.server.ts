import { z } from "zod";
import { convert } from "~/domains/markets/fx";
import { CURRENCIES, type Currency } from "~/domains/markets/markets";
import { IsoDate } from "~/domains/people/schema";
import { CABINS } from "./aircraft";
import { type FlightSearchInput, validateSearch } from "./search-query";
import { type FareFamily, type FlightOffer, type FlightSupplier, SupplierError } from "./supplier";

// A metasearch deep link (decision 014; the spec's googleflight): the trip a partner showed, priced again today.

/** A partner's price within this share of today's fare (rounding, exchange rates) is the same price. */
export const PRICE_TOLERANCE = 0.01;

const Code = z.string().regex(/^[A-Z]{3}$/);
const count = (max: number) => z.coerce.number().int().min(0).max(max);

/** The product feed's deep link, or a partner's own: route, dates, passengers, cabin, airline, the price shown. */
export const DeepLinkSchema = z.object({
  from: Code,
  to: Code,
  depart: IsoDate,
  return: IsoDate.optional(),
  adults: count(9).min(1).default(1),
  childAges: z
    .string()
    .regex(/^(\d{1,2})(,\d{1,2})*$/)
    .optional(),
  infants: count(9).default(0),
  cabin: z.enum(CABINS).default("economy"),
  carrier: z
    .string()
    .regex(/^[A-Z0-9]{2}$/)
    .optional(),
  /** The total shown, in minor units of `currency`. */
  price: z.coerce.number().int().positive().optional(),
  currency: z.enum(CURRENCIES).optional(),
});
export type DeepLink = z.infer<typeof DeepLinkSchema>;

/** The link's trip as the search form and the results page read it. */
export function deepLinkTrip(link: DeepLink): FlightSearchInput {
  const childAges = link.childAges?.split(",").map(Number) ?? [];
  return {
    trip: link.return ? "return" : "oneway",
    legs: [{ from: link.from, to: link.to, depart: link.depart }],
    returnDate: link.return ?? "",
    adults: link.adults,
    children: childAges.length,
    childAges,
    infants: link.infants,
    cabin: link.cabin,
    flex: false,
  };
}

export type DeepLinkQuote =
  /** The search form would refuse the trip, or the supplier did not answer: the results page says which. */
  | { kind: "search" }
  /** No such flight today, or it costs more than the price shown. */
  | { kind: "flight_gone" | "price_changed" }
  | { kind: "offer"; offer: FlightOffer; family: FareFamily };

/**
 * The trip searched again (the named airline's own flights), its cheapest fare, and whether it still costs no more
 * than the price shown.
 */
export async function quoteDeepLink(
  flights: Pick<FlightSupplier, "search">,
  link: DeepLink,
  currency: Currency,
  now: Date,
): Promise<DeepLinkQuote> {
  const trip = deepLinkTrip(link);
  if (Object.keys(validateSearch(trip, now.toISOString().slice(0, 10))).length > 0) return { kind: "search" };
  const offers = await flights
    .search(
      {
        slices: [
          { from: link.from, to: link.to, date: link.depart },
          ...(link.return ? [{ from: link.to, to: link.from, date: link.return }] : []),
        ],
        adults: link.adults,
        childAges: trip.childAges,
        infants: link.infants,
        cabin: link.cabin,
        currency,
        carriers: link.carrier ? [link.carrier] : undefined,
      },
      now,
    )
    .catch((error: unknown) => {
      if (error instanceof SupplierError) return null;
      throw error;
    });
  if (offers === null) return { kind: "search" };
  const cheapest = offers
    .flatMap((offer) => (offer.families[0] ? [{ offer, family: offer.families[0] }] : []))
    .sort((a, b) => a.family.total.amount - b.family.total.amount)[0];
  if (!cheapest) return { kind: "flight_gone" };
  if (link.price && link.currency) {
    const shown = convert({ amount: link.price, currency: link.currency }, currency).amount;
    if (cheapest.family.total.amount > shown * (1 + PRICE_TOLERANCE)) return { kind: "price_changed" };
  }
  return { kind: "offer", ...cheapest };
}
