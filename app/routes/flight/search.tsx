import type { RouteHandle } from "~/utils/route-handle";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Link, redirect, useLoaderData } from "react-router";
import { z } from "zod";
import * as formsCss from "~/components/forms.css";
import { OfferCard } from "~/components/flights/offer-card";
import { FlightSearchForm } from "~/components/flights/search-form";
import { container, visuallyHidden } from "~/components/layout.css";
import { AirlineLogo } from "~/components/ui/airline-logo";
import { Button, buttonClass } from "~/components/ui/button";
import { Chip, ChipList } from "~/components/ui/chip";
import { EmptyState } from "~/components/ui/empty-state";
import { Icon } from "~/components/ui/icon";
import { Sheet } from "~/components/ui/sheet";
import { emptyActions } from "~/components/ui/ui.css";
import { useLocalePath } from "~/components/locale-link";
import {
  clockContext,
  dbContext,
  envContext,
  executionContext,
  localeContext,
  marketContext,
  memberContext,
  sessionContext,
} from "~/context";
import { ensureVisitorId, sessionStorageFor } from "~/domains/accounts/session.server";
import { startBooking } from "~/domains/bookings/lifecycle.server";
import { type Locale, withLocalePrefix } from "~/i18n/locales";
import { bookingDeps, bookingPath } from "~/utils/booking-step.server";
import { airportCity, describeAirport, getAirport } from "~/domains/flights/airports";
import {
  DEPART_WINDOWS,
  openOfferOf,
  parseSearchParams,
  searchUrlParams,
  SORTS,
  untidySearchQuery,
  validateSearch,
} from "~/domains/flights/search-query";
import { searchFlights, SUPPLIER_WAIT_MS } from "~/domains/flights/search.server";
import { offerKey } from "~/domains/flights/results";
import { flightSupplier } from "~/services.server";
import { formatMoney, minorUnits } from "~/domains/markets/markets";
import { localDate } from "~/lib/format-time";
import { addDays } from "~/lib/time";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import { PAGE_CACHE_HEADER } from "~/utils/page-cache.server";
import { SubscriptionForm } from "~/components/subscribe-form";
import { Alert } from "~/components/ui/alert";
import type { Route } from "./+types/search";
import { JsonLd } from "~/components/json-ld";
import { itemListData } from "~/components/structured-data";
import * as css from "./search.css";
import { inventoryCapacity } from "~/domains/suppliers/capacity.server";
import { tagForAgent } from "~/utils/agent.server";
import { ResendToken } from "~/components/forms";

/** Seconds before a "still searching" page asks again (only that page refreshes itself). */
const SEARCHING_REFRESH_SECONDS = 2;

