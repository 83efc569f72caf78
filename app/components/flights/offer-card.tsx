import type { TFunction } from "i18next";
import { useId } from "react";
import { getAirport } from "~/domains/flights/airports";
import type { ShownOffer } from "~/domains/flights/search.server";
import type { Slice } from "~/domains/flights/supplier";
import { formatMoney } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";
import { localDate, localTime } from "~/lib/format-time";
import { AirlineLogo } from "../ui/airline-logo";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Price } from "../ui/price";
import { memberPrice } from "~/domains/flights/member-fares";
import { Timeline, type TimelineItem } from "../ui/timeline";
import * as css from "./offer-card.css";
import { ResendToken } from "~/components/forms";

type T = TFunction<"flight">;

// The card's `t`, passed down: the hook is costly when called for every small piece.
function formatDuration(t: T, minutes: number): string {
  return t("results.duration", { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

function cityOf(code: string, locale: Locale): string {
  const airport = getAirport(code);
  return airport ? (locale === "fr-FR" ? airport.city.fr : airport.city.en) : code;
}

/** One way of the trip: departure, the line with its duration and stops, arrival (+1 day). */
function SliceSummary({ slice, locale, t }: { slice: Slice; locale: Locale; t: T }) {
  const first = slice.segments[0];
  const last = slice.segments.at(-1);
  if (!first || !last) return null;
  const days = Math.round(
    (Date.parse(`${last.arriveLocal.slice(0, 10)}T00:00Z`) - Date.parse(`${first.departLocal.slice(0, 10)}T00:00Z`)) /
      86_400_000,
  );
  const carriers = [...new Map(slice.segments.map((s) => [s.carrier.code, s.carrier])).values()];
  return (
    <div className={css.slice}>
      <div className={css.carrier}>
        {carriers.map((c) => (
          <AirlineLogo key={c.code} code={c.code} name={c.name} size={24} />
        ))}
        <span className={css.muted}>{localDate(first.departLocal, locale, "short")}</span>
      </div>
      <div className={css.times}>
        <div>
          <time className={css.time} dateTime={first.departUtc}>
            {localTime(first.departLocal, locale)}
          </time>
          <span className={css.code}>{slice.from}</span>
        </div>
        <div className={css.line}>
          <span>{formatDuration(t, slice.durationMinutes)}</span>
          <span className={css.track} aria-hidden="true" />
          <span>{slice.stops === 0 ? t("results.nonstop") : t("results.stopsCount", { count: slice.stops })}</span>
        </div>
        <div className={css.arrive}>
          <time className={css.time} dateTime={last.arriveUtc}>
            {localTime(last.arriveLocal, locale)}
          </time>
          <span className={css.code}>
            {slice.to}
            {days > 0 ? <strong className={css.nextDay}> {t("results.nextDay", { count: days })}</strong> : null}
          </span>
        </div>
      </div>
      {slice.layovers.length > 0 ? (
        <p className={css.muted}>
          {slice.layovers
            .map(
              (l) =>
                `${t("results.layover", { duration: formatDuration(t, l.minutes), city: cityOf(l.airport, locale) })}${l.overnight ? ` (${t("results.overnight")})` : ""}`,
            )
            .join(" · ")}
        </p>
      ) : null}
      {slice.segments
        .flatMap((s) => s.technicalStops)
        .map((stop) => (
          <p key={stop.airport} className={css.muted}>
            {t("results.technicalStop", {
              city: cityOf(stop.airport, locale),
              duration: formatDuration(t, stop.minutes),
            })}
          </p>
        ))}
    </div>
  );
}

/** The flight details as a timeline: each flight, each change of planes, local times at each airport. */
function details(slice: Slice, locale: Locale, t: T): TimelineItem[] {
  return slice.segments.flatMap((s, i): TimelineItem[] => {
    const layover = slice.layovers[i - 1];
    return [
      ...(i > 0 && layover
        ? [
            {
              kind: "layover" as const,
              note: t("results.layover", {
                duration: formatDuration(t, layover.minutes),
                city: cityOf(layover.airport, locale),
              }),
            },
          ]
        : []),
      {
        kind: "stop",
        time: localTime(s.departLocal, locale),
        dateTime: s.departUtc,
        place: `${cityOf(s.from, locale)} (${s.from})`,
        note: localDate(s.departLocal, locale, "short"),
      },
      {
        kind: "leg",
        note: `${formatDuration(t, s.durationMinutes)} · ${t("results.operatedBy", { airline: s.carrier.name, flight: s.flightNumber, aircraft: s.aircraft.name })} · ${t(`cabins.${s.cabin}`)}`,
      },
      {
        kind: "stop",
        time: localTime(s.arriveLocal, locale),
        dateTime: s.arriveUtc,
        place: `${cityOf(s.to, locale)} (${s.to})`,
        note: localDate(s.arriveLocal, locale, "short"),
      },
    ];
  });
}

/**
 * One offer in the results: times in each airport's local time, stops, baggage, refundability and price. Its `t` is
 * the results page's own (react-i18next's hook costs about 40 µs a call, ten cards a page).
 */
export function OfferCard({
  t,
  shown,
  locale,
  selectAction,
  badges = [],
  member = false,
  signIn,
  more,
}: {
  t: T;
  shown: ShownOffer;
  locale: Locale;
  selectAction: string;
  badges?: Array<"best" | "cheapest" | "fastest">;
  /** A signed-in member: a fare with a members' price shows it as the price. */
  member?: boolean;
  /** Where a visitor signs in for a members' price, coming back here. */
  signIn?: string;
  /** The card's anchor, whether its fare options and flight details are shown, and the link that shows or hides them. */
  more: { id: string; open: boolean; href: string };
}) {
  const { offer, family } = shown;
  const members = memberPrice(offer, family);
  const formId = `select-${useId().replace(/:/g, "")}`;
  // A real supplier's fare comes with the carrier's own name; the sandbox's codes are translated.
  // A real supplier may say how many bags, not their weight.
  const checkedBags = (bag: { pieces: number; kg: number }) =>
    bag.kg > 0 ? t("results.checkedBags", bag) : t("results.checkedBagsAnyWeight", { pieces: bag.pieces });
  const familyName = (f: { code: string; name?: string }) =>
    f.name ?? t(`results.families.${f.code}` as "results.families.ECONOMY_LIGHT");
  return (
    <article id={more.id} className={css.card} aria-label={offer.slices.map((s) => `${s.from}–${s.to}`).join(", ")}>
      <div className={css.slices}>
        {offer.slices.map((slice, i) => (
          <SliceSummary key={i} slice={slice} locale={locale} t={t} />
        ))}
      </div>
      <div className={css.tags}>
        {badges.length > 0 ? (
          <p className={css.badges}>
            {badges.map((b) => (
              <Badge
                key={b}
                tone={b === "cheapest" ? "success" : "brand"}
                icon={b === "fastest" ? "fast" : b === "best" ? "verified" : undefined}
              >
                {t(`results.badges.${b}`)}
              </Badge>
            ))}
          </p>
        ) : null}
        <p className={css.fare}>
          <Badge tone="neutral">{familyName(family)}</Badge>
          <Badge tone={family.refundability === "Refundable" ? "success" : "neutral"}>
            {t(`results.refundability.${family.refundability}`)}
          </Badge>
          <Badge tone="neutral" icon="bag">
            {family.checked.pieces > 0 ? checkedBags(family.checked) : t("results.noCheckedBag")}
          </Badge>
          {offer.seatsLeft < 10 ? (
            <Badge tone="warning">{t("results.seatsLeft", { count: offer.seatsLeft })}</Badge>
          ) : null}
        </p>
      </div>
      {/* Selecting posts to the results URL itself: an error answers there, with the search kept. */}
      <form method="post" action={selectAction} className={css.select} id={formId}>
        <ResendToken />
        <input type="hidden" name="offerId" value={offer.id} />
        <div className={css.priceBlock}>
          {members && member ? <Badge tone="success">{t("results.memberPrice")}</Badge> : null}
          <Price
            money={members && member ? members.perAdult : family.perPassenger.adult.total}
            locale={locale}
            caption={t("results.perAdult")}
            size="lg"
          />
          {shown.travellers > 1 ? (
            <span className={css.muted}>
              {t("results.totalFor", {
                price: formatMoney(members && member ? members.total : family.total, locale),
                count: shown.travellers,
              })}
            </span>
          ) : null}
          {members && member ? (
            <span className={css.muted}>
              {t("results.memberRegular", { price: formatMoney(family.perPassenger.adult.total, locale) })}
            </span>
          ) : null}
          {members && !member ? (
            <span className={css.muted}>
              {t("results.memberOffer", { price: formatMoney(members.perAdult, locale) })}
              {signIn ? (
                <>
                  {" "}
                  <a href={signIn}>{t("results.memberSignIn")}</a>
                </>
              ) : null}
            </span>
          ) : null}
        </div>
        <Button name="family" value={family.code} className={css.selectButton}>
          {t("results.select")}
        </Button>
      </form>
      {/* Fare options and flight details: on this page again when asked (in place with the script), never in
          every card of every search. */}
      {more.open ? (
        <section className={css.opened} aria-labelledby={`${more.id}-fares`}>
          <h3 id={`${more.id}-fares`} className={css.openedHeading}>
            {t("results.fareOptions")}
          </h3>
          <ul className={css.families}>
            {offer.families.map((f) => (
              <li key={f.code} className={css.family}>
                <strong>{familyName(f)}</strong>
                <span>{`${formatMoney(f.perPassenger.adult.total, locale)} ${t("results.perAdult")}`}</span>
                <span className={css.muted}>
                  {[
                    f.checked.pieces > 0 ? checkedBags(f.checked) : t("results.noCheckedBag"),
                    f.cabinBag.kg > 0
                      ? t("results.cabinBag", { pieces: f.cabinBag.pieces, kg: f.cabinBag.kg })
                      : t("results.cabinBagAnyWeight", { pieces: f.cabinBag.pieces }),
                    t(`results.changes.${f.changes}`),
                    t(`results.refundability.${f.refundability}`),
                  ].join(" · ")}
                </span>
                <Button variant="secondary" form={formId} name="family" value={f.code}>
                  {t("results.selectFamily", { family: familyName(f) })}
                </Button>
              </li>
            ))}
          </ul>
          <h3 className={css.openedHeading}>{t("results.details")}</h3>
          {offer.slices.map((slice, i) => (
            <Timeline key={i} items={details(slice, locale, t)} label={`${slice.from}–${slice.to}`} />
          ))}
          <a href={more.href} data-enhance="" className={css.moreLink}>
            {t("results.hideMore")}
          </a>
        </section>
      ) : (
        <a href={more.href} data-enhance="" className={`${css.more} ${css.moreLink}`}>
          {t("results.showMore")}
        </a>
      )}
    </article>
  );
}
