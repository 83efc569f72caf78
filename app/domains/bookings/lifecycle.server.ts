import { runBatch } from "~/db/batch";
import { and, asc, eq, inArray, lte, type SQL } from "drizzle-orm";
import { newOrderId, newReference, stableIdFor } from "~/domains/core/ids";
import type { Database } from "~/db/client.server";
import { addToCartStatements, removeFromCartStatement } from "~/domains/cart/cart.server";
import type { FlightOffer, FlightSupplier, PriceResult } from "~/domains/flights/supplier";
import { SupplierError } from "~/domains/flights/supplier";
import type { Currency, Market, MarketCountry, Money } from "~/domains/markets/markets";
import type { TravelExtra } from "~/domains/products/types";
import type { Inventory } from "~/domains/suppliers/inventory";
import type { Locale } from "~/i18n/locales";
import { getItems } from "./extras.server";
import { flightsOf, holdLapsed, releaseHolds } from "./holds.server";
import { offerBookable } from "./rules";
import { bookings } from "./tables";
import { createdStatement, moveStatements } from "~/domains/core/state-machine";
import { BOOKING, type Booking, type BookingStatus, isAlive } from "./types";

// A booking's life (docs/architecture.md, the booking state machine): started from a priced offer, moved only
// along TRANSITIONS, closed when its hold lapses.

export interface BookingDeps {
  db: Database;
  inventory: DurableObjectNamespace<Inventory>;
  supplier: FlightSupplier;
  now: Date;
  /** How long seats are held for a draft booking, at most: the priced offer's own expiry may be sooner. */
  holdMinutes: number;
  /** The travel extras catalog (insurance, data, airport services) in a currency. */
  extras: (currency: Currency) => TravelExtra[];
}

/**
 * The same visitor selecting the same fare of the same offer again (a double click, a retried POST) gets
 * the same booking id, so it finds its booking instead of holding the seats twice.
 */
async function bookingIdFor(visitorId: string, offerId: string, familyCode: string): Promise<string> {
  return stableIdFor(visitorId, offerId, familyCode);
}

export function rowToBooking(row: typeof bookings.$inferSelect): Booking {
  const offer = JSON.parse(row.offerJson) as FlightOffer;
  const family = offer.families.find((f) => f.code === row.familyCode);
  if (!family) throw new Error(`Booking ${row.id} has no fare family ${row.familyCode}`);
  return {
    id: row.id,
    reference: row.reference,
    visitorId: row.visitorId,
    memberId: row.memberId,
    status: row.status as BookingStatus,
    locale: row.locale as Locale,
    currency: row.currency as Currency,
    country: row.country as MarketCountry,
    offer,
    family,
    passengers: {
      adults: row.adults,
      childAges: row.childAges === "" ? [] : row.childAges.split(",").map(Number),
      infants: row.infants,
    },
    search: row.search,
    holdExpiresAt: row.holdExpiresAt,
    promoCode: row.promoCode,
    pnr: row.pnr,
    pnrCreatedAt: row.pnrCreatedAt,
    outcome: row.outcome as Booking["outcome"],
    cabinHoldId: row.cabinHoldId ?? `${row.id}-cabin`,
    createdAt: row.createdAt,
  };
}

export async function getBooking(db: Database, id: string): Promise<Booking | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row ? rowToBooking(row) : null;
}

/** Product rules §7, "fetch booking confirmation by bookingId": what the booking child guard reads. */
export async function getBookingConfirmation(db: Database, id: string): Promise<{ pnr: string | null } | null> {
  const [row] = await db.select({ pnr: bookings.pnr }).from(bookings).where(eq(bookings.id, id));
  return row ?? null;
}

export async function getBookingsOf(db: Database, ids: string[]): Promise<Booking[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(bookings).where(inArray(bookings.id, ids));
  return rows.map(rowToBooking);
}

/**
 * One status change and its event, for the caller's batch (the state-machine helper): the change happens only if the
 * booking is still in the status the caller read, and the event is written only when it did, so a repeated or
 * concurrent call (a queue message delivered twice) changes nothing and records nothing.
 */
export function transition(
  db: Database,
  booking: Pick<Booking, "id" | "status">,
  to: BookingStatus,
  reason: string,
  now: Date,
  /** A further condition for the move, checked in the same statement (a row an earlier statement of the batch wrote). */
  onlyIf?: SQL,
) {
  return moveStatements(db, BOOKING, booking, to, { reason, now, onlyIf });
}

export type StartBookingResult =
  | { kind: "started"; bookingId: string }
  | { kind: "unavailable" }
  | { kind: "price_changed"; previous: Money; current: Money };

/**
 * Starts a booking from a selected fare (the saga's first step, docs/architecture.md, convention 4): price the offer again, hold
 * its seats on every flight, then record a draft booking in the visitor's cart. A failed hold undoes the
 * holds already taken. A changed price is returned to be accepted first, as the exact new total.
 */
