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

/**
 * What became of each e-mail sent through a real provider (decision 017), by its dedupe key: sent (with the provider's
 * id), delivered, delayed, bounced, complained, failed (refused for good, with the provider's reason) or suppressed
 * (not sent: the address bounced or complained before).
 */
export const emailDeliveries = sqliteTable(
  "email_deliveries",
  {
    dedupeKey: text("dedupe_key").primaryKey(),
    providerId: text("provider_id"),
    toAddress: text("to_address").notNull(),
    status: text("status").notNull(),
    reason: text("reason"),
    sentAt: text("sent_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [index("email_deliveries_provider_idx").on(table.providerId)],
);

/** Addresses no e-mail goes to any more: a permanent bounce or a spam complaint, as the provider reported it. */
export const emailSuppressions = sqliteTable("email_suppressions", {
  address: text("address").primaryKey(),
  reason: text("reason").notNull(),
  at: text("at").notNull(),
});
