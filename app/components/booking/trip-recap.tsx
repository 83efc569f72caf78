import type { TripRecapData } from "~/utils/views";
import { useTranslation } from "react-i18next";
import { getAirport, airportCity } from "~/domains/flights/airports";
import type { Locale } from "~/i18n/locales";
import { localDate, localTime } from "~/lib/format-time";
import { AirlineLogo } from "../ui/airline-logo";
import { Icon } from "../ui/icon";
import { Timeline } from "../ui/timeline";
import * as css from "./booking.css";
import type { ItineraryFlight } from "./itinerary";

export type { TripRecapData };

/**
 * A trip's cities in order, from its journeys (slices): a return is its origin and destination (shown "A ⇄ B"); a one
 * way or multi-city trip is its origin, then where each journey ends.
 */
export function tripRoute(flights: readonly Pick<ItineraryFlight, "slice" | "from" | "to">[]) {
  const slices = [...new Set(flights.map((f) => f.slice))].map((s) => flights.filter((f) => f.slice === s));
  const ends = slices.map((legs) => ({ from: legs[0]?.from ?? "", to: legs.at(-1)?.to ?? "" }));
  const [out, back] = ends;
  if (ends.length === 2 && out && back && back.from === out.to && back.to === out.from) {
    return { kind: "return" as const, cities: [out.from, out.to] };
  }
  // Each journey's end; where one starts away from the last end (an open jaw), its start too.
  const cities = ends.flatMap((e, i) => (i > 0 && e.from === ends[i - 1]?.to ? [e.to] : [e.from, e.to]));
  return { kind: "onward" as const, cities };
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
  const route = tripRoute(trip.flights);
  return (
    <details className={css.recap}>
      <summary className={css.recapSummary}>
        <Icon name="plane" />
        <span>
          <strong>
            {route.kind === "return"
              ? t("recap.returnRoute", { from: city(route.cities[0] ?? ""), to: city(route.cities[1] ?? "") })
              : route.cities.map(city).join(t("recap.routeSeparator"))}
          </strong>
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
