import type { Seat, SeatMap, SeatMapRow, SeatStatus } from "~/domains/flights/supplier";
import { flightsOf } from "./holds.server";
import type { BookingDeps } from "./lifecycle.server";
import { passengerTypes } from "./rules";
import { bookingItems } from "./tables";
import type { Booking } from "./types";
import { getItems } from "./extras.server";

// Seats: the map as one traveller sees it, and holding one seat on one flight in its Inventory object.

export interface SeatChoice {
  map: SeatMap;
  /** Seats held or sold through Tern, on top of those the supplier shows as taken. */
  taken: Set<string>;
  /** Seats this booking holds, by traveller. */
  mine: Map<number, string>;
}

/**
 * Exit rows and extra-legroom rows are for adults (product rules §4, seats): whoever sits there must be able to help
 * in an emergency, so a child is refused them with that reason (an infant has no seat).
 */
export function adultsOnly(seat: Pick<Seat, "exitRow" | "status">, row: Pick<SeatMapRow, "exitRow">): boolean {
  return seat.exitRow || row.exitRow || seat.status === "extra_leg_room";
}

/** A flight's seat map as this booking sees it; null where the carrier publishes none. */
export async function seatChoice(deps: BookingDeps, booking: Booking, flightRef: string): Promise<SeatChoice | null> {
  const flight = flightsOf(booking.offer).find((f) => f.ref === flightRef);
  if (!flight) return null;
  const map = await deps.supplier.seatMap(booking.offer.id, flight.slice, flight.index, deps.now);
  if (!map) return null;
  const keys = map.rows.flatMap((r) => r.seats.map((s) => `seat:${s.id}`));
  const availability = await deps.inventory.getByName(flight.segment.inventoryKey).availability(keys);
  const items = (await getItems(deps.db, booking.id)).filter((i) => i.kind === "seat" && i.flight === flightRef);
  const mine = new Map(items.map((i) => [i.traveller ?? -1, i.code]));
  const own = new Set(items.map((i) => i.code));
  const taken = new Set(
    Array.isArray(availability)
      ? // A seat no one has held yet has no bucket (capacity 0): only a held or sold seat is taken.
        availability
          .filter((a) => a.capacity > 0 && a.available === 0 && !own.has(a.key.slice(5)))
          .map((a) => a.key.slice(5))
      : [],
  );
  return { map, taken, mine };
}

/**
 * One traveller's seat map of one flight, as the seat page shows it: each seat's status for this traveller
 * (their own seat "selected"; seats held or sold by anyone else, this booking's other travellers included,
 * "not_available"). Null where the carrier publishes no map.
 */
export async function seatMapView(deps: BookingDeps, booking: Booking, flightRef: string, traveller: number) {
  const choice = await seatChoice(deps, booking, flightRef);
  if (!choice) return null;
  const mine = choice.mine.get(traveller) ?? null;
  const child = passengerTypes(booking.passengers)[traveller] !== "adult";
  /** The seat another traveller of this booking holds: theirs, by position. */
  const companionIn = (seatId: string) =>
    [...choice.mine.entries()].find(([t, s]) => t !== traveller && s === seatId)?.[0] ?? null;
  return choice.map.rows.map((row) => ({
    row: row.row,
    exitRow: row.exitRow,
    layout: row.layout,
    seats: row.seats.map((seat) => {
      const companion = companionIn(seat.id);
      const refused = child && adultsOnly(seat, row);
      return {
        id: seat.id,
        letter: seat.letter,
        position: seat.position,
        price: seat.price,
        /** Another traveller of this booking sits here (their position in the booking). */
        companion,
        /** Why this traveller may not sit here though it is free: an exit or extra-legroom row, for adults only. */
        refusal: refused && seat.id !== mine ? ("adults_only" as const) : null,
        status: (seat.id === mine
          ? "selected"
          : seat.status === "not_available" || choice.taken.has(seat.id) || companion !== null || refused
            ? "not_available"
            : seat.status) as SeatStatus,
      };
    }),
  }));
}

