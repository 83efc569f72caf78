import { bookingPayments } from "./payment.server";
import { createMessageBatch, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { jobOutbox } from "~/domains/jobs/tables";
import { listDeadLetters } from "~/domains/jobs/outbox.server";
import { getRefunds, insertPaymentStatement } from "~/domains/checkout/payments.server";
import { payments } from "~/domains/checkout/tables";
import { gatewaySessions } from "~/domains/checkout/sandbox/tables";
import { signWebhook } from "~/domains/checkout/webhooks";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import { handleQueue } from "../../../workers/background";
import {
  adult,
  billing,
  bookingReady,
  db,
  fresh,
  harness,
  offerFor,
  SECRET,
  startDaysAt,
} from "../../../tests/support/checkout";
import { selectFirstFare } from "../../../tests/support/offers";
import { saveTravellers } from "./travellers.server";
import { startBooking } from "./lifecycle.server";
import { submitPayment } from "./payment.server";
import { receivePaymentWebhook } from "~/domains/checkout/webhooks.server";
import { REPAIR_SECONDS, expireLapsed, sweepStuck } from "~/domains/checkout/sweep.server";
import { getTickets, processTicketing } from "./ticketing.server";
import { testClock, testClockAhead } from "../../../tests/support/clock";

startDaysAt(200);

const sessionOf = (result: { kind: string }) => ((result as { url?: string }).url ?? "").split("/").pop() ?? "";

async function charges(sessionIds: Array<string | null>) {
  let total = 0;
  for (const id of sessionIds) {
    if (!id) continue;
    const [row] = await db.select().from(gatewaySessions).where(eq(gatewaySessions.id, id));
    if (row?.status === "succeeded") total += row.charges;
  }
  return total;
}

/** Runs every ticketing job the harness collected, as the queue would, until none is left. */
async function drainTicketing(h: ReturnType<typeof harness>) {
  while (h.ticketing.length > 0) await processTicketing(h.deps(), h.ticketing.shift() ?? "");
}

describe("a booking without its travellers is never charged", () => {
  test("submitPayment refuses a booking whose travellers were skipped, and opens no gateway session", async () => {
    const h = harness();
    const offer = await offerFor(new SandboxFlightSupplier(env.SESSION_SECRET));
    const started = await startBooking(h.deps(), selectFirstFare(offer, { visitorId: "skip-travellers" }));
    if (started.kind !== "started") throw new Error(started.kind);
    const booking = await fresh(started.bookingId);
    expect(await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" })).toEqual({
      kind: "incomplete",
    });
    expect(await bookingPayments(db, booking.id)).toEqual([]);
    expect((await fresh(booking.id)).status).toBe("draft");
  });

  test("a paid booking with no travellers is not completed, and its money is refunded", async () => {
    const h = harness();
    const booking = await bookingReady(h, "travellers-vanish");
    const paid = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
    expect(await h.gateway().payByCard(sessionOf(paid), "4242424242424242")).toBe("succeeded");
    for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
    // The state the outside probe reached: paid, but the travellers' rows are gone.
    await db.run(`DELETE FROM booking_travellers WHERE booking_id = '${booking.id}'`);
    await drainTicketing(h);
    expect(await fresh(booking.id)).toMatchObject({
      status: "not_completed",
      outcome: "travellers_missing",
      pnr: null,
    });
    expect(await getTickets(h.deps(), booking.id)).toEqual([]);
    expect(await getRefunds(db, booking.id)).toHaveLength(1);
    expect((await bookingPayments(db, booking.id))[0]?.status).toBe("refunded");
  });
});

