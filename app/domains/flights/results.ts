import type { Currency } from "~/domains/markets/markets";
import { type FlightFilters } from "./search-query";
import { type FlightOffer } from "./supplier";
import type { ShownOffer } from "./search.server";
// A results page's offers as shown: filtered, priced for the party, badged and sorted.

export function windowOf(localTime: string): FlightFilters["departWindow"][number] {
  const hour = Number(localTime.slice(11, 13));
  return hour >= 5 && hour < 12
    ? "morning"
    : hour < 18 && hour >= 12
      ? "afternoon"
      : hour >= 18 && hour < 22
        ? "evening"
        : "night";
}

export function shown(
  offer: FlightOffer,
  filters: FlightFilters,
  travellers: number,
  currency: Currency,
): ShownOffer | null {
  const family = offer.families.find(
    (f) => (!filters.bags || f.checked.pieces > 0) && (!filters.refundable || f.refundability === "Refundable"),
  );
  if (!family) return null;
  if (filters.stops.length > 0 && !offer.slices.every((s) => filters.stops.includes(Math.min(2, s.stops)))) return null;
  if (
    filters.airlines.length > 0 &&
    !offer.slices.every((s) => s.segments.every((seg) => filters.airlines.includes(seg.carrier.code)))
  )
    return null;
  const perTraveller = family.total.amount / travellers;
  if (filters.maxPrice !== null && perTraveller > filters.maxPrice * (currency === "XOF" ? 1 : 100)) return null;
  const departs = offer.slices[0]?.segments[0]?.departLocal ?? "";
  if (filters.departWindow.length > 0 && !filters.departWindow.includes(windowOf(departs))) return null;
  const arrives = offer.slices[0]?.segments.at(-1)?.arriveLocal ?? "";
  if (filters.arriveWindow.length > 0 && !filters.arriveWindow.includes(windowOf(arrives))) return null;
  // Landing after the day it must land by (a holiday's first day): not shown.
  if (filters.arriveBy !== null && arrives.slice(0, 10) > filters.arriveBy) return null;
  if (filters.maxDuration !== null && offer.slices.some((s) => s.durationMinutes > filters.maxDuration! * 60))
    return null;
  if (
    filters.layovers.length > 0 &&
    !offer.slices.every((s) => s.layovers.every((l) => filters.layovers.includes(l.airport)))
  )
    return null;
  return { offer, family, travellers };
}

/** The best (the recommended order's first), the cheapest and the fastest of the matching offers, by offer id. */
export function badgesOf(offers: ShownOffer[]): Record<"best" | "cheapest" | "fastest", string | null> {
  const first = (sort: FlightFilters["sort"]) => sortOffers(offers, sort)[0]?.offer.id ?? null;
  return { best: first("recommended"), cheapest: first("cheapest"), fastest: first("fastest") };
}

export function sortOffers(offers: ShownOffer[], sort: FlightFilters["sort"]): ShownOffer[] {
  const duration = (o: ShownOffer) => o.offer.slices.reduce((sum, s) => sum + s.durationMinutes, 0);
  const stops = (o: ShownOffer) => o.offer.slices.reduce((sum, s) => sum + s.stops, 0);
  const minPrice = Math.min(...offers.map((o) => o.family.total.amount));
  const minDuration = Math.min(...offers.map(duration));
  const score = (o: ShownOffer) =>
    o.family.total.amount / minPrice + (duration(o) / minDuration) * 0.7 + stops(o) * 0.15;
  const departs = (o: ShownOffer) => o.offer.slices[0]?.segments[0]?.departUtc ?? "";
  const arrives = (o: ShownOffer) => o.offer.slices[0]?.segments.at(-1)?.arriveUtc ?? "";
  const price = (a: ShownOffer, b: ShownOffer) => a.family.total.amount - b.family.total.amount;
  const by: Record<FlightFilters["sort"], (a: ShownOffer, b: ShownOffer) => number> = {
    cheapest: (a, b) => price(a, b) || duration(a) - duration(b),
    fastest: (a, b) => duration(a) - duration(b) || price(a, b),
    recommended: (a, b) => score(a) - score(b),
    departure: (a, b) => departs(a).localeCompare(departs(b)) || price(a, b),
    arrival: (a, b) => arrives(a).localeCompare(arrives(b)) || price(a, b),
  };
  return [...offers].sort(by[sort]);
}

/**
 * An offer's short name on its results page, its flights' numbers (`EK1478.EK201`): unique among one search's offers
 * (each is one way to combine flights) and the same when the search is made again, unlike its signed id.
 */
export function offerKey(offer: Pick<FlightOffer, "slices">): string {
  return offer.slices.flatMap((s) => s.segments.map((g) => g.flightNumber)).join(".");
}
