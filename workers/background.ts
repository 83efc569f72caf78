import { z } from "zod";
import { createDb } from "~/db/client.server";
import { purgeExpired } from "~/domains/accounts/accounts.server";
import {
  EmailJobSchema,
  expireLapsed,
  processTicketing,
  receivePaymentWebhook,
  TicketingJobSchema,
} from "~/domains/bookings/checkout.server";
import { sendBookingEmail } from "~/domains/bookings/emails.server";
import { checkoutDepsFor, emailSenderFor } from "~/services.server";

const WebhookDeliverySchema = z.object({ body: z.string().max(20_000), signature: z.string().max(200) });

/** One message of one queue (STYLE.md 11: parse with zod, call a plain function). */
export async function processMessage(queue: string, body: unknown, env: Env, now: Date): Promise<void> {
  const db = createDb(env.DB);
  switch (queue) {
    case "tern-ticketing":
      await processTicketing(checkoutDepsFor(env, db, now), TicketingJobSchema.parse(body).bookingId);
      return;
    case "tern-email":
      await sendBookingEmail(
        { db, sender: emailSenderFor(env, db, now), now, siteUrl: env.SITE_URL },
        EmailJobSchema.parse(body),
      );
      return;
    case "tern-payment-webhooks": {
      const delivery = WebhookDeliverySchema.parse(body);
      const result = await receivePaymentWebhook(
        checkoutDepsFor(env, db, now),
        env.PAYMENT_WEBHOOK_SECRET,
        delivery.body,
        delivery.signature,
      );
      if (!result.ok) console.warn("payment webhook refused: bad or stale signature");
      return;
    }
    default:
      throw new Error(`No consumer for queue ${queue}`);
  }
}

/** Acks each message that was handled; retries the others with a backoff, and bad ones go to the dead-letter queue. */
export async function handleQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    try {
      await processMessage(batch.queue, message.body, env, new Date());
      message.ack();
    } catch (error) {
      if (error instanceof z.ZodError) {
        console.warn(`poison message on ${batch.queue}`, z.prettifyError(error));
        message.ack();
        continue;
      }
      console.warn(`message on ${batch.queue} failed, retrying`, error);
      message.retry({ delaySeconds: Math.min(300, 5 * 2 ** (message.attempts - 1)) });
    }
  }
}

export async function handleScheduled(env: Env, now: Date): Promise<void> {
  const db = createDb(env.DB);
  const result = await expireLapsed(checkoutDepsFor(env, db, now));
  if (result.drafts + result.payments > 0) console.log("expired", result);
  await purgeExpired(db, now);
}
