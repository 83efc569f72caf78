import { clockContext, dbContext, envContext } from "~/context";
import { receivePaymentWebhook } from "~/domains/checkout/webhooks.server";
import { SIGNATURE_HEADER } from "~/domains/checkout/webhooks";
import { checkoutDepsFor } from "~/services.server";
import type { Route } from "./+types/payments-webhook";

/** POST /api/payments/webhook: the gateway's signed events. A bad or stale signature is refused and changes nothing. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ code: "method_not_allowed" }, { status: 405 });
  const env = context.get(envContext);
  const body = await request.text();
  const deps = checkoutDepsFor(env, context.get(dbContext), context.get(clockContext)());
  const result = await receivePaymentWebhook(
    deps,
    env.PAYMENT_WEBHOOK_SECRET,
    body,
    request.headers.get(SIGNATURE_HEADER),
  );
  if (!result.ok) return Response.json({ code: "bad_signature" }, { status: 400 });
  return Response.json({ received: true, duplicate: result.duplicate });
}

export function loader() {
  return Response.json({ code: "method_not_allowed" }, { status: 405, headers: { Allow: "POST" } });
}
