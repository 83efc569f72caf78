import { describe, expect, test } from "vitest";
import { z } from "zod";
import { emailJob, ticketingJob } from "~/domains/bookings/payment.server";
import { planEmailJob } from "~/domains/instalments/emails.server";
import { supplierOrderJob } from "~/domains/supplier-orders/payment.server";
import { parseJob } from "../../../workers/background";
import { PermanentJobFailure } from "./outbox.server";
import { JOB_QUEUES } from "./kinds";

// Every queue message names its kind, and the consumer parses one union by it (docs/architecture.md, convention 11).

const ID = "aaaaaaaaaaaaaaaa";

describe("queue jobs say what they are", () => {
  test("each builder's job names its kind and goes to that kind's queue, where it parses as that kind", () => {
    const jobs = [
      ticketingJob(ID, "p1"),
      supplierOrderJob(ID, "p1"),
      emailJob({ template: "booking_received", bookingId: ID, dedupeKey: "k" }),
      planEmailJob({ planEmail: "schedule", planId: ID, dedupeKey: "k" }),
    ];
    for (const job of jobs) {
      const kind = (job.body as { kind: keyof typeof JOB_QUEUES }).kind;
      expect(job.queue).toBe(JOB_QUEUES[kind]);
      expect(parseJob(`tern-${job.queue}`, job.body).kind).toBe(kind);
    }
  });

  test("a message written before kinds is read by its queue and fields", () => {
    expect(parseJob("tern-ticketing", { bookingId: ID }).kind).toBe("booking_ticketing");
    expect(parseJob("tern-ticketing", { stayId: ID }).kind).toBe("order_confirmation");
    expect(parseJob("tern-email", { planId: ID, planEmail: "missed", dedupeKey: "k" }).kind).toBe("plan_email");
    expect(parseJob("tern-email", { feedbackId: ID, dedupeKey: "k" }).kind).toBe("feedback_email");
  });

  test("a stay's job from before stays were a supplier order is the order's job, for the same id", () => {
    expect(parseJob("tern-ticketing", { kind: "stay_confirmation", stayId: ID })).toEqual({
      kind: "order_confirmation",
      supplierOrderId: ID,
    });
    expect(
      parseJob("tern-email", {
        kind: "stay_email",
        template: "stay_cancelled",
        stayId: ID,
        dedupeKey: `${ID}:cancelled`,
      }),
    ).toEqual({ kind: "order_email", template: "order_cancelled", supplierOrderId: ID, dedupeKey: `${ID}:cancelled` });
    expect(parseJob("tern-email", { template: "stay_confirmed", stayId: ID, dedupeKey: "k" })).toMatchObject({
      kind: "order_email",
      template: "order_confirmed",
    });
  });

  test("a job on another kind's queue, an unknown kind or a bad body is refused for good", () => {
    expect(() => parseJob("tern-email", ticketingJob(ID, "p1").body)).toThrow(PermanentJobFailure);
    expect(() => parseJob("tern-email", { kind: "rocket_launch", dedupeKey: "k" })).toThrow(z.ZodError);
    expect(() => parseJob("tern-ticketing", { kind: "booking_ticketing", bookingId: "not an id" })).toThrow(z.ZodError);
  });
});
