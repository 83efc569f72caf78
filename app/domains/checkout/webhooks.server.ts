import type { CheckoutDeps } from "./checkout.server";
import { GatewayError, type GatewaySession, type WebhookReading } from "./gateway";
import { getPaymentsByGatewayRef, webhookSeen, webhookSeenStatement } from "./payments.server";
import { paymentArrived, paymentDeclined } from "./settle.server";
import { verifyWebhook, type WebhookEvent } from "./webhooks";

// The gateway's signed events, confirmed with the gateway before they change anything.

export type WebhookResult = { ok: false } | { ok: true; duplicate: boolean };

/** A delivery in the sandbox gateway's own signature (its queue, and the tests). */
export async function receivePaymentWebhook(
  deps: CheckoutDeps,
  secret: string,
  body: string,
  signature: string | null,
): Promise<WebhookResult> {
  return receiveWebhookEvent(deps, await verifyWebhook(secret, body, signature, deps.now));
}

/**
 * A signed event from the gateway (at least once, in any order, maybe many times), as the gateway read it
 * (`readWebhook`). A bad or stale signature changes nothing, and neither does an event the gateway itself does not
 * confirm (status and amount): a leaked webhook secret alone cannot ticket a booking. Every effect is guarded by the
 * status it expects.
 */
export async function receiveWebhookEvent(deps: CheckoutDeps, event: WebhookReading): Promise<WebhookResult> {
  if (!event) return { ok: false };
  if (event === "ignored") return { ok: true, duplicate: false };
  if (await webhookSeen(deps.db, event.id)) return { ok: true, duplicate: true };
  await applyPaymentEvent(deps, event);
  await webhookSeenStatement(deps.db, event, deps.now);
  return { ok: true, duplicate: false };
}

/**
 * The traveller back from the gateway's page: the gateway is asked at once, so a paid booking shows paid without
 * waiting for the webhook (which may come later, or never: the cron's sweep asks again). Answers where to send them;
 * null for a session Tern does not know.
 */
export async function paymentReturned(deps: CheckoutDeps, sessionId: string): Promise<string | null> {
  const back = await deps.gateway.returnTo(sessionId);
  if (!back) return null;
  try {
    const confirmed = await confirmedParts(deps, sessionId);
    if (confirmed && (confirmed.session.status === "succeeded" || confirmed.session.status === "refunded")) {
      for (const payment of confirmed.parts) await paymentArrived(deps, payment, "confirmed on the traveller's return");
    }
  } catch (error) {
    // The summary says Pending; the webhook or the sweep settles it.
    if (!(error instanceof GatewayError)) throw error;
    console.warn("payment return: the gateway did not answer", error.message);
  }
  return back;
}

/** A session's payment parts with the gateway's word on it, when the gateway's amount is theirs together. */
async function confirmedParts(deps: CheckoutDeps, sessionId: string, claimed?: WebhookEvent["data"]) {
  const parts = await getPaymentsByGatewayRef(deps.db, sessionId);
  const [first] = parts;
  if (!first) return null;
  const session: GatewaySession | null = await deps.gateway.getSession(sessionId);
  // The session collects every part of the charge (a flight's, and a stay's paid with it), each its own payment.
  const total = { amount: parts.reduce((sum, p) => sum + p.amount.amount, 0), currency: first.amount.currency };
  const sameMoney = (m: { amount: number; currency: string }) =>
    m.amount === total.amount && m.currency === total.currency;
  if (
    !session ||
    parts.some((p) => p.amount.currency !== total.currency) ||
    !sameMoney(session.amount) ||
    (claimed && !sameMoney(claimed))
  ) {
    return null;
  }
  return { parts, session };
}

async function applyPaymentEvent(deps: CheckoutDeps, event: WebhookEvent) {
  if (event.type !== "payment.succeeded" && event.type !== "payment.declined") return;
  const confirmed = await confirmedParts(deps, event.data.sessionId, event.data);
  if (!confirmed) {
    console.warn("payment webhook not confirmed by the gateway's session", event.id);
    return;
  }
  const { parts, session } = confirmed;
  if (event.type === "payment.succeeded") {
    if (session.status !== "succeeded" && session.status !== "refunded") {
      console.warn("payment webhook says succeeded, the gateway does not", event.id);
      return;
    }
    for (const payment of parts) await paymentArrived(deps, payment, `webhook ${event.id}`);
  } else if (session.status === "declined") {
    for (const payment of parts) await paymentDeclined(deps, payment);
  }
}
