import { refundStatements } from "~/domains/points/reversal.server";
import { and, eq, isNull, lte } from "drizzle-orm";
import { commit } from "~/domains/checkout/checkout.server";
import { refund } from "~/domains/checkout/settle.server";
import { type Money } from "~/domains/markets/markets";
import { keptPayment } from "~/domains/checkout/payments.server";
import { propertyInventoryKey as inventoryKey } from "~/domains/hotels/stay-query";
import { stays } from "./tables";
import { type Stay, type StayDeps } from "./types";
import { getStay, transitionStay } from "./lifecycle.server";
import { stayEmailJob } from "./payment.server";
import { stayInstants } from "./view.server";

import { runBatch } from "~/db/batch";
import { moved } from "~/domains/core/state-machine";

export type CancellationTerms =
  /** Before a refundable rate's deadline: everything goes back. */
  | { kind: "free"; penalty: Money; refund: Money }
  /** After the deadline: the first night of each room is kept, as the rate said. */
  | { kind: "penalty"; penalty: Money; refund: Money }
  /** A non-refundable rate: nothing goes back. */
  | { kind: "non_refundable"; penalty: Money; refund: Money }
  | { kind: "not_cancellable"; reason: "not_booked" | "started" };

/**
 * What cancelling a stay now would cost, by its rate's policy as it was sold: shown before the traveller
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
 * Cancels a booked stay for its owner: the stay moves to cancelled with what is owed back, in one guarded
 * step (a repeated or concurrent request cancels once); then the hotel, the rooms and the refund are settled.
 */
export async function cancelStay(deps: StayDeps, stay: Stay): Promise<CancelResult> {
  if (stay.status === "cancelled") return { kind: "already_cancelled" };
  const terms = cancellationTerms(stay, deps.now);
  if (terms.kind === "not_cancellable") return terms;
  const { db, now } = deps;
  const results = await runBatch(
    db,
    transitionStay(db, stay, "cancelled", `cancelled by its owner (${terms.kind})`, now, {
      cancelledAt: now.toISOString(),
      cancelRefund: terms.refund.amount,
    }),
  );
  if (!moved(results)) return { kind: "already_cancelled" };
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
  // No stay, no points: what it earned is taken back (its entry's id keeps a second run from taking it twice).
  await runBatch(deps.db, await refundStatements(deps.db, stay.id, deps.now));
  const owed = stay.cancelRefund?.amount ?? 0;
  const paid = await keptPayment(db, { kind: "stay", id: stay.id });
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
export async function unsettledCancellations(db: StayDeps["db"], before: Date): Promise<string[]> {
  const rows = await db
    .select({ id: stays.id })
    .from(stays)
    .where(
      and(eq(stays.status, "cancelled"), isNull(stays.cancelSettledAt), lte(stays.cancelledAt, before.toISOString())),
    )
    .limit(100);
  return rows.map((row) => row.id);
}
