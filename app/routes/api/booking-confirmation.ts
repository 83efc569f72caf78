import { z } from "zod";
import { dbContext } from "~/context";
import { getBooking } from "~/domains/bookings/lifecycle.server";
import type { Route } from "./+types/booking-confirmation";
import { apiError, confirmationBody, requirePartner } from "~/utils/booking-api.server";

const QuerySchema = z.object({ bookingId: z.string().regex(/^[a-z0-9]{16}$/) });

/**
 * GET /api/booking/BookingConfirmation/Get?bookingId=: the booking confirmation (product rules §3 and §7),
 * FlightBookingDetails.FlightBookingSummary.PnrReferenceNumber first. Labels follow Accept-Language; the
 * total is also shown in the x-currency currency.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePartner(request, context, "");
  const parsed = QuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return apiError(context, 400, "invalid_booking_id", "errors.invalid");
  const booking = await getBooking(context.get(dbContext), parsed.data.bookingId);
  if (!booking) return apiError(context, 404, "not_found", "errors.generic");
  return Response.json(await confirmationBody(context, booking));
}
