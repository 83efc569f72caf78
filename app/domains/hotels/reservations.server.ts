import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { z } from "zod";
import { AIRPORTS } from "~/domains/flights/airports";
import { type FlightSearchInput, MAX_PASSENGERS } from "~/domains/flights/search-query";
import { addToCartStatements, getCart, removeFromCartStatement } from "~/domains/cart/cart.server";
import {
  asSessions,
  attemptStatements,
  type CheckoutDeps,
  commit,
  openAttempt,
  type PaymentPart,
  refund,
  settleArrivedPayment,
  type SubmitPaymentResult,
} from "~/domains/bookings/checkout.server";
import { newBookingId, newReference, stableIdFor } from "~/domains/bookings/lifecycle.server";
import type { OutboxJob } from "~/domains/jobs/outbox.server";
import type { Currency, Market, MarketCountry, Money } from "~/domains/markets/markets";
import {
  getPayments,
  getPaymentsByGatewayRef,
  lastAttempt,
  type Payment,
  paymentStatusStatement,
} from "~/domains/payments/payments.server";
import { type PaymentForm, paymentMethodsFor } from "~/domains/payments/schema";
import type { Locale } from "~/i18n/locales";
import type { StayGuestsForm } from "./schema";
import {
  freeCancellationDeadline,
  nightBucket,
  nightsOf,
  propertyInventoryKey as inventoryKey,
  roomFits,
  stayNights,
} from "./stay-query";
import { localToUtc } from "~/utils/time";
import type { HotelSupplier } from "./supplier";
import { stayEvents, stayGuests, stays } from "./tables";

// A hotel booking's life (#18 item 5), as a saga like a flight's (docs/architecture.md, convention 4): re-price the
// rate and hold every room-night in the property's Inventory object -> take payment -> book with the hotel ->
// confirmed. Each step's undo: release the nights, refund the payment.

export const STAY_STATUSES = [
  "draft",
  "pending_payment",
  "payment_failed",
  "paid",
  "confirmed",
  "not_completed",
  "expired",
  "cancelled",
] as const;
export type StayStatus = (typeof STAY_STATUSES)[number];

/** The moves a stay may make; transitionStay refuses any other. */
const STAY_TRANSITIONS: Record<StayStatus, readonly StayStatus[]> = {
  draft: ["pending_payment", "expired", "cancelled"],
  pending_payment: ["paid", "payment_failed", "expired", "cancelled"],
  payment_failed: ["pending_payment", "paid", "expired", "cancelled"],
  paid: ["confirmed", "not_completed"],
  confirmed: ["cancelled"],
  not_completed: [],
  expired: [],
  cancelled: [],
};

/** Statuses in which a stay keeps the money paid for it. */
const KEEPS_PAYMENT: readonly StayStatus[] = ["paid", "confirmed"];
const PAYABLE: readonly StayStatus[] = ["draft", "pending_payment", "payment_failed"];
export const stayPayable = (stay: Pick<Stay, "status">) => PAYABLE.includes(stay.status);

export interface StayParty {
  adults: number;
  childAges: number[];
}

/** The stay as priced when it was reserved: what every step shows and what is charged. */
export interface StayQuote {
  propertyName: string;
  city: string;
  cityCode: string;
  address: string;
  stars: number;
  timeZone: string;
  checkInFrom: string;
  checkOutUntil: string;
  roomName: string;
  beds: string;
  breakfast: boolean;
  refundable: boolean;
  /** The last moment the stay cancels free (refundable rates), as an instant and the property's wall clock. */
  deadline: { utc: string; local: string } | null;
  /** Each room's price for the whole stay, in the order of the party's rooms. */
  perRoom: Money[];
  /** Each room's first night: what a refundable rate keeps when cancelled after its deadline. */
  firstNights: Money[];
  total: Money;
}

export interface Stay {
  id: string;
  reference: string;
  visitorId: string;
  memberId: string | null;
  status: StayStatus;
  locale: Locale;
  currency: Currency;
  country: MarketCountry;
  propertyId: string;
  roomCode: string;
  planCode: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: StayParty[];
  quote: StayQuote;
  search: string;
  holdId: string;
  holdExpiresAt: string;
  confirmation: string | null;
  confirmedAt: string | null;
  outcome: "supplier_failed" | "rooms_lost" | "guests_missing" | null;
  /** When a confirmed stay was cancelled, and what goes back to the payer. */
  cancelledAt: string | null;
  cancelRefund: Money | null;
  createdAt: string;
}

