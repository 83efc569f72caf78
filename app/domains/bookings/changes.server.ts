import { getStay, stayPaymentArrived } from "~/domains/hotels/reservations.server";
import { and, desc, eq, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import { customAlphabet } from "nanoid";
import { z } from "zod";
import type { Cabin } from "~/domains/flights/aircraft";
import { type ChangeOption, type FlightOffer, SupplierError } from "~/domains/flights/supplier";
import type { Money } from "~/domains/markets/markets";
import { GatewayError } from "~/domains/payments/gateway";
import {
  getChangePayments,
  getPayments,
  insertPaymentStatement,
  lastAttempt,
  type Payment,
  paymentStatusStatement,
} from "~/domains/payments/payments.server";
import {
  type CheckoutDeps,
  CARD_PAYMENT_MINUTES,
  closeAtGateway,
  commit,
  emailJob,
  paymentArrived,
  refund,
} from "./checkout.server";
import { getItems } from "./extras.server";
import { flightsOf, holdsOf, seatsNeeded } from "./holds.server";
import { cartBookings, clearCart, getBooking } from "./lifecycle.server";
import { type RefundStanding, refundStanding } from "./refund-cases.server";
import { passengerTypes } from "./rules";
import { bookingChanges, bookingEvents, bookingItems, bookings, bookingTickets } from "./tables";
import { issueInput } from "./ticketing.server";
import { getTravellers } from "./travellers.server";
import type { Booking } from "./types";

// Changes to a ticketed booking (#17 items 5 and 7; product rules §2 "Manage booking", §5, §8): other dates or
// cabin, or one traveller's seat. The saga: quote (nothing held) -> accept (the new seats held) -> pay the amount
// due through the gateway, or nothing when none is due -> apply once (the new seats sold, the booking moved, the
// tickets reissued, the traveller e-mailed) -> the old seats given back. Each step is guarded by the status it moves
// from, so a retried request, a webhook delivered twice or a job run twice has one effect.

export const CHANGE_STATUSES = ["awaiting_payment", "paid", "applied", "expired", "failed"] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

const HoldRefSchema = z.object({ inventoryKey: z.string(), holdId: z.string() });

const DetailSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("itinerary"),
    offer: z.custom<FlightOffer>((v) => typeof v === "object" && v !== null),
    familyCode: z.string(),
    dates: z.array(z.string()),
    cabin: z.string(),
    /** The booking's cabin hold when the change was accepted: it applies only to the flights it was quoted from. */
    from: z.string().optional(),
    /** The holds the booking had before the change, given back once it is applied. */
    returns: z.array(HoldRefSchema).optional(),
  }),
  z.object({
    kind: z.literal("seat"),
    traveller: z.number().int(),
    flightRef: z.string(),
    seat: z.string(),
    inventoryKey: z.string(),
    price: z.number().int(),
    previous: z.object({ code: z.string(), holdId: z.string().nullable(), amount: z.number().int() }).nullable(),
    returns: z.array(HoldRefSchema).optional(),
  }),
]);
export type ChangeDetail = z.infer<typeof DetailSchema>;

export interface BookingChange {
  id: string;
  bookingId: string;
  status: ChangeStatus;
  detail: ChangeDetail;
  holdId: string;
  fareDifference: Money;
  changeFee: Money;
  amountDue: Money;
  credit: Money;
  expiresAt: string;
  releasedAt: string | null;
  createdAt: string;
}

function toChange(row: typeof bookingChanges.$inferSelect): BookingChange {
  const currency = row.currency as Money["currency"];
  return {
    id: row.id,
    bookingId: row.bookingId,
    status: row.status as ChangeStatus,
    detail: DetailSchema.parse(JSON.parse(row.detailJson)),
    holdId: row.holdId,
    fareDifference: { amount: row.fareDifference, currency },
    changeFee: { amount: row.changeFee, currency },
    amountDue: { amount: row.amountDue, currency },
    credit: { amount: row.credit, currency },
    expiresAt: row.expiresAt,
    releasedAt: row.releasedAt,
    createdAt: row.createdAt,
  };
}

