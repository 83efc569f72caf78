import { isCalendarDate } from "~/lib/time";
import { CABINS } from "./aircraft";

export const TRIP_TYPES = ["oneway", "return", "multicity"] as const;
export const SORTS = ["recommended", "cheapest", "fastest", "departure", "arrival"] as const;
export const DEPART_WINDOWS = ["morning", "afternoon", "evening", "night"] as const;
/** Why a partner's deep link (/flight/external-checkout) landed on the results rather than the booking. */
export const SEARCH_NOTICES = ["flight_gone", "price_changed"] as const;
export const MAX_LEGS = 5;
export const MAX_PASSENGERS = 9;
export const FLEX_DAYS = 3;

/** The search as typed in the form or the URL: airports are still text until resolved. */
export interface FlightSearchInput {
  trip: (typeof TRIP_TYPES)[number];
  legs: Array<{ from: string; to: string; depart: string }>;
  returnDate: string;
  adults: number;
  children: number;
  childAges: number[];
  infants: number;
  cabin: (typeof CABINS)[number];
  flex: boolean;
}

export interface FlightFilters {
  sort: (typeof SORTS)[number];
  stops: number[];
  airlines: string[];
  maxPrice: number | null;
  departWindow: Array<(typeof DEPART_WINDOWS)[number]>;
  arriveWindow: Array<(typeof DEPART_WINDOWS)[number]>;
  /** The longest journey (each way) in hours. */
  maxDuration: number | null;
  /** Change planes only at these airports (IATA codes). */
  layovers: string[];
  /** The outbound lands by this local date at the latest (a holiday's first day): null for any day. */
  arriveBy: string | null;
  bags: boolean;
  refundable: boolean;
  page: number;
  /** A note the results open with (a partner's flight that is gone); a filter change drops it. */
  notice?: (typeof SEARCH_NOTICES)[number];
}

/** Errors are translation keys (flight.json), by field, so the form shows each beside its input. */
export type SearchErrors = Partial<Record<string, string[]>>;

/** An integer parameter, or the fallback. Plain code: a zod .catch() builds an error on every miss. */
const int = (fallback: number) => ({
  parse(value: unknown): number {
    const n = typeof value === "number" ? value : Number(value);
    return Number.isInteger(n) ? n : fallback;
  },
});

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}
/** A list parameter, written either once with commas (stops=0,1) or repeated by checkboxes (stops=0&stops=1). */
const list = (values: string[]) =>
  values
    .flatMap((v) => v.split(","))
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Reads a search from the URL (spec: the URL is the state). Repeated `from`, `to` and `depart` are the legs
 * of a multi-city trip, in order. Unreadable values become empty or defaults; `validateSearch` says what
 * is wrong with them.
 */
export function parseSearchParams(params: URLSearchParams): { input: FlightSearchInput; filters: FlightFilters } {
  const trip = oneOf(TRIP_TYPES, params.get("trip"), "return");
  const froms = params.getAll("from").map((s) => s.trim().slice(0, 80));
  const tos = params.getAll("to").map((s) => s.trim().slice(0, 80));
  const departs = params.getAll("depart").map((s) => s.trim().slice(0, 10));
  // `legs` asks for more legs than filled in: the form's "Add another flight" button.
  const requested = int(0).parse(params.get("legs") ?? 0);
  // Wholly empty legs after the second are dropped (a form's spare rows), unless "Add another flight" asked for them.
  let filled = Math.max(froms.length, tos.length, departs.length);
  while (filled > 2 && !froms[filled - 1] && !tos[filled - 1] && !departs[filled - 1]) filled--;
  const legCount = trip === "multicity" ? Math.min(MAX_LEGS, Math.max(2, requested, filled)) : 1;
  const legs = Array.from({ length: legCount }, (_, i) => ({
    from: froms[i] ?? "",
    to: tos[i] ?? "",
    depart: departs[i] ?? "",
  }));
  const childAgesRaw = list(params.getAll("childAges"));
  return {
    input: {
      trip,
      legs,
      // Only a round trip has a return date; any other trip ignores the parameter rather than reading it.
      returnDate: trip === "return" ? (params.get("return") ?? "").trim().slice(0, 10) : "",
      adults: int(1).parse(params.get("adults") ?? 1),
      children: int(0).parse(params.get("children") ?? 0),
      childAges: childAgesRaw.map((a) => (/^\d{1,2}$/.test(a) ? Number(a) : Number.NaN)),
      infants: int(0).parse(params.get("infants") ?? 0),
      cabin: oneOf(CABINS, params.get("cabin"), "economy"),
      flex: params.get("flex") === "1",
    },
    filters: {
      sort: oneOf(SORTS, params.get("sort"), "recommended"),
      stops: list(params.getAll("stops"))
        .map(Number)
        .filter((n) => n === 0 || n === 1 || n === 2),
      airlines: list(params.getAll("airlines"))
        .map((a) => a.toUpperCase())
        .filter((a) => /^[A-Z0-9]{2}$/.test(a)),
      maxPrice: maxPriceOf(params.get("maxPrice")),
      departWindow: list(params.getAll("departWindow")).filter((w): w is (typeof DEPART_WINDOWS)[number] =>
        (DEPART_WINDOWS as readonly string[]).includes(w),
      ),
      arriveWindow: list(params.getAll("arriveWindow")).filter((w): w is (typeof DEPART_WINDOWS)[number] =>
        (DEPART_WINDOWS as readonly string[]).includes(w),
      ),
      maxDuration: maxDurationOf(params.get("maxDuration")),
      layovers: list(params.getAll("layovers"))
        .map((a) => a.toUpperCase())
        .filter((a) => /^[A-Z]{3}$/.test(a)),
      arriveBy: /^\d{4}-\d{2}-\d{2}$/.test(params.get("arriveBy") ?? "") ? params.get("arriveBy") : null,
      bags: params.get("bags") === "1",
      refundable: params.get("refundable") === "1",
      page: Math.max(1, Math.min(20, int(1).parse(params.get("page") ?? 1))),
      notice: (SEARCH_NOTICES as readonly string[]).includes(params.get("notice") ?? "")
        ? (params.get("notice") as (typeof SEARCH_NOTICES)[number])
        : undefined,
    },
  };
}

