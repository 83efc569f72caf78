import type { CheckoutDeps } from "./checkout.server";
import { getPaymentsByGatewayRef, webhookSeen, webhookSeenStatement } from "./payments.server";
import { paymentArrived, paymentDeclined } from "./settle.server";
import { verifyWebhook, type WebhookEvent } from "./webhooks";

// The gateway's signed events, confirmed with the gateway before they change anything.

export type WebhookResult = { ok: false } | { ok: true; duplicate: boolean };

/**
 * A signed event from the gateway (at least once, in any order, maybe many times). A bad or stale signature
 * changes nothing, and neither does an event the gateway itself does not confirm (status and amount): a leaked
 * webhook secret alone cannot ticket a booking. Every effect is guarded by the status it expects.
 */
export async function receivePaymentWebhook(
  deps: CheckoutDeps,
  secret: string,
  body: string,
  signature: string | null,
): Promise<WebhookResult> {
  const event = await verifyWebhook(secret, body, signature, deps.now);
  if (!event) return { ok: false };
  if (await webhookSeen(deps.db, event.id)) return { ok: true, duplicate: true };
  await applyPaymentEvent(deps, event);
  await webhookSeenStatement(deps.db, event, deps.now);
  return { ok: true, duplicate: false };
}

async function applyPaymentEvent(deps: CheckoutDeps, event: WebhookEvent) {
  const parts = await getPaymentsByGatewayRef(deps.db, event.data.sessionId);
  const [first] = parts;
  if (!first) return;
  const session = await deps.gateway.getSession(event.data.sessionId);
  // The session collects every part of the charge (a flight's, and a stay's paid with it), each its own payment.
  const total = { amount: parts.reduce((sum, p) => sum + p.amount.amount, 0), currency: first.amount.currency };
  const sameMoney = (m: { amount: number; currency: string }) =>
    m.amount === total.amount && m.currency === total.currency;
  if (
    !session ||
    parts.some((p) => p.amount.currency !== total.currency) ||
    !sameMoney(session.amount) ||
    !sameMoney({ amount: event.data.amount, currency: event.data.currency })
  ) {
    console.warn("payment webhook not confirmed by the gateway's session", event.id);
    return;
  }
  if (event.type === "payment.succeeded") {
    if (session.status !== "succeeded" && session.status !== "refunded") {
      console.warn("payment webhook says succeeded, the gateway does not", event.id);
      return;
    }
    for (const payment of parts) await paymentArrived(deps, payment, `webhook ${event.id}`);
  } else if (event.type === "payment.declined" && session.status === "declined") {
    for (const payment of parts) await paymentDeclined(deps, payment);
  }
}
