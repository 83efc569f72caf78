import { bookingPayments } from "./payment.server";
import { env } from "cloudflare:test";
import { renderPdf } from "~/domains/documents/render.server";
import { and, eq } from "drizzle-orm";
import { localTime } from "~/lib/format-time";
import { describe, expect, test } from "vitest";
import { OutboxSender, readOutbox } from "~/domains/notifications/email.server";
import { getRefunds, type Payment } from "~/domains/checkout/payments.server";
import { gatewaySessions } from "~/domains/checkout/sandbox/tables";
import { signWebhook } from "~/domains/checkout/webhooks";
import {
  adult,
  billing,
  bookingReady,
  db,
  fresh,
  harness,
  heldOn,
  offerFor,
  ScarceSupplier,
  SECRET,
} from "../../../tests/support/checkout";
import { selectFirstFare } from "../../../tests/support/offers";
import { saveTravellers } from "./travellers.server";
import { startBooking } from "./lifecycle.server";
import { submitPayment } from "./payment.server";
import { receivePaymentWebhook } from "~/domains/checkout/webhooks.server";
import { sendBookingEmail } from "./emails.server";
import { expireLapsed } from "~/domains/checkout/sweep.server";
import { statusEvents } from "~/domains/core/tables";
import { getTickets, processTicketing } from "./ticketing.server";
import { testClock, testClockAhead } from "../../../tests/support/clock";

/** What a gateway session was opened with, for opening another one like it. */
const session = (payment: Pick<Payment, "amount"> | undefined) => ({
  amount: payment?.amount ?? { amount: 1, currency: "NGN" as const },
  customerName: "Ade Okafor",
  customerEmail: "ade@example.com",
  locale: "en-US" as const,
  returnUrl: "/r",
});

