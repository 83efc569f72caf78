import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * Each attempt to pay for something Tern sells (a payable: docs/architecture.md, the checkout), as Tern knows it: the
 * gateway's session reference, never a card number. At most one attempt of a payable is pending at a time. One charge
 * may pay several payables of one cart: a row each, sharing the gateway session.
 */
export const payments = sqliteTable(
  "payments",
  {
    id: text("id").primaryKey(),
    /** The order whose attempts are numbered together: a flight booking (its changes too), a stay. */
    orderId: text("booking_id").notNull(),
    /** What the payment pays for: its payable's kind (booking, change, stay, ...) and id. */
    payableKind: text("payable_kind").notNull(),
    payableId: text("payable_id").notNull(),
    attempt: integer("attempt").notNull(),
    /** card | bank_transfer | pay_later (a market with no online payment option). */
    method: text("method").notNull(),
    /** pending | succeeded | declined | expired | cancelled | refunded */
    status: text("status").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** The gateway's session id; null for pay_later. */
    gatewayRef: text("gateway_ref"),
    /** Billing info (product rules §3): name on card, address, zip code, city, state, country; JSON. */
    billingJson: text("billing_json").notNull(),
    /** Bank transfer account details, JSON. */
    bankJson: text("bank_json"),
    expiresAt: text("expires_at").notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [
    uniqueIndex("payments_booking_attempt_idx").on(table.orderId, table.attempt),
    index("payments_payable_idx").on(table.payableKind, table.payableId),
    index("payments_gateway_ref_idx").on(table.gatewayRef),
    index("payments_status_expiry_idx").on(table.status, table.expiresAt),
  ],
);

/**
 * Money given back (docs/architecture.md, refund vocabulary: a gateway refund), once per key: the saga's undo of a
 * whole payment is keyed by the payment's id, a refund case's payment by `case:{id}`; so one payment may have both.
 */
export const refunds = sqliteTable(
  "refunds",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id").notNull(),
    orderId: text("booking_id").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    reason: text("reason").notNull(),
    /** The gateway's refund id, or the bank payout's reference (`bank:{case reference}`). */
    gatewayRef: text("gateway_ref").notNull(),
    /** original_payment (back through the gateway) | bank_account (paid to the account a refund case gave). */
    channel: text("channel").notNull().default("original_payment"),
    /** The refund case this money settles; null for the saga's own refunds. */
    refundCaseId: text("refund_case_id"),
    createdAt: text("created_at").notNull(),
  },
  (table) => [index("refunds_booking_idx").on(table.orderId), index("refunds_payment_idx").on(table.paymentId)],
);

/** Gateway webhook events already handled: a delivery repeated by the gateway has one effect. */
export const paymentEvents = sqliteTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: text("received_at").notNull(),
});