function maxDurationOf(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 && n <= 72 ? n : null;
}

function maxPriceOf(value: string | null): number | null {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 && n <= 1e9 ? n : null;
}

/**
 * Product rules §5 rules for a search: 1 to 9 passengers, no more infants than adults, an age for every
 * child (2 to 11; infants are under 2, adults 12 and over, on the day of travel), real dates not in the
 * past, a return after the departure, and different airports. `today` is the traveller's date.
 */
export function validateSearch(input: FlightSearchInput, today: string): SearchErrors {
  const errors: SearchErrors = {};
  const add = (field: string, key: string) => {
    (errors[field] ??= []).push(key);
  };
  input.legs.forEach((leg, i) => {
    const n = input.trip === "multicity" ? i : 0;
    if (!leg.from) add(`from.${n}`, "errors.required");
    if (!leg.to) add(`to.${n}`, "errors.required");
    if (leg.from && leg.to && leg.from.toUpperCase() === leg.to.toUpperCase()) add(`to.${n}`, "errors.sameAirport");
    if (!leg.depart) add(`depart.${n}`, "errors.required");
    else if (!isCalendarDate(leg.depart)) add(`depart.${n}`, "errors.invalidDate");
    else if (leg.depart < today) add(`depart.${n}`, "errors.pastDate");
    const previous = input.legs[i - 1];
    if (
      i > 0 &&
      previous &&
      isCalendarDate(previous.depart) &&
      isCalendarDate(leg.depart) &&
      leg.depart < previous.depart
    ) {
      add(`depart.${n}`, "errors.legsOutOfOrder");
    }
  });
  if (input.trip === "return") {
    const depart = input.legs[0]?.depart ?? "";
    if (!input.returnDate) add("return", "errors.required");
    else if (!isCalendarDate(input.returnDate)) add("return", "errors.invalidDate");
    else if (isCalendarDate(depart) && input.returnDate < depart) add("return", "errors.returnBeforeDeparture");
  }
  if (input.adults < 1) add("adults", "errors.adultRequired");
  const total = input.adults + input.children + input.infants;
  if (total < 1 || total > MAX_PASSENGERS || input.children < 0 || input.infants < 0)
    add("passengers", "errors.passengerCount");
  if (input.infants > input.adults) add("infants", "errors.infantsPerAdult");
  if (input.children > 0 && input.childAges.length !== input.children) add("childAges", "errors.childAgesRequired");
  if (input.childAges.some((age) => !Number.isInteger(age) || age < 2 || age > 11))
    add("childAges", "errors.childAgeRange");
  return errors;
}