export interface StayGuest {
  room: number;
  title: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  requests: string | null;
}

export interface StayDeps extends CheckoutDeps {
  hotels: HotelSupplier;
}

function rowToStay(row: typeof stays.$inferSelect): Stay {
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

export async function getStay(db: CheckoutDeps["db"], id: string): Promise<Stay | null> {
  if (!/^[a-z0-9]{16}$/.test(id)) return null;
  const [row] = await db.select().from(stays).where(eq(stays.id, id));
  return row ? rowToStay(row) : null;
}

export async function getStaysOf(db: CheckoutDeps["db"], ids: readonly string[]): Promise<Stay[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(stays)
    .where(inArray(stays.id, [...ids]));
  return rows.map(rowToStay);
}

/** A member's stays, newest first (My Trips). */
export async function getMemberStays(db: CheckoutDeps["db"], memberId: string, limit = 100): Promise<Stay[]> {
  const rows = await db
    .select()
    .from(stays)
    .where(eq(stays.memberId, memberId))
    .orderBy(desc(stays.createdAt))
    .limit(limit);
  return rows.map(rowToStay);
}

export async function getStayGuests(db: CheckoutDeps["db"], stayId: string): Promise<StayGuest[]> {
  return db
    .select({
      room: stayGuests.room,
      title: stayGuests.title,
      firstName: stayGuests.firstName,
      lastName: stayGuests.lastName,
      email: stayGuests.email,
      phone: stayGuests.phone,
      requests: stayGuests.requests,
    })
    .from(stayGuests)
    .where(eq(stayGuests.stayId, stayId))
    .orderBy(asc(stayGuests.room));
}

/** A stay by its reference, with its contact's e-mail: what manage booking checks a retrieval against. */
export async function stayContact(db: CheckoutDeps["db"], reference: string) {
  const [row] = await db
    .select({ id: stays.id, email: stayGuests.email })
    .from(stays)
    .leftJoin(stayGuests, and(eq(stayGuests.stayId, stays.id), eq(stayGuests.room, 0)))
    .where(eq(stays.reference, reference));
  return row ? { id: row.id, email: row.email?.toLowerCase() ?? null } : null;
}

/** One status change and its event, for the caller's batch; a stay that moved meanwhile changes nothing. */
export function transitionStay(
  db: CheckoutDeps["db"],
  stay: Pick<Stay, "id" | "status">,
  to: StayStatus,
  reason: string,
  now: Date,
) {
  if (!STAY_TRANSITIONS[stay.status].includes(to)) {
    throw new Error(`Stay ${stay.id} cannot go from ${stay.status} to ${to}`);
  }
  const at = now.toISOString();
  return [
    db
      .update(stays)
      .set({ status: to, updatedAt: at })
      .where(and(eq(stays.id, stay.id), eq(stays.status, stay.status))),
    db.insert(stayEvents).select(
      db
        .select({
          id: sql<number>`NULL`.as("id"),
          stayId: stays.id,
          fromStatus: sql<string>`${stay.status}`.as("from_status"),
          toStatus: stays.status,
          reason: sql<string>`${reason}`.as("reason"),
          at: stays.updatedAt,
        })
        .from(stays)
        .where(and(eq(stays.id, stay.id), eq(stays.status, to), sql`changes() > 0`)),
    ),
  ] as const;
}

/**
 * Prices one rate of one room type for every room of a party, each room for its own guests, as the hotel sells it
 * now. Null when the property, the room type or the rate is gone, or the room type does not take every room's party.
 */
export async function quoteStay(
  hotels: HotelSupplier,
  input: { propertyId: string; roomCode: string; planCode: string; checkIn: string; checkOut: string },
  rooms: readonly StayParty[],
  currency: Currency,
): Promise<{ quote: StayQuote; capacity: number } | null> {
  const property = await hotels.details(input.propertyId);
  const room = property?.rooms.find((r) => r.code === input.roomCode);
  if (!property || !room || rooms.length === 0 || !rooms.every((party) => roomFits(room, party))) return null;
  const perRoom: Money[] = [];
  const firstNights: Money[] = [];
  let plan = null;
  for (const party of rooms) {
    const rates = await hotels.rates(property.id, {
      city: property.cityCode,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      rooms: [party],
      currency,
    });
    plan = rates.find((r) => r.room.code === room.code)?.plans.find((p) => p.code === input.planCode) ?? null;
    if (!plan) return null;
    perRoom.push(plan.total);
    firstNights.push(plan.nightly[0] ?? plan.total);
  }
  if (!plan) return null;
  const timeZone = AIRPORTS.find((a) => a.code === property.cityCode)?.tz ?? "UTC";
  const freeDays = plan.cancellation.refundable ? plan.cancellation.freeUntilDaysBefore : null;
  return {
    capacity: room.count,
    quote: {
      propertyName: property.name,
      city: property.city,
      cityCode: property.cityCode,
      address: property.address,
      stars: property.stars,
      timeZone,
      checkInFrom: property.checkInFrom,
      checkOutUntil: property.checkOutUntil,
      roomName: room.name,
      beds: room.beds,
      breakfast: plan.breakfastIncluded,
      refundable: plan.cancellation.refundable,
      deadline:
        freeDays === null
          ? null
          : freeCancellationDeadline(input, { checkInFrom: property.checkInFrom, timeZone }, freeDays),
      perRoom,
      firstNights,
      total: { amount: perRoom.reduce((sum, m) => sum + m.amount, 0), currency },
    },
  };
}

export type ReserveResult = { kind: "started"; stayId: string } | { kind: "unavailable" };

/**
 * Reserve (#18 item 5): the rate priced again, then one hold over every night of the stay for as many rooms as the
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
    rooms: StayParty[];
    search: string;
  },
): Promise<ReserveResult> {
  const unavailable = { kind: "unavailable" } as const;
  if (input.checkIn < deps.now.toISOString().slice(0, 10)) return unavailable;
  const priced = await quoteStay(deps.hotels, input, input.rooms, input.market.currency);
  if (!priced) return unavailable;

  const partyKey = JSON.stringify(input.rooms);
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
    const alive = !["expired", "cancelled", "not_completed"].includes(existing.status);
    if (existing.visitorId === input.visitorId && alive && held) return { kind: "started", stayId: existing.id };
    id = newBookingId();
  }

  const holdId = `${id}-rooms`;
  const ttlMs = deps.holdMinutes * 60_000;
  const held = await deps.inventory.getByName(inventoryKey(input.propertyId)).hold({
    holdId,
    items: nightsOf(input.checkIn, input.checkOut).map((night) => ({
      key: nightBucket(input.roomCode, night),
      capacity: priced.capacity,
      quantity: input.rooms.length,
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
    db.insert(stayEvents).select(
      db
        .select({
          id: sql<number>`NULL`.as("id"),
          stayId: stays.id,
          fromStatus: sql<string | null>`NULL`.as("from_status"),
          toStatus: stays.status,
          reason: sql<string>`'room reserved'`.as("reason"),
          at: stays.createdAt,
        })
        .from(stays)
        .where(and(eq(stays.id, id), sql`changes() > 0`)),
    ),
    ...addToCartStatements(db, input.visitorId, input.market, { kind: "stay", id }, deps.now),
  ]);
  return { kind: "started", stayId: id };
}

/** Whether a draft's rooms are no longer held for it. */
export const stayHoldLapsed = (stay: Pick<Stay, "status" | "holdExpiresAt">, now: Date) =>
  stay.status === "draft" && Date.parse(stay.holdExpiresAt) <= now.getTime();

/** How many guests a stay is for, every room's adults and children. */
export const stayGuestCount = (stay: Pick<Stay, "rooms">) =>
  stay.rooms.reduce((sum, room) => sum + room.adults + room.childAges.length, 0);

/** Where a stay's owner goes on with it: its guests step while it is being made, else its summary. */
export const stayNextPath = (stay: Pick<Stay, "id" | "status">) =>
  `/stay/${stay.id}/${stay.status === "draft" ? "guests" : "summary"}`;

/**
 * Where a stay stands for its summary: its status (a draft no longer held reads as expired before the cron closes
 * it), whether it can still be paid and where (a flight's payment step when it is paid with it), and whether its
 * outcome is being decided elsewhere (the gateway's card page, the hotel), so the page asks again.
 */
export async function stayStanding(db: CheckoutDeps["db"], stay: Stay, now: Date) {
  const [guests, [payment], together] = await Promise.all([
    getStayGuests(db, stay.id),
    getPayments(db, stay.id),
    paidTogetherWith(db, stay),
  ]);
  const lapsed = stayHoldLapsed(stay, now);
  const guestsDone = guestsComplete(stay, guests);
  return {
    status: lapsed ? ("expired" as const) : stay.status,
    payable: stayPayable(stay) && !lapsed,
    payPath: together ? `/booking/${together}/payment` : `/stay/${stay.id}/${guestsDone ? "payment" : "guests"}`,
    guestsDone,
    deciding:
      stay.status === "paid" ||
      (stay.status === "pending_payment" && payment?.method === "card" && payment.status === "pending"),
  };
}

/** Whether every room has its lead guest and the stay has its contact. */
export function guestsComplete(stay: Pick<Stay, "rooms">, guests: readonly StayGuest[]): boolean {
  return guests.length === stay.rooms.length && Boolean(guests[0]?.email);
}

/** The guest details step: a lead guest per room and the contact, replacing what was saved before. */
export async function saveStayGuests(
  deps: Pick<StayDeps, "db" | "now">,
  stay: Stay,
  form: StayGuestsForm,
): Promise<"saved" | "closed" | "wrong_rooms"> {
  if (!stayPayable(stay)) return "closed";
  if (form.guests.length !== stay.rooms.length) return "wrong_rooms";
  const { db } = deps;
  await db.batch([
    db.delete(stayGuests).where(eq(stayGuests.stayId, stay.id)),
    ...form.guests.map((guest, room) =>
      db.insert(stayGuests).values({
        stayId: stay.id,
        room,
        title: guest.title,
        firstName: guest.firstName,
        lastName: guest.lastName,
        email: room === 0 ? form.email.toLowerCase() : null,
        phone: room === 0 ? form.phone : null,
        requests: room === 0 ? form.requests : null,
      }),
    ),
    db.update(stays).set({ updatedAt: deps.now.toISOString() }).where(eq(stays.id, stay.id)),
  ]);
  return "saved";
}

/** The queue job that books a paid stay with the hotel (the ticketing queue, which runs every fulfilment). */
export const StayJobSchema = z.object({ stayId: z.string().regex(/^[a-z0-9]{16}$/) });
const stayJob = (stayId: string, cause: string): OutboxJob => ({
  id: `stay:${cause}`,
  queue: "ticketing",
  body: { stayId },
});

export const STAY_EMAIL_TEMPLATES = ["stay_confirmed", "stay_not_completed", "stay_cancelled"] as const;
export const StayEmailJobSchema = z.object({
  template: z.enum(STAY_EMAIL_TEMPLATES),
  stayId: z.string().regex(/^[a-z0-9]{16}$/),
  dedupeKey: z.string().min(1).max(120),
});
export type StayEmailJob = z.infer<typeof StayEmailJobSchema>;
const stayEmailJob = (job: StayEmailJob): OutboxJob => ({ id: `email:${job.dedupeKey}`, queue: "email", body: job });

export type StayPaymentResult =
  | SubmitPaymentResult
  /** The stay is being paid with a flight in one charge (#18 item 6): that flight's payment step is where it is paid. */
  | { kind: "together"; bookingId: string };

/** The flight booking whose pending charge also pays this stay, if any. */
export async function paidTogetherWith(db: CheckoutDeps["db"], stay: Pick<Stay, "id">): Promise<string | null> {
  for (const payment of await getPayments(db, stay.id)) {
    if (payment.status !== "pending" || !payment.gatewayRef) continue;
    const other = (await getPaymentsByGatewayRef(db, payment.gatewayRef)).find((p) => p.bookingId !== stay.id);
    if (other) return other.bookingId;
  }
  return null;
}

/**
 * The payment step of a stay: the market's payment methods, through the same gateway attempts as a flight (a card
 * opens the gateway's page; a bank transfer gets an account for two days, the rooms held as long). A repeated
 * submission answers the attempt already open; a stay being paid with a flight answers where that payment is.
 */
export async function submitStayPayment(
  deps: StayDeps,
  stay: Stay,
  form: PaymentForm,
  urls: { returnUrl: string },
): Promise<StayPaymentResult> {
  if (!stayPayable(stay)) return { kind: "closed" };
  if (Date.parse(stay.holdExpiresAt) <= deps.now.getTime()) return { kind: "expired" };
  const methods = paymentMethodsFor(stay.country);
  const methodOk = form.method === "pay_later" ? methods.length === 0 : methods.includes(form.method);
  if (!methodOk) return { kind: "method_unavailable" };
  const [previous, guests] = await Promise.all([getPayments(deps.db, stay.id), getStayGuests(deps.db, stay.id)]);
  if (!guestsComplete(stay, guests)) return { kind: "incomplete" };
  const together = await paidTogetherWith(deps.db, stay);
  if (together) return { kind: "together", bookingId: together };
  const part = await stayPaymentPart(deps, stay);
  if (!part) return { kind: "expired" };

  const opened = await openAttempt(
    deps,
    stay,
    await asSessions(deps, previous),
    form,
    stay.quote.total,
    urls.returnUrl,
  );
  if (opened.kind === "paid_before") {
    await stayPaymentArrived(deps, opened.payment, "paid before a new attempt");
    return { kind: "closed" };
  }
  if (opened.kind !== "new") return opened.kind === "open" ? opened.result : opened;
  if (!(await part.extend(opened.expiresAt))) return { kind: "expired" };
  await commit(deps, [
    ...attemptStatements(deps, opened, {
      ownerId: stay.id,
      id: opened.id,
      attempt: opened.attempt,
      amount: part.amount,
    }),
    ...part.statements(opened.id, opened.expiresAt),
  ]);
  return opened.url ? { kind: "gateway", url: opened.url } : { kind: "pending" };
}

/**
 * A stay as one part of a payment, its own or a flight's in the cart (#18 item 6): its rooms held as long as the
 * payment may take, and the move to pending_payment in the payment's batch. Null when it cannot be paid now (not
 * payable, guests missing, rooms no longer held).
 */
export async function stayPaymentPart(
  deps: Pick<CheckoutDeps, "db" | "now" | "inventory">,
  stay: Stay,
): Promise<PaymentPart | null> {
  if (!stayPayable(stay) || Date.parse(stay.holdExpiresAt) <= deps.now.getTime()) return null;
  if (!guestsComplete(stay, await getStayGuests(deps.db, stay.id))) return null;
  const { db, now } = deps;
  return {
    ownerId: stay.id,
    amount: stay.quote.total,
    attempt: (await lastAttempt(db, stay.id)) + 1,
    extend: async (until) =>
      (
        await deps.inventory
          .getByName(inventoryKey(stay.propertyId))
          .extend(stay.holdId, until.getTime() - now.getTime() + 5 * 60_000)
      ).ok,
    statements: (paymentId, expiresAt) => [
      db
        .update(stays)
        .set({ holdExpiresAt: expiresAt.toISOString() })
        .where(and(eq(stays.id, stay.id), eq(stays.status, stay.status))),
      ...(stay.status === "pending_payment"
        ? []
        : transitionStay(db, stay, "pending_payment", `payment ${paymentId}`, now)),
    ],
  };
}

/** The stays in a browser's cart that it made. */
export async function cartStays(db: CheckoutDeps["db"], visitorId: string): Promise<Stay[]> {
  const cart = await getCart(db, visitorId);
  const ids = cart.items.filter((i) => i.kind === "stay").map((i) => i.id);
  return (await getStaysOf(db, ids)).filter((stay) => stay.visitorId === visitorId);
}

/** Empties a browser's cart of its stays: a stay still being made is cancelled and its rooms released. */
export async function clearCartStays(
  deps: Pick<CheckoutDeps, "db" | "now" | "inventory">,
  visitorId: string,
  reason: string,
) {
  for (const stay of await cartStays(deps.db, visitorId)) {
    if (stay.status === "draft") await closeStayDraft(deps, stay, "cancelled", reason);
    else await removeFromCartStatement(deps.db, visitorId, { kind: "stay", id: stay.id });
  }
}

/**
 * The stays in a visitor's cart that can be paid now in `currency`, each as a part of a payment: what a flight's
 * payment step offers to include, and what it includes when the traveller pays for both.
 */
export async function cartStaysPayableWith(
  deps: Pick<CheckoutDeps, "db" | "now" | "inventory">,
  visitorId: string,
  currency: Currency,
): Promise<Array<{ stay: Stay; part: PaymentPart }>> {
  const payable: Array<{ stay: Stay; part: PaymentPart }> = [];
  for (const stay of await cartStays(deps.db, visitorId)) {
    if (stay.currency !== currency) continue;
    const part = await stayPaymentPart(deps, stay);
    if (part) payable.push({ stay, part });
  }
  return payable;
}

/**
 * The gateway holds a stay's payment: a stay waiting for it is paid and its booking job goes out in the same batch;
 * a stay that no longer waits (paid by another attempt, expired) gives the money back. A repeat does nothing.
 */
export async function stayPaymentArrived(deps: StayDeps | CheckoutDeps, found: Payment, reason: string) {
  const { db, now } = deps;
  const stay = await getStay(db, found.bookingId);
  await settleArrivedPayment(
    deps,
    found,
    reason,
    stay && {
      label: `stay ${stay.status}`,
      waiting: stay.status === "pending_payment" || stay.status === "payment_failed",
      paid: (payment) => ({
        statements: transitionStay(db, stay, "paid", `payment ${payment.id} succeeded (${reason})`, now),
        jobs: [stayJob(stay.id, payment.id)],
      }),
    },
  );
}

/** A declined card: the stay may be paid again while its rooms are held. */
export async function stayPaymentDeclined(deps: CheckoutDeps, payment: Payment) {
  const stay = await getStay(deps.db, payment.bookingId);
  if (!stay) return;
  await deps.db.batch([
    paymentStatusStatement(deps.db, payment.id, ["pending"], "declined", deps.now),
    ...(stay.status === "pending_payment"
      ? transitionStay(deps.db, stay, "payment_failed", `payment ${payment.id} declined`, deps.now)
      : []),
  ]);
}

/**
 * Books a paid stay with the hotel (from the ticketing queue): the hotel's confirmation number, the held nights
 * sold, the stay confirmed and out of the cart, and the voucher e-mailed. A hotel that refuses, or nights lost,
 * leave the stay not completed: the nights go back and the payment is refunded. Guarded by status: a message
 * delivered twice books once (the hotel answers the same reference with the same number).
 */
export async function confirmStay(deps: StayDeps, stayId: string): Promise<void> {
  const stay = await getStay(deps.db, stayId);
  if (!stay || stay.status !== "paid") return;
  const { db } = deps;
  const guests = await getStayGuests(db, stay.id);
  const inventory = deps.inventory.getByName(inventoryKey(stay.propertyId));
  if (!guestsComplete(stay, guests)) return notCompleted(deps, stay, "guests_missing");
  const booked = await deps.hotels.book({
    reference: stay.reference,
    propertyId: stay.propertyId,
    roomCode: stay.roomCode,
    planCode: stay.planCode,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: stay.rooms.map((party, i) => ({
      ...party,
      leadGuest: { firstName: guests[i]?.firstName ?? "", lastName: guests[i]?.lastName ?? "" },
    })),
    requests: guests[0]?.requests ?? null,
  });
  if (!booked.ok) return notCompleted(deps, stay, "supplier_failed");
  const sold = await inventory.confirm(stay.holdId);
  if (!sold.ok) {
    await deps.hotels.cancel(booked.confirmation);
    return notCompleted(deps, stay, "rooms_lost");
  }
  const at = deps.now.toISOString();
  await commit(
    deps,
    [
      db
        .update(stays)
        .set({ confirmation: booked.confirmation, confirmedAt: at })
        .where(and(eq(stays.id, stay.id), eq(stays.status, "paid"))),
      ...transitionStay(db, stay, "confirmed", `hotel confirmation ${booked.confirmation}`, deps.now),
      removeFromCartStatement(db, stay.visitorId, { kind: "stay", id: stay.id }),
    ],
    [stayEmailJob({ template: "stay_confirmed", stayId: stay.id, dedupeKey: `${stay.id}:confirmed` })],
  );
}

async function notCompleted(deps: StayDeps, stay: Stay, outcome: NonNullable<Stay["outcome"]>) {
  const { db } = deps;
  await deps.inventory.getByName(inventoryKey(stay.propertyId)).release(stay.holdId);
  await commit(
    deps,
    [
      db
        .update(stays)
        .set({ outcome })
        .where(and(eq(stays.id, stay.id), eq(stays.status, "paid"))),
      ...transitionStay(db, stay, "not_completed", outcome, deps.now),
      removeFromCartStatement(db, stay.visitorId, { kind: "stay", id: stay.id }),
    ],
    [stayEmailJob({ template: "stay_not_completed", stayId: stay.id, dedupeKey: `${stay.id}:not_completed` })],
  );
  const paid = (await getPayments(db, stay.id)).find((p) => p.status === "succeeded");
  if (paid) await refund(deps, paid, outcome);
}

/**
 * Closes a stay that was never paid: the move (and any statements of the caller's, in the same batch), the cart left,
 * then its nights given back.
 */
async function closeUnpaidStay(
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
    if (stay.status === "draft" || !(await getPayments(db, stay.id)).some((p) => p.status === "pending")) {
      await closeUnpaidStay(deps, stay, "expired", stay.status === "draft" ? "hold lapsed" : "no payment pending");
      expired += 1;
    }
  }
  return expired;
}

