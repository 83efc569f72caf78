import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import * as css from "~/components/booking/booking.css";
import { container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import { buttonClass } from "~/components/ui/button";
import { getItems } from "~/domains/bookings/extras.server";
import { flightsOf } from "~/domains/bookings/holds.server";
import { seatChangeAllowed } from "~/domains/bookings/changes/seat.server";
import { getTravellers } from "~/domains/bookings/travellers.server";
import { refundStanding } from "~/domains/bookings/refund-cases.server";
import { privateMetaTags } from "~/i18n/meta";
import { checkoutDeps, manageBookingPath, manageMeta, requireManagedBooking } from "~/utils/booking-step.server";
import type { Route } from "./+types/seats";

/**
 * GET /manage-booking/{id}/seats: each flight of a ticketed booking with each seated traveller's seat,
 * and a link to change it on the flight's seat map.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const booking = await requireManagedBooking(args);
  if (!seatChangeAllowed(booking)) throw redirect(manageBookingPath(context, booking.id));
  const { db } = checkoutDeps(context);
  const [travellers, items, standing] = await Promise.all([
    getTravellers(db, booking.id),
    getItems(db, booking.id),
    refundStanding(db, booking),
  ]);
  // A passenger refunded, or whose refund is being decided, is not flying: only the others' seats are offered.
  const notFlying = new Set([...standing.refunded, ...standing.requested]);
  return {
    meta: manageMeta(context, "manage.seat.metaTitle", booking),
    bookingId: booking.id,
    flights: flightsOf(booking.offer).map(({ ref, segment }) => ({
      ref,
      flightNumber: segment.flightNumber,
      from: segment.from,
      to: segment.to,
      travellers: travellers.flatMap((traveller, position) =>
        traveller.type === "infant" || notFlying.has(position)
          ? []
          : [
              {
                position,
                name: `${traveller.firstName} ${traveller.lastName}`,
                seat: items.find((i) => i.kind === "seat" && i.key === `seat:${position}:${ref}`)?.code ?? null,
              },
            ],
      ),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function ManageSeats({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const { bookingId, flights } = loaderData;
  return (
    <div className={`${container} ${css.narrowPage}`}>
      <h1>{t("manage.seat.heading")}</h1>
      <p className={css.muted}>{t("manage.seat.intro")}</p>
      <ul className={css.cardList}>
        {flights.map((flight) => (
          <li key={flight.ref} className={css.panel}>
            <h2>{t("manage.seat.flight", { flight: flight.flightNumber, from: flight.from, to: flight.to })}</h2>
            <ul className={css.cardList}>
              {flight.travellers.map((traveller) => (
                <li key={traveller.position} className={css.actions}>
                  <span>
                    {traveller.seat
                      ? t("manage.seat.current", { name: traveller.name, seat: traveller.seat })
                      : t("manage.seat.none", { name: traveller.name })}
                  </span>
                  <LocaleLink
                    to={`/manage-booking/${bookingId}/seats/${flight.ref}/${traveller.position}`}
                    className={buttonClass("secondary")}
                    aria-label={t("manage.seat.changeFor", { name: traveller.name, flight: flight.flightNumber })}
                  >
                    {t("manage.seat.change")}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className={css.actions}>
        <LocaleLink to={`/manage-booking/${bookingId}`}>{t("manage.refund.back")}</LocaleLink>
      </p>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
