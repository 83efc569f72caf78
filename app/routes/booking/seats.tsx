import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect } from "react-router";
import { BookingFrame, ExpiredNotice } from "~/components/booking/booking-frame";
import * as css from "~/components/booking/booking.css";
import { FormAlert } from "~/components/forms";
import { button, visuallyHidden } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import { chooseSeat, seatMapView, seatTarget } from "~/domains/bookings/seats.server";
import { SeatFormSchema } from "~/domains/bookings/schema";
import type { Booking } from "~/domains/bookings/types";
import { formatMoney, formatMoneyCompact } from "~/domains/markets/markets";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/seats";
import { bookingDeps, bookingPath, openBookingStep, requireStep } from "~/utils/booking-step.server";
import * as seatCss from "./seats.css";

/** The flight and traveller a seat page is for, or a 404 when the URL names neither. */
function target(booking: Booking, params: { flight: string; traveller: string }) {
  const found = seatTarget(booking, params.flight, params.traveller);
  if (!found) throw data(null, { status: 404 });
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
  const parsed = SeatFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ alert: "errors.seatTaken" }, { status: 400 });
  const result = await chooseSeat(bookingDeps(context), booking, {
    traveller,
    flightRef: flight.ref,
    seat: parsed.data.seat,
  });
  if (!result.ok) return data({ alert: "errors.seatTaken" }, { status: 409 });
  return redirect(`${bookingPath(context, booking.id, "extras")}#seats-heading`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

const STATUSES = ["available", "preferred", "extra_leg_room", "selected", "not_available"] as const;

export default function Seats({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const localePath = useLocalePath();
  if (loaderData.expired) return <ExpiredNotice bookingId={loaderData.bookingId} />;
  const { frame, flight, name, rows } = loaderData;
  const back = localePath(`/booking/${frame.bookingId}/extras`);
  return (
    <BookingFrame frame={frame} step="extras">
      <h1>{t("seats.heading", { name })}</h1>
      <p>
        {t("seats.flight", {
          flight: flight.flightNumber,
          from: flight.from,
          to: flight.to,
          aircraft: flight.aircraft,
        })}
      </p>
      <FormAlert message={actionData?.alert} />
      {rows === null ? (
        <p role="status">{t("errors.noSeatMap")}</p>
      ) : (
        <Form method="post">
          <ul className={seatCss.key} aria-label={t("seats.key")}>
            {STATUSES.map((status) => (
              <li key={status}>
                <span className={seatCss.seat} data-status={status} aria-hidden="true" />{" "}
                {t(`seats.statuses.${status}`)}
              </li>
            ))}
          </ul>
          <fieldset className={seatCss.cabin}>
            <legend>{t("seats.legend")}</legend>
            {rows.map((row) => (
              <div
                key={row.row}
                className={seatCss.row}
                role="group"
                aria-label={row.exitRow ? t("seats.exitRow", { row: row.row }) : t("seats.row", { row: row.row })}
              >
                <span className={seatCss.rowNumber} aria-hidden="true">
                  {row.row}
                </span>
                {row.layout.map((letter, i) => {
                  if (letter === null) return <span key={`aisle-${i}`} className={seatCss.aisle} />;
                  const seat = row.seats.find((s) => s.letter === letter);
                  if (!seat) return <span key={letter} className={seatCss.aisle} />;
                  const price = seat.price ? formatMoney(seat.price, frame.locale) : t("seats.included");
                  return (
                    <label key={seat.id} className={seatCss.seat} data-status={seat.status}>
                      <input
                        type="radio"
                        name="seat"
                        value={seat.id}
                        required
                        disabled={seat.status === "not_available"}
                        defaultChecked={seat.status === "selected"}
                        className={seatCss.radio}
                      />
                      <span aria-hidden="true" className={seatCss.letter}>
                        {seat.letter}
                      </span>
                      <span aria-hidden="true" className={seatCss.price}>
                        {seat.status === "not_available"
                          ? "—"
                          : seat.price
                            ? formatMoneyCompact(seat.price, frame.locale)
                            : t("seats.free")}
                      </span>
                      <span className={visuallyHidden}>
                        {t("seats.seatLabel", {
                          seat: seat.id,
                          position: t(`seats.positions.${seat.position}`),
                          status: t(`seats.statuses.${seat.status}`),
                          price,
                        })}
                      </span>
                    </label>
                  );
                })}
              </div>
            ))}
          </fieldset>
          <p className={css.actions}>
            <button type="submit" className={button}>
              {t("seats.submit")}
            </button>
            <Link to={back}>{t("seats.back")}</Link>
          </p>
        </Form>
      )}
    </BookingFrame>
  );
}

export { BookingErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