/** An unpaid attempt past its time: the stay waiting for it expires and its nights go back. */
export async function expireStayPayment(deps: CheckoutDeps, payment: Payment) {
  const { db, now } = deps;
  const stay = await getStay(db, payment.bookingId);
  const lapsed = paymentStatusStatement(db, payment.id, ["pending"], "expired", now);
  if (stay?.status !== "pending_payment") return void (await lapsed);
  await closeUnpaidStay(deps, stay, "expired", `payment ${payment.id} not received in time`, [lapsed]);
}

/** Paid stays the hotel was never asked about (a Worker died): the sweep sends their job again. */
export async function staysStuck(db: CheckoutDeps["db"], before: Date): Promise<Stay[]> {
  const rows = await db
    .select()
    .from(stays)
    .where(and(eq(stays.status, "paid"), lte(stays.updatedAt, before.toISOString())))
    .limit(100);
  return rows.map(rowToStay);
}

/** The first succeeded payment of each stay that keeps its money, by stay id: the sweep refunds any other. */
export async function stayPaymentKeepers(db: CheckoutDeps["db"], ids: readonly string[]): Promise<Map<string, string>> {
  const keepers = new Map<string, string>();
  for (const stay of await getStaysOf(db, ids)) {
    // A stay cancelled after it was booked settles its own refund (all, part, or none of it: settleCancellation).
    if (!KEEPS_PAYMENT.includes(stay.status) && stay.cancelledAt === null) continue;
    const [first] = (await getPayments(db, stay.id))
      .filter((p) => p.status === "succeeded")
      .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.attempt - b.attempt);
    if (first) keepers.set(stay.id, first.id);
  }
  return keepers;
}

