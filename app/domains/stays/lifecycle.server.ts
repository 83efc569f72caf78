import { and, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { type BatchItem } from "drizzle-orm/batch";
import { addToCartStatements, removeFromCartStatement } from "~/domains/cart/cart.server";
import { newOrderId, newReference, stableIdFor } from "~/domains/core/ids";
import { moveStatements, createdStatement } from "~/domains/core/state-machine";
import { type Currency, type Market, type MarketCountry } from "~/domains/markets/markets";
import { paymentsOf } from "~/domains/checkout/payments.server";
import { type Locale } from "~/i18n/locales";
import {
  guestCount,
  nightBucket,
  nightsOf,
  propertyInventoryKey as inventoryKey,
  stayNights,
  stayPriceable,
  type StayRoom,
} from "~/domains/hotels/stay-query";
import { stayGuests, stays } from "./tables";
import { STAY, type Stay, type StayStatus, type StayParty, type StayQuote, type StayDeps, stayAlive } from "./types";
import { quoteStay } from "./quote.server";

export function rowToStay(row: typeof stays.$inferSelect): Stay {
  return {
    id: row.id,
    reference: row.reference,
    visitorId: row.visitorId,
    memberId: row.memberId,
    status: row.status as StayStatus,
    locale: row.locale as Locale,
    currency: row.currency as Currency,
    country: row.country as MarketCountry,
    propertyId: row.propertyId,
    roomCode: row.roomCode,
    planCode: row.planCode,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    nights: stayNights(row.checkIn, row.checkOut),
    rooms: JSON.parse(row.roomsJson) as StayParty[],
    quote: JSON.parse(row.quoteJson) as StayQuote,
    search: row.search,
    holdId: row.holdId,
    holdExpiresAt: row.holdExpiresAt,
    confirmation: row.confirmation,
    confirmedAt: row.confirmedAt,
    outcome: row.outcome as Stay["outcome"],
    cancelledAt: row.cancelledAt,
    cancelRefund: row.cancelRefund === null ? null : { amount: row.cancelRefund, currency: row.currency as Currency },
    createdAt: row.createdAt,
  };
}

export async function getStay(db: StayDeps["db"], id: string): Promise<Stay | null> {
  if (!/^[a-z0-9]{16}$/.test(id)) return null;
  const [row] = await db.select().from(stays).where(eq(stays.id, id));
  return row ? rowToStay(row) : null;
}

export async function getStaysOf(db: StayDeps["db"], ids: readonly string[]): Promise<Stay[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(stays)
    .where(inArray(stays.id, [...ids]));
  return rows.map(rowToStay);
}

/** A member's stays, newest first (My Trips). */
export async function getMemberStays(db: StayDeps["db"], memberId: string, limit = 100): Promise<Stay[]> {
  const rows = await db
    .select()
    .from(stays)
    .where(eq(stays.memberId, memberId))
    .orderBy(desc(stays.createdAt))
    .limit(limit);
  return rows.map(rowToStay);
}

/**
 * The stays with this code, Tern's reference or the hotel's confirmation number (typed without its dash), each with its
 * contact's e-mail: what manage booking checks a retrieval against.
 */
export async function stayContacts(db: StayDeps["db"], code: string) {
  const rows = await db
    .select({ id: stays.id, email: stayGuests.email })
    .from(stays)
    .leftJoin(stayGuests, and(eq(stayGuests.stayId, stays.id), eq(stayGuests.room, 0)))
    .where(or(eq(stays.reference, code), sql`replace(${stays.confirmation}, '-', '') = ${code}`))
    .limit(5);
  return rows.map((row) => ({ id: row.id, email: row.email?.toLowerCase() ?? null }));
}

/** One status change and its event, for the caller's batch (the state-machine helper); a stay that moved meanwhile changes nothing. */
export function transitionStay(
  db: StayDeps["db"],
  stay: Pick<Stay, "id" | "status">,
  to: StayStatus,
  reason: string,
  now: Date,
  also?: Record<string, string | number | null>,
) {
  return moveStatements(db, STAY, stay, to, { reason, now, also });
}

export type ReserveResult =
  | { kind: "started"; stayId: string }
  | { kind: "unavailable" }
  /** Dates or a party that cannot be priced (a past check-in, too many nights, a child without an age). */
  | { kind: "invalid" };

/**
 * Reserve: the rate priced again, then one hold over every night of the stay for as many rooms as the
 * party takes, in the property's Inventory object (all nights or none, never oversold), then a draft stay in the
 * visitor's cart beside any flight. The same reservation retried finds its stay; a night that is sold out, or a
 * rate the hotel no longer sells, answers "unavailable" ("The selected room could not be booked!").
 */
export async function reserveStay(
  deps: StayDeps,
  input: {
    visitorId: string;
    memberId: string | null;
    locale: Locale;
    market: Market;
    propertyId: string;
    roomCode: string;
    planCode: string;
    checkIn: string;
    checkOut: string;
    /** Each room's party as asked: a child whose age was left out is null, and refused. */
    rooms: StayRoom[];
    search: string;
  },
): Promise<ReserveResult> {
  const unavailable = { kind: "unavailable" } as const;
  // Dates and rooms that cannot be priced (a past check-in, too many nights, a child without an age) reserve nothing.
  if (!stayPriceable(input, deps.now.toISOString().slice(0, 10))) return { kind: "invalid" };
  // Every age is given (stayPriceable refuses a null one): the party as the stay keeps it.
  const rooms: StayParty[] = input.rooms.map((room) => ({
    adults: room.adults,
    childAges: room.childAges.filter((age): age is number => age !== null),
  }));
  const priced = await quoteStay(deps.hotels, input, rooms, input.market.currency);
  if (!priced) return unavailable;

  const partyKey = JSON.stringify(rooms);
  let id = await stableIdFor(
    input.visitorId,
    input.propertyId,
    input.roomCode,
    input.planCode,
    input.checkIn,
    input.checkOut,
    partyKey,
    input.market.currency,
  );
  const existing = await getStay(deps.db, id);
  if (existing) {
    const held = existing.status !== "draft" || Date.parse(existing.holdExpiresAt) > deps.now.getTime();
    const alive = stayAlive(existing.status);
    if (existing.visitorId === input.visitorId && alive && held) return { kind: "started", stayId: existing.id };
    id = newOrderId();
  }

  const holdId = `${id}-rooms`;
  const ttlMs = deps.holdMinutes * 60_000;
  const held = await deps.inventory.getByName(inventoryKey(input.propertyId)).hold({
    holdId,
    items: nightsOf(input.checkIn, input.checkOut).map((night) => ({
      key: nightBucket(input.roomCode, night),
      capacity: priced.capacity,
      quantity: rooms.length,
    })),
    ttlMs,
  });
  if (!held.ok) return unavailable;

  const at = deps.now.toISOString();
  const { db } = deps;
  await db.batch([
    db
      .insert(stays)
      .values({
        id,
        reference: newReference(),
        visitorId: input.visitorId,
        memberId: input.memberId,
        status: "draft",
        locale: input.locale,
        currency: input.market.currency,
        country: input.market.country,
        propertyId: input.propertyId,
        roomCode: input.roomCode,
        planCode: input.planCode,
        checkIn: input.checkIn,
        checkOut: input.checkOut,
        roomsJson: partyKey,
        quoteJson: JSON.stringify(priced.quote),
        total: priced.quote.total.amount,
        search: input.search,
        holdId,
        // On the domain's clock: the Inventory object counts the same minutes on its own.
        holdExpiresAt: new Date(deps.now.getTime() + ttlMs).toISOString(),
        createdAt: at,
        updatedAt: at,
      })
      // A double click reserves once: the twin finds the same id and hold, and records nothing more.
      .onConflictDoNothing(),
    createdStatement(db, STAY, { id, status: "draft" }, "room reserved"),
    ...addToCartStatements(db, input.visitorId, input.market, { kind: "stay", id }, deps.now),
  ]);
  return { kind: "started", stayId: id };
}

/** Whether a draft's rooms are no longer held for it. */
export const stayHoldLapsed = (stay: Pick<Stay, "status" | "holdExpiresAt">, now: Date) =>
  stay.status === "draft" && Date.parse(stay.holdExpiresAt) <= now.getTime();

/** How many guests a stay is for, every room's adults and children. */
export const stayGuestCount = (stay: Pick<Stay, "rooms">) => guestCount(stay.rooms);

/** Where a stay's owner goes on with it: its guests step while it is being made, else its summary. */
export const stayNextPath = (stay: Pick<Stay, "id" | "status">) =>
  `/stay/${stay.id}/${stay.status === "draft" ? "guests" : "summary"}`;

/**
 * Closes a stay that was never paid: the move (and any statements of the caller's, in the same batch), the cart left,
 * then its nights given back.
 */
export async function closeUnpaidStay(
  deps: Pick<StayDeps, "db" | "now" | "inventory">,
  stay: Stay,
  to: "expired" | "cancelled",
  reason: string,
  alongside: BatchItem<"sqlite">[] = [],
) {
  await deps.db.batch([
    removeFromCartStatement(deps.db, stay.visitorId, { kind: "stay", id: stay.id }),
    ...alongside,
    ...transitionStay(deps.db, stay, to, reason, deps.now),
  ]);
  await deps.inventory.getByName(inventoryKey(stay.propertyId)).release(stay.holdId);
}

/** Closes a draft (removed from the cart, or its hold lapsed): its nights go back and it leaves the cart. */
export async function closeStayDraft(
  deps: Pick<StayDeps, "db" | "now" | "inventory">,
  stay: Stay,
  to: "expired" | "cancelled",
  reason: string,
) {
  if (stay.status === "draft") await closeUnpaidStay(deps, stay, to, reason);
}

/**
 * The cron: drafts whose hold lapsed are closed; so are stays left waiting for a payment that no longer exists (a
 * charge shared with a flight, closed when the flight was paid without them), once their hold lapsed.
 */
export async function expireLapsedStays(deps: Pick<StayDeps, "db" | "now" | "inventory">): Promise<number> {
  const { db, now } = deps;
  const rows = await db
    .select()
    .from(stays)
    .where(
      and(
        inArray(stays.status, ["draft", "pending_payment", "payment_failed"]),
        lte(stays.holdExpiresAt, now.toISOString()),
      ),
    )
    .limit(100);
  let expired = 0;
  for (const stay of rows.map(rowToStay)) {
    if (
      stay.status === "draft" ||
      !(await paymentsOf(db, { kind: "stay", id: stay.id })).some((p) => p.status === "pending")
    ) {
      await closeUnpaidStay(deps, stay, "expired", stay.status === "draft" ? "hold lapsed" : "no payment pending");
      expired += 1;
    }
  }
  return expired;
}

/** Paid stays the hotel was never asked about (a Worker died): the sweep sends their job again. */
export async function staysStuck(db: StayDeps["db"], before: Date): Promise<Stay[]> {
  const rows = await db
    .select()
    .from(stays)
    .where(and(eq(stays.status, "paid"), lte(stays.updatedAt, before.toISOString())))
    .limit(100);
  return rows.map(rowToStay);
}