export async function getChange(db: CheckoutDeps["db"], id: string): Promise<BookingChange | null> {
  const [row] = await db.select().from(bookingChanges).where(eq(bookingChanges.id, id));
  return row ? toChange(row) : null;
}

/** A booking's changes, newest first. */
export async function getChanges(db: CheckoutDeps["db"], bookingId: string): Promise<BookingChange[]> {
  const rows = await db
    .select()
    .from(bookingChanges)
    .where(eq(bookingChanges.bookingId, bookingId))
    .orderBy(desc(bookingChanges.createdAt));
  return rows.map(toChange);
}

/** The ticketing queue applies a paid change, once per change. */
export const changeJob = (change: Pick<BookingChange, "id" | "bookingId">) => ({
  id: `change:${change.id}`,
  queue: "ticketing" as const,
  body: { bookingId: change.bookingId, changeId: change.id },
});

export type Eligibility =
  | { eligible: true }
  | {
      eligible: false;
      reason: "not_ticketed" | "fare_rules" | "departed" | "refund_open" | "partly_refunded" | "check_failed";
    };

/**
 * The eligibility check of a date or cabin change: a ticketed booking without a refund case, whose fare allows
 * changes (the airline's answer); "check_failed" when the airline cannot be asked ("Failed to check booking
 * eligibility!").
 */
export async function changeEligibility(deps: CheckoutDeps, booking: Booking): Promise<Eligibility> {
  const blocked = changeBlockedBy(booking, await refundStanding(deps.db, booking));
  if (blocked) return { eligible: false, reason: blocked };
  try {
    const answer = await deps.supplier.changeEligibility(
      issueInput(booking, await getTravellers(deps.db, booking.id)),
      deps.now,
    );
    return answer.eligible ? { eligible: true } : { eligible: false, reason: answer.reason };
  } catch (error) {
    if (error instanceof SupplierError) return { eligible: false, reason: "check_failed" };
    throw error;
  }
}

/**
 * What stops a date or cabin change before the airline is asked, or null: the booking page hides the action then, and
 * the change pages say why. A change moves every traveller and is priced for the whole party, so once some were
 * refunded the airline must split the booking first, which an itinerary change request asks for.
 */
export function changeBlockedBy(
  booking: Booking,
  refunds: Pick<RefundStanding, "open" | "refunded">,
): "refund_open" | "partly_refunded" | "not_ticketed" | null {
  if (refunds.open) return "refund_open";
  if (refunds.refunded.length > 0) return "partly_refunded";
  if (booking.status !== "ticketed" || !booking.pnr) return "not_ticketed";
  return null;
}

/** A booking's travellers, every one of them: a date or cabin change moves them all (docs/product-rules.md). */
export const travellerCount = (booking: Booking) =>
  booking.passengers.adults + booking.passengers.childAges.length + booking.passengers.infants;

/**
 * What is wrong with a change request before any supplier is asked, as a message key, or null: a date for every
 * flight ("All fields are Required!"), something that differs from the ticket ("No change has been made to this
 * ticket!"), dates from today in the trip's order, and the whole booking (a part of it is an itinerary change request).
 */
export function changeRequestProblem(
  booking: Booking,
  request: { positions: number[]; dates: string[]; cabin: Cabin },
  now: Date,
): string | null {
  const current = booking.offer.slices.map((s) => s.segments[0]?.departLocal.slice(0, 10) ?? "");
  if (request.dates.length !== current.length) return "errors.changeAllFields";
  if (request.cabin === booking.offer.cabin && request.dates.every((d, i) => d === current[i]))
    return "errors.noChange";
  if (request.dates.some((d) => d < now.toISOString().slice(0, 10))) return "errors.changeDatePast";
  if (request.dates.some((d, i) => i > 0 && d < (request.dates[i - 1] ?? ""))) return "errors.changeDateOrder";
  if (new Set(request.positions).size !== travellerCount(booking)) return "errors.changeWholeBooking";
  return null;
}