/**
 * The flight a stay suggests (#18 item 6): a return trip to the property's city on the check-in day, back on the
 * check-out day, for the stay's guests (children under 2 as infants, the party capped at a booking's 9), leaving
 * from wherever the traveller types.
 */
export function flightSearchForStay(stay: Pick<Stay, "checkIn" | "checkOut" | "rooms" | "quote">): FlightSearchInput {
  const ages = stay.rooms.flatMap((room) => room.childAges);
  const adults = Math.min(
    MAX_PASSENGERS,
    stay.rooms.reduce((sum, room) => sum + room.adults, 0),
  );
  const children = ages.filter((age) => age >= 2).slice(0, MAX_PASSENGERS - adults);
  const infants = Math.min(ages.filter((age) => age < 2).length, adults, MAX_PASSENGERS - adults - children.length);
  return {
    trip: "return",
    legs: [{ from: "", to: stay.quote.cityCode, depart: stay.checkIn }],
    returnDate: stay.checkOut,
    adults,
    children: children.length,
    childAges: children,
    infants,
    cabin: "economy",
    flex: false,
  };
}

/** When a stay begins and ends: its check-in and check-out times on their dates, in the property's zone. */
export function stayInstants(stay: Pick<Stay, "checkIn" | "checkOut" | "quote">) {
  const { timeZone, checkInFrom, checkOutUntil } = stay.quote;
  const minutesOf = (clock: string) => {
    const [hours = 0, minutes = 0] = clock.split(":").map(Number);
    return hours * 60 + minutes;
  };
  return {
    start: new Date(localToUtc(stay.checkIn, minutesOf(checkInFrom), timeZone)),
    end: new Date(localToUtc(stay.checkOut, minutesOf(checkOutUntil), timeZone)),
  };
}