/** The URL of a search: the same parameters the form sends, so it can be bookmarked and shared. */
export function searchUrlParams(input: FlightSearchInput, filters?: Partial<FlightFilters>): URLSearchParams {
  const params = new URLSearchParams({ trip: input.trip });
  for (const leg of input.legs) {
    params.append("from", leg.from);
    params.append("to", leg.to);
    params.append("depart", leg.depart);
  }
  if (input.trip === "return") params.set("return", input.returnDate);
  params.set("adults", String(input.adults));
  if (input.children > 0) {
    params.set("children", String(input.children));
    params.set("childAges", input.childAges.join(","));
  }
  if (input.infants > 0) params.set("infants", String(input.infants));
  params.set("cabin", input.cabin);
  if (input.flex) params.set("flex", "1");
  if (filters?.sort && filters.sort !== "recommended") params.set("sort", filters.sort);
  if (filters?.stops?.length) params.set("stops", filters.stops.join(","));
  if (filters?.airlines?.length) params.set("airlines", filters.airlines.join(","));
  if (filters?.maxPrice) params.set("maxPrice", String(filters.maxPrice));
  if (filters?.departWindow?.length) params.set("departWindow", filters.departWindow.join(","));
  if (filters?.arriveWindow?.length) params.set("arriveWindow", filters.arriveWindow.join(","));
  if (filters?.maxDuration) params.set("maxDuration", String(filters.maxDuration));
  if (filters?.layovers?.length) params.set("layovers", filters.layovers.join(","));
  if (filters?.arriveBy) params.set("arriveBy", filters.arriveBy);
  if (filters?.bags) params.set("bags", "1");
  if (filters?.refundable) params.set("refundable", "1");
  if (filters?.page && filters.page > 1) params.set("page", String(filters.page));
  if (filters?.notice) params.set("notice", filters.notice);
  return params;
}

/** A results URL's query as the page reads it: the same search and filters in one order, nothing else. */
export function canonicalSearchQuery(params: URLSearchParams): string {
  const { input, filters } = parseSearchParams(params);
  return searchUrlParams(input, filters).toString();
}

/**
 * The search form's server-side controls, for pages without JavaScript (docs/design.md, Search form): the
 * steppers' `adjust=children:up`, the swap button's `swap=0` (leg 0's From and To change places), and each
 * multi-city leg after the first starting where the one before it lands. Counts stay within product rules §9;
 * a child added gets an age to choose, a child removed takes the last age with them.
 */
export function editSearchForm(input: FlightSearchInput, params: URLSearchParams): FlightSearchInput {
  const next: FlightSearchInput = {
    ...input,
    legs: input.legs.map((leg) => ({ ...leg })),
    childAges: [...input.childAges],
  };
  const adjust = /^(adults|children|infants):(up|down)$/.exec(params.get("adjust") ?? "");
  if (adjust) {
    const field = adjust[1] as "adults" | "children" | "infants";
    const total = next.adults + next.children + next.infants;
    const step = adjust[2] === "up" ? 1 : -1;
    const min = field === "adults" ? 1 : 0;
    const max = field === "infants" ? next.adults : MAX_PASSENGERS;
    if (next[field] + step >= min && next[field] + step <= max && total + step <= MAX_PASSENGERS) next[field] += step;
    if (field === "adults" && next.infants > next.adults) next.infants = next.adults;
  }
  next.childAges = next.childAges.slice(0, Math.max(0, next.children));
  const swap = Number(params.get("swap"));
  const leg = Number.isInteger(swap) && params.has("swap") ? next.legs[swap] : undefined;
  if (leg) [leg.from, leg.to] = [leg.to, leg.from];
  if (next.trip === "multicity") {
    next.legs.forEach((leg, i) => {
      const previous = next.legs[i - 1];
      if (i > 0 && previous && !leg.from && previous.to) leg.from = previous.to;
    });
  }
  return next;
}

/**
 * A results URL with empty or unused parameters (`&return=&from=` from a form's hidden fields) answers with a
 * redirect to the clean URL when the search is complete; an incomplete one keeps its URL and shows its errors.
 */
/**
 * The offer whose fare options and flight details a results page shows (`open`, its flights' numbers: results.ts's
 * `offerKey`): how the page shows the search, not part of it, so no other link of the page carries it.
 */
export function openOfferOf(params: URLSearchParams): string | null {
  const open = params.get("open") ?? "";
  return /^[A-Z0-9]{3,8}(?:\.[A-Z0-9]{3,8}){0,7}$/.test(open) ? open : null;
}

/** A results page's query as the page shows it: its search, then the offer it opens. */
export function resultsPageQuery(params: URLSearchParams): string {
  const open = openOfferOf(params);
  return canonicalSearchQuery(params) + (open ? `&open=${open}` : "");
}

export function untidySearchQuery(params: URLSearchParams): string | null {
  const clean = resultsPageQuery(params);
  const kept = new Set(new URLSearchParams(clean).keys());
  const untidy = [...params.entries()].some(([key, value]) => value.trim() === "" || !kept.has(key));
  return untidy ? clean : null;
}

/** The search form as a page shows it from its URL: prefilled, with its own controls' edits applied. */
export function searchFormFromUrl(params: URLSearchParams): { input: FlightSearchInput; travellersOpen: boolean } {
  return { input: editSearchForm(parseSearchParams(params).input, params), travellersOpen: params.has("adjust") };
}
