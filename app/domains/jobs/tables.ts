import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The transactional outbox (docs/architecture.md, Known pitfalls): a background job is written in the same D1 batch as the
 * state change it follows, then handed to its queue and marked. A Worker that dies in between leaves the row
 * undispatched, and the cron hands it over later; consumers are idempotent, so a job sent twice does no harm.
 */
export const jobOutbox = sqliteTable(
  "job_outbox",
  {
    /** The job's dedupe key: one row per effect ("ticketing:<payment id>"). */
    id: text("id").primaryKey(),
    queue: text("queue").notNull(),
    /** The queue message, JSON. */
    body: text("body").notNull(),
    createdAt: text("created_at").notNull(),
    dispatchedAt: text("dispatched_at"),
  },
  (table) => [index("job_outbox_pending_idx").on(table.dispatchedAt, table.createdAt)],
);

/** Messages a queue gave up on (or could not read): kept for a person to look at, and alerted on. */
export const deadLetters = sqliteTable(
  "dead_letters",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    queue: text("queue").notNull(),
    body: text("body").notNull(),
    reason: text("reason").notNull(),
    attempts: integer("attempts").notNull(),
    at: text("at").notNull(),
  },
  (table) => [index("dead_letters_at_idx").on(table.at)],
);
