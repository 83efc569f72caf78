import type { ItineraryFlight } from "~/utils/views";
import { useTranslation } from "react-i18next";
import type { Cabin } from "~/domains/flights/aircraft";
import type { Locale } from "~/i18n/locales";
import { localDate, localTime } from "~/lib/format-time";
import * as css from "./booking.css";

export type { ItineraryFlight };

/** The booking's flights, one line each, times local to each airport: on the overview and the summary. */
export function Itinerary({ flights, cabin }: { flights: ItineraryFlight[]; cabin: Cabin }) {
  const { t } = useTranslation("booking");
  return (
    <section className={css.panel} aria-labelledby="itinerary-heading">
      <h2 id="itinerary-heading">{t("payment.itinerary")}</h2>
      <FlightList flights={flights} cabin={cabin} />
    </section>
  );
}

/** The flights alone, for a card that has its own heading (a change option). */
export function FlightList({ flights, cabin }: { flights: ItineraryFlight[]; cabin: Cabin }) {
  const { t, i18n } = useTranslation(["booking", "flight"]);
  const locale = i18n.language as Locale;
  return (
    <ol>
      {flights.map((f) => (
        <li key={f.ref}>
          <time dateTime={f.departUtc}>
            {t("payment.flight", {
              date: localDate(f.departLocal, locale),
              departTime: localTime(f.departLocal, locale),
              from: f.from,
              arriveTime: localTime(f.arriveLocal, locale),
              to: f.to,
              carrier: f.carrier,
              flight: f.flightNumber,
              cabin: t(`flight:cabins.${cabin}`),
            })}
          </time>
        </li>
      ))}
    </ol>
  );
}
