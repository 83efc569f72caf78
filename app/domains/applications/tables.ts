import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * An application (decision 013): what is applied for rather than sold (a visa, a travel card, a business account, a
 * property's listing), with its reference, its contact, what was asked (JSON behind its kind's schema), its files
 * (the uploads domain's, owned by its id) and the back office's progress. One table for every kind.
 */
export const applications = sqliteTable(
  "applications",
  {
    id: text("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    /** "visa", "travel_card", "business", "property". */
    kind: text("kind").notNull(),
    visitorId: text("visitor_id").notNull(),
    memberId: text("member_id"),
    /** draft -> submitted -> checked -> lodged -> decided; more_needed; expired. */
    status: text("status").notNull(),
    locale: text("locale").notNull(),
    /** The contact: who is e-mailed at each step and gives this address to find it again (lower case). */
    email: text("email").notNull(),
    name: text("name").notNull(),
    requestJson: text("request_json").notNull(),
    /** The files the back office asked for again (JSON list of slots), while more_needed. */
    needsJson: text("needs_json"),
    /** Whether the back office has asked for a file again once already. */
    askedAgain: integer("asked_again", { mode: "boolean" }).notNull().default(false),
    /** "approved" or "refused", once decided. */
    outcome: text("outcome"),
    /** The supplier order that paid its fees (a visa's), once paid for. */
    orderId: text("order_id"),
    nextStepAt: text("next_step_at"),
    decidedAt: text("decided_at"),
    /** When its files are deleted: a retention period after it is decided, or when a draft lapses. */
    filesUntil: text("files_until"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    /** Why the visas desk asked for a file again (the traveller reads it), while more_needed. */
    needsReason: text("needs_reason"),
    /** The staff member who took the last desk decision on it. */
    decidedBy: text("decided_by"),
  },
  (table) => [
    index("applications_visitor_idx").on(table.visitorId, table.createdAt),
    index("applications_member_idx").on(table.memberId, table.createdAt),
    index("applications_step_idx").on(table.status, table.nextStepAt),
    index("applications_files_idx").on(table.filesUntil),
    index("applications_order_idx").on(table.orderId),
  ],
);
