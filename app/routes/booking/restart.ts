import { redirect } from "react-router";
import { closeDraft } from "~/domains/bookings/lifecycle.server";
import { localeContext } from "~/context";
import { withLocalePrefix } from "~/i18n/locales";
import type { Route } from "./+types/restart";
import { bookingDeps, bookingPath, requireBookingStep } from "~/utils/booking-step.server";

/**
 * "Continue" on the session-expired notice (product rules §4): the lapsed booking is closed and its seats
 * released, and the traveller goes back to the search to pick another option, which starts a new booking.
 */
export async function action(args: Route.ActionArgs) {
  const { context } = args;
  const { booking, expired } = await requireBookingStep(args, { guard: false });
  if (!expired) throw redirect(bookingPath(context, booking.id, "travellers"));
  await closeDraft(bookingDeps(context), booking, "expired", "hold lapsed");
  return redirect(`${withLocalePrefix(context.get(localeContext).prefix, "/flight/search")}?${booking.search}`);
}

export function loader({ context, params }: Route.LoaderArgs) {
  return redirect(bookingPath(context, params.bookingId, "travellers"));
}
