import { primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Exchange rates by day (decision 018): how many units of each currency one US dollar bought, and from where. */
export const fxRates = sqliteTable(
  "fx_rates",
  {
    /** The day the source's rates are for (UTC). */
    day: text("day").notNull(),
    currency: text("currency").notNull(),
    perUsd: real("per_usd").notNull(),
    source: text("source").notNull(),
    fetchedAt: text("fetched_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.currency] })],
);