describe("payment, ticketing and expiry in workerd", () => {
  test("a payment submitted twice and a webhook delivered 5 times give one charge and one ticket", async () => {
    const h = harness();
    const booking = await bookingReady(h, "pay-twice");
    const [first, second] = await Promise.all([
      submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" }),
      submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" }),
    ]);
    const again = await submitPayment(h.deps(), await fresh(booking.id), billing("card"), { returnUrl: "/r" });
    expect(first.kind).toBe("gateway");
    expect(second).toEqual(first);
    expect(again).toEqual(first);
    expect(await bookingPayments(db, booking.id)).toHaveLength(1);
    expect((await fresh(booking.id)).status).toBe("pending_payment");

    const sessionId = (first as { url: string }).url.split("/").pop() ?? "";
    expect(await h.gateway().payByCard(sessionId, "4242 4242 4242 4242")).toBe("succeeded");
    expect(await h.gateway().payByCard(sessionId, "4242 4242 4242 4242")).toBe("closed");
    expect(h.deliveries).toHaveLength(1);
    const delivery = h.deliveries[0] ?? { body: "", signature: "" };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => receivePaymentWebhook(h.deps(), SECRET, delivery.body, delivery.signature)),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect((await fresh(booking.id)).status).toBe("paid");

    // The consumer may run once per message, and two at once.
    await Promise.all(h.ticketing.map((id) => processTicketing(h.deps(), id)));
    await processTicketing(h.deps(), booking.id);
    const done = await fresh(booking.id);
    expect(done.status).toBe("ticketed");
    expect(done.pnr).toMatch(/^[A-Z2-9]{6}$/);
    const tickets = await getTickets(h.deps(), booking.id);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.number).toMatch(/^\d{13}$/);
    const [session] = await db.select().from(gatewaySessions).where(eq(gatewaySessions.id, sessionId));
    expect(session?.charges).toBe(1);
    const events = await db
      .select()
      .from(statusEvents)
      .where(and(eq(statusEvents.machine, "booking"), eq(statusEvents.subjectId, booking.id)));
    expect(events.map((e) => e.toStatus)).toEqual(["draft", "pending_payment", "paid", "confirmed", "ticketed"]);
    expect((await heldOn(done)).sold).toBeGreaterThanOrEqual(1);
    expect(h.emails.map((e) => e.template)).toContain("ticket_issued");
  });

  test("50 concurrent bookings for the last seat give exactly one ticket", async () => {
    const supplier = new ScarceSupplier(1);
    const h = harness({ supplier });
    const offer = await offerFor(supplier);
    const attempts = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        startBooking(h.deps(), selectFirstFare(offer, { visitorId: `last-seat-${i}` })),
      ),
    );
    const started = attempts.filter((a) => a.kind === "started");
    expect(started).toHaveLength(1);
    const winner = started[0] as { bookingId: string };
    const booking = await fresh(winner.bookingId);
    await saveTravellers(
      db,
      booking,
      {
        email: "last@example.com",
        emailConfirm: "last@example.com",
        phone: "+2348012345678",
        travellers: [adult("Okafor")],
      } as never,
      testClock(),
    );
    const paid = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
    await h.gateway().payByCard((paid as { url: string }).url.split("/").pop() ?? "", "4242424242424242");
    for (const d of h.deliveries) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
    await Promise.all(h.ticketing.map((id) => processTicketing(h.deps(), id)));
    expect(await getTickets(h.deps(), booking.id)).toHaveLength(1);
    const availability = await heldOn(booking);
    expect(availability).toMatchObject({ sold: 1, held: 0 });
  });

  test("a webhook with a bad or stale signature changes nothing", async () => {
    const h = harness();
    const booking = await bookingReady(h, "bad-signature");
    const paid = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
    const sessionId = (paid as { url: string }).url.split("/").pop() ?? "";
    const [payment] = await bookingPayments(db, booking.id);
    const body = JSON.stringify({
      id: `evt_forged_${sessionId}`,
      type: "payment.succeeded",
      data: {
        sessionId,
        merchantKey: payment?.id,
        status: "succeeded",
        amount: payment?.amount.amount,
        currency: "NGN",
      },
      created: testClock().toISOString(),
    });
    const forged = await signWebhook("not-the-secret", body, testClock());
    const stale = await signWebhook(SECRET, body, testClockAhead(-10 * 60_000)());
    expect(await receivePaymentWebhook(h.deps(), SECRET, body, forged)).toEqual({ ok: false });
    expect(await receivePaymentWebhook(h.deps(), SECRET, body, stale)).toEqual({ ok: false });
    expect(await receivePaymentWebhook(h.deps(), SECRET, body, null)).toEqual({ ok: false });
    expect(
      await receivePaymentWebhook(h.deps(), SECRET, `${body} `, await signWebhook(SECRET, body, testClock())),
    ).toEqual({ ok: false });
    expect((await fresh(booking.id)).status).toBe("pending_payment");
    expect((await bookingPayments(db, booking.id))[0]?.status).toBe("pending");
    expect(h.ticketing).toEqual([]);
  });

  test("an unpaid bank transfer expires after 2 days and frees its seats", async () => {
    let clock = testClock();
    const h = harness({ clock: () => clock });
    const booking = await bookingReady(h, "bank-unpaid");
    const before = await heldOn(booking);
    expect(await submitPayment(h.deps(), booking, billing("bank_transfer"), { returnUrl: "/r" })).toEqual({
      kind: "pending",
    });
    const [payment] = await bookingPayments(db, booking.id);
    expect(payment?.bank?.accountNumber).toMatch(/^\d{10}$/);
    // Random, not derived from the booking: nobody can guess another booking's account or reference.
    expect(payment?.bank?.reference).toMatch(/^TRN[A-HJ-NP-Z2-9]{8}$/);
    expect(payment?.bank?.reference).not.toContain(booking.id);
    expect(payment?.gatewayRef).toMatch(/^cs_[0-9a-f]{24}$/);
    const again = await h.gateway().createBankTransfer({
      ...session(payment),
      merchantKey: `${booking.id}-p9`,
      expiresAt: testClockAhead(60_000)(),
    });
    expect(again.sessionId).not.toBe(payment?.gatewayRef);
    expect(again.account.reference).not.toBe(payment?.bank?.reference);
    expect(payment?.bank?.amount).toEqual(payment?.amount);
    expect(h.emails.map((e) => e.template)).toEqual(["booking_received", "payment_instructions"]);

    clock = new Date(clock.getTime() + 2 * 86_400_000 - 60_000);
    await expireLapsed(h.deps());
    expect((await fresh(booking.id)).status).toBe("pending_payment");

    clock = new Date(clock.getTime() + 2 * 60_000);
    await expireLapsed(h.deps());
    expect((await fresh(booking.id)).status).toBe("expired");
    expect((await bookingPayments(db, booking.id))[0]?.status).toBe("expired");
    expect((await heldOn(booking)).held).toBe(before.held - 1);
    expect(h.emails.map((e) => e.template)).toContain("payment_expired");
  });

  test("a declined card leaves the booking payable, and a retry succeeds", async () => {
    const h = harness();
    const booking = await bookingReady(h, "declined-then-ok");
    const first = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
    expect(
      await h.gateway().payByCard((first as { url: string }).url.split("/").pop() ?? "", "4000 0000 0000 0002"),
    ).toBe("declined");
    for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
    expect((await fresh(booking.id)).status).toBe("payment_failed");

    const second = await submitPayment(h.deps(), await fresh(booking.id), billing("card"), { returnUrl: "/r" });
    expect(second).not.toEqual(first);
    const session = (second as { url: string }).url.split("/").pop() ?? "";
    expect(await h.gateway().payByCard(session, "4000 0027 6000 3184")).toBe("otp_required");
    expect(await h.gateway().verifyOtp(session, "123456")).toBe("succeeded");
    for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
    expect((await fresh(booking.id)).status).toBe("paid");
    expect((await bookingPayments(db, booking.id)).map((p) => p.status)).toEqual(["succeeded", "declined"]);
  });

  test("no PNR: the booking is not completed, its seats go back and the payment is refunded", async () => {
    const h = harness();
    const booking = await bookingReady(h, "pnr-fails", { lastName: "SANDBOX-PNR-FAIL" });
    const paid = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
    const before = await heldOn(booking);
    await h.gateway().payByCard((paid as { url: string }).url.split("/").pop() ?? "", "4242424242424242");
    for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
    await processTicketing(h.deps(), booking.id);
    await processTicketing(h.deps(), booking.id);
    const done = await fresh(booking.id);
    expect(done).toMatchObject({ status: "not_completed", outcome: "pnr_failed", pnr: null });
    const refunds = await getRefunds(db, booking.id);
    expect(refunds).toHaveLength(1);
    expect((await bookingPayments(db, booking.id))[0]?.status).toBe("refunded");
    expect((await heldOn(booking)).held).toBe(before.held - 1);
    expect(h.emails.filter((e) => e.template === "not_completed")).toHaveLength(1);
  });

  test("ticket e-mails are written once, in the booking's language, with the e-ticket PDF and the .ics", async () => {
    const h = harness();
    const booking = await bookingReady(h, "french-mail", { locale: "fr-FR" });
    const paid = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
    await h.gateway().payByCard((paid as { url: string }).url.split("/").pop() ?? "", "4242424242424242");
    for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
    await processTicketing(h.deps(), booking.id);
    const emailDeps = {
      db,
      sender: new OutboxSender(db, () => testClock()),
      now: testClock(),
      siteUrl: "https://tern.test",
      secret: env.SESSION_SECRET,
      renderPdf,
    };
    for (const job of [...h.emails, ...h.emails]) await sendBookingEmail(emailDeps, job);
    const mail = await readOutbox(db, { to: "french-mail@example.com" });
    expect(mail.map((m) => m.subject).sort()).toEqual([
      expect.stringMatching(/^Nous avons bien reçu votre réservation/),
      expect.stringMatching(/^Votre billet électronique pour la réservation .* \(PNR [A-Z2-9]{6}\)$/),
    ]);
    const ticketMail = mail.find((m) => m.attachments.length > 0);
    expect(ticketMail?.text).toContain(`https://tern.test/fr-FR/manage-booking/${booking.id}?access=`);
    // An HTML part beside the text, both with the flights' local times and links from the configured origin.
    expect(ticketMail?.html).toContain('<html lang="fr-FR">');
    expect(ticketMail?.html).toContain(`href="https://tern.test/fr-FR/manage-booking/${booking.id}?access=`);
    expect(ticketMail?.html).not.toContain("localhost");
    const segment = booking.offer.slices[0]?.segments[0];
    const departs = localTime(segment?.departLocal ?? "", "fr-FR");
    expect(ticketMail?.text).toContain(departs);
    expect(ticketMail?.html).toContain(departs);
    const [pdf, ics] = ticketMail?.attachments ?? [];
    expect(atob(pdf?.base64 ?? "").startsWith("%PDF-")).toBe(true);
    expect(atob(ics?.base64 ?? "")).toContain("BEGIN:VEVENT");
    expect(atob(ics?.base64 ?? "")).toContain("https://tern.test/booking/");
  });
});
