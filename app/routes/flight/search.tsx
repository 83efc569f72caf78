import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { z } from "zod";
import * as formsCss from "~/components/forms.css";
import { OfferCard } from "~/components/flights/offer-card";
import { FlightSearchForm } from "~/components/flights/search-form";
import { button, container, secondaryButton } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import { clockContext, envContext, localeContext, marketContext, memberContext, sessionContext } from "~/context";
import { ensureVisitorId, sessionStorageFor } from "~/domains/accounts/session.server";
import { startBooking } from "~/domains/bookings/lifecycle.server";
import type { Locale } from "~/i18n/locales";
import { bookingDeps, bookingPath } from "~/utils/booking-step.server";
import { airportCity, describeAirport } from "~/domains/flights/airports";
import { DEPART_WINDOWS, parseSearchParams, searchUrlParams, SORTS } from "~/domains/flights/search-query";
import { searchFlights } from "~/domains/flights/search.server";
import { flightSupplier } from "~/services.server";
import { formatMoney } from "~/domains/markets/markets";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import { PAGE_CACHE_HEADER } from "~/utils/page-cache.server";
import type { Route } from "./+types/search";
import * as css from "./search.css";

/** GET /flight/search: the URL is the search (README, agents). Errors re-render the form with the input kept. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { input, filters } = parseSearchParams(url.searchParams);
  const { locale } = context.get(localeContext);
  const { currency } = context.get(marketContext);
  const now = context.get(clockContext)();
  const outcome = await searchFlights(flightSupplier(context.get(envContext)), input, filters, currency, now);
  const t = getI18n(context).getFixedT(null, "flight");
  const first = outcome.kind === "results" ? outcome.airports[0] : undefined;
  const names = first ? { from: airportCity(first.from, locale), to: airportCity(first.to, locale) } : null;
  const meta =
    outcome.kind === "results" && names
      ? {
          title: t("meta.resultsTitle", names),
          description: t("meta.resultsDescription", { ...names, count: outcome.matching }),
        }
      : {
          title: t(outcome.kind === "resolve" ? "meta.resolveTitle" : "meta.title"),
          description: t("meta.description"),
        };
  const status = outcome.kind === "invalid" ? 400 : outcome.kind === "unavailable" ? 503 : 200;
  const payload = {
    input,
    filters,
    outcome,
    locale,
    currency,
    today: now.toISOString().slice(0, 10),
    search: searchUrlParams(input).toString(),
    names,
    meta,
  };
  return data(payload, { status });
}

const SelectFareSchema = z.object({
  offerId: z.string().min(10).max(4000),
  family: z.string().regex(/^[A-Z_]{2,40}$/),
  acceptedTotal: z.coerce.number().int().min(0).optional(),
});

/**
 * Selecting a fare (issue 4, item 5): price it again, hold the seats and open the booking. A failure answers
 * on this same results URL with the search kept; a changed price asks to be accepted first.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = SelectFareSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ select: { kind: "unavailable" as const } }, { status: 400 });
  const session = context.get(sessionContext);
  const visitorId = ensureVisitorId(session);
  const url = new URL(request.url);
  const result = await startBooking(bookingDeps(context), {
    visitorId,
    memberId: context.get(memberContext)?.id ?? null,
    offerId: parsed.data.offerId,
    familyCode: parsed.data.family,
    acceptedTotal: parsed.data.acceptedTotal ?? null,
    search: url.searchParams.toString(),
    locale: context.get(localeContext).locale,
    market: context.get(marketContext),
  });
  if (result.kind === "started") {
    const storage = sessionStorageFor(context.get(envContext).SESSION_SECRET);
    return redirect(bookingPath(context, result.bookingId, "travellers"), {
      headers: { "Set-Cookie": await storage.commitSession(session) },
    });
  }
  if (result.kind === "price_changed") {
    return data({ select: { ...result, offerId: parsed.data.offerId, family: parsed.data.family } }, { status: 409 });
  }
  return data({ select: { kind: "unavailable" as const } }, { status: 409 });
}

/**
 * The same results page serves everyone who runs this search for a minute (docs/decisions/007-page-cache.md):
 * the supplier's answer is itself reused for two (search.server.ts), and selecting a fare prices it again.
 */
