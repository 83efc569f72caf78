import { useLocation } from "react-router";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { AIRPORTS, describeAirport } from "~/domains/flights/airports";
import { CABINS } from "~/domains/flights/aircraft";
import {
  type FlightSearchInput,
  MAX_LEGS,
  MAX_PASSENGERS,
  type SearchErrors,
  TRIP_TYPES,
} from "~/domains/flights/search-query";
import type { Locale } from "~/i18n/locales";
import { visuallyHidden } from "../layout.css";
import { useLocalePath } from "../locale-link";
import { Button } from "../ui/button";
import { Icon } from "../ui/icon";
import { Segmented } from "../ui/segmented";
import { Sheet } from "../ui/sheet";
import { Stepper } from "../ui/stepper";
import * as css from "./search-form.css";

type T = TFunction<"flight">;

/** Errors that belong to a group rather than one input: the control the summary's link leads to... */
const SUMMARY_TARGETS: Partial<Record<string, string>> = { childAges: "childAge-0", passengers: "adults" };
/** ...and the label it names, where it is not `form.{field}`. */
const SUMMARY_LABELS: Partial<Record<string, "form.returnDate" | "form.children">> = {
  return: "form.returnDate",
  childAges: "form.children",
};

function FieldErrors({ id, errors, label, t }: { id: string; errors?: string[]; label: string; t: T }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className={css.error}>
      {errors.map((key) => (
        <li key={key}>{`${label}${t("labelSeparator")}${t(key as "errors.required")}`}</li>
      ))}
    </ul>
  );
}

const suggestions = new Map<Locale, Array<{ code: string; value: string; label: string }>>();

/** Built once per language: every search page shows the same list. */
function suggestionsFor(locale: Locale) {
  let list = suggestions.get(locale);
  if (!list) {
    list = AIRPORTS.map((airport) => {
      const a = describeAirport(airport, locale);
      return { code: a.code, value: `${a.city} (${a.code})`, label: `${a.name}, ${a.countryName}` };
    });
    suggestions.set(locale, list);
  }
  return list;
}

/** The airports of the network as suggestions, without JavaScript: a native datalist in the page's language. */
export function AirportSuggestions({ locale }: { locale: Locale }) {
  return (
    <datalist id="airport-suggestions">
      {suggestionsFor(locale).map((s) => (
        <option key={s.code} value={s.value} label={s.label} />
      ))}
    </datalist>
  );
}

const AGES = Array.from({ length: 10 }, (_, i) => i + 2);

/**
 * The search form on a page of its own (the flight page, the home page's flight tab): its controls submit to this
 * page, whose travellers sheet closes with "Done".
 */
export function FlightSearchFormHere(props: {
  input: FlightSearchInput;
  locale: Locale;
  today: string;
  travellersOpen: boolean;
  headingLevel?: 1 | 2;
}) {
  return <FlightSearchForm {...props} editAction={useLocation().pathname} travellersDone />;
}

/**
 * The flight search form (product rules §2; docs/design.md, Search form): a GET form whose URL is the search.
 * The steppers, the swap button and "Add another flight" submit to `editAction` (the page the form is on),
 * which renders it again changed: no JavaScript needed. Native constraint attributes give instant checks; the
 * server validates everything again and shows each error beside its field, named.
 */
