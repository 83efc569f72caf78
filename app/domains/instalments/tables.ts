import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * A Pay Small Small plan (decision 015): one per order, made when its down payment is asked for. Its order is a
 * checkout payable (a flight booking, a stay, a holiday's supplier order): the down payment pays it, under a lien
 * (no ticket document) until the final payment. Status: awaiting_down -> active -> paid; active -> defaulted -> cancelled.
 */
export const instalmentPlans = sqliteTable(
  "instalment_plans",
  {
    id: text("id").primaryKey(),
    /** The order's payable kind and id: one plan per order. */
    orderKind: text("order_kind").notNull(),
    orderId: text("order_id").notNull().unique(),
    product: text("product").notNull(),
    currency: text("currency").notNull(),
    /** The order's total when the plan was made, in minor units: what the payments sum to. */
    total: integer("total").notNull(),
    bookedOn: text("booked_on").notNull(),
    travelOn: text("travel_on").notNull(),
    status: text("status").notNull(),
    /** Who the plan's e-mails go to, in which language, and what they name (the order's reference and title). */
    email: text("email").notNull(),
    locale: text("locale").notNull(),
    reference: text("reference").notNull(),
    title: text("title").notNull(),
    /** The order's manage page (without the locale prefix): where each e-mail's link and the pay buttons lead. */
    managePath: text("manage_path").notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [index("instalment_plans_status_idx").on(table.status, table.travelOn)],
);

/**
 * One payment of a plan ("{plan}-{seq}"): the down payment (seq 0), then the second, third, fourth and final. Each is
 * a checkout payable of its own (kind "instalment"). Status: due -> paid; cancelled. A payment missed on its day adds
 * its default charge once (`default_charge` from 0 to the charge).
 */
export const instalmentPayments = sqliteTable(
  "instalment_payments",
  {
    id: text("id").primaryKey(),
    planId: text("plan_id").notNull(),
    seq: integer("seq").notNull(),
    kind: text("kind").notNull(),
    amount: integer("amount").notNull(),
    defaultCharge: integer("default_charge").notNull().default(0),
    dueOn: text("due_on").notNull(),
    status: text("status").notNull(),
    paidAt: text("paid_at"),
    /** When its status last moved (the state machine writes it with each move). */
    updatedAt: text("updated_at").notNull().default(""),
  },
  (table) => [
    index("instalment_payments_plan_idx").on(table.planId, table.seq),
    index("instalment_payments_due_idx").on(table.status, table.dueOn),
  ],
);
