import { describe, expect, test } from "vitest";
import { startDaysAt, ticketedBooking } from "../../../tests/support/checkout";
import { stepContext } from "../../../tests/support/requests";
import type { Locale } from "~/i18n/locales";
import { action, loader } from "./manage-booking";

// #17 item 10: the manage-booking API answers as the pages do, through the same domain functions.
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
});
