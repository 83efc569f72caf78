import { z } from "zod";
import { getAirport } from "~/domains/flights/airports";
import { MoneySchema } from "~/domains/markets/schema";
import { IsoDate } from "~/domains/people/schema";
import { VEHICLE_CLASSES, type RideQuote } from "~/domains/products/types";
import type { SupplierOrder } from "~/domains/supplier-orders/types";
import { localToUtc } from "~/lib/time";
import { RIDE_DIRECTIONS } from "./supplier";

// A ride: what a traveller asks for (an airport, an address, a pick-up time in the airport's zone, the party and its
// bags, a vehicle class, the flight it meets) and what was priced. Shared by the product and the pages.

export const MAX_RIDE_PASSENGERS = 7;
export const MAX_RIDE_BAGS = 9;
/** Vehicles of one class a driver company runs from one airport in one hour: what the inventory holds. */
export const VEHICLES_PER_HOUR = 4;

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "errors.invalid");
export const FlightNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2}\s?\d{1,4}$/, "errors.invalid");

export const RideRequestSchema = z.object({
  airport: z.string().regex(/^[A-Z]{3}$/),
  direction: z.enum(RIDE_DIRECTIONS),
  address: z.string().trim().min(5).max(160),
  date: IsoDate,
  time: Time,
  passengers: z.number().int().min(1).max(MAX_RIDE_PASSENGERS),
  bags: z.number().int().min(0).max(MAX_RIDE_BAGS),
  vehicle: z.enum(VEHICLE_CLASSES),
  /** The flight the ride meets (its number), and the Tern booking it came from, when it did. */
  flightNumber: z.string().max(8).nullable(),
  bookingId: z
    .string()
    .regex(/^[a-z0-9]{16}$/)
    .nullable(),
});
export type RideRequest = z.infer<typeof RideRequestSchema>;

export const RideQuoteSchema = z.object({
  quoteId: z.string(),
  passengersMax: z.number().int(),
  bagsMax: z.number().int(),
  distanceKm: z.number(),
  durationMinutes: z.number().int(),
  freeWaitingMinutes: z.number().int(),
  price: MoneySchema,
  timeZone: z.string(),
  pickUp: z.object({ utc: z.string(), local: z.string() }),
});
export type RideQuoteFacts = z.infer<typeof RideQuoteSchema>;
export type RideOrder = SupplierOrder<RideRequest, RideQuoteFacts>;

export type Fit = { ok: true } | { ok: false; reason: "passengers" | "bags" };

/** Whether a vehicle takes the party and its bags. */
export function fits(quote: Pick<RideQuote, "passengers" | "bags">, passengers: number, bags: number): Fit {
  if (passengers > quote.passengers) return { ok: false, reason: "passengers" };
  return bags > quote.bags ? { ok: false, reason: "bags" } : { ok: true };
}

/** The pick-up as an instant, from the airport's wall clock. */
export function pickUpAt(airport: string, date: string, time: string): number {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return localToUtc(date, h * 60 + m, getAirport(airport)?.tz ?? "UTC");
}

/**
 * Why a pick-up cannot be asked for now, on the field at fault: a day already over at the airport is the date's, today
 * at an hour gone the time's. Null when it is still ahead.
 */
export function pickUpPassed(
  airport: string,
  date: string,
  time: string,
  now: Date,
): { field: "date"; key: "rides.errors.pastDate" } | { field: "time"; key: "rides.errors.past" } | null {
  if (pickUpAt(airport, date, "23:59") <= now.getTime()) return { field: "date", key: "rides.errors.pastDate" };
  if (pickUpAt(airport, date, time) <= now.getTime()) return { field: "time", key: "rides.errors.past" };
  return null;
}

/** The Inventory object of an airport's rides, and one class's vehicles in one hour. */
export const rideUnit = (airport: string) => `ride:${airport}`;
export const rideBucket = (vehicle: string, date: string, time: string) => `${vehicle}:${date}T${time.slice(0, 2)}`;

/** Rides cancel free until this long before the pick-up. */
export const FREE_CANCELLATION_HOURS = 24;

/** The rides page's query (a GET form: the URL is the search). */
export const RideSearchSchema = z.object({
  direction: z.enum(RIDE_DIRECTIONS).catch("from_airport"),
  airport: z.string({ error: "errors.required" }).trim().min(2, "errors.required").max(60),
  address: z.string({ error: "errors.required" }).trim().min(5, "errors.required").max(160, "errors.invalid"),
  date: IsoDate,
  time: Time,
  passengers: z.coerce
    .number<string>()
    .int()
    .min(1, "errors.valueInvalid")
    .max(MAX_RIDE_PASSENGERS + 9)
    .catch(1),
  bags: z.coerce
    .number<string>()
    .int()
    .min(0)
    .max(MAX_RIDE_BAGS + 9)
    .catch(0),
  flight: FlightNumber.optional().or(z.literal("").transform(() => undefined)),
  booking: z
    .string()
    .regex(/^[a-z0-9]{16}$/)
    .optional()
    .catch(undefined),
});
export type RideSearch = z.infer<typeof RideSearchSchema>;

/** Booking one of the cars shown: its class with the search it was shown for. */
export const RideBuyFormSchema = RideSearchSchema.extend({ vehicle: z.enum(VEHICLE_CLASSES) });

/**
 * A ride from the airport moved to meet a flight's arrival (its airport, local date and time, number); any other ride
 * as it is. Null when the request is not a ride's.
 */
export function rideMeeting(
  request: unknown,
  arrival: { to: string; arriveLocal: string; flightNumber: string },
): RideRequest | null {
  const ride = RideRequestSchema.safeParse(request);
  if (!ride.success) return null;
  if (ride.data.direction !== "from_airport" || ride.data.airport !== arrival.to) return ride.data;
  return {
    ...ride.data,
    date: arrival.arriveLocal.slice(0, 10),
    time: arrival.arriveLocal.slice(11, 16),
    flightNumber: arrival.flightNumber.replace(/\s+/g, ""),
  };
}