export type CancellationTerms =
  /** Before a refundable rate's deadline: everything goes back. */
  | { kind: "free"; penalty: Money; refund: Money }
  /** After the deadline: the first night of each room is kept, as the rate said. */
  | { kind: "penalty"; penalty: Money; refund: Money }
  /** A non-refundable rate: nothing goes back. */
  | { kind: "non_refundable"; penalty: Money; refund: Money }
  | { kind: "not_cancellable"; reason: "not_booked" | "started" };

/**
 * What cancelling a stay now would cost (#18 item 7), by its rate's policy as it was sold: shown before the traveller
 * confirms, and applied when they do. A stay that is not booked, or whose check-in time has come, cannot be cancelled
 * here.
 */
export function cancellationTerms(stay: Stay, now: Date): CancellationTerms {
  if (stay.status !== "confirmed") return { kind: "not_cancellable", reason: "not_booked" };
  if (now.getTime() >= stayInstants(stay).start.getTime()) return { kind: "not_cancellable", reason: "started" };
  const { total } = stay.quote;
  const money = (amount: number): Money => ({ amount, currency: total.currency });
  if (!stay.quote.refundable) return { kind: "non_refundable", penalty: total, refund: money(0) };
  if (stay.quote.deadline && now.getTime() < Date.parse(stay.quote.deadline.utc)) {
    return { kind: "free", penalty: money(0), refund: total };
  }
  const firstNights = stay.quote.firstNights.reduce((sum, m) => sum + m.amount, 0);
  const penalty = Math.min(total.amount, firstNights);
  return { kind: "penalty", penalty: money(penalty), refund: money(total.amount - penalty) };
}

