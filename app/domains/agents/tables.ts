import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** A travel-centre agent the CRM may open Tern for (decision 016): its CRM id, its name as the banner shows it, and whether it is active. */
export const agents = sqliteTable("agents", {
  /** The CRM's own agent id. */
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** active or disabled: a disabled agent's tokens are refused. */
  status: text("status").notNull(),
  createdAt: text("created_at").notNull(),
  /** When its status last moved (the desk's suspend and restore, desk.server.ts). */
  updatedAt: text("updated_at").notNull().default(""),
});

/** The orders an agent made for a customer, of any product: an order carries at most one agent. */
export const agentOrders = sqliteTable(
  "agent_orders",
  {
    orderId: text("order_id").primaryKey(),
    agentId: text("agent_id").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [index("agent_orders_agent_idx").on(table.agentId, table.createdAt)],
);

/** What an agent did that wrote something: append-only. */
export const agentAudit = sqliteTable(
  "agent_audit",
  {
    /** Stable per event where one can be told twice ("{action}:{order}:{key}"): a retried request is one row. */
    id: text("id").primaryKey(),
    agentId: text("agent_id").notNull(),
    orderId: text("order_id").notNull(),
    /** start_booking, payment_started, change, refund_request, cancel. */
    action: text("action").notNull(),
    at: text("at").notNull(),
  },
  (table) => [index("agent_audit_agent_idx").on(table.agentId, table.at)],
);
