import type { JobQueue, OutboxJob } from "./outbox.server";

// Every kind of queue message, and the queue it goes to (docs/architecture.md, convention 11): a message says what it
// is, and its consumer (workers/background.ts) parses one union of them by that name.

export const JOB_QUEUES = {
  booking_ticketing: "ticketing",
  order_confirmation: "ticketing",
  booking_email: "email",
  order_email: "email",
  application_email: "email",
  feedback_email: "email",
  subscription_email: "email",
  plan_email: "email",
  owner_email: "email",
} as const satisfies Record<string, JobQueue>;
export type JobKind = keyof typeof JOB_QUEUES;

/** A job of one kind, for the outbox: its id (the dedupe key), its kind's queue, and its body naming its kind. */
export function kindJob(kind: JobKind, id: string, body: object): OutboxJob {
  return { id, queue: JOB_QUEUES[kind], body: { kind, ...body } };
}