/**
 * Product rules §4 and §5: a change started while the browser's cart holds other bookings asks to keep them (their
 * number of travellers must match this booking's) or clear them and start anew. Answers the refusal's message key,
 * or null once the choice is applied (the cart cleared when asked).
 */
export async function settleCartForChange(
  deps: CheckoutDeps,
  visitorId: string | undefined,
  booking: Booking,
  choice: unknown,
): Promise<"errors.cartChoice" | "errors.cartPassengers" | null> {
  const cart = visitorId ? await cartBookings(deps.db, visitorId, booking.id) : [];
  if (!visitorId || cart.length === 0) return null;
  if (choice !== "keep" && choice !== "clear") return "errors.cartChoice";
  if (choice === "keep") {
    return cart.some((b) => travellerCount(b) !== travellerCount(booking)) ? "errors.cartPassengers" : null;
  }
  await clearCart(deps, visitorId, `cleared to change booking ${booking.reference}`, booking.id);
  return null;
}

/** One change option as the traveller reads it: the new flights, and what it costs or leaves to their credit. */
export interface ChangeQuote {
  /** Names the option across quotes (offer ids carry the time they were priced): its flights and family. */
  key: string;
  offer: FlightOffer;
  familyCode: string;
  fareDifference: Money;
  changeFee: Money;
  amountDue: Money;
  credit: Money;
}

export const optionKey = (offer: FlightOffer, familyCode: string) =>
  [
    ...flightsOf(offer).map(({ segment }) => `${segment.flightNumber}@${segment.departLocal.slice(0, 10)}`),
    familyCode,
  ].join("~");

function toQuote(option: ChangeOption): ChangeQuote {
  const net = option.fareDifference.amount + option.changeFee.amount;
  const currency = option.changeFee.currency;
  return {
    key: optionKey(option.offer, option.familyCode),
    offer: option.offer,
    familyCode: option.familyCode,
    fareDifference: option.fareDifference,
    changeFee: option.changeFee,
    amountDue: { amount: Math.max(0, net), currency },
    credit: { amount: Math.max(0, -net), currency },
  };
}

export type QuoteResult =
  | { kind: "options"; options: ChangeQuote[] }
  | { kind: "none" }
  | { kind: "not_eligible"; reason: Exclude<Eligibility, { eligible: true }>["reason"] };

/**
 * The supplier's options for the same route on the new dates and cabin, with the fare difference and the change fee
 * quoted before anything is committed; "none" is "No flight available for change on this ticket".
 */
export async function quoteChange(
  deps: CheckoutDeps,
  booking: Booking,
  request: { dates: string[]; cabin: Cabin },
): Promise<QuoteResult> {
  const eligibility = await changeEligibility(deps, booking);
  if (!eligibility.eligible) return { kind: "not_eligible", reason: eligibility.reason };
  let options: ChangeOption[];
  try {
    options = await deps.supplier.changeOptions(
      { ...issueInput(booking, await getTravellers(deps.db, booking.id)), paid: booking.family.total },
      request,
      deps.now,
    );
  } catch (error) {
    if (error instanceof SupplierError) return { kind: "not_eligible", reason: "check_failed" };
    throw error;
  }
  // The flights the booking already has on the same cabin are no change.
  const current = optionKey(booking.offer, booking.family.code);
  const quotes = options.map(toQuote).filter((q) => q.key !== current);
  return quotes.length === 0 ? { kind: "none" } : { kind: "options", options: quotes };
}

const newChangeId = customAlphabet("abcdefghjkmnpqrstuvwxyz23456789", 16);

/** How long accepted new seats wait for their payment: the gateway's card page, and a little more. */
const CHANGE_HOLD_MS = (CARD_PAYMENT_MINUTES + 5) * 60_000;

export type AcceptResult =
  | { kind: "accepted"; change: BookingChange }
  | { kind: "gone" }
  /** Another change to the booking was recorded meanwhile: "Request already submitted." */
  | { kind: "in_progress" }
  | { kind: "not_eligible"; reason: Exclude<Eligibility, { eligible: true }>["reason"] };

