import { notFound } from "~/utils/route-errors";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { SeatPage } from "~/components/booking/seat-map";
import { container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import { localeContext } from "~/context";
import { changeSeat, seatChangeAllowed } from "~/domains/bookings/changes/seat.server";
import { SeatFormSchema } from "~/domains/bookings/schema";
import { seatMapView, seatTarget } from "~/domains/bookings/seats.server";
import { getTravellers } from "~/domains/bookings/travellers.server";
import { privateMetaTags } from "~/i18n/meta";
import { checkoutDeps, manageBookingPath, manageMeta, requireManagedBooking } from "~/utils/booking-step.server";
import type { Route } from "./+types/seat";
import { auditForAgent } from "~/utils/agent.server";

async function requireSeatTarget(args: Route.LoaderArgs | Route.ActionArgs) {
  const booking = await requireManagedBooking(args);
  if (!seatChangeAllowed(booking)) throw redirect(manageBookingPath(args.context, booking.id));
  const target = seatTarget(booking, args.params.flight, args.params.traveller);
  if (!target) throw notFound("booking");
  return { booking, ...target };
}

/**
 * GET /manage-booking/{id}/seats/{flight}/{traveller}: the flight's seat map after ticketing, the
 * traveller's seat selected. Choosing one holds it at once; what it costs more than the old one is paid next.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const { booking, flight, traveller } = await requireSeatTarget(args);
  const deps = checkoutDeps(context);
  const [rows, travellers] = await Promise.all([
    seatMapView(deps, booking, flight.ref, traveller),
    getTravellers(deps.db, booking.id),
  ]);
  const person = travellers[traveller];
  return {
    meta: manageMeta(context, "manage.seat.metaTitle", booking),
    bookingId: booking.id,
    locale: context.get(localeContext).locale,
    name: person ? `${person.firstName} ${person.lastName}` : "",
    flight: {
      flightNumber: flight.segment.flightNumber,
      from: flight.segment.from,
      to: flight.segment.to,
      aircraft: flight.segment.aircraft.name,
    },
    rows,
  };
}

export async function action(args: Route.ActionArgs) {
  const { context, request } = args;
  const { booking, flight, traveller } = await requireSeatTarget(args);
  const parsed = parseWithZod(await request.formData(), { schema: SeatFormSchema });
  if (parsed.status !== "success") return data({ alert: "errors.seatTaken" }, { status: 400 });
  const result = await changeSeat(checkoutDeps(context), booking, {
    traveller,
    flightRef: flight.ref,
    seat: parsed.value.seat,
  });
  switch (result.kind) {
    case "accepted":
      await auditForAgent(context, booking.id, "change", result.change.id);
      return redirect(manageBookingPath(context, booking.id, "changes", result.change.id));
    case "unchanged":
      return redirect(manageBookingPath(context, booking.id, "seats"));
    case "seat_taken":
      return data({ alert: "errors.seatTaken" }, { status: 409 });
    case "adults_only":
      return data({ alert: "errors.seatAdultsOnly" }, { status: 409 });
    case "in_progress":
      return data({ alert: "errors.alreadySubmitted" }, { status: 409 });
    case "not_allowed":
      throw notFound("booking");
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function ManageSeat({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const { bookingId, locale, name, flight, rows } = loaderData;
  return (
    <div className={container}>
      <SeatPage
        name={name}
        flight={flight}
        alert={actionData?.alert}
        rows={rows}
        locale={locale}
        submit={t("manage.seat.submit")}
        back={<LocaleLink to={`/manage-booking/${bookingId}/seats`}>{t("seats.back")}</LocaleLink>}
      />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
