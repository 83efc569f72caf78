import { useTranslation } from "react-i18next";
import * as css from "~/components/account/account.css";
import { AccountPage } from "~/components/account/account-page";
import * as bookingCss from "~/components/booking/booking.css";
import { LocaleLink } from "~/components/locale-link";
import { dbContext, localeContext } from "~/context";
import { getMemberTrips } from "~/domains/bookings/owners.server";
import { getMemberStays, stayGuestCount, stayNextPath } from "~/domains/stays/lifecycle.server";
import { travelDate } from "~/domains/bookings/rules";
import { airportCity, getAirport } from "~/domains/flights/airports";
import { formatMoney } from "~/domains/markets/markets";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/trips";
import { accountMeta, requireMember } from "~/utils/account.server";

/**
 * My Trips: the member's bookings, newest first (booking history). One still being made opens its next step; any
 * other opens its manage page, without the e-mail step (a member's own bookings).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request);
  const { locale } = context.get(localeContext);
  const db = context.get(dbContext);
  const [trips, stays] = await Promise.all([getMemberTrips(db, member.id), getMemberStays(db, member.id)]);
  const city = (code: string) => {
    const airport = getAirport(code);
    return airport ? airportCity(airport, locale) : code;
  };
  const flights = trips.map(({ booking, total }) => ({
    kind: "flight" as const,
    id: booking.id,
    href: booking.status === "draft" ? `/booking/${booking.id}/travellers` : `/manage-booking/${booking.id}`,
    reference: booking.reference,
    status: booking.status,
    pnr: booking.pnr,
    bookedOn: booking.createdAt,
    departs: travelDate(booking.offer),
    route: booking.offer.slices.map((slice) => {
      const first = slice.segments[0];
      const last = slice.segments.at(-1);
      return first && last ? `${city(first.from)} (${first.from}) – ${city(last.to)} (${last.to})` : "";
    }),
    travellers: booking.passengers.adults + booking.passengers.childAges.length + booking.passengers.infants,
    total: formatMoney(total, locale),
  }));
  // Stays beside the flights, newest first: the hotel's confirmation where a flight shows its PNR.
  const hotelStays = stays.map((stay) => ({
    kind: "stay" as const,
    id: stay.id,
    href: stayNextPath(stay),
    reference: stay.reference,
    status: stay.status,
    pnr: stay.confirmation,
    bookedOn: stay.createdAt,
    departs: stay.checkIn,
    route: [`${stay.quote.propertyName}, ${stay.quote.city}`],
    travellers: stayGuestCount(stay),
    total: formatMoney(stay.quote.total, locale),
  }));
  return {
    meta: accountMeta(context, "trips"),
    trips: [...flights, ...hotelStays].sort((a, b) => b.bookedOn.localeCompare(a.bookedOn)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function Trips({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("account");
  const { t: th } = useTranslation("hotel");
  const date = (iso: string, utc: boolean) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", ...(utc ? { timeZone: "UTC" } : {}) }).format(
      new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
    );
  return (
    <AccountPage heading={t("trips.heading")} menu="trips">
      {loaderData.trips.length === 0 ? (
        <p>
          {t("trips.empty")} <LocaleLink to="/flight">{t("trips.search")}</LocaleLink>
        </p>
      ) : (
        <ol className={css.list}>
          {loaderData.trips.map((trip) => (
            <li key={trip.id}>
              <article className={bookingCss.panel} aria-labelledby={`trip-${trip.id}`}>
                <h2 id={`trip-${trip.id}`}>
                  <LocaleLink to={trip.href}>{trip.route.join(" · ")}</LocaleLink>
                </h2>
                <dl className={bookingCss.details}>
                  <dt>{t("trips.reference")}</dt>
                  <dd>{trip.reference}</dd>
                  <dt>{t("trips.status")}</dt>
                  <dd>{t(`trips.states.${trip.status}`)}</dd>
                  {trip.pnr ? (
                    <>
                      <dt>{trip.kind === "stay" ? th("summary.confirmation") : t("trips.pnr")}</dt>
                      <dd>{trip.pnr}</dd>
                    </>
                  ) : null}
                  <dt>{trip.kind === "stay" ? th("form.checkIn") : t("trips.departs")}</dt>
                  <dd>{date(trip.departs, true)}</dd>
                  <dt>{t("trips.travellers")}</dt>
                  <dd>{trip.travellers}</dd>
                  <dt>{t("trips.total")}</dt>
                  <dd>{trip.total}</dd>
                  <dt>{t("trips.bookedOn")}</dt>
                  <dd>{date(trip.bookedOn, true)}</dd>
                </dl>
              </article>
            </li>
          ))}
        </ol>
      )}
    </AccountPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