/**
 * Records an accepted change (the new seats already held) and, when nothing is due, hands it to be applied. A booking
 * has one open change at a time (a partial unique index): when another was recorded meanwhile (a double click, a second
 * session), nothing is recorded, the seats held for this one go back, and the answer is null.
 */
async function recordChange(
  deps: CheckoutDeps,
  booking: Booking,
  input: Pick<BookingChange, "id" | "detail" | "holdId" | "fareDifference" | "changeFee" | "amountDue" | "credit">,
): Promise<BookingChange | null> {
  const { db, now } = deps;
  const at = now.toISOString();
  const free = input.amountDue.amount === 0;
  const row = {
    id: input.id,
    bookingId: booking.id,
    kind: input.detail.kind,
    status: free ? "paid" : "awaiting_payment",
    detailJson: JSON.stringify(input.detail),
    holdId: input.holdId,
    fareDifference: input.fareDifference.amount,
    changeFee: input.changeFee.amount,
    amountDue: input.amountDue.amount,
    credit: input.credit.amount,
    currency: input.amountDue.currency,
    expiresAt: new Date(now.getTime() + CHANGE_HOLD_MS).toISOString(),
    releasedAt: null,
    createdAt: at,
    updatedAt: at,
  } satisfies typeof bookingChanges.$inferInsert;
  const [inserted] = await db
    .insert(bookingChanges)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: bookingChanges.id });
  if (!inserted) {
    const change = toChange(row);
    await releaseHoldRefs(deps, newHolds(change));
    return null;
  }
  if (free) await commit(deps, [], [changeJob(row)]);
  return toChange(row);
}

async function releaseHoldRefs(
  deps: Pick<CheckoutDeps, "inventory">,
  holds: Array<{ inventoryKey: string; holdId: string }>,
) {
  await Promise.all(holds.map((h) => deps.inventory.getByName(h.inventoryKey).release(h.holdId)));
}

/** Closes the booking's other changes still waiting for their payment: a new one replaces them. */
async function closeWaitingChanges(deps: CheckoutDeps, booking: Booking) {
  for (const waiting of (await getChanges(deps.db, booking.id)).filter((c) => c.status === "awaiting_payment")) {
    await expireChange(deps, waiting, "replaced by another change");
  }
}

/**
 * Accepts one quoted option: quoted again (never trusting the page's prices), its new seats held on every flight,
 * then recorded. A seat gone since the quote answers "gone" ("Unable to select flight, please try again").
 */
export async function acceptChange(
  deps: CheckoutDeps,
  booking: Booking,
  request: { dates: string[]; cabin: Cabin; key: string },
): Promise<AcceptResult> {
  const quoted = await quoteChange(deps, booking, request);
  if (quoted.kind === "not_eligible") return quoted;
  const quote = quoted.kind === "options" ? quoted.options.find((o) => o.key === request.key) : undefined;
  if (!quote) return { kind: "gone" };
  await closeWaitingChanges(deps, booking);
  const id = newChangeId();
  const holdId = `${id}-cabin`;
  const flights = flightsOf(quote.offer);
  const quantity = seatsNeeded(booking);
  const held = await Promise.all(
    flights.map(({ segment }) =>
      deps.inventory.getByName(segment.inventoryKey).hold({
        holdId,
        items: [{ key: `cabin:${quote.offer.cabin}`, capacity: segment.seatsLeft, quantity }],
        ttlMs: CHANGE_HOLD_MS,
      }),
    ),
  );
  if (held.some((r) => !r.ok)) {
    await releaseHoldRefs(
      deps,
      flights.map(({ segment }) => ({ inventoryKey: segment.inventoryKey, holdId })),
    );
    return { kind: "gone" };
  }
  const change = await recordChange(deps, booking, {
    id,
    holdId,
    detail: {
      kind: "itinerary",
      offer: quote.offer,
      familyCode: quote.familyCode,
      dates: request.dates,
      cabin: request.cabin,
      from: booking.cabinHoldId,
    },
    fareDifference: quote.fareDifference,
    changeFee: quote.changeFee,
    amountDue: quote.amountDue,
    credit: quote.credit,
  });
  return change ? { kind: "accepted", change } : { kind: "in_progress" };
}

