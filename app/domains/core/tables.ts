import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Every status change of anything with a state machine (a booking, a stay, a change, a refund case, a payment, ...),
 * with its time and reason: written only by `moveStatements` (state-machine.ts), in the batch of the move itself.
 */
export const statusEvents = sqliteTable(
  "status_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The machine's name: booking, stay, change, refund_case, payment, ... */
    machine: text("machine").notNull(),
    subjectId: text("subject_id").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    reason: text("reason").notNull(),
    at: text("at").notNull(),
  },
  (table) => [index("status_events_subject_idx").on(table.machine, table.subjectId)],
);

/**
 * Exact counters in fixed windows (docs/architecture.md, Security): failed passwords per account, codes sent per
 * address. One upsert counts and answers, so two requests at once are both counted.
 */
export const authCounters = sqliteTable("auth_counters", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowEndsAt: text("window_ends_at").notNull(),
});

/**
 * What a form sent with a one-time token answered (decision 022): the same form sent again with that token gets
 * this answer instead of acting twice. The key is a digest of the token, the path and the fields; the answer is
 * sealed with a key only the token gives, so the table alone opens nothing. `pending` while the first is running.
 */
export const formOutcomes = sqliteTable(
  "form_outcomes",
  {
    key: text("key").primaryKey(),
    state: text("state", { enum: ["pending", "done"] }).notNull(),
    claimedAt: text("claimed_at").notNull(),
    /** The sealed answer (base64url: IV then AES-GCM ciphertext), once done. */
    sealed: text("sealed"),
  },
  (table) => [index("form_outcomes_claimed_idx").on(table.claimedAt)],
);
