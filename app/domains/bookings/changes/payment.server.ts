import { and, eq, inArray, isNull, lte } from "drizzle-orm";
import { runBatch } from "~/db/batch";
import { closeAtGateway, type PaymentPart, payParts } from "~/domains/checkout/checkout.server";
import { NO_EFFECTS, type Payable } from "~/domains/checkout/payable";
import { lastAttempt, paymentStatusStatement } from "~/domains/checkout/payments.server";
import { paymentArrived } from "~/domains/checkout/settle.server";
import { moved } from "~/domains/core/state-machine";
import { type BookingCheckoutDeps, bookingPayments } from "../payment.server";
import { bookingChanges } from "../tables";
import { getTravellers } from "../travellers.server";
import type { Booking } from "../types";
import {
  type BookingChange,
  changeJob,
  changePayments,
  getChange,
  getChanges,
  moveChange,
  newHolds,
  releaseNewHolds,
  toChange,
} from "./records.server";

// A change's money, through the checkout (docs/architecture.md): the amount due paid on the gateway's card page as
// the checkout's payable, and its expiry when the payment does not come.

export type ChangePaymentResult =
  { kind: "gateway"; url: string } | { kind: "closed" } | { kind: "expired" } | { kind: "gateway_error" };

/** A change as a part of a payment: its new seats held as long as the card page may take, its expiry moved with them. */
async function changePaymentPart(
  deps: BookingCheckoutDeps,
  booking: Booking,
  change: BookingChange,
): Promise<PaymentPart> {
  const { db } = deps;
  return {
    payable: { kind: "change", id: change.id },
    orderId: booking.id,
    amount: change.amountDue,
    attempt: (await lastAttempt(db, booking.id)) + 1,
    extend: async (until) => {
      const ttlMs = until.getTime() - deps.now.getTime() + 5 * 60_000;
      const held = await Promise.all(
        newHolds(change).map((h) => deps.inventory.getByName(h.inventoryKey).extend(h.holdId, ttlMs)),
      );
      return held.every((r) => r.ok);
    },
    statements: (_paymentId, expiresAt) => [
      db
        .update(bookingChanges)
        .set({ expiresAt: expiresAt.toISOString() })
        .where(and(eq(bookingChanges.id, change.id), eq(bookingChanges.status, "awaiting_payment"))),
    ],
  };
}

/**
 * Pays the amount due of an accepted change on the gateway's card page, billed like the booking's own payment.
 * Asking again while the attempt is open answers the same page: one change is never charged twice.
 */
export async function payForChange(
  deps: BookingCheckoutDeps,
  booking: Booking,
  change: BookingChange,
  urls: { returnUrl: string },
): Promise<ChangePaymentResult> {
  if (change.status !== "awaiting_payment") return { kind: "closed" };
  if (Date.parse(change.expiresAt) <= deps.now.getTime()) return { kind: "expired" };
  const [paid] = (await bookingPayments(deps.db, booking.id)).filter((p) => p.status === "succeeded");
  const [lead] = await getTravellers(deps.db, booking.id);
  const billing = paid?.billing ?? {
    nameOnCard: lead ? `${lead.firstName} ${lead.lastName}` : "",
    address: "",
    zipCode: "",
    city: "",
    state: "",
    country: booking.country,
  };
  const result = await payParts(deps, {
    lead: await changePaymentPart(deps, booking, change),
    others: [],
    previous: await changePayments(deps.db, change.id),
    locale: booking.locale,
    email: lead?.email ?? "",
    form: { method: "card", ...billing },
    returnUrl: urls.returnUrl,
  });
  if (result.kind === "paid_before") {
    await paymentArrived(deps, result.payment, "paid before a new attempt");
    return { kind: "closed" };
  }
  return result.kind === "pending" ? { kind: "closed" } : result;
}

/**
 * A change as the checkout's payable: paid, it is handed to be applied; it keeps its money once paid or applied (a
 * failed change gives it back). The cron expires changes whose payment did not come; the sweep hands paid changes
 * not yet applied, or applied with their old seats not given back, to the apply job again.
 */
export function changePayable(deps: BookingCheckoutDeps): Payable {
  const { db, now } = deps;
  return {
    kind: "change",
    async find(id) {
      const change = await getChange(db, id);
      if (!change) return null;
      return {
        label: `change ${change.status}`,
        waiting: change.status === "awaiting_payment",
        open: change.status === "awaiting_payment",
        keepsMoney: change.status === "paid" || change.status === "applied",
        paid: (payment, reason) => ({
          statements: moveChange(db, change, "paid", `payment ${payment.id} succeeded (${reason})`, now),
          jobs: [changeJob(change)],
        }),
        declined: () => NO_EFFECTS,
        lapsed: () => NO_EFFECTS,
      };
    },
    expireLapsed: () => expireLapsedChanges(deps),
    async repair(before) {
      const stuck = await stuckChanges(db, before);
      for (const change of stuck) await deps.jobs.send("ticketing", changeJob(change).body);
      return stuck.length;
    },
  };
}

/** Closes the booking's other changes still waiting for their payment: a new one replaces them. */
export async function closeWaitingChanges(deps: BookingCheckoutDeps, booking: Booking) {
  for (const waiting of (await getChanges(deps.db, booking.id)).filter((c) => c.status === "awaiting_payment")) {
    await expireChange(deps, waiting, "replaced by another change");
  }
}

/** Gives a change's held seats back and marks it expired (or replaced), if it still waits for its payment. */
async function expireChange(deps: BookingCheckoutDeps, change: BookingChange, reason: string) {
  const { db, now } = deps;
  for (const payment of (await changePayments(db, change.id)).filter((p) => p.status === "pending")) {
    if ((await closeAtGateway(deps, payment)) === "succeeded") {
      await paymentArrived(deps, payment, "found when the change was closed");
      return;
    }
    await runBatch(db, paymentStatusStatement(db, payment.id, ["pending"], "expired", now, reason));
  }
  if (moved(await runBatch(db, moveChange(db, change, "expired", reason, now)))) {
    console.info(`change ${change.id} expired: ${reason}`);
    await releaseNewHolds(deps, change);
  }
}

/** The cron: changes whose payment did not come in time give their held seats back. */
export async function expireLapsedChanges(deps: BookingCheckoutDeps): Promise<number> {
  const rows = await deps.db
    .select()
    .from(bookingChanges)
    .where(and(eq(bookingChanges.status, "awaiting_payment"), lte(bookingChanges.expiresAt, deps.now.toISOString())))
    .limit(100);
  for (const row of rows) await expireChange(deps, toChange(row), "payment not received in time");
  return rows.length;
}

/** The sweep: changes paid but not applied, or applied with their old seats not yet given back, since `before`. */
export async function stuckChanges(db: BookingCheckoutDeps["db"], before: Date): Promise<BookingChange[]> {
  const rows = await db
    .select()
    .from(bookingChanges)
    .where(and(inArray(bookingChanges.status, ["paid", "applied"]), isNull(bookingChanges.releasedAt)))
    .limit(100);
  return rows.map(toChange).filter((c) => c.createdAt <= before.toISOString());
}
