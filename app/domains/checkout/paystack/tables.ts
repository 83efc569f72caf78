import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * What the Paystack adapter keeps of its own (decision 019): Paystack refuses a reference twice and cannot answer a
 * checkout page again, so the page (or the transfer account) opened for a merchant key is kept here and answered
 * again; the transaction's reference is the key with a suffix, so a call lost before it was kept never blocks the
 * attempt. A closed session is never given out again.
 */
export const paystackSessions = sqliteTable("paystack_sessions", {
  /** Tern's payment id. */
  merchantKey: text("merchant_key").primaryKey(),
  /** Paystack's transaction reference: the gateway session's id. */
  reference: text("reference").notNull().unique(),
  /** card | bank_transfer */
  kind: text("kind").notNull(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  authorizationUrl: text("authorization_url"),
  /** A transfer account as JSON (BankAccount). */
  account: text("account"),
  returnUrl: text("return_url").notNull(),
  closedAt: text("closed_at"),
  createdAt: text("created_at").notNull(),
});

/**
 * One refund per Tern key (the payment id), claimed before Paystack is asked: a claim left without a refund id (a
 * Worker stopped between the call and the record) is looked for at Paystack by its merchant note before asking again.
 */
export const paystackRefunds = sqliteTable("paystack_refunds", {
  key: text("key").primaryKey(),
  reference: text("reference").notNull(),
  refundId: text("refund_id"),
  amount: integer("amount"),
  currency: text("currency").notNull(),
  claimedAt: text("claimed_at").notNull(),
});
