import { type Booking } from "../types";
import { type BookingChange, changePayments, getChange, moveChange, newHolds, releaseNewHolds } from "./records.server";
import { type BookingCheckoutDeps, emailJob } from "../payment.server";
import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import { bookingChanges, bookingItems, bookingTickets, bookings } from "../tables";
import { commit } from "~/domains/checkout/checkout.server";
import { getBooking } from "../lifecycle.server";
import { getItems } from "../extras.server";
import { getTravellers } from "../travellers.server";
import { holdsOf } from "../holds.server";
import { issueInput } from "../ticketing.server";
import { moved } from "~/domains/core/state-machine";
import { refund } from "~/domains/checkout/settle.server";
import { runBatch } from "~/db/batch";
export type ApplyResult = "applied" | "failed" | "nothing_to_do";

/**
 * Applies a paid change, once (the ticketing queue's consumer): the new seats are sold, then in one batch the
 * booking moves to its new flights or seat (tickets reissued for new flights), the change is marked applied and
 * the traveller's e-mail is queued; then the old seats go back. New seats that lapsed meanwhile fail the change
 * and refund its payment. Run again, it only finishes what a dead Worker left: the old seats' return.
 */
export async function applyChange(deps: BookingCheckoutDeps, changeId: string): Promise<ApplyResult> {
  const { db, now } = deps;
  let change = await getChange(db, changeId);
  if (!change) return "nothing_to_do";
  if (change.status === "paid") {
    const booking = await getBooking(db, change.bookingId);
    if (!booking || booking.status !== "ticketed") return failChange(deps, change, "booking no longer ticketed");
    const items = await getItems(db, booking.id);
    if (!stillFrom(change, booking, items)) return failChange(deps, change, "the booking changed since it was quoted");
    const sold = await Promise.all(
      newHolds(change).map((h) => deps.inventory.getByName(h.inventoryKey).confirm(h.holdId)),
    );
    if (sold.some((r) => !r.ok)) return failChange(deps, change, "new seats lapsed before the change was applied");
    const at = now.toISOString();
    const writes = changeStatements(deps, booking, change, items, at);
    const detail = { ...change.detail, returns: writes.returns };
    await commit(
      deps,
      [
        // The change's event is the booking's record of it: written only by the run that applied it.
        ...moveChange(db, change, "applied", `change ${change.id} applied (${change.detail.kind})`, now, {
          detailJson: JSON.stringify(detail),
        }),
        ...(await writes.statements()),
      ],
      [
        emailJob({
          template: "booking_changed",
          bookingId: booking.id,
          changeId: change.id,
          dedupeKey: `${change.id}:changed`,
        }),
      ],
    );
    change = await getChange(db, changeId);
    if (!change || change.status !== "applied") return "nothing_to_do";
  }
  if (change.status !== "applied" || change.releasedAt) return "nothing_to_do";
  await Promise.all(
    (change.detail.returns ?? []).map((h) => deps.inventory.getByName(h.inventoryKey).returnSale(h.holdId)),
  );
  await db
    .update(bookingChanges)
    .set({ releasedAt: now.toISOString() })
    .where(and(eq(bookingChanges.id, change.id), isNull(bookingChanges.releasedAt)));
  return "applied";
}

/** Whether the booking still has the flights or the seat a change was quoted from (its compare-and-set). */
function stillFrom(change: BookingChange, booking: Booking, items: Awaited<ReturnType<typeof getItems>>): boolean {
  const detail = change.detail;
  if (detail.kind === "itinerary") return detail.from === undefined || detail.from === booking.cabinHoldId;
  const current = items.find((i) => i.key === `seat:${detail.traveller}:${detail.flightRef}`);
  return (current?.code ?? null) === (detail.previous?.code ?? null);
}

/**
 * What applying a change writes, for the caller's batch (guarded by the booking's current flights or seat, so a
 * second run writes nothing), and the holds it leaves behind to give back.
 */
function changeStatements(
  deps: BookingCheckoutDeps,
  booking: Booking,
  change: BookingChange,
  items: Awaited<ReturnType<typeof getItems>>,
  at: string,
) {
  const { db } = deps;
  const detail = change.detail;
  if (detail.kind === "seat") {
    const key = `seat:${detail.traveller}:${detail.flightRef}`;
    const previous = items.find((i) => i.key === key);
    const values = {
      bookingId: booking.id,
      key,
      kind: "seat",
      traveller: detail.traveller,
      flight: detail.flightRef,
      code: detail.seat,
      quantity: 1,
      amount: detail.price,
      currency: booking.currency,
      holdId: change.holdId,
    };
    return {
      returns: previous?.holdId ? [{ inventoryKey: detail.inventoryKey, holdId: previous.holdId }] : [],
      statements: async () => [
        db
          .insert(bookingItems)
          .values(values)
          .onConflictDoUpdate({ target: [bookingItems.bookingId, bookingItems.key], set: values }),
      ],
    };
  }
  // New flights: the booking's cabin seats and chosen seats on the old ones go back; bags stay (they follow the slice).
  const seats = items.filter((i) => i.kind === "seat");
  return {
    returns: holdsOf(booking, items),
    statements: async () => {
      const travellers = await getTravellers(db, booking.id);
      const moved = { ...booking, offer: detail.offer };
      const tickets = await deps.supplier.reissueTickets(
        { ...issueInput(moved, travellers), familyCode: detail.familyCode },
        booking.pnr ?? "",
        change.id,
      );
      return [
        db
          .update(bookings)
          .set({
            offerId: detail.offer.id,
            familyCode: detail.familyCode,
            offerJson: JSON.stringify(detail.offer),
            cabinHoldId: change.holdId,
            updatedAt: at,
          })
          // Compare-and-set on the flights it was quoted from: once moved, the booking's cabin hold is this change's,
          // so a second run moves nothing, and neither does a change quoted from flights the booking no longer has.
          .where(
            and(
              eq(bookings.id, booking.id),
              detail.from === undefined
                ? or(isNull(bookings.cabinHoldId), ne(bookings.cabinHoldId, change.holdId))
                : or(
                    eq(bookings.cabinHoldId, detail.from),
                    // A booking's first cabin hold is named after it, and not stored (lifecycle.server.ts).
                    and(isNull(bookings.cabinHoldId), sql`${detail.from} = ${booking.id} || '-cabin'`),
                  ),
            ),
          ),
        ...seats.map((s) =>
          db.delete(bookingItems).where(and(eq(bookingItems.bookingId, booking.id), eq(bookingItems.key, s.key))),
        ),
        ...tickets.map((number, position) =>
          db
            .update(bookingTickets)
            .set({ number, issuedAt: at })
            .where(and(eq(bookingTickets.bookingId, booking.id), eq(bookingTickets.position, position))),
        ),
      ];
    },
  };
}

/** The change cannot go ahead: its held seats go back and its payment is refunded. */
async function failChange(deps: BookingCheckoutDeps, change: BookingChange, reason: string): Promise<ApplyResult> {
  const { db, now } = deps;
  if (change.status !== "paid") return "nothing_to_do";
  if (!moved(await runBatch(db, moveChange(db, change, "failed", reason, now)))) return "nothing_to_do";
  console.warn(`change ${change.id} failed: ${reason}`);
  await releaseNewHolds(deps, change);
  for (const payment of (await changePayments(db, change.id)).filter((p) => p.status === "succeeded")) {
    await refund(deps, payment, `change failed: ${reason}`);
  }
  return "failed";
}
