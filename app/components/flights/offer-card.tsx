import type { TFunction } from "i18next";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { button, secondaryButton } from "~/components/layout.css";
import { getAirport } from "~/domains/flights/airports";
import type { ShownOffer } from "~/domains/flights/search.server";
import type { Slice } from "~/domains/flights/supplier";
import { formatMoney } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";
import * as css from "./offer-card.css";

type T = TFunction<"flight">;

// One useTranslation per card, passed down: the hook is costly when called for every small piece.
function formatDuration(t: T, minutes: number): string {
  return t("results.duration", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

function cityOf(code: string, locale: Locale): string {
  const airport = getAirport(code);
  return airport ? (locale === "fr-FR" ? airport.city.fr : airport.city.en) : code;
}

function SliceSummary({ slice, locale, t }: { slice: Slice; locale: Locale; t: T }) {
  const duration = (minutes: number) => formatDuration(t, minutes);
  const first = slice.segments[0];
  const last = slice.segments.at(-1);
  if (!first || !last) return null;
  const days = Math.round(
    (Date.parse(`${last.arriveLocal.slice(0, 10)}T00:00Z`) - Date.parse(`${first.departLocal.slice(0, 10)}T00:00Z`)) /
      86_400_000,
  );
  const carriers = [...new Set(slice.segments.map((s) => s.carrier.name))].join(", ");
  return (
    <div className={css.slice}>
      <span>
        <time className={css.time} dateTime={first.departUtc}>
          {first.departLocal.slice(11)}
        </time>{" "}
        {slice.from}
      </span>
      <span aria-hidden="true">→</span>
      <span>
        <time className={css.time} dateTime={last.arriveUtc}>
          {last.arriveLocal.slice(11)}
        </time>{" "}
        {slice.to} {days > 0 ? <sup>{t("results.nextDay", { count: days })}</sup> : null}
      </span>
      <span>{duration(slice.durationMinutes)}</span>
      <span>{slice.stops === 0 ? t("results.nonstop") : t("results.stopsCount", { count: slice.stops })}</span>
      <span className={css.muted}>{carriers}</span>
      {slice.layovers.length > 0 ? (
        <span className={css.muted}>
          {slice.layovers
            .map(
              (l) =>
                `${t("results.layover", { duration: duration(l.minutes), city: cityOf(l.airport, locale) })}${l.overnight ? ` (${t("results.overnight")})` : ""}`,
            )
            .join(" · ")}
        </span>
      ) : null}
      {slice.segments
        .flatMap((s) => s.technicalStops)
        .map((stop) => (
          <span key={stop.airport} className={css.muted}>
            {t("results.technicalStop", { city: cityOf(stop.airport, locale), duration: duration(stop.minutes) })}
          </span>
        ))}
    </div>
  );
}

/** One offer in the results: times in each airport's local time, stops, baggage, refundability and price. */
export function OfferCard({
  shown,
  locale,
  selectAction,
}: {
  shown: ShownOffer;
  locale: Locale;
  selectAction: string;
}) {
  const { t } = useTranslation("flight");
  const duration = (minutes: number) => formatDuration(t, minutes);
  const { offer, family } = shown;
  const perTraveller = family.perPassenger.adult.total;
  const formId = `select-${useId().replace(/:/g, "")}`;
  return (
    <article className={css.card} aria-label={offer.slices.map((s) => `${s.from}–${s.to}`).join(", ")}>
      {offer.slices.map((slice, i) => (
        <SliceSummary key={i} slice={slice} locale={locale} t={t} />
      ))}
      {/* Selecting posts to the results URL itself: an error answers there, with the search kept. */}
      <form method="post" action={selectAction} className={css.select} id={formId}>
        <input type="hidden" name="offerId" value={offer.id} />
        <p>
          <span className={css.price}>{t("results.perTraveller", { price: formatMoney(perTraveller, locale) })}</span>{" "}
          <span className={css.muted}>{t("results.total", { price: formatMoney(family.total, locale) })}</span>
        </p>
        <button type="submit" name="family" value={family.code} className={button}>
          {t("results.select")}
        </button>
      </form>
      <p>
        {t(`results.families.${family.code}` as "results.families.ECONOMY_LIGHT")} ·{" "}
        {t(`results.refundability.${family.refundability}`)} ·{" "}
        {family.checked.pieces > 0
          ? t("results.checkedBags", { pieces: family.checked.pieces, kg: family.checked.kg })
          : t("results.noCheckedBag")}{" "}
        · {t("results.cabinBag", { pieces: family.cabinBag.pieces, kg: family.cabinBag.kg })}
        {offer.seatsLeft < 10 ? <> · {t("results.seatsLeft", { count: offer.seatsLeft })}</> : null}
      </p>
      <details>
        <summary>{t("results.fareOptions")}</summary>
        <table className={css.table}>
          <tbody>
            {offer.families.map((f) => (
              <tr key={f.code}>
                <th scope="row">{t(`results.families.${f.code}` as "results.families.ECONOMY_LIGHT")}</th>
                <td>{formatMoney(f.perPassenger.adult.total, locale)}</td>
                <td>
                  {f.checked.pieces > 0
                    ? t("results.checkedBags", { pieces: f.checked.pieces, kg: f.checked.kg })
                    : t("results.noCheckedBag")}
                </td>
                <td>{t(`results.changes.${f.changes}`)}</td>
                <td>{t(`results.refundability.${f.refundability}`)}</td>
                <td>
                  <button type="submit" form={formId} name="family" value={f.code} className={secondaryButton}>
                    {t("results.selectFamily", {
                      family: t(`results.families.${f.code}` as "results.families.ECONOMY_LIGHT"),
                    })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <details>
        <summary>{t("results.details")}</summary>
        <ol>
          {offer.slices.flatMap((slice) =>
            slice.segments.map((s) => (
              <li key={`${s.flightNumber}-${s.departUtc}`}>
                {s.departLocal.replace("T", " ")} {s.from} → {s.arriveLocal.replace("T", " ")} {s.to} (
                {duration(s.durationMinutes)}) ·{" "}
                {t("results.operatedBy", {
                  airline: s.carrier.name,
                  flight: s.flightNumber,
                  aircraft: s.aircraft.name,
                })}{" "}
                · {t(`cabins.${s.cabin}`)}
              </li>
            )),
          )}
        </ol>
      </details>
    </article>
  );
}