export async function startBooking(
  deps: BookingDeps,
  input: {
    visitorId: string;
    /** The signed-in member the booking is for: it appears in their trips. */
    memberId?: string | null;
    offerId: string;
    familyCode: string;
    acceptedTotal: number | null;
    search: string;
    locale: Locale;
    market: Market;
  },
): Promise<StartBookingResult> {
  const unavailable = { kind: "unavailable" } as const;
  let priced: PriceResult;
  try {
    priced = await deps.supplier.price(input.offerId, input.familyCode, deps.now);
  } catch (error) {
    if (error instanceof SupplierError) return unavailable;
    throw error;
  }
  if (priced.status === "expired" || priced.status === "sold_out") return unavailable;
  if (!offerBookable(priced.offer, deps.now)) return unavailable;
  const family = priced.offer.families.find((f) => f.code === input.familyCode);
  if (!family) return unavailable;
  if (priced.status === "price_changed" && input.acceptedTotal !== family.total.amount) {
    return { kind: "price_changed", previous: priced.previousTotal, current: family.total };
  }

  let id = await bookingIdFor(input.visitorId, input.offerId, input.familyCode);
  const existing = await getBooking(deps.db, id);
  if (existing) {
    // A retried selection (or API submission) finds its booking while it is alive: held, paying or booked.
    const alive = isAlive(existing.status);
    const held = existing.status !== "draft" || !holdLapsed(existing, deps.now);
    if (existing.visitorId === input.visitorId && alive && held) {
      return { kind: "started", bookingId: existing.id };
    }
    id = newOrderId();
  }

  const now = deps.now.getTime();
  const ttlMs = Math.max(1000, Math.min(deps.holdMinutes * 60_000, Date.parse(priced.offer.expiresAt) - now));
  const { passengers } = priced.offer;
  const quantity = passengers.adults + passengers.childAges.length;
  const flights = flightsOf(priced.offer);
  const holdId = `${id}-cabin`;
  const results = await Promise.all(
    flights.map(({ segment }) =>
      deps.inventory.getByName(segment.inventoryKey).hold({
        holdId,
        items: [{ key: `cabin:${priced.offer.cabin}`, capacity: segment.seatsLeft, quantity }],
        ttlMs,
      }),
    ),
  );
  if (results.some((r) => !r.ok)) {
    await Promise.all(flights.map(({ segment }) => deps.inventory.getByName(segment.inventoryKey).release(holdId)));
    return unavailable;
  }

  const at = deps.now.toISOString();
  const { db } = deps;
  await db.batch([
    db.insert(bookings).values({
      id,
      reference: newReference(),
      visitorId: input.visitorId,
      memberId: input.memberId ?? null,
      status: "draft",
      locale: input.locale,
      currency: family.total.currency,
      country: input.market.country,
      offerId: input.offerId,
      familyCode: input.familyCode,
      offerJson: JSON.stringify(priced.offer),
      adults: passengers.adults,
      childAges: passengers.childAges.join(","),
      infants: passengers.infants,
      search: input.search,
      holdExpiresAt: new Date(now + ttlMs).toISOString(),
      createdAt: at,
      updatedAt: at,
    }),
    createdStatement(db, BOOKING, { id, status: "draft" }, "fare selected"),
    ...addToCartStatements(db, input.visitorId, input.market, { kind: "flight", id }, deps.now),
  ]);
  return { kind: "started", bookingId: id };
}

/** Drafts whose hold has lapsed without the traveller coming back: the cron closes them. */
export async function lapsedDrafts(db: Database, now: Date, limit = 100): Promise<Booking[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, "draft"), lte(bookings.holdExpiresAt, now.toISOString())))
    .limit(limit);
  return rows.map(rowToBooking);
}

/**
 * Closes a draft whose hold has lapsed (product rules §4, session expiry) or that the traveller removed from
 * the cart: its seats go back and it leaves the cart. Closing a closed booking changes nothing.
 */
export async function closeDraft(deps: BookingDeps, booking: Booking, to: "expired" | "cancelled", reason: string) {
  if (booking.status !== "draft") return;
  const items = await getItems(deps.db, booking.id);
  await runBatch(deps.db, [
    ...transition(deps.db, booking, to, reason, deps.now),
    removeFromCartStatement(deps.db, booking.visitorId, { kind: "flight", id: booking.id }),
  ]);
  await releaseHolds(deps, booking, items);
}

/** Bookings left in one of `statuses` since before `before`, oldest first: what the sweep picks up. */
export async function bookingsStuckIn(
  db: Database,
  statuses: readonly BookingStatus[],
  before: Date,
  limit = 100,
): Promise<Booking[]> {
  const rows = await db
    .select()
    .from(bookings)
    .where(and(inArray(bookings.status, [...statuses]), lte(bookings.updatedAt, before.toISOString())))
    .orderBy(asc(bookings.updatedAt))
    .limit(limit);
  return rows.map(rowToBooking);
}