/** GET /flight/search: the URL is the search (docs/urls.md). Errors re-render the form with the input kept. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { input, filters } = parseSearchParams(url.searchParams);
  const now = context.get(clockContext)();
  const tidy = untidySearchQuery(url.searchParams);
  if (tidy !== null && Object.keys(validateSearch(input, now.toISOString().slice(0, 10))).length === 0) {
    throw redirect(`${url.pathname}?${tidy}`);
  }
  const { locale } = context.get(localeContext);
  const { currency } = context.get(marketContext);
  const env = context.get(envContext);
  // A slow supplier gets the page's shell and a "still searching" note that refreshes itself.
  const ctx = context.get(executionContext);
  const outcome = await searchFlights(
    flightSupplier(env),
    input,
    filters,
    currency,
    now,
    inventoryCapacity(env.INVENTORY, context.get(dbContext)),
    { ms: SUPPLIER_WAIT_MS, keep: (search) => ctx.waitUntil(search) },
  );
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
          title: t(
            outcome.kind === "resolve"
              ? "meta.resolveTitle"
              : outcome.kind === "searching"
                ? "results.searching.title"
                : "meta.title",
          ),
          description: t("meta.description"),
        };
  const status = outcome.kind === "invalid" ? 400 : outcome.kind === "unavailable" ? 503 : 200;
  const payload = {
    // The flights shown, in the page's order: each its airline, flight numbers and times, outbound first.
    structured:
      outcome.kind === "results"
        ? itemListData(
            outcome.offers.map(({ offer }) => ({
              name: offer.slices
                .map((slice) => {
                  const [first] = slice.segments;
                  const last = slice.segments.at(-1);
                  const numbers = slice.segments.map((seg) => seg.flightNumber).join(", ");
                  return `${first?.carrier.name ?? ""} ${numbers}: ${slice.from} ${first?.departLocal.slice(11, 16) ?? ""} → ${slice.to} ${last?.arriveLocal.slice(11, 16) ?? ""}`;
                })
                .join(" · "),
            })),
          )
        : null,
    input,
    filters,
    open: openOfferOf(url.searchParams),
    outcome,
    locale,
    currency,
    today: now.toISOString().slice(0, 10),
    search: searchUrlParams(input).toString(),
    names,
    meta,
    // Members' prices (decision 015): a member sees them; a visitor (whose page may be cached for every visitor) is offered to
    // sign in for them.
    member: context.get(memberContext) !== null,
    signIn: `${withLocalePrefix(context.get(localeContext).prefix, "/account/sign-in")}?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`,
  };
  // Still searching: never kept by the page cache, and asked again in a moment (the HTTP Refresh header, as a meta
  // refresh would do without JavaScript: axe's meta-refresh rule refuses the tag; the page also links to itself).
  const searching = { "Cache-Control": "no-store", Refresh: String(SEARCHING_REFRESH_SECONDS) };
  return data(payload, { status, headers: outcome.kind === "searching" ? searching : {} });
}

const SelectFareSchema = z.object({
  offerId: z.string().min(10).max(4000),
  // A sandbox fare's code ("ECONOMY_FLEX") or a real supplier's ("off_…" with its total: decision 020).
  family: z.string().regex(/^[A-Za-z0-9_.~-]{2,80}$/),
  acceptedTotal: z.coerce.number().int().min(0).optional(),
});

/**
 * Selecting a fare (product rules §3): price it again, hold the seats and open the booking. A failure answers
 * on this same results URL with the search kept; a changed price asks to be accepted first.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseWithZod(await request.formData(), { schema: SelectFareSchema });
  if (parsed.status !== "success") return data({ select: { kind: "unavailable" as const } }, { status: 400 });
  const session = context.get(sessionContext);
  const visitorId = ensureVisitorId(session);
  const url = new URL(request.url);
  const result = await startBooking(bookingDeps(context), {
    visitorId,
    memberId: context.get(memberContext)?.id ?? null,
    offerId: parsed.value.offerId,
    familyCode: parsed.value.family,
    acceptedTotal: parsed.value.acceptedTotal ?? null,
    search: url.searchParams.toString(),
    locale: context.get(localeContext).locale,
    market: context.get(marketContext),
  });
  if (result.kind === "started") {
    await tagForAgent(context, result.bookingId);
    const storage = sessionStorageFor(context.get(envContext).SESSION_SECRET);
    return redirect(bookingPath(context, result.bookingId, "travellers"), {
      headers: { "Set-Cookie": await storage.commitSession(session) },
    });
  }
  if (result.kind === "price_changed") {
    return data({ select: { ...result, offerId: parsed.value.offerId, family: parsed.value.family } }, { status: 409 });
  }
  return data({ select: { kind: "unavailable" as const } }, { status: 409 });
}

/**
 * The same results page serves everyone who runs this search for a minute (docs/decisions/007-page-cache.md):
 * the supplier's answer is itself reused for two (search.server.ts), and selecting a fare prices it again.
 */
export const headers: Route.HeadersFunction = ({ loaderHeaders }): Record<string, string> =>
  loaderHeaders.get("Cache-Control") === "no-store"
    ? { "Cache-Control": "no-store", Refresh: loaderHeaders.get("Refresh") ?? "" }
    : { [PAGE_CACHE_HEADER]: String(RESULTS_PAGE_SECONDS) };
const RESULTS_PAGE_SECONDS = 60;

/** Results: followed, never indexed, and no canonical of their own (each is one query's supplier search). */
export const handle: RouteHandle = { noindex: true };

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
        <ResendToken />
        <input type="hidden" name="offerId" value={outcome.offerId} />
        <input type="hidden" name="family" value={outcome.family} />
        <input type="hidden" name="acceptedTotal" value={outcome.current.amount} />
        <Button>{t("priceChange.accept", { price: prices.new })}</Button>{" "}
        <Link to={action}>{t("priceChange.back")}</Link>
      </form>
    </section>
  );
}

