import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rowToBooking } from "./lifecycle.server";
import { bookingTotals } from "./view.server";
import { bookingTravellers, bookings } from "./tables";
import { type Booking, isPayable } from "./types";

// Who a booking belongs to: the browser that made it, or the member it was made for.

/** Who is asking for a booking: the browser (its visitor id) and the member signed in on it, if any. */
export interface BookingViewer {
  visitorId: string | undefined;
  memberId: string | null;
  /** Bookings this browser opened with their reference and e-mail, or an e-mailed link (manage booking). */
  granted?: readonly string[];
}

/**
 * A member's booking is theirs wherever they sign in, and only theirs: a browser cookie copied before sign-in or
 * kept after sign-out opens none of it. A visitor's booking is its maker's browser's (docs/architecture.md, Security).
 */
export function viewerOwns(booking: Pick<Booking, "id" | "visitorId" | "memberId">, viewer: BookingViewer): boolean {
  // Whoever gives a booking's reference and e-mail may see it (docs/architecture.md, Security).
  if (viewer.granted?.includes(booking.id)) return true;
  if (booking.memberId !== null) return viewer.memberId === booking.memberId;
  return viewer.visitorId !== undefined && booking.visitorId === viewer.visitorId;
}

/** A member's bookings, newest first (My Trips, and the member API's booking history). */
export async function getMemberBookings(db: Database, memberId: string, limit = 100): Promise<Booking[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.memberId, memberId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
  return rows.map(rowToBooking);
}

/**
 * My Trips and the member API's booking history: each of a member's bookings with what a list shows, newest
 * first. The total is the fare summary's, extras and promo included, read for all of them at once.
 */
export async function getMemberTrips(db: Database, memberId: string, limit = 50) {
  const list = await getMemberBookings(db, memberId, limit);
  const totals = await bookingTotals(db, list);
  return list.map((booking) => ({
    booking,
    total: totals.get(booking.id) ?? { amount: 0, currency: booking.currency },
  }));
}

/**
 * At sign-in the browser gets a new visitor id (so a copy of its old cookie opens nothing): its bookings still being
 * made (drafts and unpaid ones) become the member's, so a fare chosen before signing in ends up in their trips, and
 * its finished bookings follow the browser to its new id. Statements for the sign-in's batch.
 */
export function handOverBookingsStatements(db: Database, from: string, to: string, memberId: string) {
  return [
    db
      .update(bookings)
      .set({ memberId })
      .where(
        and(eq(bookings.visitorId, from), isNull(bookings.memberId), inArray(bookings.status, [...isPayable.statuses])),
      ),
    db
      .update(bookings)
      .set({ visitorId: to })
      .where(and(eq(bookings.visitorId, from), isNull(bookings.memberId))),
  ] as const;
}

/** A guest's bookings whose lead traveller's e-mail is this proven address become this member's. */
export function claimBookingsStatement(db: Database, memberId: string, email: string) {
  const led = db
    .select({ id: bookingTravellers.bookingId })
    .from(bookingTravellers)
    .where(and(eq(bookingTravellers.position, 0), eq(sql`lower(${bookingTravellers.email})`, email)));
  return db
    .update(bookings)
    .set({ memberId })
    .where(and(isNull(bookings.memberId), inArray(bookings.id, led)));
}

/** A deleted account's bookings stay, as a record of money paid, without their member. */
export function detachBookingsStatement(db: Database, memberId: string) {
  return db.update(bookings).set({ memberId: null }).where(eq(bookings.memberId, memberId));
}
