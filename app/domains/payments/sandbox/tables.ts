import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The sandbox payment gateway's own records (a real gateway keeps these on its side). A session is one
 * amount to collect, by card on the hosted page or by bank transfer into a virtual account. Only the
 * card's last four digits are kept.
 */
export const gatewaySessions = sqliteTable("gateway_sessions", {
  id: text("id").primaryKey(),
  /** The merchant's idempotency key: creating a session again with it answers the same session. */
  merchantKey: text("merchant_key").notNull().unique(),
  kind: text("kind").notNull(),
  /** open | otp_required | succeeded | declined | expired | refunded */
  status: text("status").notNull(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  merchantReference: text("merchant_reference").notNull(),
  customerName: text("customer_name").notNull(),
  locale: text("locale").notNull(),
  returnUrl: text("return_url").notNull(),
  cardLast4: text("card_last4"),
  bankName: text("bank_name"),
  accountNumber: text("account_number"),
  accountName: text("account_name"),
  /** Charges taken: a succeeded session has exactly one. */
  charges: integer("charges").notNull().default(0),
  /** What was given back of the charge, once refunded (all of it, or less when a penalty was kept). */
  refundedAmount: integer("refunded_amount"),
  expiresAt: text("expires_at").notNull(),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
});