describe("groups of up to 9 travellers", () => {
  test("9 passengers (1 adult, 7 children, 1 infant) save, pay and get 9 tickets", async () => {
    const h = harness();
    const passengers = { adults: 1, childAges: [2, 3, 4, 5, 6, 7, 11], infants: 1 };
    const offer = await offerFor(new SandboxFlightSupplier(env.SESSION_SECRET), passengers);
    const started = await startBooking(h.deps(), selectFirstFare(offer, { visitorId: "group-of-nine" }));
    if (started.kind !== "started") throw new Error(started.kind);
    const booking = await fresh(started.bookingId);
    const year = testClock().getUTCFullYear();
    const child = (age: number, i: number) => ({
      ...adult("Okafor", i + 2),
      title: "MISS",
      dateOfBirth: `${year - age - 1}-01-01`,
    });
    await saveTravellers(
      db,
      booking,
      {
        email: "nine@example.com",
        emailConfirm: "nine@example.com",
        phone: "+2348012345678",
        travellers: [
          adult("Okafor"),
          ...passengers.childAges.map(child),
          { ...adult("Okafor", 9), title: "MSTR", dateOfBirth: `${year}-01-01` },
        ],
      } as never,
      testClock(),
    );
    const paid = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
    expect(paid.kind).toBe("gateway");
    await h.gateway().payByCard(sessionOf(paid), "4242424242424242");
    for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
    await drainTicketing(h);
    expect((await fresh(booking.id)).status).toBe("ticketed");
    expect(await getTickets(h.deps(), booking.id)).toHaveLength(9);
  });
});