export type CancelResult =
  | { kind: "cancelled"; refund: Money }
  | { kind: "already_cancelled" }
  | Extract<CancellationTerms, { kind: "not_cancellable" }>;

/**
 * Cancels a booked stay for its owner (#18 item 7): the stay moves to cancelled with what is owed back, in one guarded
 * step (a repeated or concurrent request cancels once); then the hotel, the rooms and the refund are settled.
 */
export async function cancelStay(deps: StayDeps, stay: Stay): Promise<CancelResult> {
  if (stay.status === "cancelled") return { kind: "already_cancelled" };
  const terms = cancellationTerms(stay, deps.now);
  if (terms.kind === "not_cancellable") return terms;
  const { db, now } = deps;
  const at = now.toISOString();
  const [moved] = await db.batch([
    db
      .update(stays)
      .set({ status: "cancelled", cancelledAt: at, cancelRefund: terms.refund.amount, updatedAt: at })
      .where(and(eq(stays.id, stay.id), eq(stays.status, "confirmed")))
      .returning({ id: stays.id }),
    transitionStay(db, stay, "cancelled", `cancelled by its owner (${terms.kind})`, now)[1],
  ]);
  if (moved.length === 0) return { kind: "already_cancelled" };
  await settleCancellation(deps, stay.id);
  return { kind: "cancelled", refund: terms.refund };
}

