import { answer, AgentBookingsAnswer } from "~/utils/api-answers";
import { clockContext, dbContext, envContext, localeContext } from "~/context";
import { agentAuditRows, agentBookings, checkAgent } from "~/domains/agents/agents.server";
import { apiError } from "~/utils/booking-api.server";
import { methodNotAllowed, orderLineJson } from "~/utils/member-api.server";
import { AgentBookingsQuery } from "~/utils/api-contract";
import type { Route } from "./+types/crm-agent-bookings";

/**
 * GET /api/crm-agent/bookings (docs/agent-tokens.md): for the CRM, the token's agent's tagged orders of every
 * product (filtered like the page: `from`, `to`, `status`) and its audit rows, newest first. `Authorization: Bearer`
 * the agent's token; any other, or an agent no longer active, is a 401 that says nothing more.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = /^Bearer (\S{1,300})$/.exec(request.headers.get("Authorization") ?? "")?.[1];
  const db = context.get(dbContext);
  const checked = await checkAgent(
    { db, secret: context.get(envContext).AGENT_TOKEN_SECRET, now: context.get(clockContext)() },
    token,
  );
  if (!checked.ok) {
    const response = apiError(context, 401, "unauthorized", "account:errors.unauthorized");
    response.headers.set("WWW-Authenticate", 'Bearer realm="tern-crm"');
    return response;
  }
  const query = AgentBookingsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(context, 400, "invalid_query", "errors.form");
  const { locale } = context.get(localeContext);
  const [orders, audit] = await Promise.all([
    agentBookings(db, checked.agent.id, locale, query.data),
    agentAuditRows(db, checked.agent.id),
  ]);
  return answer(AgentBookingsAnswer, {
    Agent: { Id: checked.agent.id, Name: checked.agent.name },
    Bookings: orders.map((order) => orderLineJson(order, locale)),
    Audit: audit.map((row) => ({ BookingId: row.orderId, Action: row.action, At: row.at })),
  });
}

export function action({ context }: Route.ActionArgs) {
  methodNotAllowed(context, "GET");
}