/** Seats can be changed after ticketing, while the booking is ticketed (not while a refund is asked). */
export function seatChangeAllowed(booking: Booking): boolean {
  return booking.status === "ticketed" && booking.pnr !== null;
}

export type SeatChangeResult =
  | { kind: "accepted"; change: BookingChange }
  | { kind: "unchanged" }
  | { kind: "seat_taken" }
  | { kind: "not_allowed" }
  /** Another change to the booking was recorded meanwhile: "Request already submitted." */
  | { kind: "in_progress" };

/**
 * Changes one traveller's seat on one flight of a ticketed booking: the new seat held at once (two travellers
 * after the same seat: one gets it, the other "Queried Seat Not Available, Please Select Another Option"), then
 * its price less the old seat's paid, or nothing when it costs no more.
 */
export async function changeSeat(
  deps: CheckoutDeps,
  booking: Booking,
  input: { traveller: number; flightRef: string; seat: string },
): Promise<SeatChangeResult> {
  if (!seatChangeAllowed(booking)) return { kind: "not_allowed" };
  const flight = flightsOf(booking.offer).find((f) => f.ref === input.flightRef);
  // Infants sit on a lap: only seated travellers have seats.
  const type = passengerTypes(booking.passengers)[input.traveller];
  if (!flight || !type || type === "infant") return { kind: "not_allowed" };
  // A refunded passenger's ticket is void: no seat to change.
  if ((await refundStanding(deps.db, booking)).refunded.includes(input.traveller)) return { kind: "not_allowed" };
  const map = await deps.supplier.seatMap(booking.offer.id, flight.slice, flight.index, deps.now);
  const seat = map?.rows.flatMap((r) => r.seats).find((s) => s.id === input.seat);
  if (!seat || seat.status === "not_available") return { kind: "seat_taken" };
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
  return change ? { kind: "accepted", change } : { kind: "in_progress" };
}

/** The holds a change keeps until it is applied: its new cabin seats on every flight, or its one seat. */
function newHolds(change: BookingChange) {
  return change.detail.kind === "itinerary"
    ? flightsOf(change.detail.offer).map(({ segment }) => ({
        inventoryKey: segment.inventoryKey,
        holdId: change.holdId,
      }))
    : [{ inventoryKey: change.detail.inventoryKey, holdId: change.holdId }];
}

export type ChangePaymentResult =
  { kind: "gateway"; url: string } | { kind: "closed" } | { kind: "expired" } | { kind: "gateway_error" };

/**
 * Pays the amount due of an accepted change on the gateway's card page, billed like the booking's own payment.
 * Asking again while the attempt is open answers the same page: one change is never charged twice.
 */
export async function payForChange(
  deps: CheckoutDeps,
  booking: Booking,
  change: BookingChange,
  urls: { returnUrl: string },
): Promise<ChangePaymentResult> {
  if (change.status !== "awaiting_payment") return { kind: "closed" };
  if (Date.parse(change.expiresAt) <= deps.now.getTime()) return { kind: "expired" };
  const [paid] = (await getPayments(deps.db, booking.id)).filter((p) => p.status === "succeeded");
  const travellers = await getTravellers(deps.db, booking.id);
  const lead = travellers[0];
  const billing = paid?.billing ?? {
    nameOnCard: lead ? `${lead.firstName} ${lead.lastName}` : "",
    address: "",
    zipCode: "",
    city: "",
    state: "",
    country: booking.country,
  };
  const open = (await getChangePayments(deps.db, change.id)).find((p) => p.status === "pending");
  const id = open?.id ?? `${change.id}-p${(await getChangePayments(deps.db, change.id)).length + 1}`;
  let session: { sessionId: string; url: string };
  try {
    session = await deps.gateway.createCardSession({
      merchantKey: id,
      amount: change.amountDue,
      customerName: billing.nameOnCard,
      locale: booking.locale,
      returnUrl: urls.returnUrl,
    });
  } catch (error) {
    if (error instanceof GatewayError) return { kind: "gateway_error" };
    throw error;
  }
  if (!open) {
    await deps.db.batch([
      insertPaymentStatement(deps.db, {
        id,
        bookingId: booking.id,
        changeId: change.id,
        attempt: (await lastAttempt(deps.db, booking.id)) + 1,
        method: "card",
        amount: change.amountDue,
        gatewayRef: session.sessionId,
        billing,
        bank: null,
        expiresAt: change.expiresAt,
        now: deps.now,
      }),
    ]);
  }
  return { kind: "gateway", url: session.url };
}

