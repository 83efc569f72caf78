import { notFound } from "~/utils/route-errors";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { BookingFrame, ExpiredNotice } from "~/components/booking/booking-frame";
import { SeatPage } from "~/components/booking/seat-map";
import { useLocalePath } from "~/components/locale-link";
import { chooseSeat, seatMapView, seatTarget } from "~/domains/bookings/seats.server";
import { SeatFormSchema } from "~/domains/bookings/schema";
import type { Booking } from "~/domains/bookings/types";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/seats";
import { bookingDeps, bookingPath, openBookingStep, requireStep } from "~/utils/booking-step.server";

/** The flight and traveller a seat page is for, or a 404 when the URL names neither. */
function target(booking: Booking, params: { flight: string; traveller: string }) {
  const found = seatTarget(booking, params.flight, params.traveller);
  if (!found) throw notFound("booking");
  return found;
}

const RULES = { draftOnly: true, needsTravellers: true };

export async function loader(args: Route.LoaderArgs) {
  const step = await openBookingStep(args, "seatsTitle", RULES);
  if (step.expired) return step.expired;
  const { booking, deps, meta, frame, travellers } = step;
  const { flight, traveller } = target(booking, args.params);
  const rows = await seatMapView(deps, booking, flight.ref, traveller);
  const name = travellers[traveller];
  return {
    expired: false as const,
    meta,
    frame,
    flight: {
      ref: flight.ref,
      flightNumber: flight.segment.flightNumber,
      from: flight.segment.from,
      to: flight.segment.to,
      aircraft: flight.segment.aircraft.name,
    },
    traveller,
    name: name ? `${name.firstName} ${name.lastName}` : "",
    rows,
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, context, params } = args;
  const { booking, expired } = await requireStep(args, RULES);
  const self = bookingPath(context, booking.id, `seats/${params.flight}/${params.traveller}`);
  if (expired) throw redirect(self);
  const { flight, traveller } = target(booking, params);
  const parsed = parseWithZod(await request.formData(), { schema: SeatFormSchema });
  if (parsed.status !== "success") return data({ alert: "errors.seatTaken" }, { status: 400 });
  const result = await chooseSeat(bookingDeps(context), booking, {
    traveller,
    flightRef: flight.ref,
    seat: parsed.value.seat,
  });
  if (!result.ok) {
    return data(
      { alert: result.reason === "adults_only" ? "errors.seatAdultsOnly" : "errors.seatTaken" },
      { status: 409 },
    );
  }
  return redirect(`${bookingPath(context, booking.id, "extras")}#seats-heading`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function Seats({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const localePath = useLocalePath();
  if (loaderData.expired) return <ExpiredNotice bookingId={loaderData.bookingId} />;
  const { frame, flight, name, rows } = loaderData;
  const back = localePath(`/booking/${frame.bookingId}/extras`);
  return (
    <BookingFrame frame={frame} step="extras">
      <SeatPage
        name={name}
        flight={flight}
        alert={actionData?.alert}
        rows={rows}
        locale={frame.locale}
        submit={t("seats.submit")}
        back={<Link to={back}>{t("seats.back")}</Link>}
      />
    </BookingFrame>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
