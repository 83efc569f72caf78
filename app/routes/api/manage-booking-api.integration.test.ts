import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { orderAccessToken } from "~/domains/core/access.server";
import { billing, bookingReady, harness, startDaysAt, ticketedBooking } from "../../../tests/support/checkout";
import { submitPayment } from "~/domains/bookings/payment.server";
import { stepContext } from "../../../tests/support/requests";
import type { Locale } from "~/i18n/locales";
import { action, loader } from "./manage-booking";
import { testClock } from "../../../tests/support/clock";

// The manage-booking API answers as the pages do, through the same domain functions.
startDaysAt(640);

const ticketed = ticketedBooking;

async function call(operation: string, body: object, options: { access?: string; locale?: Locale } = {}) {
  const request = new Request(`https://tern.test/api/manage-booking/${operation}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...(options.access ? { "X-Booking-Access": options.access } : {}) },
  });
  const answer = await action({
    request,
    params: { operation },
    context: await stepContext(null, { locale: options.locale }),
  } as never).catch((thrown: unknown) => thrown as Response);
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

describe("the manage-booking API", () => {
  test("Retrieve answers like the page: the same 404 for a wrong e-mail and an unknown reference, then a token", async () => {
    const booking = await ticketed("api-manage");
    const wrong = await call("Retrieve", { reference: booking.reference, email: "x@example.com" });
    const unknown = await call("Retrieve", { reference: "ZZZZZZ", email: "x@example.com" });
    expect(wrong).toEqual(unknown);
    expect(wrong.status).toBe(404);
    const french = await call("Retrieve", { reference: "ZZZZZZ", email: "x@example.com" }, { locale: "fr-FR" });
    expect(french.body.message).toMatch(/^Nous n’avons trouvé aucune réservation/);
    const found = await call("Retrieve", { reference: booking.reference, email: "api-manage@example.com" });
    expect(found.status).toBe(200);
    expect(found.body.bookingId).toBe(booking.id);
    const access = String(found.body.access);

    // Without the token a booking is unknown; with it, the e-ticket goes out and a refund is quoted and asked once.
    expect((await call("ResendTicket", { bookingId: booking.id })).status).toBe(404);
    expect((await call("ResendTicket", { bookingId: booking.id }, { access })).status).toBe(202);
    const quote = await loader({
      request: new Request(`https://tern.test/api/manage-booking/RefundQuote?bookingId=${booking.id}`, {
        headers: { "X-Booking-Access": access },
      }),
      params: { operation: "RefundQuote" },
      context: await stepContext(null),
    } as never);
    const quoted = (await quote.json()) as { refundable: boolean; passengers: unknown[] };
    expect(quoted).toMatchObject({ refundable: true });
    expect(quoted.passengers).toHaveLength(1);
    const refund = {
      bookingId: booking.id,
      reason: "visa_rejection",
      positions: [0],
      bankName: "Sandbox Bank",
      accountNumber: "0123456789",
      accountName: "Ade Okafor",
      terms: true,
    };
    const first = await call("RefundRequest", refund, { access });
    expect(first.status).toBe(201);
    expect(first.body.caseReference).toMatch(/^RF-[A-Z2-9]{6}$/);
    const again = await call("RefundRequest", refund, { access });
    expect(again).toEqual({ status: 409, body: { code: "already_submitted", message: "Request already submitted." } });
    const noReason = await call("RefundRequest", { ...refund, reason: undefined }, { access });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toContainEqual({ path: "reason", code: "errors.refundReason" });
  });

  test("Eligibility and ChangeQuote answer as the change pages, with the spec's messages in both languages", async () => {
    const classic = await ticketed("api-change", { familyCode: "ECONOMY_CLASSIC" });
    const down = await ticketed("api-change-down", { familyCode: "ECONOMY_CLASSIC", lastName: "SANDBOX-CHANGE-DOWN" });
    const now = testClock();
    const access = (b: { id: string }) => orderAccessToken(env.SESSION_SECRET, b.id, now, 1);
    const date = classic.offer.slices[0]?.segments[0]?.departLocal.slice(0, 10) ?? "";
    const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

    expect(await get("Eligibility", { bookingId: classic.id }, { access: access(classic) })).toEqual({
      status: 200,
      body: { eligible: true },
    });
    for (const [locale, message] of [
      ["en-US", "Failed to check booking eligibility!"],
      ["fr-FR", "Échec de la vérification de l’éligibilité de la réservation\u202f!"],
    ] as const) {
      const failed = await get("Eligibility", { bookingId: down.id }, { access: access(down), locale });
      expect(failed).toEqual({ status: 503, body: { code: "check_failed", message: JSON.parse(`"${message}"`) } });
    }
    const same = { bookingId: classic.id, dates: date, cabin: classic.offer.cabin };
    const missing = { bookingId: classic.id, dates: date };
    for (const [locale, unchanged, required] of [
      ["en-US", "No change has been made to this ticket!", "All fields are Required!"],
      ["fr-FR", "Aucune modification n’a été apportée à ce billet\u202f!", "Tous les champs sont obligatoires\u202f!"],
    ] as const) {
      const noChange = await get("ChangeQuote", same, { access: access(classic), locale });
      expect(noChange.status).toBe(400);
      expect(noChange.body.message).toBe(JSON.parse(`"${unchanged}"`));
      const noCabin = await get("ChangeQuote", missing, { access: access(classic), locale });
      expect(noCabin.status).toBe(400);
      expect(noCabin.body.message).toBe(JSON.parse(`"${required}"`));
    }
    const quote = await get("ChangeQuote", { ...same, dates: next }, { access: access(classic) });
    expect(quote.status).toBe(200);
    const options = quote.body.options as Array<{ changeFee: { amount: number }; amountDue: { amount: number } }>;
    expect(options.length).toBeGreaterThan(0);
    expect(options[0]?.changeFee.amount).toBeGreaterThan(0);
    // Without the token the booking is unknown.
    expect((await get("ChangeQuote", { ...same, dates: next }, {})).status).toBe(404);
  });
});