/**
 * The gateway holds a change's payment (webhook, or found by the sweep): a change still waiting for it is paid and
 * handed to be applied, in one batch; a change that no longer waits (expired, or paid already) gives the money back.
 */
export async function changePaymentArrived(deps: CheckoutDeps, payment: Payment, reason: string) {
  const { db, now } = deps;
  if (!payment.changeId) return;
  const change = await getChange(db, payment.changeId);
  const current = (await getChangePayments(db, payment.changeId)).find((p) => p.id === payment.id);
  if (!change || !current || current.status === "succeeded" || current.status === "refunded") return;
  if (change.status === "awaiting_payment") {
    await commit(
      deps,
      [
        paymentStatusStatement(db, payment.id, ["pending", "declined", "cancelled", "expired"], "succeeded", now),
        db
          .update(bookingChanges)
          .set({ status: "paid", updatedAt: now.toISOString() })
          .where(and(eq(bookingChanges.id, change.id), eq(bookingChanges.status, "awaiting_payment"))),
      ],
      [changeJob(change)],
    );
    return;
  }
  await paymentStatusStatement(db, payment.id, ["pending", "cancelled", "expired", "declined"], "succeeded", now);
  await refund(deps, current, `change ${change.status} when payment ${payment.id} arrived (${reason})`);
}

/** Money the gateway holds for any payment: the booking's own, or a change's. */
export async function anyPaymentArrived(deps: CheckoutDeps, payment: Payment, reason: string) {
  if (payment.changeId) return changePaymentArrived(deps, payment, reason);
  // A stay's payments carry the stay's id where a booking's carry the booking's (hotels/reservations.server.ts).
  if (await getStay(deps.db, payment.bookingId)) return stayPaymentArrived(deps, payment, reason);
  await paymentArrived(deps, payment, reason);
}

/** Whether a succeeded payment for a change is kept: the change it paid for went ahead with it. */
export async function changeKeepsPayment(deps: Pick<CheckoutDeps, "db">, payment: Payment): Promise<boolean> {
  if (!payment.changeId) return false;
  const change = await getChange(deps.db, payment.changeId);
  if (!change || (change.status !== "paid" && change.status !== "applied")) return false;
  const [first] = (await getChangePayments(deps.db, change.id))
    .filter((p) => p.status === "succeeded")
    .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.attempt - b.attempt);
  return first?.id === payment.id;
}

/** Gives a change's held seats back and marks it expired (or replaced), if it still waits for its payment. */
async function expireChange(deps: CheckoutDeps, change: BookingChange, reason: string) {
  const { db, now } = deps;
  for (const payment of (await getChangePayments(db, change.id)).filter((p) => p.status === "pending")) {
    if ((await closeAtGateway(deps, payment)) === "succeeded") {
      await changePaymentArrived(deps, payment, "found when the change was closed");
      return;
    }
    await paymentStatusStatement(db, payment.id, ["pending"], "expired", now);
  }
  const [closed] = await db
    .update(bookingChanges)
    .set({ status: "expired", updatedAt: now.toISOString() })
    .where(and(eq(bookingChanges.id, change.id), eq(bookingChanges.status, "awaiting_payment")))
    .returning({ id: bookingChanges.id });
  if (closed) {
    console.info(`change ${change.id} expired: ${reason}`);
    await releaseNewHolds(deps, change);
  }
}

