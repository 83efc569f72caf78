import { LRUCache } from "lru-cache";
import type { Cabin } from "../aircraft";
import type { FlightSearch, Slice } from "../supplier";
import { seatsLeft } from "./availability";
import { cheapestFamilyPrices } from "./fares";
import { findItineraries } from "./itineraries";
import { departureKey, type ScheduledFlight } from "./schedule";
import { combinations, toSlice } from "./slices";

// The sandbox's search, in the parts a page asks for often: a route's itineraries on a day (its schedule, the same
// for every traveller and every day it is asked), the ways to combine one per slice, and each one as the supplier
// interface's slice. The schedule and the slices are kept per isolate: they depend on the route, the date, the cabin
// and the day of the search only, never on a sale (what Tern has sold is read from its Inventory per request, in
// `sellableOffers`), so a kept one is the same as a fresh one.

/** Flights leaving sooner than this cannot be booked. */
export const BOOKING_CUTOFF_MINUTES = 3 * 60;
export const MAX_OFFERS = 50;
/** Options kept per slice before combining: many for a one-way, fewer per leg of a longer trip. */
const optionsPerSlice = (slices: number) => (slices === 1 ? MAX_OFFERS : slices === 2 ? 14 : 8);

/** A route's itineraries on a local date, by route and date: a day's schedule is fixed, so kept (lru-cache's memo). */
const schedules = new LRUCache<string, ScheduledFlight[][], { from: string; to: string; date: string }>({
  max: 4_000,
  memoMethod: (_key, _stale, { context }) => findItineraries(context.from, context.to, context.date),
});
export const keptItineraries = (from: string, to: string, date: string): ScheduledFlight[][] =>
  schedules.memo(`${from}-${to}-${date}`, { context: { from, to, date } });

/** One itinerary as a slice in a cabin, as of `day` (its seats left): kept by flights, cabin and day. */
// About a kilobyte a flight: five thousand slices stay within a few megabytes of the isolate's 128.
const slices = new LRUCache<string, Slice, { flights: ScheduledFlight[]; cabin: Cabin; day: string }>({
  max: 5_000,
  memoMethod: (_key, _stale, { context }) => toSlice(context.flights, context.cabin, context.day),
});
export const keptSlice = (flights: ScheduledFlight[], cabin: Cabin, day: string): Slice =>
  slices.memo(`${flights.map(departureKey).join("+")}|${cabin}|${day}`, { context: { flights, cabin, day } });

/**
 * The itineraries a search offers, one per slice each, cheapest ways first: every flight bookable (not within the
 * cut-off), in the cabin, by the carriers asked for, with the party's seats; a later slice leaving two hours after the
 * previous one lands. At most MAX_OFFERS.
 */
export function searchItineraries(query: FlightSearch, now: Date): ScheduledFlight[][][] {
  const seatsNeeded = query.adults + query.childAges.length;
  const cutoff = now.getTime() + BOOKING_CUTOFF_MINUTES * 60000;
  const day = now.toISOString().slice(0, 10);
  const passengers = { adults: query.adults, children: query.childAges.length, infants: query.infants };
  const perSlice = query.slices.map((slice) =>
    keptItineraries(slice.from, slice.to, slice.date)
      .filter((flights) => (flights[0]?.departUtc ?? 0) >= cutoff)
      .filter((flights) => flights.every((f) => f.route.cabins.includes(query.cabin)))
      .filter((flights) => !query.carriers || flights.every((f) => query.carriers?.includes(f.route.carrier.code)))
      .filter((flights) => Math.min(...flights.map((f) => seatsLeft(f, query.cabin, day))) >= seatsNeeded)
      .map((flights) => ({
        flights,
        price: cheapestFamilyPrices(flights, query.cabin, passengers, query.currency, day)?.total.amount ?? 0,
      }))
      .sort((a, b) => a.price - b.price)
      .slice(0, optionsPerSlice(query.slices.length)),
  );
  if (perSlice.some((options) => options.length === 0)) return [];
  const chosen: ScheduledFlight[][][] = [];
  for (const combo of combinations(
    perSlice.map((o) => o.length),
    MAX_OFFERS * 2,
  )) {
    const flights = combo.map((index, slice) => perSlice[slice]?.[index]?.flights ?? []);
    const ordered = flights.every(
      (slice, i) => i === 0 || (slice[0]?.departUtc ?? 0) > (flights[i - 1]?.at(-1)?.arriveUtc ?? 0) + 2 * 3600_000,
    );
    if (!ordered) continue;
    chosen.push(flights);
    if (chosen.length >= MAX_OFFERS) break;
  }
  return chosen;
}