describe("a Worker killed mid-payment loses no money", () => {
  test("killed after the webhook's batch: the outbox keeps the ticketing job, the sweep hands it over", async () => {
    const h = harness();
    const booking = await bookingReady(h, "killed-after-paid");
    const paid = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
    await h.gateway().payByCard(sessionOf(paid), "4242424242424242");
    const [delivery] = h.deliveries.splice(0);
    // The queue binding dies with the Worker: nothing reaches a queue after the batch.
    const dead = harness();
    const deadDeps = () => ({ ...dead.deps(), jobs: { send: () => Promise.reject(new Error("killed")) } });
    await receivePaymentWebhook(deadDeps(), SECRET, delivery?.body ?? "", delivery?.signature ?? "");
    expect((await fresh(booking.id)).status).toBe("paid");
    const [row] = await db
      .select()
      .from(jobOutbox)
      .where(eq(jobOutbox.id, `ticketing:${booking.id}-p1`));
    expect(row?.dispatchedAt).toBeNull();

    // The redelivered webhook is a duplicate; the sweep, a minute later, dispatches the job.
    const again = await receivePaymentWebhook(h.deps(), SECRET, delivery?.body ?? "", delivery?.signature ?? "");
    expect(again.ok).toBe(true);
    const later = harness({ clock: testClockAhead(2 * 60_000) });
    expect((await sweepStuck(later.deps())).dispatched).toBeGreaterThanOrEqual(1);
    expect(later.ticketing).toContain(booking.id);
    await drainTicketing(later);
    expect((await fresh(booking.id)).status).toBe("ticketed");
  });

  test("a lost webhook: within two minutes, with the deployed settings, the sweep asks the gateway and fulfils the booking", async () => {
    const h = harness();
    const booking = await bookingReady(h, "lost-webhook");
    const paid = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
    await h.gateway().payByCard(sessionOf(paid), "4242424242424242");
    h.deliveries.splice(0);
    // A cron run at once leaves the card page alone: the traveller may still be on it.
    const soon = harness({ clock: testClockAhead(10_000) });
    expect((await sweepStuck(soon.deps())).found).toBe(0);
    // The next runs, a minute apart, find the money within two minutes of the attempt.
    const later = harness({ clock: testClockAhead(REPAIR_SECONDS * 1000 + 30_000) });
    const swept = await sweepStuck(later.deps());
    expect(swept.found).toBeGreaterThanOrEqual(1);
    await drainTicketing(later);
    expect((await fresh(booking.id)).status).toBe("ticketed");
    expect(await charges([sessionOf(paid)])).toBe(1);
  });

  test("at expiry the gateway is asked first: money that arrived pays the booking instead of expiring it", async () => {
    const h = harness();
    const booking = await bookingReady(h, "paid-at-expiry");
    const paid = await submitPayment(h.deps(), booking, billing("bank_transfer"), { returnUrl: "/r" });
    expect(paid.kind).toBe("pending");
    const [payment] = await bookingPayments(db, booking.id);
    await h.gateway().receiveTransfer(payment?.gatewayRef ?? "");
    h.deliveries.splice(0);
    const due = harness({ clock: testClockAhead(2 * 86_400_000 + 60_000) });
    await expireLapsed(due.deps());
    expect((await fresh(booking.id)).status).toBe("paid");
    expect(due.ticketing).toContain(booking.id);
  });

  test("an unpaid card page is closed at the gateway when it expires: paying it later is refused", async () => {
    const h = harness();
    const booking = await bookingReady(h, "closed-at-expiry");
    const paid = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
    const due = harness({ clock: testClockAhead(31 * 60_000) });
    await expireLapsed(due.deps());
    expect((await fresh(booking.id)).status).toBe("expired");
    expect(await h.gateway().payByCard(sessionOf(paid), "4242424242424242")).toBe("closed");
    expect(await charges([sessionOf(paid)])).toBe(0);
  });

  test("a traveller who returns and pays by transfer after a card payment whose webhook was lost is charged once", async () => {
    const h = harness();
    const booking = await bookingReady(h, "returns-to-pay");
    const card = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
    await h.gateway().payByCard(sessionOf(card), "4242424242424242");
    h.deliveries.splice(0);
    // Tern still thinks the card attempt is pending; a new attempt by transfer asks the gateway first.
    const transfer = await submitPayment(h.deps(), await fresh(booking.id), billing("bank_transfer"), {
      returnUrl: "/r",
    });
    expect(transfer).toEqual({ kind: "closed" });
    expect((await bookingPayments(db, booking.id)).map((p) => p.status)).toEqual(["succeeded"]);
    expect((await fresh(booking.id)).status).toBe("paid");
  });

  test("a new attempt closes the old gateway session, so the old page can no longer take money", async () => {
    const h = harness();
    const booking = await bookingReady(h, "switch-to-transfer");
    const card = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
    const transfer = await submitPayment(h.deps(), await fresh(booking.id), billing("bank_transfer"), {
      returnUrl: "/r",
    });
    expect(transfer.kind).toBe("pending");
    expect(await h.gateway().payByCard(sessionOf(card), "4242424242424242")).toBe("closed");
    expect((await bookingPayments(db, booking.id)).map((p) => p.status)).toEqual(["pending", "cancelled"]);
  });

  test("paid twice (two attempts succeed at once): the sweep refunds the second at the gateway", async () => {
    const h = harness();
    const booking = await bookingReady(h, "paid-twice-sweep");
    const card = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
    const [first] = await bookingPayments(db, booking.id);
    if (!first) throw new Error("no payment");
    // A second session the gateway charged too, recorded as succeeded: what two webhooks racing could leave.
    const second = await h.gateway().createCardSession({
      merchantKey: `${booking.id}-p2`,
      amount: first.amount,
      customerName: "Ade Okafor",
      customerEmail: "ade@example.com",
      locale: "en-US",
      returnUrl: "/r",
    });
    await db.batch([
      insertPaymentStatement(db, {
        ...first,
        id: `${booking.id}-p2`,
        attempt: 2,
        gatewayRef: second.sessionId,
        now: testClock(),
      }),
    ]);
    await h.gateway().payByCard(sessionOf(card), "4242424242424242");
    for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
    await h.gateway().payByCard(second.sessionId, "4242424242424242");
    h.deliveries.splice(0);
    await db
      .update(payments)
      .set({ status: "succeeded", updatedAt: testClockAhead(1000)().toISOString() })
      .where(eq(payments.id, `${booking.id}-p2`));
    expect(await charges([sessionOf(card), second.sessionId])).toBe(2);

    const later = harness({ clock: testClockAhead(11 * 60_000) });
    expect((await sweepStuck(later.deps())).refunded).toBeGreaterThanOrEqual(1);
    expect((await bookingPayments(db, booking.id)).map((p) => [p.attempt, p.status])).toEqual([
      [2, "refunded"],
      [1, "succeeded"],
    ]);
    expect(await charges([sessionOf(card), second.sessionId])).toBe(1);
    expect(await getRefunds(db, booking.id)).toHaveLength(1);
  });

  test("money kept by a booking that closed (a Worker died before its refund) goes back at the sweep", async () => {
    const h = harness();
    const booking = await bookingReady(h, "closed-keeps-money");
    const card = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
    await h.gateway().payByCard(sessionOf(card), "4242424242424242");
    for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
    await db.run(`UPDATE bookings SET status = 'not_completed' WHERE id = '${booking.id}'`);
    const later = harness({ clock: testClockAhead(11 * 60_000) });
    await sweepStuck(later.deps());
    expect((await bookingPayments(db, booking.id))[0]?.status).toBe("refunded");
    expect(await charges([sessionOf(card)])).toBe(0);
  });

  test("a paid booking whose ticketing died is requeued by the sweep and ticketed once", async () => {
    const h = harness();
    const booking = await bookingReady(h, "ticketing-died");
    const paid = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
    await h.gateway().payByCard(sessionOf(paid), "4242424242424242");
    for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
    h.ticketing.splice(0);
    const later = harness({ clock: testClockAhead(11 * 60_000) });
    expect((await sweepStuck(later.deps())).requeued).toBeGreaterThanOrEqual(1);
    await drainTicketing(later);
    await drainTicketing(later);
    expect((await fresh(booking.id)).status).toBe("ticketed");
    expect(await getTickets(h.deps(), booking.id)).toHaveLength(1);
  });
});

