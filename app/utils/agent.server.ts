import type { RouterContextProvider } from "react-router";
import { runBatch } from "~/db/batch";
import { agentContext, clockContext, dbContext } from "~/context";
import { type AgentAction, auditStatement, tagStatements } from "~/domains/agents/agents.server";
import type { OrderDeps } from "~/domains/orders/products.server";

// Agent mode at the request (decision 016): an order started in agent mode carries the agent, and what the agent does that
// writes is audited. Outside agent mode each of these does nothing.

type Context = Readonly<RouterContextProvider>;

/** An order just started (any product): tagged with the agent, with its "start_booking" audit row. */
export async function tagForAgent(context: Context, orderId: string): Promise<void> {
  const agent = context.get(agentContext);
  if (!agent) return;
  const db = context.get(dbContext);
  await runBatch(db, tagStatements(db, agent.id, orderId, context.get(clockContext)()) as [never]);
}

/** An agent's change or refund request on an order; `key` tells this event from a retry of it. */
export async function auditForAgent(context: Context, orderId: string, action: AgentAction, key: string) {
  const agent = context.get(agentContext);
  if (!agent) return;
  const db = context.get(dbContext);
  await auditStatement(db, agent.id, orderId, action, key, context.get(clockContext)());
}

/** The checkout's dependencies, with agent mode's "payment_started" row in every attempt's own batch. */
export function withAgent(context: Context, deps: OrderDeps): OrderDeps {
  const agent = context.get(agentContext);
  if (!agent) return deps;
  return {
    ...deps,
    attempted: (orderId, paymentId) => [
      auditStatement(deps.db, agent.id, orderId, "payment_started", paymentId, deps.now),
    ],
  };
}
