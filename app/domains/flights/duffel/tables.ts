import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The Duffel adapter's own records (decision 020): the order made for each Tern booking reference, claimed before
 * Duffel is asked (a claim left without an order, by a Worker stopped between Duffel's answer and this record, is
 * looked for at Duffel by its metadata before an order is asked for again), and the order changes confirmed for each
 * Tern change.
 */
export const duffelOrders = sqliteTable("duffel_orders", {
  reference: text("reference").primaryKey(),
  orderId: text("order_id"),
  pnr: text("pnr"),
  claimedAt: text("claimed_at").notNull(),
});

export const duffelChanges = sqliteTable("duffel_changes", {
  changeId: text("change_id").primaryKey(),
  orderChangeId: text("order_change_id"),
  confirmedAt: text("confirmed_at"),
  claimedAt: text("claimed_at").notNull(),
});
