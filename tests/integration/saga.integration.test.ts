import { env } from "cloudflare:test";
import { renderPdf } from "~/domains/documents/render.server";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, test, vi } from "vitest";
import { bookingPayments, submitPayment } from "~/domains/bookings/payment.server";
import { processTicketing } from "~/domains/bookings/ticketing.server";
import { sendBookingEmail } from "~/domains/bookings/emails.server";
import { paymentReturned, receiveWebhookEvent } from "~/domains/checkout/webhooks.server";
import { PAYSTACK_API } from "~/domains/checkout/paystack/api";
import { RESEND_API, ResendSender } from "~/domains/notifications/resend.server";
import { flightSupplier, gatewayFor } from "~/services.server";
import { DUFFEL_API } from "~/domains/flights/duffel/api";
import { addDays, daysBetween } from "~/lib/time";
import offerRequest from "../fixtures/duffel/offer-request.json";
import duffelOffer from "../fixtures/duffel/offer.json";
import orderHeld from "../fixtures/duffel/order-held.json";
import orderTicketed from "../fixtures/duffel/order-ticketed.json";
import duffelPayment from "../fixtures/duffel/payment.json";
import cancellation from "../fixtures/duffel/order-cancellation.json";
import cancellationConfirmed from "../fixtures/duffel/order-cancellation-confirmed.json";
import { hmacSha512Hex } from "~/lib/digest";
import initialized from "../fixtures/paystack/initialize.json";
import verifySuccess from "../fixtures/paystack/verify-success.json";
import refundCreated from "../fixtures/paystack/refund-created.json";
import chargeSuccess from "../fixtures/paystack/webhook-charge-success.json";
import sent from "../fixtures/resend/sent.json";
import { billing, bookingReady, db, fresh, harness, refundedInFull, startDaysAt } from "../support/checkout";
import { TEST_TODAY, testClock } from "../support/clock";
import { filled, mswFetch } from "../support/msw";

// The whole booking saga with the real providers' adapters against msw: a flight is searched on Duffel, booked
// (held at Duffel), paid on Paystack's checkout, confirmed by Paystack's webhook, ticketed (the Duffel order paid from
// the balance), e-mailed through Resend, then refunded: the Duffel order cancelled and the traveller refunded through
// Paystack. The supplier and the gateway are the ones the composition root picks for FLIGHT_SUPPLIER=duffel and
// PAYMENT_GATEWAY=paystack; every request that leaves Tern is asserted, in order.

startDaysAt(380);
const KEY = "sk_test_0123456789abcdef";
const providers = {
  ...env,
  PAYMENT_GATEWAY: "paystack",
  PAYSTACK_SECRET_KEY: KEY,
  FLIGHT_SUPPLIER: "duffel",
  DUFFEL_ACCESS_TOKEN: "duffel_test_0123456789abcdef",
  SITE_URL: "https://tern.example",
} as Env;
/** The Duffel fixtures are dated 2026-11-26 and December 2026: moved to the tests' day. */
const dated = (fixture: object, reference = "") =>
  JSON.parse(
    JSON.stringify(fixture)
      .replace(/20\d\d-\d\d-\d\d/g, (day) => addDays(day, daysBetween("2026-11-26", TEST_TODAY)))
      .replaceAll("REPLACED-REFERENCE", reference),
  ) as object;

afterEach(() => vi.restoreAllMocks());

