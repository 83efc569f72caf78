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