describe("the manage-booking API's payment confirmation", () => {
  test("a bank that does not answer, then the same reference again: the spec's messages in both languages", async () => {
    const h = harness();
    const booking = await bookingReady(h, "api-confirm");
    await submitPayment(h.deps(), booking, billing("bank_transfer"), { returnUrl: "/r" });
    const access = orderAccessToken(env.SESSION_SECRET, booking.id, testClock(), 1);
    const body = (reference: string) => ({
      bookingId: booking.id,
      payer: "Ade Okafor",
      amount: "1000",
      channel: "bank_transfer",
      reference,
      bankName: "Sandbox Bank",
    });
    for (const [locale, down, again] of [
      ["en-US", "Failed to confirm payment! Please try again.", "Request already submitted."],
      ["fr-FR", "Échec de la confirmation du paiement\u202f! Veuillez réessayer.", "Demande déjà soumise."],
    ] as const) {
      const reference = `SANDBOX-BANK-DOWN-${locale}`;
      const failed = await call("ConfirmPayment", body(reference), { access, locale });
      expect(failed).toEqual({ status: 503, body: { code: "gateway_unavailable", message: JSON.parse(`"${down}"`) } });
      const repeated = await call("ConfirmPayment", body(reference), { access, locale });
      expect(repeated).toEqual({ status: 409, body: { code: "already_submitted", message: again } });
    }
  });
});

async function get(operation: string, query: Record<string, string>, options: { access?: string; locale?: Locale }) {
  const request = new Request(`https://tern.test/api/manage-booking/${operation}?${new URLSearchParams(query)}`, {
    headers: options.access ? { "X-Booking-Access": options.access } : {},
  });
  const answer = await loader({
    request,
    params: { operation },
    context: await stepContext(null, { locale: options.locale }),
  } as never).catch((thrown: unknown) => thrown as Response);
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}
