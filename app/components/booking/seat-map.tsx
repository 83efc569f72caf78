import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { visuallyHidden } from "~/components/layout.css";
import type { SeatStatus } from "~/domains/flights/supplier";
import { formatMoney, formatMoneyCompact, type Money } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";
import * as seatCss from "./seat-map.css";
import { FormAlert, ResendToken } from "~/components/forms";
import { Button } from "~/components/ui/button";
import * as css from "./booking.css";

export interface SeatMapViewRow {
  row: number;
  exitRow: boolean;
  layout: Array<string | null>;
  seats: Array<{
    id: string;
    letter: string;
    position: "window" | "middle" | "aisle";
    price: Money | null;
    status: SeatStatus;
    /** Another traveller of this booking sits here (their position). */
    companion: number | null;
    /** Free, but not for this traveller: an exit or extra-legroom row, for adults only. */
    refusal: "adults_only" | null;
  }>;
}

const STATUSES = ["available", "preferred", "extra_leg_room", "selected", "not_available"] as const;

/**
 * One traveller's seat map as a form of radio buttons (product rules §4 seat statuses): each seat 44 × 52 px with its
 * price on it, rows in the aircraft's layout, taken seats disabled. Booking steps and manage booking both post it.
 */
export function SeatMapForm({ rows, locale, actions }: { rows: SeatMapViewRow[]; locale: Locale; actions: ReactNode }) {
  const { t } = useTranslation("booking");
  const seats = rows.flatMap((row) => row.seats);
  return (
    <Form method="post">
      <ResendToken />
      <ul className={seatCss.key} aria-label={t("seats.key")}>
        {STATUSES.map((status) => (
          <li key={status}>
            <span className={seatCss.swatch} data-status={status} aria-hidden="true" /> {t(`seats.statuses.${status}`)}
          </li>
        ))}
        {seats.some((seat) => seat.companion !== null) ? (
          <li>
            <span className={seatCss.swatch} data-status="companion" aria-hidden="true" /> {t("seats.companions")}
          </li>
        ) : null}
      </ul>
      {seats.some((seat) => seat.refusal === "adults_only") ? (
        <p className={css.muted}>{t("seats.adultsOnly")}</p>
      ) : null}
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
              const price = seat.price ? formatMoney(seat.price, locale) : t("seats.included");
              return (
                <label
                  key={seat.id}
                  className={seatCss.seat}
                  data-status={seat.companion !== null ? "companion" : seat.status}
                >
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
                    {seat.companion !== null
                      ? t("seats.companionMark", { number: seat.companion + 1 })
                      : seat.status === "not_available"
                        ? "—"
                        : seat.price
                          ? formatMoneyCompact(seat.price, locale)
                          : t("seats.free")}
                  </span>
                  <span className={visuallyHidden}>
                    {seat.companion !== null
                      ? t("seats.companionLabel", { seat: seat.id, number: seat.companion + 1 })
                      : t("seats.seatLabel", {
                          seat: seat.id,
                          position: t(`seats.positions.${seat.position}`),
                          status: t(seat.refusal ? "seats.adultsOnlyStatus" : `seats.statuses.${seat.status}`),
                          price,
                        })}
                  </span>
                </label>
              );
            })}
          </div>
        ))}
      </fieldset>
      {actions}
    </Form>
  );
}

/** A seat page's heading: whose seat, and on which flight and aircraft (the booking step and manage booking). */
export function SeatPageHeading({
  name,
  flight,
}: {
  name: string;
  flight: { flightNumber: string; from: string; to: string; aircraft: string };
}) {
  const { t } = useTranslation("booking");
  return (
    <>
      <h1>{t("seats.heading", { name })}</h1>
      <p>
        {t("seats.flight", {
          flight: flight.flightNumber,
          from: flight.from,
          to: flight.to,
          aircraft: flight.aircraft,
        })}
      </p>
    </>
  );
}

/**
 * A seat page, for a booking being made or one already ticketed: which traveller and flight, the form's alert, and the
 * map with its submit button and a way back (or, when the airline sends no map, that it did not).
 */
export function SeatPage(props: {
  name: string;
  flight: Parameters<typeof SeatPageHeading>[0]["flight"];
  alert: string | undefined;
  rows: SeatMapViewRow[] | null;
  locale: Locale;
  submit: string;
  back: ReactNode;
}) {
  const { t } = useTranslation("booking");
  return (
    <>
      <SeatPageHeading name={props.name} flight={props.flight} />
      <FormAlert message={props.alert} />
      {props.rows === null ? (
        <p role="status">{t("errors.noSeatMap")}</p>
      ) : (
        <SeatMapForm
          rows={props.rows}
          locale={props.locale}
          actions={
            <p className={css.actions}>
              <Button>{props.submit}</Button>
              {props.back}
            </p>
          }
        />
      )}
    </>
  );
}
