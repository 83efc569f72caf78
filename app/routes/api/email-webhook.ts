import { answer, EmailWebhookAnswer } from "~/utils/api-answers";
import { clockContext, dbContext, envContext } from "~/context";
import { recordDeliveryEvent } from "~/domains/notifications/deliveries.server";
import { readResendWebhook } from "~/domains/notifications/resend-webhooks.server";
import { apiError } from "~/utils/booking-api.server";
import type { Route } from "./+types/email-webhook";

/**
 * POST /api/email/webhook: Resend's events on the e-mails it sent (decision 017), signed by Svix with
 * RESEND_WEBHOOK_SECRET: bounces, complaints, deliveries. A bad or stale signature is refused and changes nothing;
 * with the outbox as the sender there is nothing to receive (404).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const env = context.get(envContext) as Env & { RESEND_WEBHOOK_SECRET?: string };
  if (env.EMAIL_SENDER !== "resend" || !env.RESEND_WEBHOOK_SECRET) {
    return apiError(context, 404, "not_found", "errors.apiNotFound");
  }
  const now = context.get(clockContext)();
  const event = await readResendWebhook(env.RESEND_WEBHOOK_SECRET, await request.text(), request.headers, now);
  if (!event) {
    console.warn("e-mail webhook refused: bad or stale signature, or a body Tern cannot read");
    return apiError(context, 400, "bad_signature", "errors.webhookSignature");
  }
  if (event !== "ignored") await recordDeliveryEvent(context.get(dbContext), event, now);
  return answer(EmailWebhookAnswer, { received: true });
}
