import type { BookingCheckoutDeps } from "../payment.server";
import { type Booking } from "../types";
import { type BookingChange, CHANGE_HOLD_MS, newChangeId, recordChange } from "./records.server";
import { closeWaitingChanges } from "./payment.server";
import { getItems } from "../extras.server";
import { seatAsked } from "../seats.server";
import { refundStanding } from "../refund-cases.server";
import { SupplierError } from "~/domains/flights/supplier";
import { applyChange } from "./apply.server";
/** Seats can be changed after ticketing, while the booking is ticketed (not while a refund is asked). */
export function seatChangeAllowed(booking: Booking): boolean {
  return booking.status === "ticketed" && booking.pnr !== null;
}

export type SeatChangeResult =
  | { kind: "accepted"; change: BookingChange }
  | { kind: "unchanged" }
  | { kind: "seat_taken" }
  | { kind: "not_allowed" }
  /** An exit or extra-legroom row asked for a child. */
  | { kind: "adults_only" }
  /** Another change to the booking was recorded meanwhile: "Request already submitted." */
  | { kind: "in_progress" };

/**
 * Changes one traveller's seat on one flight of a ticketed booking: the new seat held at once (two travellers
 * after the same seat: one gets it, the other "Queried Seat Not Available, Please Select Another Option"), then
 * its price less the old seat's paid, or nothing when it costs no more.
 */
export async function changeSeat(
  deps: BookingCheckoutDeps,
  booking: Booking,
  input: { traveller: number; flightRef: string; seat: string },
): Promise<SeatChangeResult> {
  if (!seatChangeAllowed(booking)) return { kind: "not_allowed" };
  // A refunded passenger's ticket is void, and one whose refund is being decided is not flying: no seat to change.
  const standing = await refundStanding(deps.db, booking);
  if ([...standing.refunded, ...standing.requested].includes(input.traveller)) return { kind: "not_allowed" };
  const asked = await seatAsked(deps, booking, input);
  if (!asked.ok) return { kind: asked.reason };
  const { flight, seat } = asked;
  const key = `seat:${input.traveller}:${input.flightRef}`;
  const previous = (await getItems(deps.db, booking.id)).find((i) => i.key === key) ?? null;
  if (previous?.code === seat.id) return { kind: "unchanged" };

  await closeWaitingChanges(deps, booking);
  const id = newChangeId();
  const holdId = `${id}-seat`;
  const stub = deps.inventory.getByName(flight.segment.inventoryKey);
  const held = await stub.hold({
    holdId,
    items: [{ key: `seat:${seat.id}`, capacity: 1, quantity: 1 }],
    ttlMs: CHANGE_HOLD_MS,
  });
  if (!held.ok) {
    if (held.reason === "sold_out") return { kind: "seat_taken" };
    throw new Error(`Seat hold failed: ${held.reason}`);
  }
  const price = seat.price?.amount ?? 0;
  const difference = price - (previous?.price.amount ?? 0);
  const currency = booking.currency;
  const change = await recordChange(deps, booking, {
    id,
    holdId,
    detail: {
      kind: "seat",
      traveller: input.traveller,
      flightRef: input.flightRef,
      seat: seat.id,
      inventoryKey: flight.segment.inventoryKey,
      price,
      previous: previous ? { code: previous.code, holdId: previous.holdId, amount: previous.price.amount } : null,
    },
    fareDifference: { amount: difference, currency },
    changeFee: { amount: 0, currency },
    // A cheaper seat leaves no credit: seats are not refunded (docs/product-rules.md).
    amountDue: { amount: Math.max(0, difference), currency },
    credit: { amount: 0, currency },
  });
  if (!change) return { kind: "in_progress" };
  // A seat that costs nothing more is applied in this request, so the page says "Done" at once; the queued job then
  // finds nothing to do. If the airline cannot be reached now, the job applies it later.
  if (change.status === "paid") {
    try {
      await applyChange(deps, change.id);
    } catch (error) {
      if (!(error instanceof SupplierError)) throw error;
    }
  }
  return { kind: "accepted", change };
}
