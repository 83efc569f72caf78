import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { runBatch } from "~/db/batch";
import type { Database } from "~/db/client.server";
import { verifyPassword } from "~/domains/accounts/passwords.server";
import { type CheckoutDeps, closePendingAttempts } from "~/domains/checkout/checkout.server";
import type { PayableRef, Payables } from "~/domains/checkout/payable";
import { paymentsOf } from "~/domains/checkout/payments.server";
import { paymentArrived } from "~/domains/checkout/settle.server";
import { claimAttempt, resetCountStatement } from "~/domains/core/counters.server";
import type { Money } from "~/domains/markets/markets";
import { accountOf, balanceOf, entryStatement, maxRedeemable, pointsWorth, redeemStatement } from "./ledger.server";
import { pointsEntries } from "./tables";
import { POINTS } from "./terms";

// Redeeming wakapoints at payment (decision 015): the member's own points id, a number of points and the PIN.
// The redemption is one ledger entry keyed by the payable ("redeem:{id}"), written before any payment is opened for
// the lower amount; the checkout charges what is left (`amountDue`). A payable that ends unpaid gives the points back
// (the cron, `returnUnpaid`), and a full refund does too (reversal.server.ts): both write "return:{id}", once.

/** Wrong PINs allowed per account in PIN_LOCK_MINUTES, like sign-in codes (DESIGN.md, Security: 5 wrong tries). */
export const MAX_PIN_FAILURES = 5;
export const PIN_LOCK_MINUTES = 15;

/** A redemption left this long without its payable paid is asked about by the cron. */
const RETURN_AFTER_MS = 5 * 60_000;

const pinKey = (accountId: string) => `points-pin:${accountId}`;

export type RedeemRefusal =
  /** Not a points id of the signed-in member's (unknown, or someone else's): "Invalid wakapoint is provided". */
  | "wakapoint"
  | "no_pin"
  | "pin"
  | "locked"
  /** Fewer than the least one redemption uses. */
  | "too_few"
  /** More than may pay for this price (`max`). */
  | "too_many"
  | "insufficient"
  /** Points already pay part of this payable. */
  | "already"
  /** An attempt at the old price had been paid meanwhile: it pays the payable, and no points are taken. */
  | "paid"
  /** The gateway did not answer when the attempt at the old price was closed: nothing is taken. */
  | "gateway";

export type RedeemResult = { ok: true; points: number } | { ok: false; reason: RedeemRefusal; max?: number };

/** The points redeemed for a payable and not given back: what lowers its price. */
export async function redeemedFor(db: Database, payableId: string): Promise<number> {
  const rows = await db
    .select({ kind: pointsEntries.kind, points: pointsEntries.points })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.orderId, payableId), inArray(pointsEntries.kind, ["redeem", "return"])));
  return -rows.reduce((sum, row) => sum + row.points, 0);
}

/**
 * A payable's price less the worth of the points redeemed for it, never below what points may leave (half the price):
 * what the checkout charges (CheckoutDeps.amountDue).
 */
export async function amountDue(db: Database, payable: PayableRef, price: Money): Promise<Money> {
  const points = await redeemedFor(db, payable.id);
  if (points <= 0) return price;
  const off = Math.min(
    pointsWorth(points, price.currency).amount,
    pointsWorth(maxRedeemable(price), price.currency).amount,
  );
  return { amount: price.amount - off, currency: price.currency };
}

/**
 * Redeems a member's points for a payable at its price: the id must be the member's own, the PIN right (five wrong
 * ones in 15 minutes lock it), the points at least the minimum, at most what may pay for the price and what is
 * available. Recorded once per payable: sent again, it answers `already` and takes nothing more. Once every check
 * has passed, and before the entry is written, any payment attempt opened at the old price is closed at the gateway
 * (the checkout's), so it can no longer be paid; one paid meanwhile pays the payable instead (`paid`).
 */