export function FlightSearchForm({
  input,
  errors = {},
  locale,
  today,
  editAction,
  travellersOpen = false,
  travellersDone = false,
  headingLevel = 2,
  showHeading = true,
  suggestions = true,
}: {
  input: FlightSearchInput;
  errors?: SearchErrors;
  locale: Locale;
  today: string;
  /** Where the form's own controls submit; without it the steppers are plain number inputs. */
  editAction?: string;
  travellersOpen?: boolean;
  /** A "Done" button closing the travellers sheet (the form's own page, where `editAction` is this page). */
  travellersDone?: boolean;
  headingLevel?: 1 | 2;
  showHeading?: boolean;
  /**
   * The network's airports as suggestions (a datalist of 155, 3.4 KB gzip). The results page's "Change search" leaves
   * them out: without them its page fits the first round trip of a slow connection (LCP -150 ms on Lighthouse's
   * Slow 4G), and a city, an airport's name or its code typed there is resolved all the same.
   */
  suggestions?: boolean;
}) {
  const { t } = useTranslation("flight");
  const localePath = useLocalePath();
  const legs =
    input.trip === "multicity"
      ? input.legs
      : [input.legs[0] ?? { from: "", to: "", depart: "" }, { from: input.legs[0]?.to ?? "", to: "", depart: "" }];
  const invalid = (field: string) =>
    errors[field]?.length ? { "aria-invalid": true, "aria-describedby": `${field}-error` } : {};
  const hasErrors = Object.keys(errors).length > 0;
  const passengerErrors = ["adults", "children", "infants", "childAges", "passengers"].some((f) => errors[f]);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const travellers = input.adults + input.children + input.infants;
  const count = (name: "adults" | "children" | "infants", min: number, max: number) => (
    <Stepper
      id={name}
      name={name}
      label={t(`form.${name}`)}
      hint={t(`form.${name}Hint`)}
      value={input[name]}
      min={min}
      max={max}
      adjustAction={editAction}
      decreaseLabel={t("form.decrease", { what: t(`form.${name}`) })}
      increaseLabel={t("form.increase", { what: t(`form.${name}`) })}
      errorId={`${name}-error`}
      invalid={Boolean(errors[name]?.length)}
    >
      <FieldErrors id={`${name}-error`} errors={errors[name]} label={t(`form.${name}`)} t={t} />
    </Stepper>
  );
  return (
    <form
      method="get"
      action={localePath("/flight/search")}
      className={css.form}
      aria-labelledby={showHeading ? "search-heading" : undefined}
      aria-label={showHeading ? undefined : t("form.heading")}
    >
      {showHeading ? (
        <Heading id="search-heading" className={css.heading}>
          {t("form.heading")}
        </Heading>
      ) : null}
      {hasErrors ? (
        <div className={css.summary} role="alert">
          <p>{t("form.hasErrors")}</p>
          {/* Each field in error, a link to it: "depart.1" is the second leg's date input, "depart-1". */}
          <ul>
            {Object.keys(errors)
              .filter((key) => errors[key]?.length)
              .map((key) => {
                const [field = key, leg] = key.split(".");
                const target = leg !== undefined ? `${field}-${leg}` : (SUMMARY_TARGETS[field] ?? field);
                const label = t(SUMMARY_LABELS[field] ?? (`form.${field}` as "form.from"));
                return (
                  <li key={key}>
                    <a href={`#${target}`}>
                      {leg !== undefined && input.trip === "multicity"
                        ? t("form.legField", { label, number: Number(leg) + 1 })
                        : label}
                    </a>
                  </li>
                );
              })}
          </ul>
        </div>
      ) : null}
      <Segmented
        legend={t("form.trip")}
        hideLegend
        name="trip"
        value={input.trip}
        options={TRIP_TYPES.map((trip) => ({ value: trip, label: t(`form.${trip}`) }))}
      />
      {legs.map((leg, i) => (
        <fieldset key={i} className={`${css.leg} ${i > 0 ? css.multicityOnly : ""}`}>
          {/* The first leg's legend is read out but not shown: one flight needs no "Flight 1" heading. */}
          <legend className={i === 0 ? visuallyHidden : css.legend}>{t("form.leg", { number: i + 1 })}</legend>
          <div className={css.route}>
            {(["from", "to"] as const).map((field) => (
              <div key={field} className={`${css.field} ${field === "from" ? css.fromArea : css.toArea}`}>
                <label htmlFor={`${field}-${i}`} className={css.label}>
                  {t(`form.${field}`)}
                </label>
                <input
                  id={`${field}-${i}`}
                  name={field}
                  list={suggestions ? "airport-suggestions" : undefined}
                  className={css.input}
                  defaultValue={leg[field]}
                  required={i === 0}
                  maxLength={80}
                  autoComplete="off"
                  placeholder={t("form.airportHint")}
                  {...invalid(`${field}.${i}`)}
                />
                <FieldErrors
                  id={`${field}.${i}-error`}
                  errors={errors[`${field}.${i}`]}
                  label={t(`form.${field}`)}
                  t={t}
                />
              </div>
            ))}
            {editAction ? (
              <button
                type="submit"
                formAction={editAction}
                formNoValidate
                name="swap"
                value={i}
                className={css.swap}
                aria-label={t("form.swap")}
                title={t("form.swap")}
              >
                <Icon name="swap" />
              </button>
            ) : null}
          </div>
          <div className={css.dates}>
            <div className={css.field}>
              <label htmlFor={`depart-${i}`} className={css.label}>
                {t("form.depart")}
              </label>
              <input
                id={`depart-${i}`}
                name="depart"
                type="date"
                min={today}
                className={css.input}
                defaultValue={leg.depart}
                required={i === 0}
                {...invalid(`depart.${i}`)}
              />
              <FieldErrors id={`depart.${i}-error`} errors={errors[`depart.${i}`]} label={t("form.depart")} t={t} />
            </div>
            {i === 0 ? (
              <div className={`${css.field} ${css.returnOnly}`}>
                <label htmlFor="return" className={css.label}>
                  {t("form.returnDate")}
                </label>
                <input
                  id="return"
                  name="return"
                  type="date"
                  min={today}
                  className={css.input}
                  defaultValue={input.returnDate}
                  {...invalid("return")}
                />
                <FieldErrors id="return-error" errors={errors.return} label={t("form.returnDate")} t={t} />
              </div>
            ) : null}
          </div>
        </fieldset>
      ))}
      {legs.length < MAX_LEGS && editAction ? (
        <div className={css.multicityOnly}>
          <Button variant="ghost" formAction={editAction} name="legs" value={legs.length + 1} formNoValidate>
            <Icon name="plus" />
            {t("form.addLeg")}
          </Button>
        </div>
      ) : null}
      <Sheet
        outlined
        align="start"
        open={travellersOpen || passengerErrors}
        // Opened by the server (its errors, or a count changed without JavaScript): in the form's flow, so that
        // Search stays within reach below it.
        inline={travellersOpen || passengerErrors}
        titleId="travellers-title"
        title={t("form.travellersTitle")}
        trigger={
          <>
            <Icon name="user" />
            {t("form.travellersSummary", {
              travellers: t("form.travellersCount", { count: travellers }),
              cabin: t(`cabins.${input.cabin}`),
            })}
            <Icon name="chevron" size={16} />
          </>
        }
      >
        <div className={css.counts}>
          {count("adults", 1, MAX_PASSENGERS)}
          {count("children", 0, MAX_PASSENGERS - 1)}
          {count("infants", 0, Math.min(input.adults, MAX_PASSENGERS - 1))}
        </div>
        {input.children > 0 ? (
          <div className={css.counts}>
            {Array.from({ length: Math.min(input.children, MAX_PASSENGERS) }, (_, n) => (
              <div key={n} className={css.field}>
                <label htmlFor={`childAge-${n}`} className={css.label}>
                  {t("form.childAge", { number: n + 1 })}
                </label>
                <select
                  id={`childAge-${n}`}
                  name="childAges"
                  className={css.input}
                  defaultValue={Number.isFinite(input.childAges[n]) ? String(input.childAges[n]) : ""}
                  required
                  {...invalid("childAges")}
                >
                  <option value="">{t("form.agePlaceholder")}</option>
                  {AGES.map((age) => (
                    <option key={age} value={age}>
                      {t("form.age", { count: age })}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
        ) : null}
        <FieldErrors id="childAges-error" errors={errors.childAges} label={t("form.children")} t={t} />
        <FieldErrors id="passengers-error" errors={errors.passengers} label={t("form.passengers")} t={t} />
        {travellers > MAX_PASSENGERS ? (
          <p>
            <a href={localePath("/business-travel")}>{t("form.groupTravel", { max: MAX_PASSENGERS })}</a>
          </p>
        ) : null}
        <div className={css.field}>
          <label htmlFor="cabin" className={css.label}>
            {t("form.cabin")}
          </label>
          <select id="cabin" name="cabin" className={css.input} defaultValue={input.cabin}>
            {CABINS.map((cabin) => (
              <option key={cabin} value={cabin}>
                {t(`cabins.${cabin}`)}
              </option>
            ))}
          </select>
        </div>
        {editAction && travellersDone ? (
          // Closes the sheet with what was chosen kept: without JavaScript, the form comes back closed.
          <Button variant="secondary" block formAction={editAction} formNoValidate>
            {t("form.travellersDone")}
          </Button>
        ) : null}
      </Sheet>
      <label className={css.check}>
        <input type="checkbox" name="flex" value="1" defaultChecked={input.flex} /> {t("form.flex")}
      </label>
      <Button block>
        <Icon name="search" />
        {t("form.submit")}
      </Button>
      {suggestions ? <AirportSuggestions locale={locale} /> : null}
    </form>
  );
}
