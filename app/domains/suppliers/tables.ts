import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The Inventory objects Tern has held or sold from (a flight departure, a hotel property), written by each object on
 * its first hold: results pages ask only these what is left (capacity.server.ts), never waking one per flight listed.
 */
export const inventoryObjects = sqliteTable("inventory_objects", {
  inventoryKey: text("inventory_key").primaryKey(),
  firstHeldAt: text("first_held_at").notNull(),
});