/** The flight and traveller a seat page names, or null when the booking has no such flight or seated traveller. */
export function seatTarget(booking: Booking, flightRef: string, travellerParam: string) {
  const flight = flightsOf(booking.offer).find((f) => f.ref === flightRef);
  const traveller = Number(travellerParam);
  const type = passengerTypes(booking.passengers)[traveller];
  if (!flight || !type || type === "infant" || !/^\d$/.test(travellerParam)) return null;
  return { flight, traveller };
}

export type SeatResult = { ok: true } | { ok: false; reason: SeatRefusal };
export type SeatRefusal = "seat_taken" | "not_allowed" | "adults_only";

/**
 * The seat a traveller asks for on one flight, checked: the flight is the booking's, the traveller has a seat (an
 * infant sits on a lap), the seat exists and is free on the airline's map, and an exit or extra-legroom row is asked
 * for an adult. The booking step and manage booking's seat change both ask it.
 */
export async function seatAsked(
  deps: Pick<BookingDeps, "supplier" | "now">,
  booking: Booking,
  input: { traveller: number; flightRef: string; seat: string },
) {
  const flight = flightsOf(booking.offer).find((f) => f.ref === input.flightRef);
  const type = passengerTypes(booking.passengers)[input.traveller];
  if (!flight || !type || type === "infant") return { ok: false, reason: "not_allowed" } as const;
  const map = await deps.supplier.seatMap(booking.offer.id, flight.slice, flight.index, deps.now);
  const row = map?.rows.find((r) => r.seats.some((s) => s.id === input.seat));
  const seat = row?.seats.find((s) => s.id === input.seat);
  if (!row || !seat || seat.status === "not_available") return { ok: false, reason: "seat_taken" } as const;
  if (type === "child" && adultsOnly(seat, row)) return { ok: false, reason: "adults_only" } as const;
  return { ok: true, flight, seat } as const;
}

/**
 * Holds one seat for one traveller on one flight in the flight's Inventory object, then records it; the
 * traveller's previous seat there is released. Two visitors choosing the same last seat: one gets it.
 */
export async function chooseSeat(
  deps: BookingDeps,
  booking: Booking,
  input: { traveller: number; flightRef: string; seat: string },
): Promise<SeatResult> {
  const asked = await seatAsked(deps, booking, input);
  if (!asked.ok) return asked;
  const { flight, seat } = asked;

  const key = `seat:${input.traveller}:${input.flightRef}`;
  const previous = (await getItems(deps.db, booking.id)).find((i) => i.key === key);
  if (previous?.code === seat.id) return { ok: true };

  const stub = deps.inventory.getByName(flight.segment.inventoryKey);
  const holdId = `${booking.id}-${crypto.randomUUID()}`;
  const held = await stub.hold({
    holdId,
    items: [{ key: `seat:${seat.id}`, capacity: 1, quantity: 1 }],
    ttlMs: Math.max(1000, Date.parse(booking.holdExpiresAt) - deps.now.getTime()),
  });
  if (!held.ok) {
    if (held.reason === "sold_out") return { ok: false, reason: "seat_taken" };
    throw new Error(`Seat hold failed: ${held.reason}`);
  }
  const price = seat.price ?? { amount: 0, currency: booking.currency };
  const values = {
    bookingId: booking.id,
    key,
    kind: "seat",
    traveller: input.traveller,
    flight: input.flightRef,
    code: seat.id,
    quantity: 1,
    amount: price.amount,
    currency: price.currency,
    holdId,
  };
  try {
    await deps.db
      .insert(bookingItems)
      .values(values)
      .onConflictDoUpdate({ target: [bookingItems.bookingId, bookingItems.key], set: values });
  } catch (error) {
    await stub.release(holdId);
    throw error;
  }
  if (previous?.holdId) await stub.release(previous.holdId);
  return { ok: true };
}
