import { and, asc, eq, inArray, isNull, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { deadLetters, jobOutbox } from "./tables";

export const JOB_QUEUES = ["ticketing", "email"] as const;
export type JobQueue = (typeof JOB_QUEUES)[number];

export interface OutboxJob {
  /** The dedupe key: writing the same job twice keeps one row. */
  id: string;
  queue: JobQueue;
  body: object;
}

/** Hands one message to its queue (the Queues binding in the app, a list in tests). */
export type SendJob = (queue: JobQueue, body: unknown, options?: { delaySeconds?: number }) => Promise<void>;

/** Statement writing a job, for the batch that makes the state change it follows. */
export function outboxStatement(db: Database, job: OutboxJob, now: Date) {
  return db
    .insert(jobOutbox)
    .values({ id: job.id, queue: job.queue, body: JSON.stringify(job.body), createdAt: now.toISOString() })
    .onConflictDoNothing();
}

/**
 * Sends the given jobs that are still undispatched and marks each one sent. Called right after the batch that
 * wrote them; the cron calls it for whatever a dead Worker left behind (`olderThan`).
 */
export async function dispatchOutbox(
  db: Database,
  send: SendJob,
  now: Date,
  select: { ids: string[] } | { olderThan: Date; limit?: number },
): Promise<number> {
  const rows =
    "ids" in select
      ? select.ids.length === 0
        ? []
        : await db
            .select()
            .from(jobOutbox)
            .where(and(inArray(jobOutbox.id, select.ids), isNull(jobOutbox.dispatchedAt)))
      : await db
          .select()
          .from(jobOutbox)
          .where(and(isNull(jobOutbox.dispatchedAt), lte(jobOutbox.createdAt, select.olderThan.toISOString())))
          .orderBy(asc(jobOutbox.createdAt))
          .limit(select.limit ?? 100);
  // The caller's jobs in the caller's order; the cron's oldest first.
  if ("ids" in select) rows.sort((a, b) => select.ids.indexOf(a.id) - select.ids.indexOf(b.id));
  for (const row of rows) {
    await send(row.queue as JobQueue, JSON.parse(row.body));
    await db.update(jobOutbox).set({ dispatchedAt: now.toISOString() }).where(eq(jobOutbox.id, row.id));
  }
  return rows.length;
}

/** Dispatched jobs are kept a week for inquiries, then dropped by the cron. */
export async function purgeDispatched(db: Database, before: Date) {
  await db.delete(jobOutbox).where(lte(jobOutbox.dispatchedAt, before.toISOString()));
}

/**
 * A message no consumer could handle: kept in D1 and alerted on (an error line that observability turns into an
 * alert), so money or a ticket never silently disappears into a queue.
 */
export async function recordDeadLetter(
  db: Database,
  letter: { queue: string; body: unknown; reason: string; attempts: number },
  now: Date,
) {
  const body = JSON.stringify(letter.body ?? null).slice(0, 20_000);
  await db.insert(deadLetters).values({
    queue: letter.queue,
    body,
    reason: letter.reason.slice(0, 2000),
    attempts: letter.attempts,
    at: now.toISOString(),
  });
  console.error(`ALERT dead letter on ${letter.queue}: ${letter.reason}`, body.slice(0, 500));
}

export async function listDeadLetters(db: Database, limit = 100) {
  return db.select().from(deadLetters).orderBy(asc(deadLetters.id)).limit(limit);
}

/**
 * A job that can never succeed however often it is retried (a third party refused it for good: an address it will
 * not take, a key it does not know). The queue consumer records it as a dead letter at once, with this reason,
 * rather than retrying it.
 */
export class PermanentJobFailure extends Error {
  override readonly name = "PermanentJobFailure";
}
