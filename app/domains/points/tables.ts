import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** A member's wakapoints account: its public points id (entered on the travellers step) and its PIN's hash. */
export const pointsAccounts = sqliteTable("points_accounts", {
  /** The points id a member quotes, "WP" and ten digits. */
  id: text("id").primaryKey(),
  memberId: text("member_id").notNull().unique(),
  /** The redemption PIN, hashed like a password; null until the member sets one. */
  pinHash: text("pin_hash"),
  createdAt: text("created_at").notNull(),
});

/**
 * The ledger: append-only entries, never updated or deleted. A balance is the sum of an account's entries; those
 * whose `available_on` is after today are pending (points earned for a trip not yet taken).
 */
export const pointsEntries = sqliteTable(
  "points_entries",
  {
    /** Stable per event ("earn:{order}", "redeem:{order}", ...): an event recorded twice is one entry. */
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    /** earn, redeem, return (redeemed points given back), reverse (earned points taken back), expire. */
    kind: text("kind").notNull(),
    /** Signed: earned and returned points add, redeemed, reversed and expired points take away. */
    points: integer("points").notNull(),
    orderId: text("order_id"),
    /** The checkout payable the order is (booking, stay, supplier_order), on a redemption: what the cron asks about it. */
    payableKind: text("payable_kind"),
    /** The day the points count as available (an earn's travel date; the day of the entry for the rest). */
    availableOn: text("available_on").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [
    index("points_entries_account_idx").on(table.accountId, table.availableOn),
    index("points_entries_order_idx").on(table.orderId),
  ],
);