export const headers: Route.HeadersFunction = () => ({ [PAGE_CACHE_HEADER]: String(RESULTS_PAGE_SECONDS) });
const RESULTS_PAGE_SECONDS = 60;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

function SelectOutcome({ outcome, locale, action }: { outcome: SelectResult; locale: Locale; action: string }) {
  const { t } = useTranslation("flight");
  if (outcome.kind === "unavailable") {
    return (
      <p role="alert" className={formsCss.summary}>
        {t("errors.unableToSelect")}
      </p>
    );
  }
  const prices = { old: formatMoney(outcome.previous, locale), new: formatMoney(outcome.current, locale) };
  return (
    <section role="alert" aria-labelledby="price-change-heading" className={css.priceChange}>
      <h2 id="price-change-heading">{t("priceChange.title")}</h2>
      <p>{t("priceChange.body", prices)}</p>
      <form method="post" action={action}>
        <input type="hidden" name="offerId" value={outcome.offerId} />
        <input type="hidden" name="family" value={outcome.family} />
        <input type="hidden" name="acceptedTotal" value={outcome.current.amount} />
        <button type="submit" className={button}>
          {t("priceChange.accept", { price: prices.new })}
        </button>{" "}
        <Link to={action}>{t("priceChange.back")}</Link>
      </form>
    </section>
  );
}

type SelectResult = NonNullable<Route.ComponentProps["actionData"]>["select"];

