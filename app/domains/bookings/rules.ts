import transliterate from "@sindresorhus/transliterate";
import { getAirport } from "~/domains/flights/airports";
import type { Segment } from "~/domains/flights/supplier";

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

/** The local date the trip starts: ages and passport validity are judged on it. */
type Trip = { slices: ReadonlyArray<{ segments: ReadonlyArray<Pick<Segment, "from" | "to" | "departLocal">> }> };

export function travelDate(offer: Trip): string {
  const first = offer.slices[0]?.segments[0];
  if (!first) throw new Error("An offer has at least one flight");
  return first.departLocal.slice(0, 10);
}

/** The day the trip's last journey leaves (a return's way home): passports must still be valid 6 months after it. */
export function travelEndDate(offer: Trip): string {
  const last = offer.slices.at(-1)?.segments[0];
  if (!last) throw new Error("An offer has at least one flight");
  return last.departLocal.slice(0, 10);
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
