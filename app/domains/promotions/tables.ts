import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** Promo codes: a percentage off the fare, or a fixed amount in one currency, valid between two dates. */
export const promoCodes = sqliteTable("promo_codes", {
  code: text("code").primaryKey(),
  kind: text("kind").notNull(),
  /** Percent for "percent"; minor units of `currency` for "amount". */
  value: integer("value").notNull(),
  currency: text("currency"),
  validFrom: text("valid_from").notNull(),
  validUntil: text("valid_until").notNull(),
});
