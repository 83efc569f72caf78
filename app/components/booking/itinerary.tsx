import { useTranslation } from "react-i18next";
import type { Cabin } from "~/domains/flights/aircraft";
import * as css from "./booking.css";

export interface ItineraryFlight {
  ref: string;
  flightNumber: string;
  carrier: string;
  from: string;
  to: string;
  departLocal: string;
  arriveLocal: string;
  departUtc: string;
}

/** The booking's flights, one line each, times local to each airport: on the overview and the summary. */
export function Itinerary({ flights, cabin }: { flights: ItineraryFlight[]; cabin: Cabin }) {
  const { t, i18n } = useTranslation(["booking", "flight"]);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <section className={css.panel} aria-labelledby="itinerary-heading">
      <h2 id="itinerary-heading">{t("payment.itinerary")}</h2>
      <ol>
        {flights.map((f) => (
          <li key={f.ref}>
            <time dateTime={f.departUtc}>
              {t("payment.flight", {
                date: dateFormat.format(new Date(`${f.departLocal.slice(0, 10)}T00:00:00Z`)),
                departTime: f.departLocal.slice(11),
                from: f.from,
                arriveTime: f.arriveLocal.slice(11),
                to: f.to,
                carrier: f.carrier,
                flight: f.flightNumber,
                cabin: t(`flight:cabins.${cabin}`),
              })}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
