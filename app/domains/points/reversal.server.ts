import { and, eq, gt, lte, sql } from "drizzle-orm";
import { runBatch } from "~/db/batch";
import type { Database } from "~/db/client.server";
import { addDays } from "~/lib/time";
import { entryStatement } from "./ledger.server";
import { pointsEntries } from "./tables";
import { POINTS } from "./terms";

// What takes points back or gives them back (decision 015): refunds and cancellations, and expiry. Each is an
// entry with its event's id, so running it again records nothing more.

/**
 * An order refunded in full: its redeemed points come back (available at once) and what is left of its earned points
 * is taken back (on the day they would have become available, so pending ones simply vanish). Refunded in part
 * (`part`: a refund's key and its share of what was paid), only that share of the earned points is taken back, and
 * never more than is left; a referral's rewards riding on it go back only with a full refund. Statements for the
 * refund's batch; run twice, they change nothing more.
 */
export async function refundStatements(
  db: Database,
  orderId: string,
  now: Date,
  part?: { key: string; share: number },
) {
  const entries = await db.select().from(pointsEntries).where(eq(pointsEntries.orderId, orderId));
  const earn = entries.find((e) => e.kind === "earn");
  const redeem = entries.find((e) => e.kind === "redeem");
  const left = entries.filter((e) => e.kind === "earn" || e.kind === "reverse").reduce((sum, e) => sum + e.points, 0);
  const taken = part ? Math.min(left, Math.floor((earn?.points ?? 0) * Math.min(1, Math.max(0, part.share)))) : left;
  const today = now.toISOString().slice(0, 10);
  return [
    ...(earn && taken > 0
      ? [
          entryStatement(
            db,
            {
              id: part ? `reverse:${orderId}:${part.key}` : `reverse:${orderId}`,
              accountId: earn.accountId,
              kind: "reverse",
              points: -taken,
              orderId,
              availableOn: earn.availableOn,
            },
            now,
          ),
        ]
      : []),
    // A referral's reward (decision 016) rode on this order: refunded in full, both sides' rewards are taken back.
    ...(part
      ? []
      : entries
          .filter((e) => e.kind === "referral")
          .map((e) =>
            entryStatement(
              db,
              {
                id: `reverse:${e.id}`,
                accountId: e.accountId,
                kind: "reverse",
                points: -e.points,
                orderId,
                availableOn: e.availableOn,
              },
              now,
            ),
          )),
    ...(redeem && !part
      ? [
          entryStatement(
            db,
            {
              id: `return:${orderId}`,
              accountId: redeem.accountId,
              kind: "return",
              points: -redeem.points,
              orderId,
              availableOn: today,
            },
            now,
          ),
        ]
      : []),
  ];
}

export async function settleRefund(db: Database, orderId: string, now: Date) {
  await runBatch(db, await refundStatements(db, orderId, now));
}

/**
 * The cron: an account with no earning, redeeming or points given back for `expiryInactiveMonths` loses its available points, in one
 * entry per period of inactivity (so a second run the same day records nothing). Answers how many accounts expired.
 */
export async function expireInactive(db: Database, now: Date, limit = 200): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const cutoff = addDays(today, -Math.round(POINTS.expiryInactiveMonths * 30.44));
  const rows = await db
    .select({
      accountId: pointsEntries.accountId,
      last: sql<string>`MAX(CASE WHEN ${pointsEntries.kind} IN ('earn', 'redeem', 'return') THEN ${pointsEntries.createdAt} END)`,
      available: sql<number>`COALESCE(SUM(CASE WHEN ${pointsEntries.availableOn} <= ${today} THEN ${pointsEntries.points} END), 0)`,
    })
    .from(pointsEntries)
    .groupBy(pointsEntries.accountId)
    .having(({ last, available }) => and(lte(last, `${cutoff}T23:59:59.999Z`), gt(available, 0)))
    .limit(limit);
  await runBatch(
    db,
    rows.map((row) =>
      entryStatement(
        db,
        {
          id: `expire:${row.accountId}:${row.last.slice(0, 10)}`,
          accountId: row.accountId,
          kind: "expire",
          points: -Number(row.available),
          orderId: null,
          availableOn: today,
        },
        now,
      ),
    ),
  );
  return rows.length;
}