describe("the booking saga through Duffel, Paystack and Resend", () => {
  test("search, book, pay, webhook, ticket, e-mail, refund: each outbound call as the providers document it", async () => {
    let paid = 0;
    let ordered = "held";
    const mock = mswFetch(
      http.post(`${DUFFEL_API}/air/offer_requests`, () => HttpResponse.json(dated(offerRequest), { status: 201 })),
      http.get(`${DUFFEL_API}/air/offers/:id`, () => HttpResponse.json(dated(duffelOffer))),
      http.post(`${DUFFEL_API}/air/orders`, () => HttpResponse.json(dated(orderHeld), { status: 201 })),
      http.get(`${DUFFEL_API}/air/orders/:id`, () => {
        const order = dated(ordered === "held" ? orderHeld : orderTicketed) as { data: object };
        return HttpResponse.json(ordered === "cancelled" ? { data: { ...order.data, cancelled_at: "x" } } : order);
      }),
      http.post(`${DUFFEL_API}/air/payments`, () => {
        ordered = "ticketed";
        return HttpResponse.json(dated(duffelPayment), { status: 201 });
      }),
      http.post(`${DUFFEL_API}/air/order_cancellations`, () => HttpResponse.json(dated(cancellation), { status: 201 })),
      http.post(`${DUFFEL_API}/air/order_cancellations/:id/actions/confirm`, () => {
        ordered = "cancelled";
        return HttpResponse.json(dated(cancellationConfirmed));
      }),
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
    const supplier = flightSupplier(providers);
    const h = harness({ supplier, gateway: (now) => gatewayFor(providers, db, now) });

    // Search Duffel and book its Standard fare, then pay: Paystack's checkout page.
    const booking = await bookingReady(h, crypto.randomUUID(), {
      supplier,
      familyCode: "off_0000AUde3KY1SptM6ABSfB.74240.GBP",
    });
    expect(booking.family).toMatchObject({ name: "Standard", refundability: "Penalty Applies" });
    const answer = await submitPayment(h.deps(), booking, billing("card"), {
      returnUrl: `/booking/${booking.id}/summary`,
    });
    expect(answer).toEqual({ kind: "gateway", url: "https://checkout.paystack.com/0peioxfhpn" });
    const [payment] = await bookingPayments(db, booking.id);
    const ref = payment?.gatewayRef;
    if (!payment || !ref) throw new Error("no payment");
    paid = payment.amount.amount;
    expect(JSON.parse(mock.seen.find((c) => c.url.startsWith(PAYSTACK_API))?.body ?? "")).toMatchObject({
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

    // Ticketed: the Duffel order made (held), paid from the balance, its e-ticket; its e-mails sent through Resend.
    await processTicketing(h.deps(), booking.id);
    expect(await fresh(booking.id)).toMatchObject({ status: "ticketed", pnr: "RZPNX8" });
    const sender = new ResendSender({ apiKey: "re_test_key", from: "Tern <bookings@tern.example>" });
    const emailDeps = {
      db,
      sender,
      now: testClock(),
      siteUrl: "https://tern.example",
      secret: env.SESSION_SECRET,
      renderPdf,
    };
    for (const job of h.emails.splice(0)) await sendBookingEmail(emailDeps, job);

    // Refunded in full through the refund case: the Duffel order cancelled, then Paystack's refund, keyed by the case.
    const refunded = await refundedInFull(h, await fresh(booking.id));
    expect(refunded.status).toBe("refunded");
    const duffel = mock.seen
      .filter((c) => c.url.startsWith(DUFFEL_API))
      .map((c) => `${c.method} ${c.url.slice(DUFFEL_API.length).replace(/\b(off|ord|ore)_\w+/g, "$1")}`);
    expect(duffel).toEqual([
      "POST /air/offer_requests?return_offers=true&supplier_timeout=15000",
      "GET /air/offers/off?return_available_services=true",
      "GET /air/offers/off?return_available_services=true",
      "POST /air/orders",
      "GET /air/orders/ord",
      "POST /air/payments",
      "GET /air/orders/ord",
      "GET /air/orders/ord",
      "POST /air/order_cancellations",
      "POST /air/order_cancellations/ore/actions/confirm",
    ]);
    for (const call of mock.seen.filter((c) => c.url.startsWith(DUFFEL_API))) {
      expect(call.headers.get("Duffel-Version")).toBe("v2");
    }

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
