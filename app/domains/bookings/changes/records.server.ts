import { type Booking } from "../types";
import { type BookingCheckoutDeps } from "../payment.server";
import { CARD_PAYMENT_MINUTES, commit } from "~/domains/checkout/checkout.server";
import { type FlightOffer } from "~/domains/flights/supplier";
import { type Money } from "~/domains/markets/markets";
import { and, desc, eq, isNull } from "drizzle-orm";
import { bookingChanges } from "../tables";
import { createdStatement, moveStatements, stateMachine } from "~/domains/core/state-machine";
import { customAlphabet } from "nanoid";
import { flightsOf } from "../holds.server";
import { paymentsOf } from "~/domains/checkout/payments.server";
import { z } from "zod";
import { kindJob } from "~/domains/jobs/kinds";
// Changes to a ticketed booking (product rules §2 "Manage booking", §5, §8): other dates or
// cabin, or one traveller's seat. The saga: quote (nothing held) -> accept (the new seats held) -> pay the amount
// due through the gateway, or nothing when none is due -> apply once (the new seats sold, the booking moved, the
// tickets reissued, the traveller e-mailed) -> the old seats given back. Each step is guarded by the status it moves
// from, so a retried request, a webhook delivered twice or a job run twice has one effect.

/**
 * A change's state machine (docs/architecture.md): recorded awaiting its payment (or paid when nothing is due), then
 * applied once; a change whose payment never came expires, and one that can no longer be applied fails (its payment
 * given back). Every status write goes through `moveChange`.
 */
export const CHANGE = stateMachine({
  name: "change",
  table: bookingChanges,
  moves: {
    awaiting_payment: ["paid", "expired"],
    paid: ["applied", "failed"],
    applied: [],
    expired: [],
    failed: [],
  },
});
export type ChangeStatus = (typeof CHANGE.statuses)[number];
export const CHANGE_STATUSES = CHANGE.statuses;

/** One status change of a change and its event, for the caller's batch; a change that moved meanwhile changes nothing. */
export function moveChange(
  db: BookingCheckoutDeps["db"],
  change: Pick<BookingChange, "id" | "status">,
  to: ChangeStatus,
  reason: string,
  now: Date,
  also?: Record<string, string | number | null>,
) {
  return moveStatements(db, CHANGE, change, to, { reason, now, also });
}

/** A change's payments, newest first. */
export const changePayments = (db: BookingCheckoutDeps["db"], changeId: string) =>
  paymentsOf(db, { kind: "change", id: changeId });

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

export function toChange(row: typeof bookingChanges.$inferSelect): BookingChange {
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

export async function getChange(db: BookingCheckoutDeps["db"], id: string): Promise<BookingChange | null> {
  const [row] = await db.select().from(bookingChanges).where(eq(bookingChanges.id, id));
  return row ? toChange(row) : null;
}

/** A booking's changes, newest first. */
export async function getChanges(db: BookingCheckoutDeps["db"], bookingId: string): Promise<BookingChange[]> {
  const rows = await db
    .select()
    .from(bookingChanges)
    .where(eq(bookingChanges.bookingId, bookingId))
    .orderBy(desc(bookingChanges.createdAt));
  return rows.map(toChange);
}

/** The ticketing queue applies a paid change, once per change. */
export const changeJob = (change: Pick<BookingChange, "id" | "bookingId">) =>
  kindJob("booking_ticketing", `change:${change.id}`, { bookingId: change.bookingId, changeId: change.id });

export const newChangeId = customAlphabet("abcdefghjkmnpqrstuvwxyz23456789", 16);

/** How long accepted new seats wait for their payment: the gateway's card page, and a little more. */
export const CHANGE_HOLD_MS = (CARD_PAYMENT_MINUTES + 5) * 60_000;

/**
 * Records an accepted change (the new seats already held) and, when nothing is due, hands it to be applied. A booking
 * has one open change at a time (a partial unique index): when another was recorded meanwhile (a double click, a second
 * session), nothing is recorded, the seats held for this one go back, and the answer is null.
 */
export async function recordChange(
  deps: BookingCheckoutDeps,
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
    status: (free ? "paid" : "awaiting_payment") as ChangeStatus,
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
  const [inserted] = await db.batch([
    db.insert(bookingChanges).values(row).onConflictDoNothing().returning({ id: bookingChanges.id }),
    createdStatement(db, CHANGE, { id: row.id, status: row.status }, `${row.kind} change accepted`),
  ]);
  if (inserted.length === 0) {
    const change = toChange(row);
    await releaseHoldRefs(deps, newHolds(change));
    return null;
  }
  if (free) await commit(deps, [], [changeJob(row)]);
  return toChange(row);
}

export async function releaseHoldRefs(
  deps: Pick<BookingCheckoutDeps, "inventory">,
  holds: Array<{ inventoryKey: string; holdId: string }>,
) {
  await Promise.all(holds.map((h) => deps.inventory.getByName(h.inventoryKey).release(h.holdId)));
}

/** The holds a change keeps until it is applied: its new cabin seats on every flight, or its one seat. */
export function newHolds(change: BookingChange) {
  return change.detail.kind === "itinerary"
    ? flightsOf(change.detail.offer).map(({ segment }) => ({
        inventoryKey: segment.inventoryKey,
        holdId: change.holdId,
      }))
    : [{ inventoryKey: change.detail.inventoryKey, holdId: change.holdId }];
}

/** Gives back the seats a change held for itself (it expired, was replaced or failed), and records when. */
export async function releaseNewHolds(deps: BookingCheckoutDeps, change: BookingChange) {
  await releaseHoldRefs(deps, newHolds(change));
  await deps.db
    .update(bookingChanges)
    .set({ releasedAt: deps.now.toISOString() })
    .where(and(eq(bookingChanges.id, change.id), isNull(bookingChanges.releasedAt)));
}
