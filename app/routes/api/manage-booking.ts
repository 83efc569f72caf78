import {
  answer,
  ChangeQuoteAnswer,
  EligibilityAnswer,
  OrderAnswer,
  PaymentConfirmationAnswer,
  RefundCaseAnswer,
  RefundQuoteAnswer,
  RetrieveAnswer,
  SentAnswer,
} from "~/utils/api-answers";
import { clockContext, dbContext, envContext, localeContext } from "~/context";
import { RESENDS_PER_HOUR, resendTicket } from "~/domains/bookings/emails.server";
import { getBooking } from "~/domains/bookings/lifecycle.server";
import { confirmPayment } from "~/domains/bookings/payment-confirmations.server";
import { submitRefundRequest } from "~/domains/bookings/manage.server";
import { refundOffer } from "~/domains/bookings/refund-cases.server";
import { changeEligibility, changeRequestProblem } from "~/domains/bookings/changes/eligibility.server";
import { travellerCount } from "~/domains/bookings/rules";
import { quoteChange } from "~/domains/bookings/changes/quote.server";
import { flightsOf } from "~/domains/bookings/holds.server";
import { orderAccessToken, verifyOrderAccess } from "~/domains/core/access.server";
import { findOrder, orderActions, ordersOf } from "~/domains/orders/orders.server";
import { retrieveOrder } from "~/domains/orders/retrieve.server";
import { BookingIdBody, ChangeQuoteQuery, ManageBookingApi } from "~/utils/api-contract";
import type { Booking } from "~/domains/bookings/types";
import { formatMoney, parseAmount } from "~/domains/markets/markets";
import { GatewayError } from "~/domains/checkout/gateway";
import { emailDepsFor, refundStepMinutes } from "~/services.server";
import { apiError, confirmationBody } from "~/utils/booking-api.server";
import { checkoutDeps } from "~/utils/booking-step.server";
import { methodNotAllowed, notFound, readJson } from "~/utils/member-api.server";
import type { Route } from "./+types/manage-booking";
import { clientAddress } from "~/utils/security.server";

// The manage-booking API: JSON twins of the manage-booking pages, on the same domain functions.
// Retrieve answers an access token (the one e-mailed links carry); every other call sends it as X-Booking-Access.

/** How long a token from Retrieve opens its booking through the API. */
const API_ACCESS_DAYS = 1;

type Context = Route.ActionArgs["context"];

/** The booking the request holds a valid access token for; anything else is the same 404 as an unknown booking. */
async function requireAccess(request: Request, context: Context, bookingId: string): Promise<Booking> {
  const token = request.headers.get("X-Booking-Access") ?? "";
  const now = context.get(clockContext)();
  if (!verifyOrderAccess(context.get(envContext).SESSION_SECRET, bookingId, token, now)) notFound(context);
  const booking = await getBooking(context.get(dbContext), bookingId);
  if (!booking) notFound(context);
  return booking;
}

const GET_OPERATIONS = ["Actions", "RefundQuote", "Eligibility", "ChangeQuote"];

/**
 * An order of any kind as the API shows it: its kind, id and list line, and what it may do now on manage booking,
 * each with why not (the booking page shows the same list).
 */
async function orderJson(context: Context, id: string) {
  const db = context.get(dbContext);
  const now = context.get(clockContext)();
  const found = await findOrder(db, id);
  if (!found) notFound(context);
  const [[line], actions] = await Promise.all([
    ordersOf(db, [id], context.get(localeContext).locale),
    orderActions({ db, now }, found),
  ]);
  return { kind: found.kind.kind, orderId: id, order: line, actions };
}

