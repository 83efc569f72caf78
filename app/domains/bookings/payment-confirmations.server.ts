import { runBatch } from "~/db/batch";
import { moveStatements, stateMachine } from "~/domains/core/state-machine";
import { bookingPayments } from "./payment.server";
import { customAlphabet } from "nanoid";
import type { Money } from "~/domains/markets/markets";

import { type BookingCheckoutDeps } from "./payment.server";
import { paymentConfirmations } from "./tables";
import type { Booking, PaymentChannel } from "./types";

// Payment confirmation (product rules §3): a traveller awaiting a bank transfer or a cash payment says
// they paid. It is recorded once per booking and reference; the bank matches it (the booking then moves on through
// the gateway's webhook, as any transfer does) or it waits for review.

export interface PaymentConfirmationInput {
  payer: string;
  amount: Money;
  channel: PaymentChannel;
  reference: string;
  bankName?: string | undefined;
  travelCentre?: string | undefined;
}

export type PaymentConfirmationResult =
  { ok: true; status: "matched" | "in_review" } | { ok: false; reason: "already_submitted" | "not_eligible" };

const newId = customAlphabet("abcdefghjkmnpqrstuvwxyz23456789", 16);

/** The payment a confirmation is about: the booking's latest, while it waits for a transfer or for cash. */
export async function awaitedPayment(deps: Pick<BookingCheckoutDeps, "db">, booking: Booking) {
  if (booking.status !== "pending_payment") return null;
  const [latest] = await bookingPayments(deps.db, booking.id);
  return latest && (latest.method === "bank_transfer" || latest.method === "pay_later") && latest.status === "pending"
    ? latest
    : null;
}

/**
 * Records the confirmation once (a second one for the same booking and reference, even at the same moment, answers
 * already_submitted), then asks the bank. A gateway that does not answer throws: the route says "Failed to confirm
 * payment! Please try again." and the confirmation, already recorded, waits for review.
 */
/**
 * A payment confirmation's state machine: recorded for review, then matched when the bank finds the money or a payments
 * officer matches a statement line to it (payment-desk.server.ts), or rejected by that officer.
 */
export const PAYMENT_CONFIRMATION = stateMachine({
  name: "payment_confirmation",
  table: paymentConfirmations,
  moves: { in_review: ["matched", "rejected"], matched: [], rejected: [] },
});

export async function confirmPayment(
  deps: BookingCheckoutDeps,
  booking: Booking,
  input: PaymentConfirmationInput,
): Promise<PaymentConfirmationResult> {
  const payment = await awaitedPayment(deps, booking);
  if (!payment) return { ok: false, reason: "not_eligible" };
  const reference = input.reference.trim().toUpperCase();
  const [row] = await deps.db
    .insert(paymentConfirmations)
    .values({
      id: newId(),
      bookingId: booking.id,
      reference,
      payer: input.payer.trim(),
      amount: input.amount.amount,
      currency: input.amount.currency,
      channel: input.channel,
      bankName: input.bankName?.trim() || null,
      travelCentre: input.travelCentre?.trim() || null,
      status: "in_review",
      createdAt: deps.now.toISOString(),
      updatedAt: deps.now.toISOString(),
    })
    .onConflictDoNothing()
    .returning({ id: paymentConfirmations.id });
  if (!row) return { ok: false, reason: "already_submitted" };
  if (payment.method !== "bank_transfer" || !payment.gatewayRef) return { ok: true, status: "in_review" };
  const matched = await deps.gateway.confirmTransfer(payment.gatewayRef, { reference, amount: input.amount });
  if (matched !== "matched") return { ok: true, status: "in_review" };
  await runBatch(
    deps.db,
    moveStatements(deps.db, PAYMENT_CONFIRMATION, { id: row.id, status: "in_review" }, "matched", {
      reason: `transfer ${reference} matched by the bank`,
      now: deps.now,
    }),
  );
  return { ok: true, status: "matched" };
}