type SelectResult = NonNullable<Route.ComponentProps["actionData"]>["select"];

export default function FlightSearch({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("flight");
  const localePath = useLocalePath();
  const { input, filters, outcome, locale, today, search, names, open } = loaderData;
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
          editAction={localePath("/flight")}
          headingLevel={1}
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
          <Button>{t("resolve.submit")}</Button>
        </form>
      </div>
    );
  }

  if (outcome.kind === "searching") {
    return (
      <div className={`${container} ${css.layout}`}>
        <h1>{names ? t("results.heading", names) : t("results.headingMulticity")}</h1>
        <Alert tone="info" live="status">
          {t("results.searching.text")}
        </Alert>
        <p>
          <Link to={withParams(searchUrlParams(input, filters))}>{t("results.searching.again")}</Link>
        </p>
      </div>
    );
  }

  const travellers = input.adults + input.children + input.infants;
  const selectAction = withParams(searchUrlParams(input, filters));
  const summary = t("results.summary", {
    flights: t("results.flightsCount", { count: outcome.matching }),
    travellers: t("results.travellersCount", { count: travellers }),
    cabin: t(`cabins.${input.cabin}`),
  });
  const badgesFor = (id: string) =>
    (["best", "cheapest", "fastest"] as const).filter((badge) => outcome.badges[badge] === id);
  const depart = input.legs[0]?.depart ?? today;
  return (
    <div className={`${container} ${css.layout}`}>
      {loaderData.structured ? <JsonLd data={loaderData.structured} /> : null}
      <header className={css.summaryBar}>
        <div className={css.summaryText}>
          <h1 className={css.heading}>
            {input.trip === "multicity" || !names ? t("results.headingMulticity") : t("results.heading", names)}
          </h1>
          <p className={css.muted}>
            {[
              localDate(depart, locale, "short"),
              input.trip === "return" && input.returnDate ? localDate(input.returnDate, locale, "short") : null,
              t("results.travellersCount", { count: travellers }),
              t(`cabins.${input.cabin}`),
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </div>
        <Sheet
          outlined
          titleId="modify-heading"
          trigger={
            <>
              <Icon name="search" />
              {t("results.modify")}
            </>
          }
        >
          <FlightSearchForm
            input={input}
            locale={locale}
            today={today}
            editAction={localePath("/flight")}
            showHeading={false}
            suggestions={false}
          />
        </Sheet>
      </header>
      {filters.notice ? (
        <Alert tone="warning" live="status">
          {t(`results.notices.${filters.notice}`)}
        </Alert>
      ) : null}
      {actionData ? <SelectOutcome outcome={actionData.select} locale={locale} action={selectAction} /> : null}

      {outcome.unfiltered === 0 ? (
        <NoFlights outcome={outcome} current={depart} />
      ) : (
        <div className={css.columns}>
          {outcome.calendar ? <FareCalendar days={outcome.calendar} current={depart} /> : null}
          <ResultsToolbar outcome={outcome} />
          <section aria-labelledby="offers-heading" className={css.offersSection}>
            <h2 id="offers-heading" className={css.count} aria-live="polite">
              {summary}
            </h2>
            {outcome.matching === 0 ? (
              <EmptyState
                icon="filters"
                heading={t("results.tooManyFilters")}
                actions={[
                  // Nothing lands by the day asked for (a holiday's first day): the same trip a day earlier.
                  ...(filters.arriveBy && input.legs[0]
                    ? [
                        <Link
                          key="earlier"
                          to={withParams(
                            searchUrlParams(
                              {
                                ...input,
                                legs: [
                                  { ...input.legs[0], depart: addDays(input.legs[0].depart, -1) },
                                  ...input.legs.slice(1),
                                ],
                              },
                              filters,
                            ),
                          )}
                          className={buttonClass()}
                        >
                          {t("results.leaveDayBefore", {
                            date: localDate(addDays(input.legs[0].depart, -1), locale, "medium"),
                          })}
                        </Link>,
                      ]
                    : []),
                  <Link key="clear" to={withParams(searchUrlParams(input))} className={buttonClass("secondary")}>
                    {t("results.clearFilters")}
                  </Link>,
                ]}
              />
            ) : (
              <ol className={css.offers}>
                {outcome.offers.map((shown) => {
                  const key = offerKey(shown.offer);
                  // Its fare options and flight details, on this page again (in place with the script), at the card.
                  const more = `${selectAction}${open === key ? "" : `&open=${key}`}#offer-${key}`;
                  return (
                    <li key={shown.offer.id}>
                      <OfferCard
                        t={t}
                        shown={shown}
                        locale={locale}
                        member={loaderData.member}
                        signIn={loaderData.signIn}
                        selectAction={selectAction}
                        badges={badgesFor(shown.offer.id)}
                        more={{ id: `offer-${key}`, open: open === key, href: more }}
                      />
                    </li>
                  );
                })}
              </ol>
            )}
            {outcome.hasMore ? (
              <p>
                <Link
                  to={withParams(searchUrlParams(input, { ...filters, page: filters.page + 1 }))}
                  className={buttonClass("secondary", { block: true })}
                >
                  {t("results.more")}
                </Link>
              </p>
            ) : null}
            {outcome.matching > 0 ? (
              <SubscriptionForm
                kind="price_watch"
                search={searchUrlParams(input).toString()}
                from={`/flight/search?${searchUrlParams(input, filters)}`}
              />
            ) : null}
          </section>
        </div>
      )}
    </div>
  );
}

type Results = Extract<Route.ComponentProps["loaderData"]["outcome"], { kind: "results" }>;

/** The ±3-day fares: a row that scrolls inside itself, never the page. */
function FareCalendar({ days, current }: { days: NonNullable<Results["calendar"]>; current: string }) {
  const { t } = useTranslation("flight");
  const localePath = useLocalePath();
  const { locale } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="calendar-heading" className={css.calendarSection}>
      <h2 id="calendar-heading" className={css.subheading}>
        {t("results.calendar")}
      </h2>
      <ul className={css.calendar}>
        {days.map((day) => {
          const label = localDate(day.date, locale, "short");
          return (
            <li key={day.date}>
              {day.cheapest ? (
                <Link
                  className={css.day}
                  to={`${localePath("/flight/search")}?${day.params}`}
                  aria-current={day.date === current ? "date" : undefined}
                >
                  <span>{label}</span>
                  <strong>{formatMoney(day.cheapest, locale)}</strong>
                </Link>
              ) : (
                <span className={`${css.day} ${css.dayOff}`}>
                  <span>{label}</span>
                  <span>{t("results.notAvailable")}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Nothing flies: the spec's message first, then nearby airports and other dates. */
function NoFlights({ outcome, current }: { outcome: Results; current: string }) {
  const { t } = useTranslation("flight");
  const localePath = useLocalePath();
  const { locale } = useLoaderData<typeof loader>();
  const search = (params: string) => `${localePath("/flight/search")}?${params}`;
  const otherDays = (outcome.calendar ?? []).filter((d) => d.cheapest && d.date !== current);
  return (
    <EmptyState heading={t("results.noResults")}>
      <p>{t("results.noResultsHelp")}</p>
      {outcome.alternatives.length > 0 ? (
        <nav aria-label={t("results.nearby")} className={css.suggestions}>
          <h3 className={css.subheading}>{t("results.nearby")}</h3>
          <ul className={emptyActions}>
            {outcome.alternatives.map((a) => (
              <li key={a.params}>
                <Link to={search(a.params)} className={buttonClass("secondary")}>
                  {t("results.tryRoute", { from: airportCityName(a.from, locale), to: airportCityName(a.to, locale) })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {otherDays.length > 0 ? (
        <nav aria-label={t("results.otherDates")} className={css.suggestions}>
          <h3 className={css.subheading}>{t("results.otherDates")}</h3>
          <ul className={emptyActions}>
            {otherDays.map((d) => (
              <li key={d.date}>
                <Link to={search(d.params)} className={buttonClass("secondary")}>
                  {localDate(d.date, locale, "short")}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </EmptyState>
  );
}

/**
 * Filters and sort behind two buttons (a sheet each, no JavaScript), and a chip for each active filter that
 * removes it: the first flight is on the first screen of a phone.
 */
function ResultsToolbar({ outcome }: { outcome: Results }) {
  const { t } = useTranslation("flight");
  const localePath = useLocalePath();
  const { input, filters, search, locale, currency } = useLoaderData<typeof loader>();
  const withParams = (params: URLSearchParams) => `${localePath("/flight/search")}?${params.toString()}`;
  const without = (change: Partial<typeof filters>) =>
    withParams(searchUrlParams(input, { ...filters, ...change, page: 1, notice: undefined }));
  const chips: Array<{ label: string; to: string }> = [
    ...filters.stops.map((n) => ({
      label: t(`results.stopOptions.${String(n) as "0"}`),
      to: without({ stops: filters.stops.filter((s) => s !== n) }),
    })),
    ...filters.departWindow.map((w) => ({
      label: `${t("results.departWindow")}: ${t(`results.windows.${w}`)}`,
      to: without({ departWindow: filters.departWindow.filter((x) => x !== w) }),
    })),
    ...filters.arriveWindow.map((w) => ({
      label: `${t("results.arriveWindow")}: ${t(`results.windows.${w}`)}`,
      to: without({ arriveWindow: filters.arriveWindow.filter((x) => x !== w) }),
    })),
    ...(filters.maxDuration
      ? [{ label: t("results.upToHours", { count: filters.maxDuration }), to: without({ maxDuration: null }) }]
      : []),
    ...filters.layovers.map((code) => ({
      label: `${t("results.layoverAirports")} ${code}`,
      to: without({ layovers: filters.layovers.filter((x) => x !== code) }),
    })),
    ...filters.airlines.map((code) => ({
      label: outcome.airlines.find((a) => a.code === code)?.name ?? code,
      to: without({ airlines: filters.airlines.filter((x) => x !== code) }),
    })),
    ...(filters.arriveBy
      ? [
          {
            label: t("results.arriveByChip", { date: localDate(filters.arriveBy, locale, "medium") }),
            to: without({ arriveBy: null }),
          },
        ]
      : []),
    ...(filters.bags ? [{ label: t("results.bags"), to: without({ bags: false }) }] : []),
    ...(filters.refundable ? [{ label: t("results.refundable"), to: without({ refundable: false }) }] : []),
    ...(filters.maxPrice
      ? [
          {
            label: t("results.maxPriceChip", {
              price: formatMoney({ amount: filters.maxPrice * 10 ** minorUnits(currency), currency }, locale),
            }),
            to: without({ maxPrice: null }),
          },
        ]
      : []),
  ];
  const hours = Array.from(
    { length: Math.max(0, Math.ceil(outcome.longestHours / 2) - 1) },
    (_, i) => (i + 1) * 2,
  ).filter((h) => h < outcome.longestHours);
  const check = (name: string, value: string, checked: boolean, label: string) => (
    <label key={value} className={css.option}>
      <input type="checkbox" name={name} value={value} defaultChecked={checked} /> {label}
    </label>
  );
  return (
    <div className={css.toolbar}>
      <div className={css.toolbarButtons}>
        <Sheet
          outlined
          side
          className={css.filtersSheet}
          align="start"
          titleId="filters-heading"
          title={t("results.filters")}
          trigger={
            <>
              <Icon name="filters" />
              {t("results.filtersCount", { active: chips.length })}
            </>
          }
        >
          {/* With the enhancement script, a filter applies as it changes, in place (decision 025); Apply without. */}
          <form
            method="get"
            action={localePath("/flight/search")}
            aria-labelledby="filters-heading"
            className={css.filterForm}
            data-enhance=""
            data-enhance-live=""
          >
            {[...new URLSearchParams(search).entries()].map(([key, value], i) => (
              <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
            ))}
            {filters.sort !== "recommended" ? <input type="hidden" name="sort" value={filters.sort} /> : null}
            {filters.arriveBy ? <input type="hidden" name="arriveBy" value={filters.arriveBy} /> : null}
            <fieldset className={css.fieldset}>
              <legend className={css.legend}>{t("results.stops")}</legend>
              {(["0", "1", "2"] as const).map((n) =>
                check("stops", n, filters.stops.includes(Number(n)), t(`results.stopOptions.${n}`)),
              )}
            </fieldset>
            <fieldset className={css.fieldset}>
              <legend className={css.legend}>{t("results.departWindow")}</legend>
              {DEPART_WINDOWS.map((w) =>
                check("departWindow", w, filters.departWindow.includes(w), t(`results.windows.${w}`)),
              )}
            </fieldset>
            <fieldset className={css.fieldset}>
              <legend className={css.legend}>{t("results.arriveWindow")}</legend>
              {DEPART_WINDOWS.map((w) =>
                check("arriveWindow", w, filters.arriveWindow.includes(w), t(`results.windows.${w}`)),
              )}
            </fieldset>
            {hours.length > 0 ? (
              <div className={css.fieldset}>
                <label htmlFor="maxDuration" className={css.legend}>
                  {t("results.maxDuration")}
                </label>
                <select
                  id="maxDuration"
                  name="maxDuration"
                  defaultValue={filters.maxDuration ?? ""}
                  className={formsCss.input}
                >
                  <option value="">{t("results.anyDuration")}</option>
                  {hours.map((h) => (
                    <option key={h} value={h}>
                      {t("results.upToHours", { count: h })}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            {outcome.layoverAirports.length > 0 ? (
              <fieldset className={css.fieldset}>
                <legend className={css.legend}>{t("results.layoverAirports")}</legend>
                {outcome.layoverAirports.map((code) =>
                  check(
                    "layovers",
                    code,
                    filters.layovers.includes(code),
                    `${airportCityName(code, locale)} (${code})`,
                  ),
                )}
              </fieldset>
            ) : null}
            <fieldset className={css.fieldset}>
              <legend className={css.legend}>{t("results.airlines")}</legend>
              {outcome.airlines.map((airline) => (
                <label key={airline.code} className={css.option}>
                  <input
                    type="checkbox"
                    name="airlines"
                    value={airline.code}
                    defaultChecked={filters.airlines.includes(airline.code)}
                  />{" "}
                  <AirlineLogo code={airline.code} name={airline.name} size={20} />
                </label>
              ))}
            </fieldset>
            <fieldset className={css.fieldset}>
              <legend className={css.legend}>{t("results.fareRules")}</legend>
              {check("bags", "1", filters.bags, t("results.bags"))}
              {check("refundable", "1", filters.refundable, t("results.refundable"))}
              <label className={css.legend} htmlFor="maxPrice">
                {t("results.maxPrice", { currency })}
              </label>
              <input
                id="maxPrice"
                type="number"
                name="maxPrice"
                inputMode="numeric"
                min={1}
                step={1}
                className={formsCss.input}
                defaultValue={filters.maxPrice ?? ""}
              />
            </fieldset>
            <div className={css.filterActions}>
              <Button>{t("results.apply")}</Button>
              {chips.length > 0 ? (
                <Link
                  to={withParams(searchUrlParams(input, { sort: filters.sort }))}
                  className={buttonClass("ghost")}
                  data-enhance=""
                >
                  {t("results.clearAll")}
                </Link>
              ) : null}
            </div>
          </form>
        </Sheet>
        <Sheet
          outlined
          titleId="sort-heading"
          title={t("results.sort")}
          trigger={
            <>
              <Icon name="sort" />
              <span className={visuallyHidden}>
                {t("results.sortTrigger", { label: t("results.sort"), value: "" }).trimEnd()}{" "}
              </span>
              {t(`results.sorts.${filters.sort}`)}
            </>
          }
        >
          <nav aria-labelledby="sort-heading">
            <ul className={css.sortList}>
              {SORTS.map((sort) => (
                <li key={sort}>
                  <Link
                    to={without({ sort })}
                    aria-current={filters.sort === sort ? "page" : undefined}
                    className={css.sortLink}
                    data-enhance=""
                  >
                    {filters.sort === sort ? <Icon name="check" /> : null}
                    {t(`results.sorts.${sort}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Sheet>
      </div>
      {chips.length > 0 ? (
        <ChipList label={t("results.activeFilters")}>
          {chips.map((chip) => (
            <Chip
              key={chip.to + chip.label}
              to={chip.to}
              removeLabel={t("results.removeFilter", { filter: chip.label })}
            >
              {chip.label}
            </Chip>
          ))}
        </ChipList>
      ) : null}
    </div>
  );
}

function airportCityName(code: string, locale: Locale): string {
  const airport = getAirport(code);
  return airport ? airportCity(airport, locale) : code;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
