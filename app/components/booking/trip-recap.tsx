import { useTranslation } from "react-i18next";
import type { Cabin } from "~/domains/flights/aircraft";
import { getAirport, airportCity } from "~/domains/flights/airports";
import type { Locale } from "~/i18n/locales";
import { localDate, localTime } from "~/utils/format-time";
import { AirlineLogo } from "../ui/airline-logo";
import { Icon } from "../ui/icon";
import { Timeline } from "../ui/timeline";
import * as css from "./booking.css";
import type { ItineraryFlight } from "./itinerary";

export interface TripRecapData {
  flights: ItineraryFlight[];
  cabin: Cabin;
  travellers: number;
  family: string;
}

/**
 * What is being bought, on every booking step (docs/design.md, Booking steps): the route, dates and travellers
 * in one line, and each flight with local times when opened.
 */
export function TripRecap({ trip, locale }: { trip: TripRecapData; locale: Locale }) {
  const { t } = useTranslation(["booking", "flight"]);
  const first = trip.flights[0];
  const last = trip.flights.at(-1);
  if (!first || !last) return null;
  const city = (code: string) => {
    const airport = getAirport(code);
    return airport ? airportCity(airport, locale) : code;
  };
  const dates = [...new Set(trip.flights.map((f) => localDate(f.departLocal, locale, "short")))];
  const returnTrip = trip.flights.length > 1 && last.to === first.from;
  const destination = returnTrip
    ? (trip.flights.find((f, i) => trip.flights[i + 1]?.from !== f.to)?.to ?? last.to)
    : last.to;
  return (
    <details className={css.recap}>
      <summary className={css.recapSummary}>
        <Icon name="plane" />
        <span>
          <strong>{t("recap.route", { from: city(first.from), to: city(destination) })}</strong>
          <br />
          <small>
            {[
              dates.length > 1 ? `${dates[0]} – ${dates.at(-1)}` : dates[0],
              t("recap.travellers", { count: trip.travellers }),
              t(`flight:cabins.${trip.cabin}`),
            ].join(" · ")}
          </small>
        </span>
        <Icon name="chevron" size={16} />
      </summary>
      <div className={css.recapBody} aria-label={t("recap.label")} role="group">
        {trip.flights.map((f) => (
          <div key={f.ref} className={css.recapFlight}>
            <AirlineLogo
              code={f.flightNumber.slice(0, 2)}
              name={t("recap.flight", { carrier: f.carrier, flight: f.flightNumber })}
              size={24}
            />
            <Timeline
              items={[
                {
                  kind: "stop",
                  time: localTime(f.departLocal, locale),
                  dateTime: f.departUtc,
                  place: `${city(f.from)} (${f.from})`,
                  note: localDate(f.departLocal, locale, "short"),
                },
                { kind: "leg", note: t(`flight:cabins.${trip.cabin}`) },
                {
                  kind: "stop",
                  time: localTime(f.arriveLocal, locale),
                  place: `${city(f.to)} (${f.to})`,
                  note: localDate(f.arriveLocal, locale, "short"),
                },
              ]}
            />
          </div>
        ))}
      </div>
    </details>
  );
}
