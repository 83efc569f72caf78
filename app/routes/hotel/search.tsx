import type { RouteHandle } from "~/utils/route-handle";
import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { StayMap } from "~/components/hotels/stay-map";
import { StaySearchForm } from "~/components/hotels/stay-search-form";
import * as css from "~/components/hotels/stay.css";
import { container } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { Chip, ChipList } from "~/components/ui/chip";
import { EmptyState } from "~/components/ui/empty-state";
import { Sheet } from "~/components/ui/sheet";
import { clockContext, dataSaverContext, envContext, localeContext, marketContext } from "~/context";
import { stayMap, type StayListing } from "~/domains/hotels/search.server";
import { hotelCities } from "~/domains/hotels/destinations";
import {
  DISTANCES_KM,
  guestCount,
  parseStayParams,
  STAY_SORTS,
  type StayErrors,
  type StayFilters,
  type StayInput,
  stayNights,
  stayUrlParams,
  untidyStayQuery,
  validateStay,
} from "~/domains/hotels/stay-query";
import { AMENITIES, photoSources, PROPERTY_TYPES } from "~/domains/hotels/supplier";
import { formatMoney } from "~/domains/markets/markets";
import { getI18n } from "~/i18n/i18next.server";
import type { Locale } from "~/i18n/locales";
import { metaTags } from "~/i18n/meta";
import { mapTiles } from "~/domains/suppliers/map-tiles";
import { localDate } from "~/lib/format-time";
import { staySearch } from "~/utils/stays.server";
import type { Route } from "./+types/search";
import { withLocalePrefix } from "~/i18n/locales";
import { JsonLd } from "~/components/json-ld";
import { itemListData } from "~/components/structured-data";

/** Photos the first screen shows load at once; the others when scrolled to. */
const EAGER_PHOTOS = 2;
/** A listing's photo's width (stay.css.ts `listing`): 6.5rem beside its facts on a phone, 12rem in a roomy column. */
const LISTING_PHOTO_SIZES = "(min-width: 44rem) 12rem, 6.5rem";

