import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * What an address asked to be sent (decision 014): the newsletter, black-friday deals, or a price watch on one
 * search. Double opt-in: pending until its e-mailed link is confirmed, when consent is recorded with its time; every
 * e-mail carries a signed one-click unsubscribe. One row per kind, address and topic (a watch's search).
 */
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    /** "newsletter", "black_friday", "price_watch" or "app_link" (one e-mail, never confirmed). */
    kind: text("kind").notNull(),
    /** Lower case. */
    email: text("email").notNull(),
    /** The kind's own ("all"), or a price watch's search (its canonical results query). */
    topic: text("topic").notNull(),
    locale: text("locale").notNull(),
    /** pending -> confirmed -> unsubscribed | ended; unsubscribed -> pending when asked again. */
    status: text("status").notNull(),
    /** A price watch's search and the price seen, JSON. */
    detailsJson: text("details_json"),
    /** When the address confirmed (its consent), and from which page's form it came. */
    consentAt: text("consent_at"),
    source: text("source").notNull(),
    /** When the last confirmation e-mail went: another is sent at most hourly. */
    confirmSentAt: text("confirm_sent_at"),
    /** A price watch: the lowest price alerted (minor units of its currency), and when it was last searched. */
    alertedAmount: integer("alerted_amount"),
    checkedAt: text("checked_at"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [
    uniqueIndex("subscriptions_topic_unique").on(table.kind, table.email, table.topic),
    index("subscriptions_watch_idx").on(table.kind, table.status, table.checkedAt),
    index("subscriptions_email_idx").on(table.email, table.createdAt),
  ],
);
