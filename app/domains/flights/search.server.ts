import { badgesOf, shown, sortOffers } from "./results";
import type { Currency, Money } from "~/domains/markets/markets";
import { type Airport, nearbyAirports } from "./airports";
import { addDays } from "~/lib/time";
import {
  FLEX_DAYS,
  type FlightFilters,
  type FlightSearchInput,
  type SearchErrors,
  searchUrlParams,
  validateSearch,
} from "./search-query";
import { resolveAirport } from "./resolve-airport";
import { type FareFamily, type FlightOffer, type FlightSearch, type FlightSupplier, SupplierError } from "./supplier";
import { bucketId, type TernCapacity } from "~/domains/suppliers/capacity.server";
import { cachedCheapest, cachedSearch, cheapestOf } from "./search-cache.server";

export const PAGE_SIZE = 10;

export interface ShownOffer {
  offer: FlightOffer;
  /** The cheapest fare family that passes the filters: the price shown. */
  family: FareFamily;
  travellers: number;
}

export interface CalendarDay {
  date: string;
  /** The cheapest fare per adult that day, or null (shown as N/A). */
  cheapest: Money | null;
  params: string;
}

/**
 * How long a results page waits for the supplier before it answers "still searching": the page's shell comes
 * at once, and the page refreshes itself (no JavaScript) until the supplier's answer, kept in the isolate, is there.
 */
export const SUPPLIER_WAIT_MS = 4_000;

/** A page that will not wait for a slow supplier: how long it waits, and how it keeps the search running after. */
export interface SearchWait {
  ms: number;
  keep: (search: Promise<unknown>) => void;
}

const late = Symbol("late");
/** The promise's answer, or `late` once `ms` have passed (the promise is kept running). */
function within<T>(promise: Promise<T>, wait: SearchWait | undefined): Promise<T | typeof late> {
  if (!wait) return promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof late>((resolve) => {
    timer = setTimeout(() => resolve(late), wait.ms);
  });
  return Promise.race([promise, deadline]).then((answer) => {
    clearTimeout(timer);
    if (answer === late) wait.keep(promise.catch(() => undefined));
    return answer;
  });
}

export type SearchOutcome =
  | { kind: "invalid"; errors: SearchErrors }
  /** The supplier has not answered within the page's wait: the page says so and asks again. */
  | { kind: "searching" }
  | { kind: "resolve"; questions: Array<{ field: string; text: string; options: Airport[] }> }
  | { kind: "unavailable" }
  | {
      kind: "results";
      airports: Array<{ from: Airport; to: Airport }>;
      offers: ShownOffer[];
      matching: number;
      unfiltered: number;
      hasMore: boolean;
      calendar: CalendarDay[] | null;
      airlines: Array<{ code: string; name: string }>;
      /** The airports where the offers change planes, for the layover filter. */
      layoverAirports: string[];
      /** The longest journey among all offers, in whole hours: the duration filter's top. */
      longestHours: number;
      badges: Record<"best" | "cheapest" | "fastest", string | null>;
      /** When nothing flies: the same search from and to nearby airports, as URL queries. */
      alternatives: Array<{ from: string; to: string; params: string }>;
    };

export function supplierQuery(
  input: FlightSearchInput,
  codes: Array<{ from: string; to: string }>,
  currency: Currency,
  shift = 0,
): FlightSearch {
  const first = codes[0] as { from: string; to: string };
  const slices =
    input.trip === "multicity"
      ? codes.map((c, i) => ({ from: c.from, to: c.to, date: input.legs[i]?.depart ?? "" }))
      : [
          { from: first.from, to: first.to, date: addDays(input.legs[0]?.depart ?? "", shift) },
          ...(input.trip === "return"
            ? [{ from: first.to, to: first.from, date: addDays(input.returnDate, shift) }]
            : []),
        ];
  return {
    slices,
    adults: input.adults,
    childAges: input.childAges,
    infants: input.infants,
    cabin: input.cabin,
    currency,
  };
}

function alternativesTo(
  input: FlightSearchInput,
  route: { from: Airport; to: Airport } | undefined,
  filters: FlightFilters,
) {
  if (!route) return [];
  const leg = input.legs[0] ?? { from: "", to: "", depart: "" };
  const tries = [
    ...nearbyAirports(route.from).map((from) => ({ from: from.code, to: route.to.code })),
    ...nearbyAirports(route.to).map((to) => ({ from: route.from.code, to: to.code })),
  ];
  return tries
    .filter((t) => t.from !== t.to)
    .map((t) => ({
      ...t,
      params: searchUrlParams(
        { ...input, legs: [{ ...leg, from: t.from, to: t.to }] },
        { ...filters, page: 1 },
      ).toString(),
    }));
}

/**
 * A flight search from the URL: validated (product rules §5), airports resolved (or a question asked),
 * then searched, filtered, sorted and paged, with the ±3-day fare calendar for one-way and return trips.
 */
/**
 * The offers as Tern can sell them: each one's seats left is the fewest that Tern's Inventory can still hold on any of
 * its flights (the supplier's figure where Tern has sold none), and a flight that cannot take the party's seats is not
 * offered at all.
 */
