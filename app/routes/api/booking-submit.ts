import { answer, BookingAnswer } from "~/utils/api-answers";
import { z } from "zod";
import { localeContext, marketContext } from "~/context";
import { bookInOneCall } from "~/domains/bookings/one-call.server";
import { canonicalPath } from "~/i18n/locales";
import { checkoutDeps } from "~/utils/booking-step.server";
import type { Route } from "./+types/booking-submit";
import { partnerBookingIdentity } from "~/domains/partners/partners.server";
import { BookingBody, IdempotencyKeySchema } from "~/utils/api-contract";
import { apiError, requirePartner } from "~/utils/booking-api.server";

/**
 * POST /api/booking/Booking/Booking: a whole booking in one call, for the app and partners: the fare,
 * the travellers, billing and the payment method. It runs the same domain functions as the web steps; the
 * same request sent again (or with the same Idempotency-Key) answers the same booking and payment.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const text = await request.text();
  const partnerId = await requirePartner(request, context, text);
  const givenKey = request.headers.get("Idempotency-Key");
  const key = givenKey === null ? null : IdempotencyKeySchema.safeParse(givenKey);
  if (key && !key.success) return apiError(context, 400, "invalid_idempotency_key", "errors.invalid");
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return apiError(context, 400, "invalid_body", "errors.form");
  }
  const parsed = BookingBody.safeParse(json);
  if (!parsed.success) {
    return apiError(context, 400, "invalid_body", "errors.form", { issues: z.flattenError(parsed.error).fieldErrors });
  }
  const body = parsed.data;
  const deps = checkoutDeps(context);
  const { locale } = context.get(localeContext);
  const identity = await partnerBookingIdentity(
    deps.db,
    { partnerId, key: key?.success ? key.data : null, body: text },
    deps.now,
  );
  if (!identity.ok) return apiError(context, 422, "idempotency_key_reused", "errors.idempotencyKeyReused");
  const { visitorId } = identity;
  const result = await bookInOneCall(deps, {
    visitorId,
    offerId: body.offerId,
    familyCode: body.familyCode,
    acceptedTotal: body.acceptedTotal ?? null,
    contact: body.contact,
    travellers: body.travellers,
    billing: body.billing,
    method: body.paymentMethod,
    locale,
    market: context.get(marketContext),
    returnUrl: (bookingId) => canonicalPath(locale, `/booking/${bookingId}/summary`),
  });
  switch (result.kind) {
    case "unavailable":
      return apiError(context, 409, "unavailable", "flight:errors.unableToSelect");
    case "price_changed":
      return apiError(context, 409, "price_changed", "flight:priceChange.heading", {
        previous: result.previous,
        current: result.current,
      });
    case "gateway_error":
      return apiError(context, 502, "gateway_error", "errors.paymentRequest");
    case "method_unavailable":
      return apiError(context, 400, "method_unavailable", "errors.methodUnavailable");
    case "expired":
      return apiError(context, 410, "expired", "expired.title");
    case "incomplete":
      return apiError(context, 400, "invalid_travellers", "errors.customerInfo");
    case "invalid_travellers":
      return apiError(context, 400, "invalid_travellers", "errors.customerInfo", {
        issues: result.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
      });
  }
  const { booking, payment, url } = result;
  return answer(
    BookingAnswer,
    {
      bookingId: booking.id,
      bookingReference: booking.reference,
      status: booking.status,
      payment: payment
        ? {
            method: payment.method,
            status: payment.status,
            amount: payment.amount,
            url: url ? new URL(url, request.url).toString() : null,
            bankAccount: payment.bank,
          }
        : null,
    },
    { status: 201 },
  );
}
