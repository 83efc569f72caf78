import {
  getPaymentsByGatewayRef,
  type Payment,
  paymentStatusStatement,
  webhookSeen,
  webhookSeenStatement,
} from "~/domains/payments/payments.server";
import { verifyWebhook, type WebhookEvent } from "~/domains/payments/webhooks";
import { getBooking, transition } from "./lifecycle.server";
import type { CheckoutDeps } from "./checkout.server";
import { anyPaymentArrived } from "./changes.server";
import { stayPaymentDeclined } from "~/domains/hotels/reservations.server";

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
  // The session collects every part of the charge: the flight's, and a stay's paid with it.
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
    for (const payment of parts) await anyPaymentArrived(deps, payment, `webhook ${event.id}`);
  } else if (event.type === "payment.declined" && session.status === "declined") {
    for (const payment of parts) await paymentDeclined(deps, payment);
  }
}

async function paymentDeclined(deps: CheckoutDeps, payment: Payment) {
  const { db } = deps;
  const booking = await getBooking(db, payment.bookingId);
  if (!booking) return stayPaymentDeclined(deps, payment);
  await db.batch([
    paymentStatusStatement(db, payment.id, ["pending"], "declined", deps.now),
    ...(booking.status === "pending_payment"
      ? transition(db, booking, "payment_failed", `payment ${payment.id} declined`, deps.now)
      : []),
  ]);
}
