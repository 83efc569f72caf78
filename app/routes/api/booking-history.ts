import { answer, BookingListAnswer, ConfirmationAnswer } from "~/utils/api-answers";
import { clockContext, dbContext, localeContext } from "~/context";
import { getBooking } from "~/domains/bookings/lifecycle.server";
import { findOrder, memberOrders, orderActions } from "~/domains/orders/orders.server";
import { BookingIdQuery } from "~/utils/api-contract";
import type { Route } from "./+types/booking-history";
import { confirmationBody } from "~/utils/booking-api.server";
import { methodNotAllowed, notFound, orderLineJson, requireApiMember } from "~/utils/member-api.server";

/**
 * /api/booking/BookingHistory/{GetBookingListingAsync | GetBookingByIdAsync}: the token's member's orders of every
 * kind (the one order read), each with what it may do now; a flight booking's confirmation by its id. Another
 * member's booking answers exactly like one that does not exist.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const member = requireApiMember(context);
  const db = context.get(dbContext);
  if (params.operation === "GetBookingListingAsync") {
    const { locale } = context.get(localeContext);
    const now = context.get(clockContext)();
    const orders = await memberOrders(db, member.id, locale);
    const bookings = await Promise.all(
      orders.map(async (order) => {
        const found = await findOrder(db, order.id);
        return {
          ...orderLineJson(order, locale),
          Actions: found ? await orderActions({ db, now }, found) : [],
        };
      }),
    );
    return answer(BookingListAnswer, { Bookings: bookings });
  }
  if (params.operation === "GetBookingByIdAsync") {
    const parsed = BookingIdQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    const booking = parsed.success ? await getBooking(db, parsed.data.bookingId) : null;
    if (!booking || booking.memberId !== member.id) notFound(context);
    return answer(ConfirmationAnswer, await confirmationBody(context, booking));
  }
  return notFound(context);
}

export function action({ params, context }: Route.ActionArgs) {
  if (params.operation === "GetBookingListingAsync" || params.operation === "GetBookingByIdAsync") {
    methodNotAllowed(context, "GET");
  }
  notFound(context);
}
