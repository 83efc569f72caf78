import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The local e-mail sender's outbox (docs/architecture.md, Third parties): every message as it would have been sent,
 * readable at /dev/mailbox. The dedupe key makes a message queued twice land once.
 */
export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    dedupeKey: text("dedupe_key").notNull().unique(),
    toAddress: text("to_address").notNull(),
    locale: text("locale").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** The HTML part; older messages and plain notices have none. */
    html: text("html"),
    /** [{ filename, contentType, base64 }], JSON. */
    attachmentsJson: text("attachments_json").notNull(),
    /** Headers beyond the usual (List-Unsubscribe on marketing e-mail), JSON; null for none. */
    headersJson: text("headers_json"),
    createdAt: text("created_at").notNull(),
  },
  (table) => [index("outbox_to_idx").on(table.toAddress, table.createdAt)],
);