/**
 * The rest of a cancellation, each step safe to run again (the sweep runs it for a Worker that died): the hotel
 * cancels the booking, the nights go back on sale, the payment is refunded by what is owed, and the guest is told.
 */
export async function settleCancellation(deps: StayDeps, stayId: string) {
  const stay = await getStay(deps.db, stayId);
  if (!stay || stay.status !== "cancelled" || stay.cancelledAt === null) return;
  const { db, now } = deps;
  if (stay.confirmation) await deps.hotels.cancel(stay.confirmation);
  await deps.inventory.getByName(inventoryKey(stay.propertyId)).returnSale(stay.holdId);
  const owed = stay.cancelRefund?.amount ?? 0;
  const paid = (await getPayments(db, stay.id)).find((p) => p.status === "succeeded");
  if (paid && owed > 0) {
    await refund(
      deps,
      paid,
      "stay cancelled",
      owed < paid.amount.amount ? { amount: owed, currency: paid.amount.currency } : undefined,
    );
  }
  await commit(
    deps,
    [
      db
        .update(stays)
        .set({ cancelSettledAt: now.toISOString() })
        .where(and(eq(stays.id, stay.id), isNull(stays.cancelSettledAt))),
    ],
    [stayEmailJob({ template: "stay_cancelled", stayId: stay.id, dedupeKey: `${stay.id}:cancelled` })],
  );
}

/** Cancellations a Worker left unsettled: the sweep settles them. */
export async function unsettledCancellations(db: CheckoutDeps["db"], before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: stays.id })
    .from(stays)
    .where(
      and(eq(stays.status, "cancelled"), isNull(stays.cancelSettledAt), lte(stays.cancelledAt, before.toISOString())),
    )
    .limit(100);
  return rows.map((row) => row.id);
}

/** The cron's repair for stays (a Worker killed mid-way): cancellations left unsettled are settled. */
export async function sweepStays(deps: StayDeps, stuckMinutes: number): Promise<number> {
  const ids = await unsettledCancellations(deps.db, new Date(deps.now.getTime() - stuckMinutes * 60_000));
  for (const id of ids) await settleCancellation(deps, id);
  return ids.length;
}
