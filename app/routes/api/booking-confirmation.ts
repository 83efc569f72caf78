import { z } from "zod";
import { dbContext, localeContext, marketContext } from "~/context";
import { getBooking, getItems, getPromo, getTravellers } from "~/domains/bookings/bookings.server";
import { getTickets } from "~/domains/bookings/checkout.server";
import { statusLabel } from "~/domains/bookings/documents.server";
import { fareSummary } from "~/domains/bookings/totals";
import { convert } from "~/domains/markets/fx";
import { formatMoney } from "~/domains/markets/markets";
import { getPayments } from "~/domains/payments/payments.server";
import { translatorFor } from "~/i18n/translator.server";
import type { Route } from "./+types/booking-confirmation";
import { apiError, requireAuthHash } from "./booking-api.server";

const QuerySchema = z.object({ bookingId: z.string().regex(/^[a-z0-9]{16}$/) });

/**
 * GET /api/booking/BookingConfirmation/Get?bookingId=: the booking confirmation (spec sections 3 and 7),
 * FlightBookingDetails.FlightBookingSummary.PnrReferenceNumber first. Labels follow Accept-Language; the
 * total is also shown in the x-currency currency.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAuthHash(request, context);
  const parsed = QuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return apiError(context, 400, "invalid_booking_id", "errors.invalid");
  const db = context.get(dbContext);
  const booking = await getBooking(db, parsed.data.bookingId);
  if (!booking) return apiError(context, 404, "not_found", "errors.generic");
  const [items, promo, travellers, tickets, payments] = await Promise.all([
    getItems(db, booking.id),
    getPromo(db, booking.promoCode),
    getTravellers(db, booking.id),
    getTickets({ db }, booking.id),
    getPayments(db, booking.id),
  ]);
  const { locale } = context.get(localeContext);
  const { currency } = context.get(marketContext);
  const t = translatorFor(locale);
  const summary = fareSummary(booking, items, promo);
  const display = convert(summary.total, currency);
  const label = statusLabel(booking);
  const paymentStatus = payments[0]?.status ?? "none";
  return Response.json({
    FlightBookingDetails: {
      FlightBookingSummary: {
        PnrReferenceNumber: booking.pnr,
        BookingId: booking.id,
        BookingReference: booking.reference,
        BookingDate: booking.createdAt,
        BookingStatus: booking.status,
        BookingStatusLabel: t(`confirmation.statusLabels.${label}`),
        PaymentStatus: paymentStatus,
        PaymentStatusLabel: t(`confirmation.paymentStatuses.${paymentStatus}`),
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
  });
}
