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

/** A member's referral username (decision 016): what `/referral/{username}` names; unique without regard to case. */
export const referralNames = sqliteTable("referral_names", {
  memberId: text("member_id").primaryKey(),
  /** As the member chose or was given it. */
  username: text("username").notNull(),
  /** Lower case: what the link is looked up by, unique. */
  usernameKey: text("username_key").notNull().unique(),
  createdAt: text("created_at").notNull(),
});

/** Who referred whom: a member registered from a referral link, linked once. */
export const referrals = sqliteTable(
  "referrals",
  {
    refereeId: text("referee_id").primaryKey(),
    referrerId: text("referrer_id").notNull(),
    /**
     * SHA-256 of the referee's address without case or "+tag": a second account with the same address (after the first
     * is deleted) is never referred again.
     */
    emailKey: text("email_key").notNull().unique(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [index("referrals_referrer_idx").on(table.referrerId)],
);
