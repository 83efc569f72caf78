import { answer, ConfirmationAnswer } from "~/utils/api-answers";
import { dbContext } from "~/context";
import { getBooking } from "~/domains/bookings/lifecycle.server";
import { BookingIdQuery } from "~/utils/api-contract";
import type { Route } from "./+types/booking-confirmation";
import { apiError, confirmationBody, requirePartner } from "~/utils/booking-api.server";

/**
 * GET /api/booking/BookingConfirmation/Get?bookingId=: the booking confirmation (product rules §3 and §7),
 * FlightBookingDetails.FlightBookingSummary.PnrReferenceNumber first. Labels follow Accept-Language; the
 * total is also shown in the x-currency currency.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePartner(request, context, "");
  const parsed = BookingIdQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return apiError(context, 400, "invalid_booking_id", "errors.invalid");
  const booking = await getBooking(context.get(dbContext), parsed.data.bookingId);
  if (!booking) return apiError(context, 404, "not_found", "errors.generic");
  return answer(ConfirmationAnswer, await confirmationBody(context, booking));
}