describe("the webhook is confirmed with the gateway", () => {
  test("an event signed with the right secret for an unpaid session tickets nothing", async () => {
    const h = harness();
    const booking = await bookingReady(h, "forged-with-secret");
    const paid = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
    const [payment] = await bookingPayments(db, booking.id);
    const body = JSON.stringify({
      id: `evt_forged_${sessionOf(paid)}`,
      type: "payment.succeeded",
      data: {
        sessionId: sessionOf(paid),
        merchantKey: payment?.id,
        status: "succeeded",
        amount: payment?.amount.amount,
        currency: payment?.amount.currency,
      },
      created: testClock().toISOString(),
    });
    const result = await receivePaymentWebhook(h.deps(), SECRET, body, await signWebhook(SECRET, body, testClock()));
    expect(result.ok).toBe(true);
    expect((await fresh(booking.id)).status).toBe("pending_payment");
    expect((await bookingPayments(db, booking.id))[0]?.status).toBe("pending");
    expect(h.ticketing).toEqual([]);
  });
});

describe("the queues' last resort", () => {
  test("a message the dead-letter queue receives, and an unreadable one, are recorded and alerted on", async () => {
    const alerts = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = (await listDeadLetters(db, 1000)).length;
    const dlq = createMessageBatch("tern-dead-letter", [
      { id: "m1", timestamp: testClock(), attempts: 11, body: { bookingId: "aaaaaaaaaaaaaaaa" } },
    ]);
    const poison = createMessageBatch("tern-ticketing", [
      { id: "m2", timestamp: testClock(), attempts: 1, body: { bookingId: "not an id" } },
    ]);
    await handleQueue(dlq, env);
    await handleQueue(poison, env);
    const letters = await listDeadLetters(db, 1000);
    expect(letters).toHaveLength(before + 2);
    expect(letters.slice(-2).map((l) => [l.queue, l.attempts])).toEqual([
      ["tern-dead-letter", 11],
      ["tern-ticketing", 1],
    ]);
    expect(alerts.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/^ALERT dead letter on tern-dead-letter/),
      expect.stringMatching(/^ALERT dead letter on tern-ticketing/),
    ]);
    alerts.mockReset();
  });
});
