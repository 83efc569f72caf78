import { and, eq, inArray, lte } from "drizzle-orm";
import { customAlphabet } from "nanoid";
import type { Database } from "~/db/client.server";
import type { Money } from "~/domains/markets/markets";
import type { PassengerPrice } from "~/domains/flights/supplier";
import { getPayments, type Payment } from "~/domains/payments/payments.server";
import { fold } from "~/utils/text";
import { getBooking, transition } from "./lifecycle.server";
import { refundCases } from "./tables";
import { getTravellers } from "./travellers.server";
import type { Booking, RefundCaseStatus, RefundReason } from "./types";

// Refund requests (product rules §3, §5, §8 and §9; #17 item 6): one case per booking, its value computed from the
// fare's rules before the traveller submits, paid to the account that paid, moved along by the back office.

/** The share of the base fare kept by a "Penalty Applies" fare (docs/product-rules.md). */
export const PENALTY_SHARE = 0.3;

/**
 * What one passenger gets back (product rules §4, fare refundability): a Refundable fare in full; Penalty Applies
 * less 30% of the base fare; Non Refundable its taxes only; Non Refundable for No-Show like Penalty Applies before
 * the first flight leaves, taxes only after.
 */
export function passengerRefund(
  price: PassengerPrice,
  refundability: Booking["family"]["refundability"],
  departed: boolean,
): number {
  const penalised = price.total.amount - Math.round(price.base.amount * PENALTY_SHARE);
  switch (refundability) {
    case "Refundable":
      return price.total.amount;
    case "Penalty Applies":
      return penalised;
    case "Non Refundable":
      return price.taxes.amount;
    case "Non Refundable for No-Show":
      return departed ? price.taxes.amount : penalised;
  }
}

/** The refund of each traveller of a booking (by position), and of the ones chosen. */
export async function refundQuote(db: Database, booking: Booking, now: Date) {
  const travellers = await getTravellers(db, booking.id);
  const departed = Date.parse(booking.offer.slices[0]?.segments[0]?.departUtc ?? "") <= now.getTime();
  const each = travellers.map((traveller) => {
    const price = booking.family.perPassenger[traveller.type] ?? booking.family.perPassenger.adult;
    return {
      amount: passengerRefund(price, booking.family.refundability, departed),
      currency: booking.currency,
    } as Money;
  });
  return {
    each,
    travellers,
    totalFor: (positions: readonly number[]): Money => ({
      amount: positions.reduce((sum, p) => sum + (each[p]?.amount ?? 0), 0),
      currency: booking.currency,
    }),
  };
}

/** Names compared as people write them: accents, case and spacing aside. */
const comparable = fold;

export interface RefundRequestInput {
  reason: RefundReason;
  reasonOther?: string | undefined;
  positions: number[];
  bankName: string;
  accountNumber: string;
  accountName: string;
}

export interface RefundCase {
  id: string;
  reference: string;
  bookingId: string;
  reason: RefundReason;
  positions: number[];
  amount: Money;
  status: RefundCaseStatus;
  createdAt: string;
  updatedAt: string;
}

