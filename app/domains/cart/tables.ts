import { primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** A browser's cart (product rules §3: items, currency, country). */
export const carts = sqliteTable("carts", {
  visitorId: text("visitor_id").primaryKey(),
  currency: text("currency").notNull(),
  country: text("country").notNull(),
  updatedAt: text("updated_at").notNull(),
});

export const cartItems = sqliteTable(
  "cart_items",
  {
    visitorId: text("visitor_id").notNull(),
    kind: text("kind").notNull(),
    /** The booking the item opens, by kind: a flight booking's id, or a stay's. */
    itemId: text("item_id").notNull(),
    addedAt: text("added_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.visitorId, table.kind, table.itemId] })],
);
