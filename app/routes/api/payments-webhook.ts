import { answer, PaymentWebhookAnswer } from "~/utils/api-answers";
import { clockContext, dbContext, envContext } from "~/context";
import { receiveWebhookEvent } from "~/domains/checkout/webhooks.server";
import { checkoutDepsFor } from "~/services.server";
import type { Route } from "./+types/payments-webhook";

/**
 * POST /api/payments/webhook: the gateway's signed events, each read by the gateway PAYMENT_GATEWAY names (its own
 * signature: the sandbox's `Tern-Gateway-Signature`, Paystack's `x-paystack-signature`). A bad signature is refused
 * and changes nothing; an event Tern does not act on is acknowledged, so the gateway stops sending it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ code: "method_not_allowed" }, { status: 405 });
  const env = context.get(envContext);
  const body = await request.text();
  const deps = checkoutDepsFor(env, context.get(dbContext), context.get(clockContext)());
  const result = await receiveWebhookEvent(deps, await deps.gateway.readWebhook(body, request.headers));
  if (!result.ok) {
    console.warn("payment webhook refused: bad signature or body");
    return Response.json({ code: "bad_signature" }, { status: 400 });
  }
  return answer(PaymentWebhookAnswer, { received: true, duplicate: result.duplicate });
}

export function loader() {
  return Response.json({ code: "method_not_allowed" }, { status: 405, headers: { Allow: "POST" } });
}