export async function sellableOffers(
  offers: readonly FlightOffer[],
  capacity: TernCapacity,
  seatsNeeded: number,
): Promise<FlightOffer[]> {
  const bucketsOf = (offer: FlightOffer) =>
    offer.slices.flatMap((s) => s.segments.map((g) => ({ inventoryKey: g.inventoryKey, key: `cabin:${offer.cabin}` })));
  const left = await capacity(offers.flatMap(bucketsOf));
  return offers.flatMap((offer) => {
    const seatsLeft = Math.min(offer.seatsLeft, ...bucketsOf(offer).map((b) => left.get(bucketId(b)) ?? Infinity));
    return seatsLeft >= seatsNeeded ? [{ ...offer, seatsLeft }] : [];
  });
}

export async function searchFlights(
  supplier: FlightSupplier,
  input: FlightSearchInput,
  filters: FlightFilters,
  currency: Currency,
  now: Date,
  capacity?: TernCapacity,
  wait?: SearchWait,
): Promise<SearchOutcome> {
  const errors = validateSearch(input, now.toISOString().slice(0, 10));
  if (Object.keys(errors).length > 0) return { kind: "invalid", errors };

  const questions: Array<{ field: string; text: string; options: Airport[] }> = [];
  const unknown: SearchErrors = {};
  const airports = input.legs.map((leg, i) => {
    const resolve = (field: "from" | "to", text: string) => {
      const result = resolveAirport(text);
      if (result.status === "ok") return result.airport;
      if (result.status === "ambiguous") questions.push({ field: `${field}.${i}`, text, options: result.options });
      else (unknown[`${field}.${i}`] ??= []).push("errors.unknownAirport");
      return null;
    };
    return { from: resolve("from", leg.from), to: resolve("to", leg.to) };
  });
  if (Object.keys(unknown).length > 0) return { kind: "invalid", errors: unknown };
  if (questions.length > 0) return { kind: "resolve", questions };
  const resolved = airports as Array<{ from: Airport; to: Airport }>;
  const codes = resolved.map((a) => ({ from: a.from.code, to: a.to.code }));
  if (codes.some((c) => c.from === c.to)) {
    return {
      kind: "invalid",
      errors: Object.fromEntries(
        codes.flatMap((c, i) => (c.from === c.to ? [[`to.${i}`, ["errors.sameAirport"]]] : [])),
      ),
    };
  }

  // The calendar's days are asked at the same time as the day itself, each within the same wait.
  const today = now.toISOString().slice(0, 10);
  const shifts =
    input.trip === "multicity"
      ? []
      : Array.from({ length: FLEX_DAYS * 2 + 1 }, (_, i) => i - FLEX_DAYS).filter(
          (shift) => shift !== 0 && addDays(input.legs[0]?.depart ?? "", shift) >= today,
        );
  const days = new Map(
    shifts.map((shift) => [
      shift,
      within(
        cachedCheapest(supplier, supplierQuery(input, codes, currency, shift), now).catch(() => null),
        wait,
      ),
    ]),
  );
  let offers: FlightOffer[];
  try {
    const answer = await within(cachedSearch(supplier, supplierQuery(input, codes, currency), now), wait);
    if (answer === late) return { kind: "searching" };
    offers = answer;
  } catch (error) {
    if (error instanceof SupplierError) return { kind: "unavailable" };
    throw error;
  }
  // Infants sit on a lap: they take no seat.
  if (capacity) offers = await sellableOffers(offers, capacity, input.adults + input.children);

  const travellers = input.adults + input.children + input.infants;
  const matching = sortOffers(
    offers.map((o) => shown(o, filters, travellers, currency)).filter((o): o is ShownOffer => o !== null),
    filters.sort,
  );
  const airlines = [
    ...new Map(
      offers.flatMap((o) => o.slices.flatMap((s) => s.segments.map((seg) => [seg.carrier.code, seg.carrier] as const))),
    ).values(),
  ].sort((a, b) => a.name.localeCompare(b.name));

  let calendar: CalendarDay[] | null = null;
  if (input.trip !== "multicity") {
    calendar = [];
    for (let shift = -FLEX_DAYS; shift <= FLEX_DAYS; shift++) {
      const date = addDays(input.legs[0]?.depart ?? "", shift);
      const shifted = {
        ...input,
        legs: input.legs.map((l) => ({ ...l, depart: date })),
        returnDate: input.returnDate ? addDays(input.returnDate, shift) : "",
      };
      let cheapest: Money | null = null;
      if (date >= today) {
        // A day the supplier has not answered within the wait shows N/A.
        const answered = shift === 0 ? cheapestOf(offers) : await (days.get(shift) ?? Promise.resolve(null));
        cheapest = answered === late ? null : answered;
      }
      calendar.push({ date, cheapest, params: searchUrlParams(shifted, { ...filters, page: 1 }).toString() });
    }
  }

  return {
    kind: "results",
    airports: resolved,
    offers: matching.slice(0, filters.page * PAGE_SIZE),
    matching: matching.length,
    unfiltered: offers.length,
    hasMore: matching.length > filters.page * PAGE_SIZE,
    calendar,
    airlines,
    layoverAirports: [
      ...new Set(offers.flatMap((o) => o.slices.flatMap((sl) => sl.layovers.map((l) => l.airport)))),
    ].sort(),
    longestHours: Math.ceil(Math.max(0, ...offers.flatMap((o) => o.slices.map((sl) => sl.durationMinutes))) / 60),
    badges: badgesOf(matching),
    alternatives: offers.length === 0 && input.trip !== "multicity" ? alternativesTo(input, resolved[0], filters) : [],
  };
}
