import { eq, lte, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { authCounters } from "./tables";

/**
 * Counts one more event for a key in a fixed window and answers the count so far. One upsert does both, so
 * two requests at the same moment are both counted (D1 runs each statement alone).
 */
export async function countEvent(db: Database, key: string, windowMs: number, now: Date): Promise<number> {
  return (await countInWindow(db, key, windowMs, now)).count;
}

/** countEvent, with the seconds left in the window: how long a caller over a limit must wait. */
export async function countInWindow(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ count: number; secondsLeft: number }> {
  const nowIso = now.toISOString();
  const windowEndsAt = new Date(now.getTime() + windowMs).toISOString();
  const lapsed = sql`${authCounters.windowEndsAt} <= ${nowIso}`;
  const [row] = await db
    .insert(authCounters)
    .values({ key, count: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: authCounters.key,
      set: {
        count: sql`CASE WHEN ${lapsed} THEN 1 ELSE ${authCounters.count} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${lapsed} THEN ${windowEndsAt} ELSE ${authCounters.windowEndsAt} END`,
      },
    })
    .returning({ count: authCounters.count, windowEndsAt: authCounters.windowEndsAt });
  const endsAt = Date.parse(row?.windowEndsAt ?? windowEndsAt);
  return { count: row?.count ?? 1, secondsLeft: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

/**
 * One attempt at something limited (DESIGN.md, Security: a limit counts before it checks): counted, and decided, in
 * one statement before any secret is checked, so a burst of attempts at once is counted whole. True while this
 * attempt is within `limit` for the window. A limit on failures gives a successful attempt back (`forgiveStatement`).
 */
export async function claimAttempt(
  db: Database,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<boolean> {
  return (await countEvent(db, key, windowMs, now)) <= limit;
}

/** Statement giving back one counted attempt that succeeded: a limit on failures then counts only those. */
export function forgiveStatement(db: Database, key: string) {
  return db
    .update(authCounters)
    .set({ count: sql`MAX(${authCounters.count} - 1, 0)` })
    .where(eq(authCounters.key, key));
}

export function resetCountStatement(db: Database, key: string) {
  return db.delete(authCounters).where(eq(authCounters.key, key));
}

/** Statement forgetting one key's count (a member deleted, a password changed). */
export function forgetCountStatement(db: Database, key: string) {
  return db.delete(authCounters).where(eq(authCounters.key, key));
}

/** Statement dropping the counts whose window has ended. */
export function purgeCountsStatement(db: Database, now: Date) {
  return db.delete(authCounters).where(lte(authCounters.windowEndsAt, now.toISOString()));
}