export default function FlightSearch({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("flight");
  const localePath = useLocalePath();
  const { input, filters, outcome, locale, currency, today, search, names } = loaderData;
  const withParams = (params: URLSearchParams) => `${localePath("/flight/search")}?${params.toString()}`;

  if (outcome.kind === "invalid" || outcome.kind === "unavailable") {
    return (
      <div className={`${container} ${css.layout}`}>
        {outcome.kind === "unavailable" ? <p role="alert">{t("errors.unavailable")}</p> : null}
        <FlightSearchForm
          input={input}
          errors={outcome.kind === "invalid" ? outcome.errors : {}}
          locale={locale}
          today={today}
        />
      </div>
    );
  }

  if (outcome.kind === "resolve") {
    const params = new URLSearchParams(search);
    return (
      <div className={`${container} ${css.layout}`}>
        <h1>{t("resolve.heading")}</h1>
        <form method="get" action={localePath("/flight/search")}>
          {[...params.entries()]
            .filter(([key]) => key !== "from" && key !== "to")
            .map(([key, value], i) => (
              <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
            ))}
          {input.legs.flatMap((leg, i) =>
            (["from", "to"] as const).map((field) => {
              const question = outcome.questions.find((q) => q.field === `${field}.${i}`);
              const value = field === "from" ? leg.from : leg.to;
              if (!question) return <input key={`${field}.${i}`} type="hidden" name={field} value={value} />;
              return (
                <fieldset key={`${field}.${i}`}>
                  <legend>{t("resolve.question", { text: question.text })}</legend>
                  {question.options.map((airport, n) => {
                    const a = describeAirport(airport, locale);
                    return (
                      <label key={a.code}>
                        <input type="radio" name={field} value={a.code} defaultChecked={n === 0} required /> {a.name} (
                        {a.code}), {a.city}, {a.countryName}
                        <br />
                      </label>
                    );
                  })}
                </fieldset>
              );
            }),
          )}
          <button type="submit" className={button}>
            {t("resolve.submit")}
          </button>
        </form>
      </div>
    );
  }

  const dayFormat = new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  const travellers = input.adults + input.children + input.infants;
  const clearFilters = searchUrlParams(input);
  const sortLink = (sort: (typeof SORTS)[number]) => withParams(searchUrlParams(input, { ...filters, sort, page: 1 }));
  const selectAction = withParams(searchUrlParams(input, filters));
  return (
    <div className={`${container} ${css.layout}`}>
      <header>
        <h1>{input.trip === "multicity" || !names ? t("results.headingMulticity") : t("results.heading", names)}</h1>
        <p>{t("results.summary", { count: outcome.matching, travellers, cabin: t(`cabins.${input.cabin}`) })}</p>
        {actionData ? <SelectOutcome outcome={actionData.select} locale={locale} action={selectAction} /> : null}
        <details>
          <summary>{t("results.modify")}</summary>
          <FlightSearchForm input={input} locale={locale} today={today} />
        </details>
      </header>

      {outcome.calendar ? (
        <section aria-labelledby="calendar-heading">
          <h2 id="calendar-heading">{t("results.calendar")}</h2>
          <ul className={css.calendar}>
            {outcome.calendar.map((day) => {
              const label = dayFormat.format(new Date(`${day.date}T00:00:00Z`));
              const current = day.date === input.legs[0]?.depart;
              return (
                <li key={day.date}>
                  {day.cheapest ? (
                    <Link
                      className={css.day}
                      to={`${localePath("/flight/search")}?${day.params}`}
                      aria-current={current ? "date" : undefined}
                    >
                      <span>{label}</span>
                      <strong>{t("results.calendarCheapest", { price: formatMoney(day.cheapest, locale) })}</strong>
                    </Link>
                  ) : (
                    <span className={css.day}>
                      <span>{label}</span>
                      <span>{t("results.notAvailable")}</span>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <nav aria-label={t("results.sort")}>
        <ul className={css.sorts}>
          <li>{t("results.sort")}:</li>
          {SORTS.map((sort) => (
            <li key={sort}>
              <Link to={sortLink(sort)} aria-current={filters.sort === sort ? "page" : undefined}>
                {t(`results.sorts.${sort}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <form method="get" action={localePath("/flight/search")} aria-label={t("results.filters")}>
        {[...new URLSearchParams(search).entries()].map(([key, value], i) => (
          <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
        ))}
        <input type="hidden" name="sort" value={filters.sort} />
        <div className={css.filters}>
          <fieldset className={css.fieldset}>
            <legend>{t("results.stops")}</legend>
            {(["0", "1", "2"] as const).map((n) => (
              <label key={n}>
                <input type="checkbox" name="stops" value={n} defaultChecked={filters.stops.includes(Number(n))} />{" "}
                {t(`results.stopOptions.${n}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className={css.fieldset}>
            <legend>{t("results.departWindow")}</legend>
            {DEPART_WINDOWS.map((w) => (
              <label key={w}>
                <input
                  type="checkbox"
                  name="departWindow"
                  value={w}
                  defaultChecked={filters.departWindow.includes(w)}
                />{" "}
                {t(`results.windows.${w}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className={css.fieldset}>
            <legend>{t("results.airlines")}</legend>
            {outcome.airlines.map((airline) => (
              <label key={airline.code}>
                <input
                  type="checkbox"
                  name="airlines"
                  value={airline.code}
                  defaultChecked={filters.airlines.includes(airline.code)}
                />{" "}
                {airline.name}
              </label>
            ))}
          </fieldset>
          <fieldset className={css.fieldset}>
            <legend>{t("results.filters")}</legend>
            <label>
              <input type="checkbox" name="bags" value="1" defaultChecked={filters.bags} /> {t("results.bags")}
            </label>
            <label>
              <input type="checkbox" name="refundable" value="1" defaultChecked={filters.refundable} />{" "}
              {t("results.refundable")}
            </label>
            <label>
              {t("results.maxPrice", { currency })}{" "}
              <input
                type="number"
                name="maxPrice"
                min={1}
                step={1}
                className={css.priceInput}
                defaultValue={filters.maxPrice ?? ""}
              />
            </label>
          </fieldset>
        </div>
        <button type="submit" className={secondaryButton}>
          {t("results.apply")}
        </button>
      </form>

      <section aria-labelledby="offers-heading">
        <h2 id="offers-heading">
          {t("results.summary", { count: outcome.matching, travellers, cabin: t(`cabins.${input.cabin}`) })}
        </h2>
        {outcome.unfiltered === 0 ? (
          <p role="status">{t("results.noResults")}</p>
        ) : outcome.matching === 0 ? (
          <p role="status">
            {t("results.tooManyFilters")} <Link to={withParams(clearFilters)}>{t("results.clearFilters")}</Link>
          </p>
        ) : (
          <ol className={css.offers}>
            {outcome.offers.map((shown) => (
              <li key={shown.offer.id}>
                <OfferCard shown={shown} locale={locale} selectAction={selectAction} />
              </li>
            ))}
          </ol>
        )}
        {outcome.hasMore ? (
          <p>
            <Link to={withParams(searchUrlParams(input, { ...filters, page: filters.page + 1 }))}>
              {t("results.more")}
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
