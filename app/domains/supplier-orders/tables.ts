import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * An order of a product sold by a supplier (decision 012): what was chosen and what was priced, kept as
 * JSON behind the product's zod schemas; what it holds in the inventory; the supplier's confirmation; a
 * cancellation. One table for every such product: the kind says which.
 */
export const supplierOrders = sqliteTable(
  "supplier_orders",
  {
    id: text("id").primaryKey(),
    reference: text("reference").notNull().unique(),
    /** The product: "stay", "activity", "ride", "holiday", "extra", "visa". */
    kind: text("kind").notNull(),
    visitorId: text("visitor_id").notNull(),
    memberId: text("member_id"),
    /** draft -> pending_payment -> paid -> confirmed; payment_failed, expired, cancelled, not_completed. */
    status: text("status").notNull(),
    locale: text("locale").notNull(),
    currency: text("currency").notNull(),
    country: text("country").notNull(),
    /** What the traveller chose (the activity, its date and slot, the party), JSON, by the product's schema. */
    requestJson: text("request_json").notNull(),
    /** What it was priced at and the facts every step shows, JSON, by the product's schema. */
    quoteJson: text("quote_json").notNull(),
    total: integer("total").notNull(),
    /** The local date it begins. */
    startsOn: text("starts_on").notNull(),
    search: text("search").notNull(),
    /** The Inventory object holding its places ("{id}-hold"), or null when the product counts nothing. */
    inventoryUnit: text("inventory_unit"),
    holdId: text("hold_id").notNull(),
    holdExpiresAt: text("hold_expires_at").notNull(),
    confirmation: text("confirmation"),
    /** The supplier's codes, one per traveller where each needs their own (an eSIM's activation), JSON; or null. */
    codesJson: text("codes_json"),
    confirmedAt: text("confirmed_at"),
    /** Why a paid order was not completed: "supplier_failed", "capacity_lost", "details_missing". */
    outcome: text("outcome"),
    cancelledAt: text("cancelled_at"),
    cancelRefund: integer("cancel_refund"),
    cancelSettledAt: text("cancel_settled_at"),
    /** An order of another kind this one was bought against (an extra attached to a flight booking by its PNR). */
    attachedTo: text("attached_to"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [
    index("supplier_orders_visitor_idx").on(table.visitorId, table.createdAt),
    index("supplier_orders_member_idx").on(table.memberId, table.createdAt),
    index("supplier_orders_status_idx").on(table.status, table.updatedAt),
    index("supplier_orders_attached_idx").on(table.attachedTo),
    // Manage booking finds an order by the supplier's confirmation, typed with or without its dash.
    index("supplier_orders_confirmation_idx").on(sql`replace(${table.confirmation}, '-', '')`),
  ],
);

/**
 * The lead traveller, who is also the contact the documents and e-mails go to; the other people the product names
 * (each room's lead guest, each traveller of a holiday), and the party's special requests.
 */
export const supplierOrderContacts = sqliteTable("supplier_order_contacts", {
  orderId: text("order_id").primaryKey(),
  title: text("title").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  /** The others after the lead, in order: title, first and last name each; JSON, read through `OrderPartySchema`. */
  othersJson: text("others_json").notNull().default("[]"),
  /** Plain text, shown escaped; passed to the supplier as written. */
  requests: text("requests"),
});
