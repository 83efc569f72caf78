import { redirect } from "react-router";
import { z } from "zod";
import { clockContext, envContext, localeContext, marketContext, memberContext, sessionContext } from "~/context";
import { ensureVisitorId, sessionStorageFor } from "~/domains/accounts/session.server";
import { startBooking } from "~/domains/bookings/lifecycle.server";
import { CABINS } from "~/domains/flights/aircraft";
import {
  type FlightFilters,
  type FlightSearchInput,
  searchUrlParams,
  validateSearch,
} from "~/domains/flights/search-query";
import { SupplierError } from "~/domains/flights/supplier";
import { convert } from "~/domains/markets/fx";
import { CURRENCIES } from "~/domains/markets/markets";
import { IsoDate } from "~/domains/people/schema";
import { withLocalePrefix } from "~/i18n/locales";
import { flightSupplier } from "~/services.server";
import { bookingDeps, bookingPath } from "~/utils/booking-step.server";
import type { Route } from "./+types/external-checkout";

/** A partner's price within this share of today's fare (rounding, exchange rates) is the same price. */
export const PRICE_TOLERANCE = 0.01;

const Code = z.string().regex(/^[A-Z]{3}$/);
const count = (max: number) => z.coerce.number().int().min(0).max(max);

/** A metasearch deep link (the product feed's, or a partner's own): route, dates, passengers, cabin, the price shown. */
const DeepLinkSchema = z.object({
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

/**
 * GET /flight/external-checkout (the spec's googleflight target): a partner's deep link. The trip is searched again
 * (the airline's own flights when it names one); the cheapest fare opens the booking at its travellers step when it
 * costs no more than the price shown. A flight that is gone, or dearer, lands on today's results for the same trip
 * with a note saying so; a link that is not a trip opens the search form with what it had. The booking is a draft of
 * this visitor's, the same one if the link is opened again; no money moves before its payment step.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { prefix, locale } = context.get(localeContext);
  const url = new URL(request.url);
  const parsed = DeepLinkSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const form = new URLSearchParams();
    for (const key of ["from", "to"]) {
      const value = url.searchParams.get(key);
      if (value && /^[A-Z]{3}$/.test(value)) form.set(key, value);
    }
    throw redirect(`${withLocalePrefix(prefix, "/flight")}${form.size ? `?${form}` : ""}`);
  }
  const link = parsed.data;
  const childAges = link.childAges?.split(",").map(Number) ?? [];
  const input: FlightSearchInput = {
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
  const results = (notice?: FlightFilters["notice"]) =>
    redirect(
      `${withLocalePrefix(prefix, "/flight/search")}?${searchUrlParams(input, { airlines: link.carrier ? [link.carrier] : [], notice })}`,
    );
  const now = context.get(clockContext)();
  // A trip the search form would refuse (a past date, too many infants) shows its messages on the results page.
  if (Object.keys(validateSearch(input, now.toISOString().slice(0, 10))).length > 0) throw results();

  const market = context.get(marketContext);
  const offers = await flightSupplier(context.get(envContext))
    .search(
      {
        slices: [
          { from: link.from, to: link.to, date: link.depart },
          ...(link.return ? [{ from: link.to, to: link.from, date: link.return }] : []),
        ],
        adults: link.adults,
        childAges,
        infants: link.infants,
        cabin: link.cabin,
        currency: market.currency,
        carriers: link.carrier ? [link.carrier] : undefined,
      },
      now,
    )
    .catch((error: unknown) => {
      if (error instanceof SupplierError) return null;
      throw error;
    });
  // The supplier failing is the results page's to say, in the spec's words.
  if (offers === null) throw results();
  const cheapest = offers
    .map((offer) => ({ offer, family: offer.families[0] }))
    .filter((o) => o.family)
    .sort((a, b) => (a.family?.total.amount ?? 0) - (b.family?.total.amount ?? 0))[0];
  if (!cheapest?.family) throw results("flight_gone");
  if (link.price && link.currency) {
    const shown = convert({ amount: link.price, currency: link.currency }, market.currency).amount;
    if (cheapest.family.total.amount > shown * (1 + PRICE_TOLERANCE)) throw results("price_changed");
  }

  const session = context.get(sessionContext);
  const started = await startBooking(bookingDeps(context), {
    visitorId: ensureVisitorId(session),
    memberId: context.get(memberContext)?.id ?? null,
    offerId: cheapest.offer.id,
    familyCode: cheapest.family.code,
    acceptedTotal: cheapest.family.total.amount,
    search: searchUrlParams(input).toString(),
    locale,
    market,
  });
  if (started.kind === "price_changed") throw results("price_changed");
  if (started.kind !== "started") throw results("flight_gone");
  const storage = sessionStorageFor(context.get(envContext).SESSION_SECRET);
  throw redirect(bookingPath(context, started.bookingId, "travellers"), {
    headers: { "Set-Cookie": await storage.commitSession(session), "X-Robots-Tag": "noindex" },
  });
}
