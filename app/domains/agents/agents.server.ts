import { and, desc, eq, gte, lt } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "~/db/client.server";
import { orderAccessToken } from "~/domains/core/access.server";
import type { OrderLine } from "~/domains/core/orders";
import { ordersOf } from "~/domains/orders/orders.server";
import type { Locale } from "~/i18n/locales";
import { clearCartStatement } from "~/domains/cart/cart.server";
import { agentAudit, agentOrders, agents } from "./tables";
import { checkAgentToken } from "./token";

// CRM agent mode (decision 016): an agent the CRM vouches for with a signed token books for its customers; every
// order it starts carries its id, and what it does that writes is audited.

export interface Agent {
  id: string;
  name: string;
}

export type AgentCheck =
  | { ok: true; agent: Agent; expires: Date }
  | { ok: false; reason: "missing" | "malformed" | "signature" | "expired" | "too_long" | "mismatch" | "unknown" };

/** What an agent does that writes: a refund request is a flight's; a stay or another product is cancelled. */
export type AgentAction = "start_booking" | "payment_started" | "change" | "refund_request" | "cancel";

/**
 * Whether the CRM's agent id and token open agent mode now: the token checks (docs/agent-tokens.md), it was minted
 * for this agent id (when the CRM sends one), and the agent is known and active.
 */
export async function checkAgent(
  deps: { db: Database; secret: string; now: Date },
  token: string | null | undefined,
  agentId?: string | null,
): Promise<AgentCheck> {
  if (!token) return { ok: false, reason: "missing" };
  const checked = checkAgentToken(deps.secret, token, deps.now);
  if (!checked.ok) return checked;
  if (agentId && agentId !== checked.agentId) return { ok: false, reason: "mismatch" };
  const [row] = await deps.db.select().from(agents).where(eq(agents.id, checked.agentId)).limit(1);
  if (!row || row.status !== "active") return { ok: false, reason: "unknown" };
  return { ok: true, agent: { id: row.id, name: row.name }, expires: checked.expires };
}

/** The audit row of one action; the key tells one event from a retry of it, so the same event is one row. */
export function auditStatement(
  db: Database,
  agentId: string,
  orderId: string,
  action: AgentAction,
  key: string,
  now: Date,
) {
  return db
    .insert(agentAudit)
    .values({ id: `${action}:${orderId}:${key}`, agentId, orderId, action, at: now.toISOString() })
    .onConflictDoNothing();
}

/** An order started in agent mode carries the agent (once: an order has one agent), with its audit row. */
export function tagStatements(db: Database, agentId: string, orderId: string, now: Date): BatchItem<"sqlite">[] {
  return [
    db.insert(agentOrders).values({ orderId, agentId, createdAt: now.toISOString() }).onConflictDoNothing(),
    auditStatement(db, agentId, orderId, "start_booking", "0", now),
  ];
}

export interface AgentBookingsFilter {
  /** Booked on or after this day, and before the day after `to` (YYYY-MM-DD, UTC). */
  from?: string;
  to?: string;
  status?: string;
}

/** How many tagged orders a list reads at most, newest first. */
export const AGENT_BOOKINGS_LIMIT = 200;

/** An agent's orders, of every product, newest first, as a list shows them; filtered by the day booked and status. */
export async function agentBookings(
  db: Database,
  agentId: string,
  locale: Locale,
  filter: AgentBookingsFilter = {},
): Promise<OrderLine[]> {
  const conditions = [eq(agentOrders.agentId, agentId)];
  if (filter.from) conditions.push(gte(agentOrders.createdAt, filter.from));
  if (filter.to) conditions.push(lt(agentOrders.createdAt, nextDay(filter.to)));
  const rows = await db
    .select({ orderId: agentOrders.orderId })
    .from(agentOrders)
    .where(and(...conditions))
    .orderBy(desc(agentOrders.createdAt), desc(agentOrders.orderId))
    .limit(AGENT_BOOKINGS_LIMIT);
  const lines: OrderLine[] = [];
  // D1 binds at most 100 values a statement.
  for (let i = 0; i < rows.length; i += 90) {
    lines.push(
      ...(await ordersOf(
        db,
        rows.slice(i, i + 90).map((r) => r.orderId),
        locale,
      )),
    );
  }
  return filter.status ? lines.filter((line) => line.status === filter.status) : lines;
}

/** An agent's audit rows, newest first. */
export async function agentAuditRows(db: Database, agentId: string, limit = 500) {
  return db
    .select({ orderId: agentAudit.orderId, action: agentAudit.action, at: agentAudit.at })
    .from(agentAudit)
    .where(eq(agentAudit.agentId, agentId))
    .orderBy(desc(agentAudit.at), desc(agentAudit.id))
    .limit(limit);
}

/** How long a link from an agent's list opens its order without the e-mail step. */
const LINK_DAYS = 1;

/**
 * An agent's list opens each finished order in manage booking without the e-mail step: a signed link valid a day, the
 * same token e-mails carry. An order still being made keeps its next step (open in the agent's browser).
 */
export function withOpeningLinks(lines: readonly OrderLine[], secret: string, now: Date): OrderLine[] {
  return lines.map((line) =>
    line.path.startsWith("/manage-booking/")
      ? { ...line, path: `/manage-booking/${line.id}?access=${orderAccessToken(secret, line.id, now, LINK_DAYS)}` }
      : line,
  );
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Agent mode ends in a browser: the cart the agent filled there goes with its session (the caller drops the session
 * and agent cookies). The agent's orders stay theirs, tagged, on their CRM list.
 */
export function leaveStatements(db: Database, visitorId: string | undefined): BatchItem<"sqlite">[] {
  return visitorId ? [clearCartStatement(db, visitorId)] : [];
}
