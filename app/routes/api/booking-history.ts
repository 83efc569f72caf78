import { z } from "zod";
import { dbContext, localeContext } from "~/context";
import { getBooking } from "~/domains/bookings/lifecycle.server";
import { getMemberTrips } from "~/domains/bookings/owners.server";
import { travelDate } from "~/domains/bookings/rules";
import { formatMoney } from "~/domains/markets/markets";
import type { Route } from "./+types/booking-history";
import { confirmationBody } from "~/utils/booking-api.server";
import { methodNotAllowed, notFound, requireApiMember } from "~/utils/member-api.server";

const ByIdSchema = z.object({ bookingId: z.string().regex(/^[a-z0-9]{16}$/) });

/**
 * /api/booking/BookingHistory/{GetBookingListingAsync | GetBookingByIdAsync}: the token's member's bookings
 * only. Another member's booking answers exactly like one that does not exist.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const member = requireApiMember(context);
  const db = context.get(dbContext);
  if (params.operation === "GetBookingListingAsync") {
    const { locale } = context.get(localeContext);
    const trips = await getMemberTrips(db, member.id);
    return Response.json({
      Bookings: trips.map(({ booking, total }) => ({
        BookingId: booking.id,
        BookingReference: booking.reference,
        BookingDate: booking.createdAt,
        BookingStatus: booking.status,
        PnrReferenceNumber: booking.pnr,
        DepartureDate: travelDate(booking.offer),
        Route: booking.offer.slices.map((slice) => ({
          from: slice.segments[0]?.from ?? null,
          to: slice.segments.at(-1)?.to ?? null,
        })),
        TotalFare: { ...total, formatted: formatMoney(total, locale) },
      })),
    });
  }
  if (params.operation === "GetBookingByIdAsync") {
    const parsed = ByIdSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    const booking = parsed.success ? await getBooking(db, parsed.data.bookingId) : null;
    if (!booking || booking.memberId !== member.id) notFound(context);
    return Response.json(await confirmationBody(context, booking));
  }
  return notFound(context);
}

export function action({ params, context }: Route.ActionArgs) {
  if (params.operation === "GetBookingListingAsync" || params.operation === "GetBookingByIdAsync") {
    methodNotAllowed(context, "GET");
  }
  notFound(context);
}