export async function redeemForPayable(
  deps: CheckoutDeps,
  input: { memberId: string; pointsId: string; points: number; pin: string; payable: PayableRef; price: Money },
): Promise<RedeemResult> {
  const { db, now } = deps;
  const account = await accountOf(db, input.memberId);
  if (!account || account.id !== input.pointsId.trim().toUpperCase()) return { ok: false, reason: "wakapoint" };
  if (!account.pinHash) return { ok: false, reason: "no_pin" };
  // Counted before the PIN is checked (DESIGN.md, Security): a burst of wrong PINs is counted whole.
  if (!(await claimAttempt(db, pinKey(account.id), MAX_PIN_FAILURES, PIN_LOCK_MINUTES * 60_000, now))) {
    return { ok: false, reason: "locked" };
  }
  if (!(await verifyPassword(input.pin, account.pinHash))) return { ok: false, reason: "pin" };
  await runBatch(db, [resetCountStatement(db, pinKey(account.id))]);
  if ((await redeemedFor(db, input.payable.id)) > 0) return { ok: false, reason: "already" };
  const max = maxRedeemable(input.price);
  if (input.points < POINTS.minRedeem) return { ok: false, reason: "too_few" };
  if (input.points > max) return { ok: false, reason: "too_many", max };
  const { available } = await balanceOf(db, account.id, now.toISOString().slice(0, 10));
  if (available < input.points) return { ok: false, reason: "insufficient" };
  const closed = await closePendingAttempts(deps, await paymentsOf(db, input.payable));
  if (closed?.kind === "paid_before") {
    await paymentArrived(deps, closed.payment, "paid before points were redeemed");
    return { ok: false, reason: "paid" };
  }
  if (closed) return { ok: false, reason: "gateway" };
  await runBatch(db, [
    redeemStatement(
      db,
      { accountId: account.id, orderId: input.payable.id, points: input.points, payableKind: input.payable.kind },
      now,
    ),
  ]);
  const points = await redeemedFor(db, input.payable.id);
  // Another redemption took the balance between the check and the statement: the statement inserted nothing.
  return points > 0 ? { ok: true, points } : { ok: false, reason: "insufficient" };
}

/**
 * The cron: points redeemed for a payable that ended unpaid (a booking whose hold or payment lapsed, one closed) come
 * back, available at once. A payable that can still be paid (a draft, one waiting), or one that kept its money, keeps
 * them. Run twice, it
 * gives nothing more (one "return:{id}" per payable). Answers how many came back.
 */
export async function returnUnpaid(db: Database, payables: Payables, now: Date, limit = 100): Promise<number> {
  const before = new Date(now.getTime() - RETURN_AFTER_MS).toISOString();
  const open = await db
    .select({
      orderId: sql<string>`${pointsEntries.orderId}`,
      accountId: pointsEntries.accountId,
      kind: sql<string>`MAX(${pointsEntries.payableKind})`,
      points: sql<number>`SUM(${pointsEntries.points})`,
    })
    .from(pointsEntries)
    .where(and(isNotNull(pointsEntries.orderId), inArray(pointsEntries.kind, ["redeem", "return"])))
    .groupBy(pointsEntries.orderId, pointsEntries.accountId)
    .having(sql`SUM(${pointsEntries.points}) < 0 AND MAX(${pointsEntries.createdAt}) <= ${before}`)
    .limit(limit);
  const today = now.toISOString().slice(0, 10);
  let returned = 0;
  for (const row of open) {
    const payable = payables[row.kind];
    if (!payable) continue;
    const state = await payable.find(row.orderId);
    if (state && (state.open || state.keepsMoney)) continue;
    await runBatch(db, [
      entryStatement(
        db,
        {
          id: `return:${row.orderId}`,
          accountId: row.accountId,
          kind: "return",
          points: -Number(row.points),
          orderId: row.orderId,
          availableOn: today,
        },
        now,
      ),
    ]);
    returned += 1;
  }
  return returned;
}
