import type { RouterContextProvider } from "react-router";
import { clockContext, dbContext, envContext, localeContext, marketContext } from "~/context";
import { statusLabel } from "~/domains/bookings/documents.server";
import type { Booking } from "~/domains/bookings/types";
import { convert } from "~/domains/markets/fx";
import { formatMoney } from "~/domains/markets/markets";
import { translatorFor } from "~/i18n/translator.server";
import { authenticatePartner } from "~/domains/partners/partners.server";
import { loadBookingView } from "~/domains/bookings/view.server";
import { owedOn, planOf } from "~/domains/instalments/plans.server";
import { planPaymentStatus } from "./views";

/** The booking API's errors: a code and the message a person would see, in the Accept-Language language. */
export function apiError(
  context: Readonly<RouterContextProvider>,
  status: number,
  code: string,
  key: string,
  extra: object = {},
) {
  const t = translatorFor(context.get(localeContext).locale) as unknown as (k: string, values: object) => string;
  return Response.json({ code, message: t(key, extra), ...extra }, { status });
}

/**
 * Product rules §7: booking submission and confirmation carry X-Auth-Hash and TimeStamp, here signed with the
 * partner's key over the method, path, query and body, and good once. Answers the partner's id.
 */
export async function requirePartner(
  request: Request,
  context: Readonly<RouterContextProvider>,
  body: string,
): Promise<string> {
  const auth = await authenticatePartner(
    context.get(dbContext),
    context.get(envContext),
    request,
    body,
    context.get(clockContext)(),
  );
  if (!auth.ok) throw apiError(context, 401, auth.code, "errors.generic");
  return auth.partnerId;
}

/** The booking confirmation's JSON, also answered by the member API's GetBookingByIdAsync. */
export async function confirmationBody(context: Readonly<RouterContextProvider>, booking: Booking) {
  const db = context.get(dbContext);
  const [{ travellers, tickets, payments, summary, outcome }, plan] = await Promise.all([
    loadBookingView(db, booking),
    planOf(db, booking.id),
  ]);
  const { locale } = context.get(localeContext);
  const { currency } = context.get(marketContext);
  const t = translatorFor(locale);
  const display = convert(summary.total, currency);
  const label = statusLabel(booking);
  const paymentStatus = payments[0]?.status ?? "none";
  return {
    FlightBookingDetails: {
      FlightBookingSummary: {
        PnrReferenceNumber: booking.pnr,
        BookingId: booking.id,
        BookingReference: booking.reference,
        BookingDate: booking.createdAt,
        BookingStatus: booking.status,
        BookingStatusLabel: t(`confirmation.statusLabels.${label}`),
        Outcome: outcome,
        PaymentStatus: paymentStatus,
        // Paid with Pay Small Small: what the plan says (part paid with what is left), as the booking's pages do.
        PaymentStatusLabel:
          plan && plan.status !== "awaiting_down"
            ? planPaymentStatus(t, { status: plan.status, left: owedOn(plan) }, locale)
            : t(`confirmation.paymentStatuses.${paymentStatus}`),
        FareSummary: summary,
        DisplayTotal: { ...display, formatted: formatMoney(display, locale) },
      },
      Itinerary: booking.offer.slices,
      Travellers: travellers.map((traveller, i) => ({
        type: traveller.type,
        title: traveller.title,
        firstName: traveller.firstName,
        lastName: traveller.lastName,
        ticketNumber: tickets.find((x) => x.position === i)?.number ?? null,
      })),
    },
  };
}