/**
 * GET Actions?bookingId=: any order's (a flight booking's, a stay's) kind, list line and actions with their reasons.
 * GET RefundQuote?bookingId=: each passenger's refund from the fare's rules, before a request.
 * GET Eligibility?bookingId=: whether the booking may change dates or cabin ("Failed to check booking eligibility!").
 * GET ChangeQuote?bookingId=&dates=&cabin=: the change options with their fare difference and change fee.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!GET_OPERATIONS.includes(params.operation)) {
    if (["Retrieve", "ResendTicket", "ConfirmPayment", "RefundRequest"].includes(params.operation)) {
      methodNotAllowed(context, "POST");
    }
    notFound(context);
  }
  const url = new URL(request.url);
  const parsed = BookingIdBody.safeParse({ bookingId: url.searchParams.get("bookingId") });
  if (!parsed.success) return apiError(context, 400, "invalid_booking_id", "errors.invalid");
  if (params.operation === "Actions") {
    const token = request.headers.get("X-Booking-Access") ?? "";
    const { SESSION_SECRET } = context.get(envContext);
    if (!verifyOrderAccess(SESSION_SECRET, parsed.data.bookingId, token, context.get(clockContext)()))
      notFound(context);
    return answer(OrderAnswer, await orderJson(context, parsed.data.bookingId));
  }
  const booking = await requireAccess(request, context, parsed.data.bookingId);
  const db = context.get(dbContext);
  if (params.operation === "Eligibility") {
    const eligibility = await changeEligibility(checkoutDeps(context), booking);
    if (!eligibility.eligible && eligibility.reason === "check_failed") {
      return apiError(context, 503, "check_failed", "manage.change.notEligible.check_failed");
    }
    return answer(EligibilityAnswer, eligibility);
  }
  if (params.operation === "ChangeQuote") {
    const query = ChangeQuoteQuery.safeParse({
      // Every traveller unless the call names some (a change moves the whole booking).
      positions: url.searchParams.getAll("positions").length
        ? url.searchParams.getAll("positions")
        : Array.from({ length: travellerCount(booking) }, (_, i) => String(i)),
      dates: url.searchParams.getAll("dates"),
      cabin: url.searchParams.get("cabin") ?? undefined,
    });
    if (!query.success) return apiError(context, 400, "all_fields_required", "errors.changeAllFields");
    const problem = changeRequestProblem(booking, query.data, context.get(clockContext)());
    if (problem) return apiError(context, 400, problem.replace("errors.", ""), problem);
    const quoted = await quoteChange(checkoutDeps(context), booking, query.data);
    if (quoted.kind === "not_eligible") {
      return quoted.reason === "check_failed"
        ? apiError(context, 503, "check_failed", "manage.change.notEligible.check_failed")
        : apiError(context, 409, quoted.reason, `manage.change.notEligible.${quoted.reason}`);
    }
    if (quoted.kind === "none") return apiError(context, 404, "no_change_flight", "errors.noChangeFlight");
    return answer(ChangeQuoteAnswer, {
      options: quoted.options.map((o) => ({
        key: o.key,
        familyCode: o.familyCode,
        cabin: o.offer.cabin,
        flights: flightsOf(o.offer).map(({ segment }) => ({
          flightNumber: segment.flightNumber,
          from: segment.from,
          to: segment.to,
          departLocal: segment.departLocal,
          arriveLocal: segment.arriveLocal,
        })),
        fareDifference: o.fareDifference,
        changeFee: o.changeFee,
        amountDue: o.amountDue,
        credit: o.credit,
      })),
    });
  }
  // As the page (refundOffer): a ticketed booking with no open case and a passenger not yet refunded may ask.
  const offer = await refundOffer(db, booking, context.get(clockContext)());
  return answer(RefundQuoteAnswer, {
    refundable: offer.may,
    // Paid by a Pay Small Small plan: no refund case, but what cancelling the plan gives back.
    plan: offer.plan,
    refundability: booking.family.refundability,
    channel: offer.channel,
    paid: offer.paid,
    refunded: offer.standing.refundedAmount,
    passengers: offer.passengers.map(({ position, traveller, refund, standing }) => ({
      position,
      firstName: traveller.firstName,
      lastName: traveller.lastName,
      refund,
      standing,
    })),
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const now = context.get(clockContext)();
  const db = context.get(dbContext);
  const env = context.get(envContext);
  switch (params.operation) {
    case "Retrieve": {
      const body = await readJson(request, context, ManageBookingApi.retrieve);
      const ip = clientAddress(request, env);
      const found = await retrieveOrder(db, body, { ip }, now);
      if (found.kind === "throttled")
        return apiError(context, 429, "throttled", "manage.throttled", { minutes: found.minutes });
      if (found.kind === "not_found") return apiError(context, 404, "not_found", "manage.notFound");
      const { id } = found.order;
      const [order, detail] = await Promise.all([orderJson(context, id), getBooking(db, id)]);
      return answer(RetrieveAnswer, {
        ...order,
        access: orderAccessToken(env.SESSION_SECRET, id, now, API_ACCESS_DAYS),
        // A flight booking: its id and its confirmation, as the booking API answers them.
        ...(detail ? { bookingId: id, ...(await confirmationBody(context, detail)) } : {}),
      });
    }
    case "ResendTicket": {
      const body = await readJson(request, context, BookingIdBody);
      const booking = await requireAccess(request, context, body.bookingId);
      const sent = await resendTicket(emailDepsFor(env, db, now, request), booking);
      if (sent === "no_ticket") return apiError(context, 409, "no_ticket", "errors.generic");
      if (sent === "limit")
        return apiError(context, 429, "resend_limit", "manage.resendLimit", { times: RESENDS_PER_HOUR });
      return answer(SentAnswer, { sent: true }, { status: 202 });
    }
    case "ConfirmPayment": {
      const body = await readJson(request, context, ManageBookingApi.confirmPayment);
      const booking = await requireAccess(request, context, body.bookingId);
      const amount = parseAmount(body.amount, booking.currency);
      if (amount === null)
        return apiError(context, 400, "invalid_body", "errors.form", {
          fields: [{ path: "amount", code: "errors.invalid" }],
        });
      try {
        const result = await confirmPayment(checkoutDeps(context), booking, {
          ...body,
          amount: { amount, currency: booking.currency },
        });
        if (!result.ok) {
          return result.reason === "already_submitted"
            ? apiError(context, 409, "already_submitted", "errors.alreadySubmitted")
            : apiError(context, 409, "not_awaiting_payment", "errors.confirmNotEligible");
        }
        return answer(PaymentConfirmationAnswer, { status: result.status }, { status: 201 });
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        return apiError(context, 503, "gateway_unavailable", "errors.confirmPayment");
      }
    }
    case "RefundRequest": {
      const body = await readJson(request, context, ManageBookingApi.refundRequest);
      const booking = await requireAccess(request, context, body.bookingId);
      const deps = { ...emailDepsFor(env, db, now, request), stepMinutes: refundStepMinutes(env) };
      const result = await submitRefundRequest(deps, booking, body);
      if (!result.ok) {
        if (result.reason === "pay_small_small") {
          const { plan } = result;
          const locale = context.get(localeContext).locale;
          return apiError(context, 409, result.reason, "errors.refundPaySmallSmall", {
            plan,
            ...Object.fromEntries(
              (["paid", "retained", "returns"] as const).map((k) => [k, formatMoney(plan[k], locale)]),
            ),
          });
        }
        const refusal = {
          already_submitted: [409, "errors.alreadySubmitted"],
          not_eligible: [409, "errors.refundNotEligible"],
          account_name: [400, "errors.refundAccountName"],
          bank_details: [400, "errors.refundBankDetails"],
          passengers: [400, "errors.refundPassengers"],
        } as const;
        const [status, key] = refusal[result.reason];
        return apiError(context, status, result.reason, key);
      }
      const { refundCase } = result;
      return answer(
        RefundCaseAnswer,
        { caseReference: refundCase.reference, status: refundCase.status, refund: refundCase.amount },
        { status: 201 },
      );
    }
    default:
      notFound(context);
  }
}
