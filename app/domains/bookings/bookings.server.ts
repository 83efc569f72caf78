import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { insertEachRow } from "~/db/insert-rows";
import { countEvent } from "~/domains/accounts/counters.server";
import { addToCartStatements, removeFromCartStatement } from "~/domains/cart/cart.server";
import { getAirport } from "~/domains/flights/airports";
import type { FlightOffer, FlightSupplier, PriceResult, SeatMap } from "~/domains/flights/supplier";
import { SupplierError } from "~/domains/flights/supplier";
import type { Currency, Market, MarketCountry, Money } from "~/domains/markets/markets";
import { travelExtras } from "~/domains/products/sandbox/catalog";
import type { TravelExtra } from "~/domains/products/types";
import type { Inventory } from "~/domains/suppliers/inventory";
import type { Locale } from "~/i18n/locales";
import { offerBookable, type PassengerType, passengerTypes } from "./rules";
import type { TravellersForm } from "./schema";
import { fareSummary } from "./totals";
import { bookingEvents, bookingItems, bookings, bookingTravellers, promoCodes } from "./tables";
import {
  type Booking,
  type BookingItem,
  type BookingStatus,
  type ItemKind,
  isPayable,
  PAYABLE_STATUSES,
  type PromoCode,
  type Traveller,
} from "./types";

export { isPayable };

export interface BookingDeps {
  db: Database;
  inventory: DurableObjectNamespace<Inventory>;
  supplier: FlightSupplier;
  now: Date;
  /** How long seats are held for a draft booking, at most: the priced offer's own expiry may be sooner. */
  holdMinutes: number;
}

const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function randomString(length: number, alphabet = ALPHABET): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join("");
}

/**
 * The same visitor selecting the same fare of the same offer again (a double click, a retried POST) gets
 * the same booking id, so it finds its booking instead of holding the seats twice.
 */
