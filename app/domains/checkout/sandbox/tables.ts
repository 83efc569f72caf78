import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

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
  /** What has been given back of the charge so far (its refunds' sum). */
  refundedAmount: integer("refunded_amount"),
  expiresAt: text("expires_at").notNull(),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
});

/**
 * Refunds of a session's charge: one per merchant refund key (Tern's payment id), so a charge shared by a flight and
 * a stay can give each part back on its own, and the same refund asked again answers the same refund.
 */
export const gatewayRefunds = sqliteTable(
  "gateway_refunds",
  {
    id: text("id").primaryKey(),
    sessionId: text("session_id").notNull(),
    merchantKey: text("merchant_key").notNull(),
    amount: integer("amount").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [uniqueIndex("gateway_refunds_session_key").on(table.sessionId, table.merchantKey)],
);
