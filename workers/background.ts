import { z } from "zod";
import { clockFor } from "~/utils/clock";
import { createDb } from "~/db/client.server";
import { purgeExpired } from "~/domains/accounts/members.server";
import { EmailJobSchema, TicketingJobSchema } from "~/domains/bookings/payment.server";
import { receivePaymentWebhook } from "~/domains/checkout/webhooks.server";
import { sendBookingEmail } from "~/domains/bookings/emails.server";
import { STUCK_MINUTES, expireLapsed, sweepStuck } from "~/domains/checkout/sweep.server";
import { processTicketing } from "~/domains/bookings/ticketing.server";
import { applyChange } from "~/domains/bookings/changes/apply.server";
import { PermanentJobFailure, purgeDispatched, recordDeadLetter } from "~/domains/jobs/outbox.server";
import { purgePartnerRecords } from "~/domains/partners/partners.server";
import { purgeFormOutcomes } from "~/domains/core/form-outcomes.server";
import {
  applicationDepsFor,
  checkoutDepsFor,
  emailDepsFor,
  flightSupplier,
  refundStepMinutes,
} from "~/services.server";
import { ApplicationEmailJobSchema, sendApplicationEmail } from "~/domains/applications/emails.server";
import { advanceApplications, purgeApplicationFiles } from "~/domains/applications/back-office.server";
import { APPLICATION_KINDS } from "~/domains/orders/application-kinds.server";
import { confirmStay } from "~/domains/stays/fulfilment.server";
import { StayEmailJobSchema, StayJobSchema } from "~/domains/stays/payment.server";
import { sendStayEmail } from "~/domains/stays/emails.server";
import { confirmOrder } from "~/domains/supplier-orders/fulfilment.server";
import { OrderEmailJobSchema, SupplierOrderJobSchema } from "~/domains/supplier-orders/payment.server";
import { sendOrderEmail } from "~/domains/supplier-orders/emails.server";
import { PRODUCT_FACTS } from "~/domains/orders/supplier-products.server";
import { ridesFollowFlight } from "~/domains/orders/follow-flight.server";
import { advanceRefundCases } from "~/domains/bookings/refund-back-office.server";
import { advanceServiceRequests } from "~/domains/bookings/service-requests.server";
import { refreshRouteFares } from "~/domains/airlines/fares.server";
import { SubscriptionEmailJobSchema, sendSubscriptionEmail } from "~/domains/subscriptions/emails.server";
import { expireInactive } from "~/domains/points/reversal.server";
import { returnUnpaid } from "~/domains/points/redeem.server";
import { PlanEmailJobSchema, sendPlanEmail } from "~/domains/instalments/emails.server";
import { advancePlans } from "~/domains/instalments/cron.server";
import { checkPriceWatches } from "~/domains/subscriptions/price-watch.server";
import { FeedbackEmailJobSchema, sendFeedbackEmail } from "~/domains/discovery/feedback.server";
import { loadFxRates } from "~/domains/markets/fx-load.server";
import { refreshRates } from "~/domains/markets/fx-rates.server";
import { fxSourceNamed } from "~/domains/markets/fx-sources";

const WebhookDeliverySchema = z.object({ body: z.string().max(20_000), signature: z.string().max(200) });

export const DEAD_LETTER_QUEUE = "tern-dead-letter";
/** Dispatched outbox jobs are kept this long for inquiries. */
const OUTBOX_KEEP_MS = 7 * 86_400_000;