/** Gives back the seats a change held for itself (it expired, was replaced or failed), and records when. */
async function releaseNewHolds(deps: CheckoutDeps, change: BookingChange) {
  await releaseHoldRefs(deps, newHolds(change));
  await deps.db
    .update(bookingChanges)
    .set({ releasedAt: deps.now.toISOString() })
    .where(and(eq(bookingChanges.id, change.id), isNull(bookingChanges.releasedAt)));
}

/** The cron: changes whose payment did not come in time give their held seats back. */
export async function expireLapsedChanges(deps: CheckoutDeps): Promise<number> {
  const rows = await deps.db
    .select()
    .from(bookingChanges)
    .where(and(eq(bookingChanges.status, "awaiting_payment"), lte(bookingChanges.expiresAt, deps.now.toISOString())))
    .limit(100);
  for (const row of rows) await expireChange(deps, toChange(row), "payment not received in time");
  return rows.length;
}

/** The sweep: changes paid but not applied, or applied with their old seats not yet given back, since `before`. */
export async function stuckChanges(db: CheckoutDeps["db"], before: Date): Promise<BookingChange[]> {
  const rows = await db
    .select()
    .from(bookingChanges)
    .where(and(inArray(bookingChanges.status, ["paid", "applied"]), isNull(bookingChanges.releasedAt)))
    .limit(100);
  return rows.map(toChange).filter((c) => c.createdAt <= before.toISOString());
}

export type ApplyResult = "applied" | "failed" | "nothing_to_do";

/**
 * Applies a paid change, once (the ticketing queue's consumer): the new seats are sold, then in one batch the
 * booking moves to its new flights or seat (tickets reissued for new flights), the change is marked applied and
 * the traveller's e-mail is queued; then the old seats go back. New seats that lapsed meanwhile fail the change
 * and refund its payment. Run again, it only finishes what a dead Worker left: the old seats' return.
 */
export async function applyChange(deps: CheckoutDeps, changeId: string): Promise<ApplyResult> {
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
    const moved = changeStatements(deps, booking, change, items, at);
    const detail = { ...change.detail, returns: moved.returns };
    await commit(
      deps,
      [
        db
          .update(bookingChanges)
          .set({ status: "applied", detailJson: JSON.stringify(detail), updatedAt: at })
          .where(and(eq(bookingChanges.id, change.id), eq(bookingChanges.status, "paid"))),
        // Recorded only by the run that applied it (changes(): the update just above), never by a concurrent twin.
        db.insert(bookingEvents).select(
          db
            .select({
              id: sql<number>`NULL`.as("id"),
              bookingId: bookingChanges.bookingId,
              fromStatus: sql<string>`'ticketed'`.as("from_status"),
              toStatus: sql<string>`'ticketed'`.as("to_status"),
              reason: sql<string>`${`change ${change.id} applied (${change.detail.kind})`}`.as("reason"),
              at: bookingChanges.updatedAt,
            })
            .from(bookingChanges)
            .where(and(eq(bookingChanges.id, change.id), sql`changes() > 0`)),
        ),
        ...(await moved.statements()),
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
  deps: CheckoutDeps,
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
async function failChange(deps: CheckoutDeps, change: BookingChange, reason: string): Promise<ApplyResult> {
  const { db, now } = deps;
  const [failed] = await db
    .update(bookingChanges)
    .set({ status: "failed", updatedAt: now.toISOString() })
    .where(and(eq(bookingChanges.id, change.id), eq(bookingChanges.status, "paid")))
    .returning({ id: bookingChanges.id });
  if (!failed) return "nothing_to_do";
  console.warn(`change ${change.id} failed: ${reason}`);
  await releaseNewHolds(deps, change);
  for (const payment of (await getChangePayments(db, change.id)).filter((p) => p.status === "succeeded")) {
    await refund(deps, payment, `change failed: ${reason}`);
  }
  return "failed";
}