const newCaseId = customAlphabet("abcdefghjkmnpqrstuvwxyz23456789", 16);
const newCaseReference = customAlphabet("ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6);

/** A booking whose tickets are issued (or confirmed with the airline) may ask for a refund. */
export function refundable(booking: Booking): boolean {
  return booking.pnr !== null && (booking.status === "confirmed" || booking.status === "ticketed");
}

/** Who paid for a booking: the billing name of the payment that took its money (refunds go to that account). */
export function payerName(payments: readonly Payment[]): string {
  return payments.find((p) => p.status === "succeeded" || p.status === "refunded")?.billing.nameOnCard ?? "";
}

export type RefundRequestResult =
  | { ok: true; refundCase: RefundCase }
  | { ok: false; reason: "already_submitted" | "not_eligible" | "account_name" | "passengers" };

/**
 * Opens the booking's refund case, once: a second request (even at the same moment) answers already_submitted.
 * The account must be the payer's (product rules §5): its name is the payment's billing name.
 */
export async function requestRefund(
  deps: { db: Database; now: Date; stepMinutes: number },
  booking: Booking,
  input: RefundRequestInput,
): Promise<RefundRequestResult> {
  const { db, now } = deps;
  // A booking that has asked already says so, whatever status the request has moved it to.
  if (booking.status === "refund_requested" || (await getRefundCase(db, booking.id))) {
    return { ok: false, reason: "already_submitted" };
  }
  if (!refundable(booking)) return { ok: false, reason: "not_eligible" };
  const [quote, payments] = await Promise.all([refundQuote(db, booking, now), getPayments(db, booking.id)]);
  const positions = [...new Set(input.positions)].sort((a, b) => a - b);
  if (positions.length === 0 || positions.some((p) => p < 0 || p >= quote.travellers.length)) {
    return { ok: false, reason: "passengers" };
  }
  if (comparable(payerName(payments)) !== comparable(input.accountName)) return { ok: false, reason: "account_name" };
  const amount = quote.totalFor(positions);
  const at = now.toISOString();
  const reference = `RF-${newCaseReference()}`;
  const [inserted] = await db.batch([
    db
      .insert(refundCases)
      .values({
        id: newCaseId(),
        reference,
        bookingId: booking.id,
        reason: input.reason,
        reasonOther: input.reason === "others" ? (input.reasonOther ?? "").trim() : null,
        positionsJson: JSON.stringify(positions),
        bankName: input.bankName.trim(),
        accountNumber: input.accountNumber.replace(/\s+/g, ""),
        accountName: input.accountName.trim(),
        amount: amount.amount,
        currency: amount.currency,
        status: "received",
        nextStepAt: new Date(now.getTime() + deps.stepMinutes * 60_000).toISOString(),
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: refundCases.bookingId })
      .returning(),
    // A ticketed booking shows the request (refund_requested) until the back office decides; a concurrent second
    // request finds the booking moved and changes nothing.
    ...(booking.status === "ticketed"
      ? transition(db, booking, "refund_requested", `refund case ${reference} received`, now)
      : []),
  ]);
  const [row] = inserted;
  if (!row) return { ok: false, reason: "already_submitted" };
  return { ok: true, refundCase: rowToCase(row) };
}

function rowToCase(row: typeof refundCases.$inferSelect): RefundCase {
  return {
    id: row.id,
    reference: row.reference,
    bookingId: row.bookingId,
    reason: row.reason as RefundReason,
    positions: JSON.parse(row.positionsJson) as number[],
    amount: { amount: row.amount, currency: row.currency as Money["currency"] },
    status: row.status as RefundCaseStatus,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function getRefundCase(db: Database, bookingId: string): Promise<RefundCase | null> {
  const [row] = await db.select().from(refundCases).where(eq(refundCases.bookingId, bookingId));
  return row ? rowToCase(row) : null;
}

const NEXT: Partial<Record<RefundCaseStatus, (c: RefundCase) => RefundCaseStatus>> = {
  received: () => "in_review",
  // The sandbox back office approves a case with money to give back and declines one with none.
  in_review: (c) => (c.amount.amount > 0 ? "approved" : "declined"),
  approved: () => "paid",
};

/**
 * The sandbox back office (the cron): each case whose time has come takes its next step; the step is guarded by
 * the status it moves from, so two cron runs at once move a case once. Answers the cases moved, for their e-mails.
 */
export async function advanceRefundCases(deps: {
  db: Database;
  now: Date;
  stepMinutes: number;
}): Promise<RefundCase[]> {
  const { db, now } = deps;
  const due = await db
    .select()
    .from(refundCases)
    .where(
      and(
        lte(refundCases.nextStepAt, now.toISOString()),
        inArray(refundCases.status, ["received", "in_review", "approved"]),
      ),
    )
    .limit(100);
  const moved: RefundCase[] = [];
  for (const row of due) {
    const current = rowToCase(row);
    const status = NEXT[current.status]?.(current);
    if (!status) continue;
    const final = status === "declined" || status === "paid";
    const booking = final ? await getBooking(db, current.bookingId) : null;
    // Refunded when every passenger's money went back; ticketed again when the others still fly or it was declined.
    const everyone = booking !== null && current.positions.length >= (await getTravellers(db, booking.id)).length;
    const bookingTo = status === "paid" && everyone ? "refunded" : "ticketed";
    const [updated] = await db.batch([
      db
        .update(refundCases)
        .set({
          status,
          updatedAt: now.toISOString(),
          nextStepAt: final ? null : new Date(now.getTime() + deps.stepMinutes * 60_000).toISOString(),
        })
        .where(and(eq(refundCases.id, row.id), eq(refundCases.status, current.status)))
        .returning(),
      ...(booking?.status === "refund_requested"
        ? transition(db, booking, bookingTo, `refund case ${current.reference} ${status}`, now)
        : []),
    ]);
    const [changed] = updated;
    if (changed) moved.push(rowToCase(changed));
  }
  return moved;
}
