import { and, eq, lt, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { formOutcomes } from "./tables";

// One-time form tokens (decision 022): the first send of a form claims its key, runs, and leaves its answer
// here; a second send of the same form with the same token finds that answer instead of acting again.

/** A claim nobody finished in this long was left by a Worker that died: the next send may run the form again. */
export const ABANDONED_CLAIM_MS = 60_000;
/** Answers are kept a day: long enough for any retry, short enough that the table stays small. */
export const FORM_OUTCOME_KEEP_MS = 86_400_000;

export type FormClaim = { kind: "new" } | { kind: "pending" } | { kind: "done"; sealed: string };

/**
 * Claims `key` for this send. One statement decides between two sends at once: the insert, or the take-over of a
 * claim abandoned for `ABANDONED_CLAIM_MS`, answers a row to one of them only.
 */
export async function claimFormOutcome(db: Database, key: string, now: Date): Promise<FormClaim> {
  const at = now.toISOString();
  const abandoned = new Date(now.getTime() - ABANDONED_CLAIM_MS).toISOString();
  const claimed = await db
    .insert(formOutcomes)
    .values({ key, state: "pending", claimedAt: at })
    .onConflictDoUpdate({
      target: formOutcomes.key,
      set: { claimedAt: at },
      setWhere: and(eq(formOutcomes.state, "pending"), lt(formOutcomes.claimedAt, abandoned)),
    })
    .returning({ key: formOutcomes.key });
  if (claimed.length > 0) return { kind: "new" };
  const [row] = await db
    .select({ state: formOutcomes.state, sealed: formOutcomes.sealed })
    .from(formOutcomes)
    .where(eq(formOutcomes.key, key));
  return row?.state === "done" && row.sealed ? { kind: "done", sealed: row.sealed } : { kind: "pending" };
}

/** The claimed send's answer, kept for the sends after it. */
export async function recordFormOutcome(db: Database, key: string, sealed: string): Promise<void> {
  await db
    .update(formOutcomes)
    .set({ state: "done", sealed })
    .where(and(eq(formOutcomes.key, key), eq(formOutcomes.state, "pending")));
}

/** Gives the claim up (the send failed upstream, or its answer is too big to keep): a retry runs the form again. */
export async function releaseFormOutcome(db: Database, key: string): Promise<void> {
  await db.delete(formOutcomes).where(and(eq(formOutcomes.key, key), eq(formOutcomes.state, "pending")));
}

/** The cron drops answers older than a day. */
export async function purgeFormOutcomes(db: Database, now: Date): Promise<void> {
  await db
    .delete(formOutcomes)
    .where(lte(formOutcomes.claimedAt, new Date(now.getTime() - FORM_OUTCOME_KEEP_MS).toISOString()));
}
