import { z } from "zod";
import { MoneySchema } from "~/domains/markets/schema";
import type { Money } from "~/domains/markets/markets";
import { IsoDate } from "~/domains/people/schema";
import { HOLIDAY_INCLUSIONS, type HolidayPackage } from "~/domains/products/types";
import type { SupplierOrder } from "~/domains/supplier-orders/types";
import { addDays, weekday } from "~/lib/time";

// A holiday: a package's departure for a party in rooms by sharing, and what was priced. Shared by the product and
// the pages.

export const MAX_HOLIDAY_ADULTS = 8;
/** Places a package's departure sells: what the inventory holds. */
export const PLACES_PER_DEPARTURE = 24;
/** Packages leave on Saturdays. */
export const DEPARTURE_WEEKDAY = 6;

export const HolidayRequestSchema = z.object({
  packageId: z.string().regex(/^HOL-[A-Z]{3}-\d{1,2}N$/),
  departure: IsoDate,
  adults: z.number().int().min(1).max(MAX_HOLIDAY_ADULTS),
  rooms: z.number().int().min(1).max(MAX_HOLIDAY_ADULTS),
});
export type HolidayRequest = z.infer<typeof HolidayRequestSchema>;

export const HolidayQuoteSchema = z.object({
  destination: z.string(),
  nights: z.number().int(),
  /** The hotel, by name (absent on a holiday priced before packages named theirs). */
  hotel: z.string().optional(),
  stars: z.number().int(),
  inclusions: z.array(z.enum(HOLIDAY_INCLUSIONS)),
  pricePerPersonSharing: MoneySchema,
  singleSupplement: MoneySchema,
  singles: z.number().int(),
  returnsOn: IsoDate,
});
export type HolidayQuote = z.infer<typeof HolidayQuoteSchema>;
export type HolidayOrder = SupplierOrder<HolidayRequest, HolidayQuote>;

/** Rooms by sharing: two to a room, three at most; a room of one pays the single supplement. Null when they do not fit. */
export function roomsBySharing(adults: number, rooms: number): { singles: number } | null {
  if (rooms < 1 || rooms > adults || adults > rooms * 3) return null;
  return { singles: Math.max(0, rooms * 2 - adults) };
}

/** A party's price: each traveller at the sharing price, each room of one its supplement. */
export function holidayPrice(
  pkg: Pick<HolidayPackage, "pricePerPersonSharing" | "singleSupplement">,
  adults: number,
  singles: number,
): Money {
  return {
    amount: adults * pkg.pricePerPersonSharing.amount + singles * pkg.singleSupplement.amount,
    currency: pkg.pricePerPersonSharing.currency,
  };
}

/** The departures of a month (Saturdays) from `today` on. */
export function departuresIn(month: string, today: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) {
    if (weekday(day) === DEPARTURE_WEEKDAY && day > today) days.push(day);
  }
  return days;
}

/** The day-by-day outline of a package: arrival, its excursions in turn, free days, departure. */
export type OutlineDay = "arrival" | "departure" | "city_tour" | "safari" | "boat_trip" | "free";
export function outline(pkg: Pick<HolidayPackage, "nights" | "inclusions">): OutlineDay[] {
  const excursions = pkg.inclusions.filter(
    (i): i is "city_tour" | "safari" | "boat_trip" => i === "city_tour" || i === "safari" || i === "boat_trip",
  );
  return Array.from({ length: pkg.nights + 1 }, (_, day) =>
    day === 0 ? "arrival" : day === pkg.nights ? "departure" : (excursions[day - 1] ?? "free"),
  );
}

/** Cancellation: free 30 days or more before departure, half back from 8 to 29 days, nothing in the last week. */
export const HOLIDAY_FREE_DAYS = 30;
export const HOLIDAY_HALF_DAYS = 8;

/** Whether a day is one packages leave on. */
export const weekdayOk = (date: string) => weekday(date) === DEPARTURE_WEEKDAY;

/** A holiday's choice as the URL or the form has it, the steppers' `adjust=adults:up|rooms:down` applied. */
export function parseHolidayChoice(params: URLSearchParams) {
  const count = (name: string, fallback: number) => {
    const n = Number.parseInt(params.get(name) ?? "", 10);
    return Number.isFinite(n) ? n : fallback;
  };
  let adults = count("adults", 2);
  let rooms = count("rooms", 1);
  const adjust = /^(adults|rooms):(up|down)$/.exec(params.get("adjust") ?? "");
  if (adjust) {
    const step = adjust[2] === "up" ? 1 : -1;
    if (adjust[1] === "adults") adults += step;
    else rooms += step;
  }
  adults = Math.min(MAX_HOLIDAY_ADULTS, Math.max(1, adults));
  rooms = Math.min(adults, Math.max(1, rooms));
  const departure = IsoDate.safeParse(params.get("departure"));
  return { adults, rooms, departure: departure.success ? departure.data : null };
}

/** The holiday form posted to book. */
export const HolidayBookFormSchema = z.object({
  departure: IsoDate,
  adults: z.coerce.number<string>().int().min(1).max(MAX_HOLIDAY_ADULTS),
  rooms: z.coerce.number<string>().int().min(1).max(MAX_HOLIDAY_ADULTS),
});