/**
 * GET /hotel/search (product rules §2, hotel search and listing): the URL is the search (docs/urls.md). A search that
 * cannot run re-renders the form with its messages and the input kept; one posted by the form's fields redirects to
 * its clean URL.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const now = context.get(clockContext)();
  const today = now.toISOString().slice(0, 10);
  const { locale } = context.get(localeContext);
  const t = getI18n(context).getFixedT(null, "hotel");
  const { input, filters } = parseStayParams(url.searchParams);
  const cities = hotelCities(locale);
  const invalid = (errors: StayErrors) =>
    data(
      {
        kind: "invalid" as const,
        input,
        errors,
        today,
        cities,
        meta: { title: t("meta.title"), description: t("meta.description") },
      },
      { status: 400 },
    );
  const errors = validateStay(input, today);
  if (Object.keys(errors).length > 0) return invalid(errors);
  const tidy = untidyStayQuery(url.searchParams);
  if (tidy !== null) throw redirect(`${url.pathname}?${tidy}`);
  const { currency } = context.get(marketContext);
  const result = await staySearch(context, input, filters, currency);
  if (result.kind === "unknown_place") return invalid({ where: ["errors.unknownPlace"] });
  const dates = { checkIn: localDate(input.checkIn, locale), checkOut: localDate(input.checkOut, locale) };
  const { lite } = context.get(dataSaverContext);
  // Read only with the map open: a wrong tile configuration fails the map, not the listing.
  const tiles = filters.map ? mapTiles(context.get(envContext)) : null;
  const { prefix } = context.get(localeContext);
  return {
    kind: "results" as const,
    // The stays listed, in the page's order, each with its own page.
    structured: itemListData(
      result.listings.map((l) => ({
        name: l.property.name,
        url: `${url.origin}${withLocalePrefix(prefix, `/hotel/${l.property.id}`)}`,
      })),
    ),
    input,
    filters,
    today,
    cities,
    currency,
    city: result.city.name,
    all: result.all,
    // Save-Data (decision 021): no photo, no tile and no map island (the server's pins stay: they are the map without tiles).
    listings: result.listings.map((l) => (lite ? { ...listingView(l), photo: null } : listingView(l))),
    map: tiles ? stayMap(result.listings, tiles.maxZoom) : null,
    tiles: lite ? null : tiles,
    meta: {
      title: t("meta.resultsTitle", { city: result.city.name }),
      description: t("meta.resultsDescription", { city: result.city.name, ...dates }),
    },
  };
}

function listingView(l: StayListing) {
  return {
    id: l.property.id,
    name: l.property.name,
    type: l.property.type,
    stars: l.property.stars,
    score: l.property.reviewScore,
    reviews: l.property.reviewCount,
    direct: l.property.direct ?? false,
    km: l.property.distanceFromCentreKm,
    amenities: l.property.amenities.slice(0, 4),
    photo: l.property.images[0] ?? null,
    perNight: l.perNight,
    total: l.total,
    nights: l.nights,
    freeCancellation: l.freeCancellation,
    breakfast: l.breakfast,
    from: l.from,
  };
}

/** Results: followed, never indexed, and no canonical of their own (each is one query's supplier search). */
export const handle: RouteHandle = { noindex: true };

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function StaySearchResults({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("hotel");
  const localePath = useLocalePath();
  const locale = i18n.language as Locale;
  if (loaderData.kind === "invalid") {
    return (
      <div className={container}>
        <StaySearchForm
          input={loaderData.input}
          errors={loaderData.errors}
          today={loaderData.today}
          cities={loaderData.cities}
          editAction={localePath("/hotel")}
        />
      </div>
    );
  }
  const { input, filters, city, currency, map, tiles } = loaderData;
  const href = (next: Partial<StayFilters>) => `?${stayUrlParams(input, { ...filters, ...next })}`;
  const chips = activeFilters(filters, t, locale, currency);
  const guests = guestCount(input.rooms);
  const results = <StayResults loaderData={loaderData} chips={chips} href={href} />;
  return (
    <div className={container}>
      <JsonLd data={loaderData.structured} />
      <h1>{t("results.heading", { city })}</h1>
      <p className={css.muted}>
        {t("results.summary", {
          checkIn: localDate(input.checkIn, locale),
          checkOut: localDate(input.checkOut, locale),
        })}
        {" · "}
        {t("results.nights", { count: stayNights(input.checkIn, input.checkOut) })}
        {" · "}
        {t("results.rooms", { count: input.rooms.length })}
        {" · "}
        {t("results.guests", { count: guests })}
      </p>
      <div className={map ? undefined : css.listColumns}>
        <div className={css.toolbar}>
          <Sheet trigger={t("results.editSearch")} outlined align="start">
            <StaySearchForm
              headingLevel={2}
              input={input}
              today={loaderData.today}
              cities={loaderData.cities}
              editAction={localePath("/hotel")}
            />
          </Sheet>
          <FiltersSheet input={input} filters={filters} currency={currency} count={chips.length} side={!map} />
          <Sheet
            trigger={t("results.sort", { current: t(`results.sorts.${filters.sort}`) })}
            title={t("results.sortLabel")}
            titleId="sort-heading"
            outlined
          >
            <ul className={css.list}>
              {STAY_SORTS.map((sort) => (
                <li key={sort}>
                  <Link to={href({ sort })} aria-current={sort === filters.sort ? "true" : undefined} data-enhance="">
                    {t(`results.sorts.${sort}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </Sheet>
        </div>
        <p>
          <Link to={href({ map: !filters.map })}>{t(filters.map ? "results.hideMap" : "results.showMap")}</Link>
        </p>
        {map && map.pins.length > 0 ? (
          <div className={css.mapView}>
            <StayMap map={map} tiles={tiles} />
            {results}
          </div>
        ) : (
          results
        )}
      </div>
    </div>
  );
}

/** The listing's chips, count and cards, or why there are none: beside the map from 1,024 px. */
function StayResults({
  loaderData,
  chips,
  href,
}: {
  loaderData: Extract<Route.ComponentProps["loaderData"], { kind: "results" }>;
  chips: ReturnType<typeof activeFilters>;
  href: (next: Partial<StayFilters>) => string;
}) {
  const { t } = useTranslation("hotel");
  const localePath = useLocalePath();
  const { input, filters, listings, all, city } = loaderData;
  return (
    <div className={css.results}>
      {chips.length > 0 ? (
        <ChipList label={t("results.activeFilters")}>
          {chips.map((chip) => (
            <Chip key={chip.key} to={href(chip.without)} removeLabel={t("results.remove", { label: chip.label })}>
              {chip.label}
            </Chip>
          ))}
        </ChipList>
      ) : null}
      <p role="status" aria-live="polite">
        {chips.length > 0
          ? t("results.of", { shown: listings.length, all: t("results.count", { count: all }) })
          : t("results.count", { count: listings.length })}
      </p>
      {all === 0 ? (
        <EmptyState
          heading={t("results.noResults")}
          actions={[
            <Link
              key="edit"
              to={`${localePath("/hotel")}?${stayUrlParams(input)}`}
              className={buttonClass("secondary")}
            >
              {t("results.editSearch")}
            </Link>,
          ]}
        >
          <p>{t("results.noResultsHint")}</p>
        </EmptyState>
      ) : listings.length === 0 ? (
        <EmptyState
          heading={t("results.tooManyFilters")}
          actions={[
            <Link
              key="clear"
              to={`?${stayUrlParams(input, { sort: filters.sort })}`}
              className={buttonClass("secondary")}
            >
              {t("results.clearFilters")}
            </Link>,
          ]}
        >
          <p>{t("results.tooManyFiltersHint")}</p>
        </EmptyState>
      ) : (
        <ol className={css.list}>
          {listings.map((listing, i) => (
            <li key={listing.id}>
              <ListingCard
                listing={listing}
                number={i + 1}
                eager={i < EAGER_PHOTOS}
                stay={stayUrlParams({ ...input, where: city }).toString()}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function ListingCard({
  listing,
  number,
  eager,
  stay,
}: {
  listing: ReturnType<typeof listingView>;
  /** Its place in the list, the number of its pin on the map. */
  number: number;
  eager: boolean;
  /** The stay's dates and rooms, for the property's own page. */
  stay: string;
}) {
  const { t, i18n } = useTranslation("hotel");
  const localePath = useLocalePath();
  const locale = i18n.language as Locale;
  const headingId = `property-${listing.id}-name`;
  return (
    <article id={`property-${listing.id}`} className={css.listing} aria-labelledby={headingId}>
      {listing.photo ? (
        <img
          {...photoSources(listing.photo.id)}
          sizes={LISTING_PHOTO_SIZES}
          alt={t("results.photo", { name: listing.name, view: t(`views.${listing.photo.alt}` as "views.exterior") })}
          width={300}
          height={220}
          loading={eager ? "eager" : "lazy"}
          className={css.photo}
        />
      ) : null}
      <div className={css.facts}>
        <h2 id={headingId} className={css.name}>
          <span className={css.number}>{number}</span>{" "}
          <Link to={`${localePath(`/hotel/${listing.id}`)}?${stay}`}>{listing.name}</Link>
        </h2>
        <p className={css.muted}>
          {t(`types.${listing.type}`)} · {t("results.stars", { count: listing.stars })}
        </p>
        {listing.reviews > 0 ? (
          <p>
            <strong>{t("results.score", { score: listing.score.toLocaleString(locale) })}</strong> ·{" "}
            {t("results.reviews", { count: listing.reviews })}
          </p>
        ) : null}
        {/* Plain words, not a badge: they wrap in a card's narrow column at 320 px. */}
        {listing.direct ? <p className={css.muted}>{t("results.direct")}</p> : null}
        <p className={css.muted}>{t("results.distanceKm", { km: listing.km.toLocaleString(locale) })}</p>
        <p className={css.muted}>{listing.amenities.map((a) => t(`amenities.${a}`)).join(" · ")}</p>
        <div className={css.badges}>
          {listing.freeCancellation ? <Badge tone="success">{t("results.freeCancellation")}</Badge> : null}
          {listing.breakfast ? <Badge tone="brand">{t("results.breakfast")}</Badge> : null}
        </div>
      </div>
      <div className={css.price}>
        <p className={css.perNight}>
          {t(listing.from ? "results.perNightFrom" : "results.perNight", {
            price: formatMoney(listing.perNight, locale),
          })}
        </p>
        <p className={css.muted}>
          {t("results.total", { price: formatMoney(listing.total, locale), count: listing.nights })}
        </p>
      </div>
    </article>
  );
}

type HotelT = ReturnType<typeof useTranslation<"hotel">>["t"];

/** Each active filter as a chip: its label, and the filters without it. */
function activeFilters(filters: StayFilters, t: HotelT, locale: Locale, currency: string) {
  const money = (units: number) =>
    new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 }).format(units);
  const chips: Array<{ key: string; label: string; without: Partial<StayFilters> }> = [];
  if (filters.budgetMin !== null || filters.budgetMax !== null) {
    const label =
      filters.budgetMin !== null && filters.budgetMax !== null
        ? t("results.budgetChip", { min: money(filters.budgetMin), max: money(filters.budgetMax) })
        : filters.budgetMin !== null
          ? t("results.budgetFrom", { min: money(filters.budgetMin) })
          : t("results.budgetTo", { max: money(filters.budgetMax ?? 0) });
    chips.push({ key: "budget", label, without: { budgetMin: null, budgetMax: null } });
  }
  for (const stars of filters.stars) {
    chips.push({
      key: `stars-${stars}`,
      label: t("results.stars", { count: stars }),
      without: { stars: filters.stars.filter((s) => s !== stars) },
    });
  }
  if (filters.freeCancellation)
    chips.push({ key: "free", label: t("results.freeCancellation"), without: { freeCancellation: false } });
  if (filters.breakfast) chips.push({ key: "breakfast", label: t("results.breakfast"), without: { breakfast: false } });
  for (const type of filters.types) {
    chips.push({
      key: `type-${type}`,
      label: t(`types.${type}`),
      without: { types: filters.types.filter((x) => x !== type) },
    });
  }
  for (const amenity of filters.amenities) {
    chips.push({
      key: `amenity-${amenity}`,
      label: t(`amenities.${amenity}`),
      without: { amenities: filters.amenities.filter((x) => x !== amenity) },
    });
  }
  if (filters.maxKm !== null)
    chips.push({ key: "km", label: t("results.maxKm", { km: filters.maxKm }), without: { maxKm: null } });
  return chips;
}

/** The filters as one GET form (no JavaScript): the search rides along in hidden fields. */
function FiltersSheet({
  input,
  filters,
  currency,
  count,
  side,
}: {
  input: StayInput;
  filters: StayFilters;
  currency: string;
  count: number;
  /** A column beside the list from 1,024 px (not beside the map, which has the room). */
  side: boolean;
}) {
  const { t } = useTranslation("hotel");
  const check = (name: string, value: string, checked: boolean, label: string) => (
    <label key={`${name}-${value}`}>
      <input type="checkbox" name={name} value={value} defaultChecked={checked} /> {label}
    </label>
  );
  return (
    <Sheet
      trigger={count > 0 ? t("results.filtersCount", { number: count }) : t("results.filters")}
      title={t("results.filters")}
      titleId="filters-heading"
      outlined
      side={side}
      className={css.filtersSide}
    >
      {/* With the enhancement script, a filter applies as it changes, in place (decision 025); Apply without. */}
      <form method="get" className={css.facts} data-enhance="" data-enhance-live="">
        {[...stayUrlParams(input).entries()].map(([name, value], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
        ))}
        {filters.sort !== "popular" ? <input type="hidden" name="sort" value={filters.sort} /> : null}
        <fieldset className={css.filterGroup}>
          <legend className={css.legend}>{t("results.budget", { currency })}</legend>
          <div className={css.dates}>
            {(["budgetMin", "budgetMax"] as const).map((name) => (
              <div key={name} className={css.field}>
                <label htmlFor={`filter-${name}`} className={css.label}>
                  {t(`results.${name}`)}
                </label>
                <input
                  id={`filter-${name}`}
                  name={name}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  defaultValue={filters[name] ?? ""}
                  className={css.input}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset className={css.filterGroup}>
          <legend className={css.legend}>{t("results.starRating")}</legend>
          <div className={css.filterOptions}>
            {[5, 4, 3, 2, 1].map((s) =>
              check("stars", String(s), filters.stars.includes(s), t("results.stars", { count: s })),
            )}
          </div>
        </fieldset>
        <fieldset className={css.filterGroup}>
          <legend className={css.legend}>{t("results.options")}</legend>
          <div className={css.filterOptions}>
            {check("freeCancellation", "1", filters.freeCancellation, t("results.freeCancellation"))}
            {check("breakfast", "1", filters.breakfast, t("results.breakfast"))}
          </div>
        </fieldset>
        <fieldset className={css.filterGroup}>
          <legend className={css.legend}>{t("results.types")}</legend>
          <div className={css.filterOptions}>
            {PROPERTY_TYPES.map((type) => check("type", type, filters.types.includes(type), t(`types.${type}`)))}
          </div>
        </fieldset>
        <fieldset className={css.filterGroup}>
          <legend className={css.legend}>{t("results.amenities")}</legend>
          <div className={css.filterOptions}>
            {AMENITIES.map((a) => check("amenity", a, filters.amenities.includes(a), t(`amenities.${a}`)))}
          </div>
        </fieldset>
        <div className={css.field}>
          <label htmlFor="filter-maxKm" className={css.label}>
            {t("results.distance")}
          </label>
          <select id="filter-maxKm" name="maxKm" defaultValue={filters.maxKm ?? ""} className={css.input}>
            <option value="">{t("results.anyDistance")}</option>
            {DISTANCES_KM.map((km) => (
              <option key={km} value={km}>
                {t("results.maxKm", { km })}
              </option>
            ))}
          </select>
        </div>
        <Button block>{t("results.apply")}</Button>
      </form>
    </Sheet>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
