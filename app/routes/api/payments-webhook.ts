import { answer, PaymentWebhookAnswer } from "~/utils/api-answers";
import { clockContext, dbContext, envContext } from "~/context";
import { receiveWebhookEvent } from "~/domains/checkout/webhooks.server";
import { checkoutDepsFor } from "~/services.server";
import { apiError } from "~/utils/booking-api.server";
import type { Route } from "./+types/payments-webhook";

/**
 * POST /api/payments/webhook: the gateway's signed events, each read by the gateway PAYMENT_GATEWAY names (its own
 * signature: the sandbox's `Tern-Gateway-Signature`, Paystack's `x-paystack-signature`). A bad signature is refused
 * and changes nothing; an event Tern does not act on is acknowledged, so the gateway stops sending it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const env = context.get(envContext);
  const body = await request.text();
  const deps = checkoutDepsFor(env, context.get(dbContext), context.get(clockContext)());
  const result = await receiveWebhookEvent(deps, await deps.gateway.readWebhook(body, request.headers));
  if (!result.ok) {
    console.warn("payment webhook refused: bad signature or body");
    return apiError(context, 400, "bad_signature", "errors.webhookSignature");
  }
  return answer(PaymentWebhookAnswer, { received: true, duplicate: result.duplicate });
}