/** One message of one queue (docs/architecture.md, convention 11: parse with zod, call a plain function). */
export async function processMessage(queue: string, body: unknown, env: Env, now: Date): Promise<void> {
  const db = createDb(env.DB);
  switch (queue) {
    case "tern-ticketing": {
      const deps = checkoutDepsFor(env, db, now);
      const stay = StayJobSchema.safeParse(body);
      if (stay.success) return confirmStay(deps, stay.data.stayId);
      const order = SupplierOrderJobSchema.safeParse(body);
      if (order.success) return confirmOrder(deps, order.data.supplierOrderId);
      const job = TicketingJobSchema.parse(body);
      if (!job.changeId) {
        await processTicketing(deps, job.bookingId);
        return;
      }
      // A ride bought for the flight's arrival follows the change.
      if ((await applyChange(deps, job.changeId)) === "applied") await ridesFollowFlight(deps, job.bookingId);
      return;
    }
    case "tern-email": {
      const stay = StayEmailJobSchema.safeParse(body);
      if (stay.success) return sendStayEmail(emailDepsFor(env, db, now), stay.data);
      const application = ApplicationEmailJobSchema.safeParse(body);
      if (application.success) {
        return sendApplicationEmail({ ...emailDepsFor(env, db, now), kinds: APPLICATION_KINDS }, application.data);
      }
      const feedback = FeedbackEmailJobSchema.safeParse(body);
      if (feedback.success) return sendFeedbackEmail(emailDepsFor(env, db, now), feedback.data);
      const subscription = SubscriptionEmailJobSchema.safeParse(body);
      if (subscription.success) return sendSubscriptionEmail(emailDepsFor(env, db, now), subscription.data);
      const plan = PlanEmailJobSchema.safeParse(body);
      if (plan.success) return sendPlanEmail(emailDepsFor(env, db, now), plan.data);
      const order = OrderEmailJobSchema.safeParse(body);
      if (order.success) return sendOrderEmail({ ...emailDepsFor(env, db, now), products: PRODUCT_FACTS }, order.data);
      await sendBookingEmail(emailDepsFor(env, db, now), EmailJobSchema.parse(body));
      return;
    }
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

/**
 * Acks each message that was handled and retries the others with a backoff; after the last retry the queue
 * moves them to the dead-letter queue, whose consumer records and alerts. A message no consumer can read
 * (it fails its schema) would fail the same way every time: it is recorded and alerted on at once.
 */
export async function handleQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const clock = clockFor(env);
  await loadFxRates(db, env, clock());
  for (const message of batch.messages) {
    if (batch.queue === DEAD_LETTER_QUEUE) {
      await recordDeadLetter(
        db,
        { queue: batch.queue, body: message.body, reason: "retries exhausted", attempts: message.attempts },
        clock(),
      );
      message.ack();
      continue;
    }
    try {
      await processMessage(batch.queue, message.body, env, clock());
      message.ack();
    } catch (error) {
      // A message that cannot be read, or a job a third party refused for good: kept for a person, not retried.
      if (error instanceof z.ZodError || error instanceof PermanentJobFailure) {
        const reason = error instanceof z.ZodError ? z.prettifyError(error) : error.message;
        await recordDeadLetter(
          db,
          { queue: batch.queue, body: message.body, reason, attempts: message.attempts },
          clock(),
        );
        message.ack();
        continue;
      }
      console.warn(`message on ${batch.queue} failed, retrying`, error);
      message.retry({ delaySeconds: Math.min(300, 5 * 2 ** (message.attempts - 1)) });
    }
  }
}

/** The cron: expire what lapsed (asking the gateway first), repair what a dead Worker left, purge old rows. */
export async function handleScheduled(env: Env, now: Date): Promise<void> {
  const db = createDb(env.DB);
  // The day's exchange rates, fetched once a day (a failure keeps the last good ones), then used by this run.
  const fx = fxSourceNamed(env.FX_SOURCE);
  if (fx) await refreshRates({ db, now, source: fx });
  await loadFxRates(db, env, now);
  const deps = checkoutDepsFor(env, db, now);
  const expired = await expireLapsed(deps);
  if (expired.drafts + expired.payments > 0) console.log("expired", expired);
  const minutes = Number(env.SWEEP_AFTER_MINUTES);
  const stuckMinutes = Number.isFinite(minutes) && minutes >= 0 ? minutes : STUCK_MINUTES;
  const swept = await sweepStuck(deps, stuckMinutes);
  if (swept.dispatched + swept.found + swept.requeued + swept.refunded > 0) console.log("swept", swept);
  // The sandbox back office moves refund cases along; each step e-mails the traveller.
  for (const moved of await advanceRefundCases({ ...deps, stepMinutes: refundStepMinutes(env) })) {
    await sendBookingEmail(emailDepsFor(env, db, now), {
      template: "refund_update",
      bookingId: moved.bookingId,
      dedupeKey: `refund:${moved.id}:${moved.status}`,
    });
  }
  // Itinerary change requests move on the same schedule, e-mailed the same way.
  for (const moved of await advanceServiceRequests({ db, now, stepMinutes: refundStepMinutes(env) })) {
    await sendBookingEmail(emailDepsFor(env, db, now), {
      template: "service_request_update",
      bookingId: moved.bookingId,
      requestId: moved.id,
      dedupeKey: `request:${moved.id}:${moved.status}`,
    });
  }
  // Applications move on the back office's schedule, each step e-mailed; files past their keeping are deleted.
  const applications = applicationDepsFor(env, db, now);
  await advanceApplications(applications);
  await purgeApplicationFiles(applications);
  // The airline pages' price grids: the stalest sectors searched again, a batch a run.
  await refreshRouteFares({ db, flights: flightSupplier(env), now });
  // Price watches: each trip watched searched again; a drop below what its address saw is e-mailed once.
  await checkPriceWatches({ db, now, jobs: deps.jobs, flights: flightSupplier(env) });
  // Wakapoints: an account idle for two years loses its available points, once; points redeemed for something that
  // ended unpaid come back, once.
  await expireInactive(db, now);
  await returnUnpaid(db, deps.payables, now);
  // Pay Small Small: reminders, missed payments' charges, and plans unpaid on the day of travel, each once.
  const plans = await advancePlans(deps);
  if (plans.reminded + plans.missed + plans.defaulted + plans.refunded > 0) console.log("plans", plans);
  await purgeDispatched(db, new Date(now.getTime() - OUTBOX_KEEP_MS));
  await purgePartnerRecords(db, now);
  await purgeExpired(db, now);
  await purgeFormOutcomes(db, now);
}
