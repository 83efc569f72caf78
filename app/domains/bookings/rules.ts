import transliterate from "@sindresorhus/transliterate";
import { getAirport } from "~/domains/flights/airports";
import type { Segment } from "~/domains/flights/supplier";

/** Product rules §5 and §9: adult 12 and over, child 2 to 11 (under 12), infant under 2, on the day of travel. */
export const PASSENGER_TYPES = ["adult", "child", "infant"] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

export const ADULT_FROM_AGE = 12;
export const CHILD_FROM_AGE = 2;
/** Product rules §9: a passport must stay valid 6 months beyond travel. */
export const PASSPORT_VALID_MONTHS = 6;

const parts = (date: string) => date.split("-").map(Number) as [number, number, number];

/** Product rules §9: 1 to 9 passengers in a booking. */
export const MAX_PASSENGERS = 9;

/**
 * Whether a booking may start from this priced offer, whatever the supplier said: 1 to 9 passengers with at least
 * one adult and no more infants than adults (each infant sits on an adult's lap), and a first flight still to leave.
 */
export function offerBookable(
  offer: {
    passengers: { adults: number; childAges: readonly number[]; infants: number };
    slices: ReadonlyArray<{ segments: ReadonlyArray<Pick<Segment, "departUtc">> }>;
  },
  now: Date,
): boolean {
  const { adults, childAges, infants } = offer.passengers;
  const total = adults + childAges.length + infants;
  const departs = Date.parse(offer.slices[0]?.segments[0]?.departUtc ?? "");
  return adults >= 1 && total <= MAX_PASSENGERS && infants <= adults && departs > now.getTime();
}

/** Whole years from a date of birth to a day: a birthday on the day counts (29 February turns on 1 March). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = parts(dateOfBirth);
  const [y, m, d] = parts(day);
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

export function passengerTypeAt(age: number): PassengerType {
  return age >= ADULT_FROM_AGE ? "adult" : age >= CHILD_FROM_AGE ? "child" : "infant";
}

/** The same day some months later; a day that month lacks becomes its last day (31 August + 6 months = 28 or 29 February). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** The earliest passport expiry date accepted for a trip that starts on `travelDate`. */
export function passportMinimumExpiry(travelDate: string): string {
  return addMonths(travelDate, PASSPORT_VALID_MONTHS);
}

/** The local date the trip starts: ages and passport validity are judged on it. */
type Trip = { slices: ReadonlyArray<{ segments: ReadonlyArray<Pick<Segment, "from" | "to" | "departLocal">> }> };

export function travelDate(offer: Trip): string {
  const first = offer.slices[0]?.segments[0];
  if (!first) throw new Error("An offer has at least one flight");
  return first.departLocal.slice(0, 10);
}

/** A trip crosses a border when any flight lands in another country than it left: passports are then asked for. */
export function crossesBorder(offer: Trip): boolean {
  return offer.slices.some((slice) =>
    slice.segments.some((s) => getAirport(s.from)?.country !== getAirport(s.to)?.country),
  );
}

/** The passenger types of a booking in the order travellers are entered: adults, children, infants. */
export function passengerTypes(counts: { adults: number; childAges: readonly number[]; infants: number }) {
  return [
    ...Array.from({ length: counts.adults }, () => "adult" as const),
    ...counts.childAges.map(() => "child" as const),
    ...Array.from({ length: counts.infants }, () => "infant" as const),
  ];
}

/**
 * A name as airline systems take it (a PNR holds A to Z, spaces, hyphens and apostrophes): "Ọlábísí Ọṣun" is
 * "OLABISI OSUN". Tern keeps and prints the name as written; only the supplier gets this form.
 */
export function airlineName(name: string): string {
  return transliterate(name)
    .toUpperCase()
    .replace(/[^A-Z' -]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A booking's travellers, every one of them: a date or cabin change moves them all (docs/product-rules.md). */
export const travellerCount = (booking: {
  passengers: { adults: number; childAges: readonly number[]; infants: number };
}) => booking.passengers.adults + booking.passengers.childAges.length + booking.passengers.infants;
