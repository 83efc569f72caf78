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
import { JOB_QUEUES, type JobKind } from "~/domains/jobs/kinds";
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
import { OwnerEmailJobSchema, sendOwnerEmail } from "~/domains/owners/emails.server";
import { loadFxRates } from "~/domains/markets/fx-load.server";
import { refreshRates } from "~/domains/markets/fx-rates.server";
import { fxSourceNamed } from "~/domains/markets/fx-sources";

const WebhookDeliverySchema = z.object({ body: z.string().max(20_000), signature: z.string().max(200) });

export const DEAD_LETTER_QUEUE = "tern-dead-letter";
/** Dispatched outbox jobs are kept this long for inquiries. */
const OUTBOX_KEEP_MS = 7 * 86_400_000;

/** Every job a queue carries, by the kind it names (app/domains/jobs/kinds.ts). */
const JobSchema = z.discriminatedUnion("kind", [
  TicketingJobSchema.extend({ kind: z.literal("booking_ticketing") }),
  SupplierOrderJobSchema.extend({ kind: z.literal("order_confirmation") }),
  EmailJobSchema.extend({ kind: z.literal("booking_email") }),
  OrderEmailJobSchema.extend({ kind: z.literal("order_email") }),
  ApplicationEmailJobSchema.extend({ kind: z.literal("application_email") }),
  FeedbackEmailJobSchema.extend({ kind: z.literal("feedback_email") }),
  SubscriptionEmailJobSchema.extend({ kind: z.literal("subscription_email") }),
  PlanEmailJobSchema.extend({ kind: z.literal("plan_email") }),
  z.object({ kind: z.literal("owner_email"), job: OwnerEmailJobSchema }),
]);

/**
 * The kind of a message written before jobs named theirs (still in a queue, or in the outbox, across the deploy that
 * added kinds), read from its queue and the field only its kind has. Every job written since names its own.
 */
function legacyKind(queue: string, body: Record<string, unknown>): JobKind | undefined {
  if (queue === "tern-ticketing") return "supplierOrderId" in body ? "order_confirmation" : "booking_ticketing";
  if (queue !== "tern-email") return undefined;
  const byField: Array<[string, JobKind]> = [
    ["supplierOrderId", "order_email"],
    ["applicationId", "application_email"],
    ["feedbackId", "feedback_email"],
    ["subscriptionId", "subscription_email"],
    ["planId", "plan_email"],
  ];
  return byField.find(([field]) => field in body)?.[1] ?? "booking_email";
}

/**
 * A stay's job written before stays were a supplier order (decision 012), as the order's: the stay kept its id, and
 * its e-mails are the order's e-mails ("stay_confirmed" is "order_confirmed").
 */
function fromStay(body: Record<string, unknown>): Record<string, unknown> {
  if (!("stayId" in body)) return body;
  const { stayId, kind, template, ...rest } = body;
  const email = kind === "stay_email" || (kind === undefined && template !== undefined);
  return email
    ? { ...rest, kind: "order_email", supplierOrderId: stayId, template: String(template).replace(/^stay_/, "order_") }
    : { ...rest, kind: "order_confirmation", supplierOrderId: stayId };
}

/** A queue's message as its job: its kind named (or, for an old message, read), parsed, and on its kind's queue. */
export function parseJob(queue: string, body: unknown) {
  const named = fromStay(typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {});
  const job = JobSchema.parse("kind" in named ? named : { ...named, kind: legacyKind(queue, named) });
  if (`tern-${JOB_QUEUES[job.kind]}` !== queue) throw new PermanentJobFailure(`a ${job.kind} job on ${queue}`);
  return job;
}

/** One message of one queue (docs/architecture.md, convention 11: parse with zod, call a plain function). */
export async function processMessage(queue: string, body: unknown, env: Env, now: Date): Promise<void> {
  const db = createDb(env.DB);
  if (queue === "tern-payment-webhooks") {
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
  if (queue !== "tern-ticketing" && queue !== "tern-email") throw new Error(`No consumer for queue ${queue}`);
  const job = parseJob(queue, body);
  const email = () => emailDepsFor(env, db, now);
  switch (job.kind) {
    case "booking_ticketing": {
      const deps = checkoutDepsFor(env, db, now);
      if (!job.changeId) {
        await processTicketing(deps, job.bookingId);
        return;
      }
      // A ride bought for the flight's arrival follows the change.
      if ((await applyChange(deps, job.changeId)) === "applied") await ridesFollowFlight(deps, job.bookingId);
      return;
    }
    case "order_confirmation":
      return confirmOrder(checkoutDepsFor(env, db, now), job.supplierOrderId);
    case "booking_email":
      return sendBookingEmail(email(), job);
    case "order_email":
      return sendOrderEmail({ ...email(), products: PRODUCT_FACTS }, job);
    case "application_email":
      return sendApplicationEmail({ ...email(), kinds: APPLICATION_KINDS }, job);
    case "feedback_email":
      return sendFeedbackEmail(email(), job);
    case "subscription_email":
      return sendSubscriptionEmail(email(), job);
    case "plan_email":
      return sendPlanEmail(email(), job);
    case "owner_email":
      return sendOwnerEmail(email(), job.job);
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
  // The back office's cron pays approved refund cases (and, with REFUND_DECISIONS "sandbox", decides them); each step
  // e-mails the traveller.
  const decide = env.REFUND_DECISIONS === "sandbox";
  for (const moved of await advanceRefundCases({ ...deps, stepMinutes: refundStepMinutes(env), decide })) {
    await sendBookingEmail(emailDepsFor(env, db, now), {
      template: "refund_update",
      bookingId: moved.bookingId,
      caseId: moved.id,
      caseStatus: moved.status,
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
  // Applications wait for the desk; with APPLICATION_DECISIONS "sandbox" the cron moves them on its schedule, each step
  // e-mailed. Files past their keeping are deleted either way.
  const applications = applicationDepsFor(env, db, now);
  if (env.APPLICATION_DECISIONS === "sandbox") await advanceApplications(applications);
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
