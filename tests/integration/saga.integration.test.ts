import { env } from "cloudflare:test";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, test, vi } from "vitest";
import { bookingPayments, submitPayment } from "~/domains/bookings/payment.server";
import { processTicketing } from "~/domains/bookings/ticketing.server";
import { sendBookingEmail } from "~/domains/bookings/emails.server";
import { paymentReturned, receiveWebhookEvent } from "~/domains/checkout/webhooks.server";
import { PAYSTACK_API } from "~/domains/checkout/paystack/api";
import { RESEND_API, ResendSender } from "~/domains/notifications/resend.server";
import { gatewayFor } from "~/services.server";
import { hmacSha512Hex } from "~/utils/digest";
import initialized from "../fixtures/paystack/initialize.json";
import verifySuccess from "../fixtures/paystack/verify-success.json";
import refundCreated from "../fixtures/paystack/refund-created.json";
import chargeSuccess from "../fixtures/paystack/webhook-charge-success.json";
import sent from "../fixtures/resend/sent.json";
import { billing, bookingReady, db, fresh, harness, refundedInFull, startDaysAt } from "../support/checkout";
import { testClock } from "../support/clock";
import { filled, mswFetch } from "../support/msw";

// The whole booking saga with the real providers' adapters against msw (#34): a flight is searched, booked, paid on
// Paystack's checkout, confirmed by Paystack's webhook, ticketed, e-mailed through Resend, then refunded through
// Paystack. The gateway is the one the composition root picks for PAYMENT_GATEWAY=paystack; every request that
// leaves Tern is asserted, in order. (Flights still come from the sandbox supplier: Duffel's adapter is to come.)

startDaysAt(380);
const KEY = "sk_test_0123456789abcdef";
const paystackEnv = { ...env, PAYMENT_GATEWAY: "paystack", PAYSTACK_SECRET_KEY: KEY, SITE_URL: "https://tern.example" };

afterEach(() => vi.restoreAllMocks());

describe("the booking saga through Paystack and Resend", () => {
  test("search, book, pay, webhook, ticket, e-mail, refund: each outbound call as the providers document it", async () => {
    let paid = 0;
    const mock = mswFetch(
      http.post(`${PAYSTACK_API}/transaction/initialize`, async ({ request }) => {
        const body = (await request.json()) as { reference: string };
        return HttpResponse.json(filled(initialized, { reference: body.reference }));
      }),
      http.get(`${PAYSTACK_API}/transaction/verify/:reference`, ({ params }) =>
        HttpResponse.json(filled(verifySuccess, { reference: String(params.reference), amount: paid })),
      ),
      http.post(`${PAYSTACK_API}/refund`, async ({ request }) => {
        const body = (await request.json()) as { transaction: string; amount?: number; merchant_note: string };
        const amount = body.amount ?? paid;
        return HttpResponse.json(
          filled(refundCreated, { reference: body.transaction, amount, note: body.merchant_note }),
        );
      }),
      http.post(RESEND_API, () => HttpResponse.json(sent)),
    );
    vi.spyOn(globalThis, "fetch").mockImplementation(mock.fetch);
    const h = harness({ gateway: (now) => gatewayFor(paystackEnv as Env, db, now) });

    // Search and book (the sandbox's flights), then pay: Paystack's checkout page.
    const booking = await bookingReady(h, crypto.randomUUID());
    const answer = await submitPayment(h.deps(), booking, billing("card"), {
      returnUrl: `/booking/${booking.id}/summary`,
    });
    expect(answer).toEqual({ kind: "gateway", url: "https://checkout.paystack.com/0peioxfhpn" });
    const [payment] = await bookingPayments(db, booking.id);
    const ref = payment?.gatewayRef;
    if (!payment || !ref) throw new Error("no payment");
    paid = payment.amount.amount;
    expect(JSON.parse(mock.seen[0]?.body ?? "")).toMatchObject({
      email: `${booking.visitorId}@example.com`,
      amount: paid,
      currency: payment.amount.currency,
      reference: ref,
      callback_url: "https://tern.example/payments/return",
    });

    // Paystack's webhook, signed with the secret key: paid once, however often it comes.
    const body = JSON.stringify(filled(chargeSuccess, { reference: ref, amount: paid, key: payment.id }));
    const headers = new Headers({ "x-paystack-signature": await hmacSha512Hex(KEY, body) });
    const deliver = async () => receiveWebhookEvent(h.deps(), await h.deps().gateway.readWebhook(body, headers));
    expect(await deliver()).toEqual({ ok: true, duplicate: false });
    expect(await deliver()).toEqual({ ok: true, duplicate: true });
    expect((await fresh(booking.id)).status).toBe("paid");
    // The traveller's return asks Paystack again and goes to the summary; nothing is paid twice.
    expect(await paymentReturned(h.deps(), ref)).toBe(`/booking/${booking.id}/summary`);

    // Ticketed, and its e-mails sent through Resend.
    await processTicketing(h.deps(), booking.id);
    expect((await fresh(booking.id)).status).toBe("ticketed");
    const sender = new ResendSender({ apiKey: "re_test_key", from: "Tern <bookings@tern.example>" });
    const emailDeps = { db, sender, now: testClock(), siteUrl: "https://tern.example", secret: env.SESSION_SECRET };
    for (const job of h.emails.splice(0)) await sendBookingEmail(emailDeps, job);

    // Refunded in full through the refund case: Paystack's refund of the whole charge, keyed by the payment.
    const refunded = await refundedInFull(h, await fresh(booking.id));
    expect(refunded.status).toBe("refunded");

    const paystack = mock.seen.filter((c) => c.url.startsWith(PAYSTACK_API));
    expect(paystack.map((c) => `${c.method} ${c.url.replace(ref, ":ref")}`)).toEqual([
      `POST ${PAYSTACK_API}/transaction/initialize`,
      // The webhook confirmed with Paystack, then the traveller's return.
      `GET ${PAYSTACK_API}/transaction/verify/:ref`,
      `GET ${PAYSTACK_API}/transaction/verify/:ref`,
      `POST ${PAYSTACK_API}/refund`,
    ]);
    for (const call of paystack) expect(call.headers.get("Authorization")).toBe(`Bearer ${KEY}`);
    // The refund case's value (the fare less what its rules keep), keyed by the case: asked again, never paid twice.
    const refund = JSON.parse(paystack[3]?.body ?? "") as { amount: number };
    expect(refund).toEqual({
      transaction: ref,
      amount: expect.any(Number),
      merchant_note: expect.stringMatching(/^tern:case:/),
    });
    expect(refund.amount).toBeGreaterThan(0);
    expect(refund.amount).toBeLessThanOrEqual(paid);
    const emails = mock.seen.filter((c) => c.url === RESEND_API);
    const subjects = emails.map((c) => (JSON.parse(c.body) as { subject: string }).subject);
    expect(subjects).toEqual([
      `We have your booking ${booking.reference}`,
      expect.stringMatching(new RegExp(`^Your e-ticket for booking ${booking.reference} \\(PNR [A-Z0-9]{6}\\)$`)),
    ]);
    const ticket = JSON.parse(emails[1]?.body ?? "") as { attachments: Array<{ filename: string }> };
    expect(ticket.attachments.map((a) => a.filename)).toEqual([
      `e-ticket-${booking.reference}.pdf`,
      `trip-${booking.reference}.ics`,
    ]);
    for (const email of emails) expect(email.headers.get("Idempotency-Key")).toBeTruthy();
  });
});
