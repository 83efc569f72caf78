import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { describeAirport, AIRPORTS } from "~/domains/flights/airports";
import { CABINS } from "~/domains/flights/aircraft";
import {
  type FlightSearchInput,
  MAX_LEGS,
  MAX_PASSENGERS,
  type SearchErrors,
  TRIP_TYPES,
} from "~/domains/flights/search-query";
import type { Locale } from "~/i18n/locales";
import { button, secondaryButton } from "../layout.css";
import { useLocalePath } from "../locale-link";
import * as css from "./search-form.css";

function FieldErrors({ id, errors, t }: { id: string; errors?: string[]; t: TFunction<"flight"> }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className={css.error}>
      {errors.map((key) => (
        <li key={key}>{t(key as "errors.required")}</li>
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

/** A passenger count: a number input whose limits the browser checks and the server checks again. */
function CountField({
  name,
  input,
  allErrors,
  t,
}: {
  name: "adults" | "children" | "infants";
  input: FlightSearchInput;
  allErrors: SearchErrors;
  t: TFunction<"flight">;
}) {
  const errors = allErrors[name];
  const min = name === "adults" ? 1 : 0;
  const invalid = errors?.length ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {};
  return (
    <div className={css.field}>
      <label htmlFor={name}>{t(`form.${name}`)}</label>
      <input
        id={name}
        name={name}
        type="number"
        min={min}
        max={min > 0 ? MAX_PASSENGERS : MAX_PASSENGERS - 1}
        required={min > 0}
        className={css.input}
        defaultValue={input[name]}
        {...invalid}
      />
      <FieldErrors id={`${name}-error`} errors={errors} t={t} />
    </div>
  );
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

/**
 * The flight search form (product rules §2): a GET form whose URL is the search. Native constraint attributes
 * give instant checks; the server validates everything again and shows these errors beside each field.
 */
export function FlightSearchForm({
  input,
  errors = {},
  locale,
  today,
}: {
  input: FlightSearchInput;
  errors?: SearchErrors;
  locale: Locale;
  today: string;
}) {
  const { t } = useTranslation("flight");
  const localePath = useLocalePath();
  const legs =
    input.trip === "multicity"
      ? input.legs
      : [input.legs[0] ?? { from: "", to: "", depart: "" }, { from: "", to: "", depart: "" }];
  const invalid = (field: string) =>
    errors[field]?.length ? { "aria-invalid": true, "aria-describedby": `${field}-error` } : {};
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form
      method="get"
      action={localePath("/flight/search")}
      className={css.form}
      aria-labelledby="search-heading"
      noValidate={false}
    >
      <h2 id="search-heading">{t("form.heading")}</h2>
      {hasErrors ? (
        <p className={css.summary} role="alert">
          {t("form.hasErrors")}
        </p>
      ) : null}
      <fieldset className={css.row}>
        <legend className={css.legend}>{t("form.trip")}</legend>
        {TRIP_TYPES.map((trip) => (
          <label key={trip}>
            <input type="radio" name="trip" value={trip} defaultChecked={input.trip === trip} /> {t(`form.${trip}`)}
          </label>
        ))}
      </fieldset>
      {legs.map((leg, i) => (
        <fieldset key={i} className={`${css.row} ${i > 0 ? css.multicityOnly : ""}`}>
          <legend className={css.legend}>{t("form.leg", { number: i + 1 })}</legend>
          {(["from", "to"] as const).map((field) => (
            <div key={field} className={css.field}>
              <label htmlFor={`${field}-${i}`}>{t(`form.${field}`)}</label>
              <input
                id={`${field}-${i}`}
                name={field}
                list="airport-suggestions"
                className={css.input}
                defaultValue={leg[field]}
                required={i === 0}
                maxLength={80}
                autoComplete="off"
                placeholder={t("form.airportHint")}
                {...invalid(`${field}.${i}`)}
              />
              <FieldErrors id={`${field}.${i}-error`} errors={errors[`${field}.${i}`]} t={t} />
            </div>
          ))}
          <div className={css.field}>
            <label htmlFor={`depart-${i}`}>{t("form.depart")}</label>
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
            <FieldErrors id={`depart.${i}-error`} errors={errors[`depart.${i}`]} t={t} />
          </div>
          {i === 0 ? (
            <div className={`${css.field} ${css.returnOnly}`}>
              <label htmlFor="return">{t("form.returnDate")}</label>
              <input
                id="return"
                name="return"
                type="date"
                min={today}
                className={css.input}
                defaultValue={input.returnDate}
                {...invalid("return")}
              />
              <FieldErrors id="return-error" errors={errors.return} t={t} />
            </div>
          ) : null}
        </fieldset>
      ))}
      {legs.length < MAX_LEGS ? (
        <div className={css.multicityOnly}>
          <button
            type="submit"
            formAction={localePath("/flight")}
            name="legs"
            value={legs.length + 1}
            formNoValidate
            className={secondaryButton}
          >
            {t("form.addLeg")}
          </button>
        </div>
      ) : null}
      <label>
        <input type="checkbox" name="flex" value="1" defaultChecked={input.flex} /> {t("form.flex")}
      </label>
      <fieldset className={css.row} {...(errors.passengers ? { "aria-describedby": "passengers-error" } : {})}>
        <legend className={css.legend}>{t("form.passengers")}</legend>
        <CountField name="adults" input={input} allErrors={errors} t={t} />
        <CountField name="children" input={input} allErrors={errors} t={t} />
        <div className={css.field}>
          <label htmlFor="childAges">{t("form.childAges")}</label>
          <input
            id="childAges"
            name="childAges"
            inputMode="numeric"
            pattern="\s*([2-9]|1[01])(\s*,\s*([2-9]|1[01]))*\s*"
            className={css.input}
            defaultValue={input.childAges.filter(Number.isFinite).join(",")}
            aria-describedby={errors.childAges ? "childAges-error" : "childAges-hint"}
            {...(errors.childAges ? { "aria-invalid": true } : {})}
          />
          <small id="childAges-hint">{t("form.childAgesHint")}</small>
          <FieldErrors id="childAges-error" errors={errors.childAges} t={t} />
        </div>
        <CountField name="infants" input={input} allErrors={errors} t={t} />
        <FieldErrors id="passengers-error" errors={errors.passengers} t={t} />
      </fieldset>
      <div className={css.field}>
        <label htmlFor="cabin">{t("form.cabin")}</label>
        <select id="cabin" name="cabin" className={css.input} defaultValue={input.cabin}>
          {CABINS.map((cabin) => (
            <option key={cabin} value={cabin}>
              {t(`cabins.${cabin}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <button type="submit" className={button}>
          {t("form.submit")}
        </button>
      </div>
      <AirportSuggestions locale={locale} />
    </form>
  );
}