async function bookingIdFor(visitorId: string, offerId: string, familyCode: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${visitorId}\n${offerId}\n${familyCode}`)),
  );
  return [...digest.slice(0, 16)].map((b) => ALPHABET[b % ALPHABET.length]).join("");
}

export const seatsNeeded = (booking: Pick<Booking, "passengers">) =>
  booking.passengers.adults + booking.passengers.childAges.length;

export function holdLapsed(booking: Pick<Booking, "holdExpiresAt">, now: Date): boolean {
  return Date.parse(booking.holdExpiresAt) <= now.getTime();
}

/** The flights of an offer in order, with their "slice-segment" reference. */
export function flightsOf(offer: FlightOffer) {
  return offer.slices.flatMap((slice, s) =>
    slice.segments.map((segment, g) => ({ ref: `${s}-${g}`, slice: s, index: g, segment })),
  );
}

function rowToBooking(row: typeof bookings.$inferSelect): Booking {
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
    createdAt: row.createdAt,
  };
}

export async function getBooking(db: Database, id: string): Promise<Booking | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row ? rowToBooking(row) : null;
}

/** Spec section 7, "fetch booking confirmation by bookingId": what the booking child guard reads. */
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
 * One status change and its event, for the caller's batch. The change happens only if the booking is still
 * in the status the caller read, and the event is written only when it did: a repeated or concurrent call
 * (a queue message delivered twice) changes nothing and records nothing.
 */
export function transition(
  db: Database,
  booking: Pick<Booking, "id" | "status">,
  to: BookingStatus,
  reason: string,
  now: Date,
) {
  const at = now.toISOString();
  return [
    db
      .update(bookings)
      .set({ status: to, updatedAt: at })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status))),
    db.insert(bookingEvents).select(
      db
        .select({
          id: sql<number>`NULL`.as("id"),
          bookingId: bookings.id,
          fromStatus: sql<string>`${booking.status}`.as("from_status"),
          toStatus: bookings.status,
          reason: sql<string>`${reason}`.as("reason"),
          at: bookings.updatedAt,
        })
        .from(bookings)
        // changes(): the rows the update just above changed, in this same batch.
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, to), sql`changes() > 0`)),
    ),
  ] as const;
}

export type StartBookingResult =
  | { kind: "started"; bookingId: string }
  | { kind: "unavailable" }
  | { kind: "price_changed"; previous: Money; current: Money };

/**
 * Starts a booking from a selected fare (the saga's first step, STYLE.md 4): price the offer again, hold
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
    const alive = ["draft", "pending_payment", "payment_failed", "paid", "confirmed", "ticketed"].includes(
      existing.status,
    );
    const held = existing.status !== "draft" || !holdLapsed(existing, deps.now);
    if (existing.visitorId === input.visitorId && alive && held) {
      return { kind: "started", bookingId: existing.id };
    }
    id = randomString(16);
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
      reference: randomString(6, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"),
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
    db
      .insert(bookingEvents)
      .values({ bookingId: id, fromStatus: null, toStatus: "draft", reason: "fare selected", at }),
    ...addToCartStatements(db, input.visitorId, input.market, { kind: "flight", id }, deps.now),
  ]);
  return { kind: "started", bookingId: id };
}

/** Who is asking for a booking: the browser (its visitor id) and the member signed in on it, if any. */
export interface BookingViewer {
  visitorId: string | undefined;
  memberId: string | null;
}

/**
 * A member's booking is theirs wherever they sign in, and only theirs: a browser cookie copied before sign-in or
 * kept after sign-out opens none of it. A visitor's booking is its maker's browser's (DESIGN.md, Security).
 */
export function viewerOwns(booking: Pick<Booking, "visitorId" | "memberId">, viewer: BookingViewer): boolean {
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
 * first. The total is the fare summary's, extras and promo included.
 */
export async function getMemberTrips(db: Database, memberId: string, limit = 50) {
  const list = await getMemberBookings(db, memberId, limit);
  return Promise.all(
    list.map(async (booking) => {
      const [items, promo] = await Promise.all([getItems(db, booking.id), getPromo(db, booking.promoCode)]);
      return { booking, total: fareSummary(booking, items, promo).total };
    }),
  );
}

/**
 * At sign-in the browser gets a new visitor id (so a copy of its old cookie opens nothing): its bookings still being
 * made (drafts and unpaid ones) become the member's, so a fare chosen before signing in ends up in their trips, and
 * its finished bookings follow the browser to its new id. Statements for the sign-in's batch.
 */
export function handOverBrowserStatements(db: Database, from: string, to: string, memberId: string) {
  return [
    db
      .update(bookings)
      .set({ memberId })
      .where(
        and(eq(bookings.visitorId, from), isNull(bookings.memberId), inArray(bookings.status, [...PAYABLE_STATUSES])),
      ),
    db
      .update(bookings)
      .set({ visitorId: to })
      .where(and(eq(bookings.visitorId, from), isNull(bookings.memberId))),
  ] as const;
}

/** A deleted account's bookings stay, as a record of money paid, without their member. */
export function detachMemberStatement(db: Database, memberId: string) {
  return db.update(bookings).set({ memberId: null }).where(eq(bookings.memberId, memberId));
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

/** The Inventory holds of a booking: its cabin seats on every flight, and each chosen seat. */
export function holdsOf(booking: Booking, items: readonly BookingItem[]) {
  const flights = flightsOf(booking.offer);
  return [
    ...flights.map(({ segment }) => ({ inventoryKey: segment.inventoryKey, holdId: `${booking.id}-cabin` })),
    ...items.flatMap((item) => {
      const flight = flights.find((f) => f.ref === item.flight);
      return item.kind === "seat" && item.holdId && flight
        ? [{ inventoryKey: flight.segment.inventoryKey, holdId: item.holdId }]
        : [];
    }),
  ];
}

export async function releaseHolds(
  deps: Pick<BookingDeps, "inventory">,
  booking: Booking,
  items: readonly BookingItem[],
) {
  await Promise.all(holdsOf(booking, items).map((h) => deps.inventory.getByName(h.inventoryKey).release(h.holdId)));
}

/**
 * Closes a draft whose hold has lapsed (spec section 4, session expiry) or that the traveller removed from
 * the cart: its seats go back and it leaves the cart. Closing a closed booking changes nothing.
 */
export async function closeDraft(deps: BookingDeps, booking: Booking, to: "expired" | "cancelled", reason: string) {
  if (booking.status !== "draft") return;
  const items = await getItems(deps.db, booking.id);
  await deps.db.batch([
    ...transition(deps.db, booking, to, reason, deps.now),
    removeFromCartStatement(deps.db, booking.visitorId, { kind: "flight", id: booking.id }),
  ]);
  await releaseHolds(deps, booking, items);
}

// ------------------------------------------------------------------------------------ travellers

export async function getTravellers(db: Database, bookingId: string): Promise<Traveller[]> {
  const rows = await db
    .select()
    .from(bookingTravellers)
    .where(eq(bookingTravellers.bookingId, bookingId))
    .orderBy(asc(bookingTravellers.position));
  return rows.map(({ bookingId: _, position: __, ...row }) => ({ ...row, type: row.type as PassengerType }));
}

/** A booking may be paid and ticketed only once every passenger it was priced for has a traveller. */
export function travellersComplete(booking: Pick<Booking, "passengers">, travellers: readonly unknown[]): boolean {
  return travellers.length === passengerTypes(booking.passengers).length;
}

/** Replaces the booking's travellers with the validated form: going back and submitting again keeps one set. */
export async function saveTravellers(db: Database, booking: Booking, form: TravellersForm, now: Date) {
  const types = passengerTypes(booking.passengers);
  const rows = form.travellers.map((t, position) => {
    const passport = t as Partial<
      Record<"passportNumber" | "passportAuthority" | "passportIssuedOn" | "passportExpiresOn", string>
    >;
    return {
      bookingId: booking.id,
      position,
      type: types[position] ?? "adult",
      title: t.title,
      firstName: t.firstName,
      middleName: t.middleName ?? "",
      lastName: t.lastName,
      dateOfBirth: t.dateOfBirth,
      nationality: t.nationality,
      gender: t.gender,
      email: position === 0 ? form.email : null,
      phone: position === 0 ? form.phone : null,
      passportNumber: passport.passportNumber?.toUpperCase() || null,
      passportAuthority: passport.passportAuthority || null,
      passportIssuedOn: passport.passportIssuedOn || null,
      passportExpiresOn: passport.passportExpiresOn || null,
      loyaltyId: t.loyaltyId?.toUpperCase() || null,
    };
  });
  await db.batch([
    db.delete(bookingTravellers).where(eq(bookingTravellers.bookingId, booking.id)),
    ...insertEachRow(db, bookingTravellers, rows),
    db.update(bookings).set({ updatedAt: now.toISOString() }).where(eq(bookings.id, booking.id)),
  ]);
}

// ------------------------------------------------------------------------------------ extras

export async function getItems(db: Database, bookingId: string): Promise<BookingItem[]> {
  const rows = await db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId));
  return rows.map((row) => ({
    key: row.key,
    kind: row.kind as ItemKind,
    traveller: row.traveller,
    flight: row.flight,
    code: row.code,
    quantity: row.quantity,
    price: { amount: row.amount, currency: row.currency as Currency },
    holdId: row.holdId,
  }));
}

export interface SeatChoice {
  map: SeatMap;
  /** Seats held or sold through Tern, on top of those the supplier shows as taken. */
  taken: Set<string>;
  /** Seats this booking holds, by traveller. */
  mine: Map<number, string>;
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

export type SeatResult = { ok: true } | { ok: false; reason: "seat_taken" | "not_allowed" };

/**
 * Holds one seat for one traveller on one flight in the flight's Inventory object, then records it; the
 * traveller's previous seat there is released. Two visitors choosing the same last seat: one gets it.
 */
export async function chooseSeat(
  deps: BookingDeps,
  booking: Booking,
  input: { traveller: number; flightRef: string; seat: string },
): Promise<SeatResult> {
  const types = passengerTypes(booking.passengers);
  const flight = flightsOf(booking.offer).find((f) => f.ref === input.flightRef);
  const type = types[input.traveller];
  if (!flight || !type || type === "infant") return { ok: false, reason: "not_allowed" };
  const map = await deps.supplier.seatMap(booking.offer.id, flight.slice, flight.index, deps.now);
  const seat = map?.rows.flatMap((r) => r.seats).find((s) => s.id === input.seat);
  if (!seat || seat.status === "not_available") return { ok: false, reason: "seat_taken" };

  const key = `seat:${input.traveller}:${input.flightRef}`;
  const previous = (await getItems(deps.db, booking.id)).find((i) => i.key === key);
  if (previous?.code === seat.id) return { ok: true };

  const stub = deps.inventory.getByName(flight.segment.inventoryKey);
  const holdId = `${booking.id}-${randomString(10)}`;
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

/** The extra-bag options of one slice: each piece count priced over every flight of the slice; null if any sells none. */
export async function baggageOptions(deps: BookingDeps, booking: Booking, slice: number) {
  const segments = booking.offer.slices[slice]?.segments ?? [];
  const perFlight = await Promise.all(segments.map((_, g) => deps.supplier.extraBaggage(booking.offer.id, slice, g)));
  if (perFlight.length === 0 || perFlight.some((o) => o === null)) return null;
  const [first, ...rest] = perFlight as NonNullable<(typeof perFlight)[number]>[];
  return (first ?? []).map((option) => ({
    pieces: option.pieces,
    kg: option.kg,
    passengerTypes: option.passengerTypes.filter((t) => rest.every((o) => o.some((x) => x.passengerTypes.includes(t)))),
    price: {
      amount:
        option.price.amount +
        rest.reduce((n, o) => n + (o.find((x) => x.pieces === option.pieces)?.price.amount ?? 0), 0),
      currency: option.price.currency,
    },
  }));
}

/** Essentials and add-ons from the catalog that fit the trip: cover and data for its region, services at its airports. */
export function addonsFor(booking: Pick<Booking, "offer" | "currency">): TravelExtra[] {
  const airports = booking.offer.slices.flatMap((s) => [s.from, s.to]);
  const regions = new Set(airports.map((code) => getAirport(code)?.region ?? ""));
  const african = [...regions].every((r) => r === "nigeria" || r.endsWith("Africa"));
  const europeOrAfrica = [...regions].every((r) => r === "europe" || r === "nigeria" || r.endsWith("Africa"));
  const scope = african ? "africa" : europeOrAfrica ? "europe" : "worldwide";
  const origin = booking.offer.slices[0]?.from;
  return travelExtras(booking.currency).filter((extra) =>
    extra.kind === "insurance" || extra.kind === "esim" ? extra.scope === scope : extra.scope === origin,
  );
}

export type ExtrasErrors = Record<string, { key: string; values?: Record<string, string> }>;

/** Saves the extra bags and add-ons (seats are chosen one by one); any refused choice saves nothing. */
export async function saveExtras(
  deps: BookingDeps,
  booking: Booking,
  input: { bags: Record<string, Record<string, number>>; addons: string[] },
): Promise<{ ok: true } | { ok: false; errors: ExtrasErrors }> {
  const types = passengerTypes(booking.passengers);
  const errors: ExtrasErrors = {};
  const rows: Array<typeof bookingItems.$inferInsert> = [];
  const optionsBySlice = new Map<number, Awaited<ReturnType<typeof baggageOptions>>>();
  for (const [t, perSlice] of Object.entries(input.bags)) {
    for (const [s, pieces] of Object.entries(perSlice)) {
      if (pieces === 0) continue;
      const traveller = Number(t);
      const slice = Number(s);
      const type = types[traveller];
      const field = `bags.${t}.${s}`;
      if (!type || !booking.offer.slices[slice]) {
        errors[field] = { key: "errors.invalid" };
        continue;
      }
      if (!optionsBySlice.has(slice)) optionsBySlice.set(slice, await baggageOptions(deps, booking, slice));
      const options = optionsBySlice.get(slice);
      const option = options?.find((o) => o.pieces === pieces);
      if (!options) errors[field] = { key: "errors.noExtraBaggage" };
      else if (!option) errors[field] = { key: "errors.invalid" };
      else if (!option.passengerTypes.includes(type))
        errors[field] = { key: "errors.bagsNotForType", values: { type } };
      else {
        rows.push({
          bookingId: booking.id,
          key: `bag:${traveller}:${slice}`,
          kind: "bag",
          traveller,
          flight: String(slice),
          code: `${option.pieces}x${option.kg}`,
          quantity: option.pieces,
          amount: option.price.amount,
          currency: option.price.currency,
        });
      }
    }
  }
  const catalog = new Map(addonsFor(booking).map((a) => [a.id, a]));
  for (const id of new Set(input.addons)) {
    const addon = catalog.get(id);
    if (!addon) {
      errors.addons = { key: "errors.invalid" };
      continue;
    }
    // Insurance and data are per traveller; airport services per traveller too.
    const count = types.filter((t) => t !== "infant").length;
    rows.push({
      bookingId: booking.id,
      key: `addon:${id}`,
      kind: "addon",
      code: id,
      quantity: count,
      amount: addon.price.amount * count,
      currency: addon.price.currency,
    });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const { db } = deps;
  await db.batch([
    db
      .delete(bookingItems)
      .where(and(eq(bookingItems.bookingId, booking.id), inArray(bookingItems.kind, ["bag", "addon"]))),
    ...insertEachRow(db, bookingItems, rows),
    db.update(bookings).set({ updatedAt: deps.now.toISOString() }).where(eq(bookings.id, booking.id)),
  ]);
  return { ok: true };
}

// ------------------------------------------------------------------------------------ promo codes

export async function getPromo(db: Database, code: string | null): Promise<PromoCode | null> {
  if (!code) return null;
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return row ? { ...row, kind: row.kind as PromoCode["kind"], currency: row.currency as Currency | null } : null;
}

export type PromoResult = { ok: true; promo: PromoCode } | { ok: false; reason: "unknown" | "expired" | "throttled" };

/** Promo code tries allowed per booking, and per network address, in PROMO_WINDOW_MINUTES: no guessing codes. */
export const PROMO_TRIES_PER_BOOKING = 10;
export const PROMO_TRIES_PER_IP = 30;
export const PROMO_WINDOW_MINUTES = 15;

/**
 * Applies a promo code valid today (in UTC) to the booking; an unknown or expired code changes nothing. Every try
 * is counted for the booking and for the address it comes from; past either limit, tries wait for the window.
 */
export async function applyPromo(
  db: Database,
  booking: Booking,
  code: string,
  now: Date,
  from: { ip: string },
): Promise<PromoResult> {
  const windowMs = PROMO_WINDOW_MINUTES * 60_000;
  const [byBooking, byIp] = await Promise.all([
    countEvent(db, `promo:booking:${booking.id}`, windowMs, now),
    countEvent(db, `promo:ip:${from.ip}`, windowMs, now),
  ]);
  if (byBooking > PROMO_TRIES_PER_BOOKING || byIp > PROMO_TRIES_PER_IP) return { ok: false, reason: "throttled" };
  const promo = await getPromo(db, code);
  const today = now.toISOString().slice(0, 10);
  if (!promo || promo.validFrom > today) return { ok: false, reason: "unknown" };
  if (promo.validUntil < today) return { ok: false, reason: "expired" };
  await db
    .update(bookings)
    .set({ promoCode: promo.code, updatedAt: now.toISOString() })
    .where(eq(bookings.id, booking.id));
  return { ok: true, promo };
}

export async function removePromo(db: Database, booking: Booking, now: Date) {
  await db.update(bookings).set({ promoCode: null, updatedAt: now.toISOString() }).where(eq(bookings.id, booking.id));
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
