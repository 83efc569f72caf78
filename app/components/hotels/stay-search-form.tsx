import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../forms";
import { type HotelCity } from "~/domains/hotels/destinations";
import {
  MAX_ADULTS_PER_ROOM,
  MAX_CHILD_AGE,
  MAX_CHILDREN_PER_ROOM,
  MAX_ROOMS,
  type StayErrors,
  type StayInput,
} from "~/domains/hotels/stay-query";
import { useLocalePath } from "../locale-link";
import { Button } from "../ui/button";
import { Stepper } from "../ui/stepper";
import * as css from "./stay.css";

const AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, i) => i);

/**
 * The stay search form (product rules §2): a GET form whose URL is the search. Each room's steppers and "Add a
 * room" submit to `editAction` (the page the form is on), which renders the form again changed: no JavaScript.
 * Destinations are suggested by a native datalist in the page's language.
 */
export function StaySearchForm({
  input,
  errors = {},
  today,
  editAction,
  cities,
  headingLevel = 1,
}: {
  input: StayInput;
  errors?: StayErrors;
  today: string;
  editAction: string;
  cities: HotelCity[];
  /** 1 on the search page; 2 where the page has its own heading (the listing's "Change search"). */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const { t } = useTranslation("hotel");
  const localePath = useLocalePath();
  const id = useId();
  const described = (field: keyof StayErrors, extra?: string) =>
    [errors[field]?.length ? `${id}-${field}-error` : null, extra].filter(Boolean).join(" ") || undefined;
  const fieldErrors = (field: keyof StayErrors, label: string) => (
    <StayFieldErrors id={`${id}-${field}-error`} label={label} messages={errors[field]} />
  );
  return (
    <form method="get" action={localePath("/hotel/search")} className={css.form}>
      <Heading className={css.heading}>{t("form.heading")}</Heading>
      {/* The summary first, each field in error a link to it (product rules §8's message, in the page's language). */}
      <FormAlert
        message={Object.keys(errors).length > 0 ? "errors.form" : null}
        fields={(["where", "checkIn", "checkOut", "rooms"] as const)
          .filter((field) => errors[field]?.length)
          .map((field) => ({
            id: field === "rooms" ? `${id}-adults0` : `${id}-${field}`,
            label: t(`form.${field}`),
          }))}
      />
      <div className={css.field}>
        <label htmlFor={`${id}-where`} className={css.label}>
          {t("form.where")}
        </label>
        <input
          id={`${id}-where`}
          name="where"
          type="text"
          list={`${id}-cities`}
          required
          minLength={2}
          autoComplete="off"
          defaultValue={input.where}
          className={css.input}
          aria-invalid={errors.where ? true : undefined}
          aria-describedby={described("where", `${id}-where-hint`)}
        />
        <small id={`${id}-where-hint`}>{t("form.whereHint")}</small>
        <datalist id={`${id}-cities`}>
          {cities.map((city) => (
            <option key={city.code} value={city.name} label={city.country} />
          ))}
        </datalist>
        {fieldErrors("where", t("form.where"))}
      </div>
      <StayDateFields id={id} today={today} values={input} errors={errors} />
      <fieldset className={css.leg} aria-describedby={described("rooms")}>
        <legend className={css.legend}>{t("form.rooms")}</legend>
        {input.rooms.map((room, r) => (
          <fieldset key={r} className={css.room}>
            <legend className={css.legend}>{t("form.room", { number: r + 1 })}</legend>
            <div className={css.counts}>
              <Stepper
                id={`${id}-adults${r}`}
                name={`adults${r}`}
                label={t("form.adults")}
                value={room.adults}
                min={1}
                max={MAX_ADULTS_PER_ROOM}
                adjustAction={editAction}
                decreaseLabel={t("form.fewer", { what: t("form.adults").toLowerCase(), number: r + 1 })}
                increaseLabel={t("form.more", { what: t("form.adults").toLowerCase(), number: r + 1 })}
              />
              <Stepper
                id={`${id}-children${r}`}
                name={`children${r}`}
                label={t("form.children")}
                hint={t("form.childrenHint")}
                value={room.childAges.length}
                min={0}
                max={MAX_CHILDREN_PER_ROOM}
                adjustAction={editAction}
                decreaseLabel={t("form.fewer", { what: t("form.children").toLowerCase(), number: r + 1 })}
                increaseLabel={t("form.more", { what: t("form.children").toLowerCase(), number: r + 1 })}
              />
            </div>
            {room.childAges.map((age, c) => (
              <div key={c} className={css.field}>
                <label htmlFor={`${id}-age${r}-${c}`} className={css.label}>
                  {t("form.age", { number: c + 1 })}
                </label>
                <select
                  id={`${id}-age${r}-${c}`}
                  name={`age${r}`}
                  required
                  defaultValue={age === null ? "" : String(age)}
                  className={css.input}
                  aria-invalid={age === null && errors.rooms ? true : undefined}
                >
                  <option value="">{t("form.ageChoose")}</option>
                  {AGES.map((a) => (
                    <option key={a} value={a}>
                      {a === 0 ? t("form.ageUnderOne") : t("form.ageYears", { count: a })}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </fieldset>
        ))}
        <div className={css.roomActions}>
          <Button
            variant="secondary"
            formAction={editAction}
            formNoValidate
            name="adjust"
            value="rooms:up"
            disabled={input.rooms.length >= MAX_ROOMS}
          >
            {t("form.addRoom")}
          </Button>
          {input.rooms.length > 1 ? (
            <Button variant="ghost" formAction={editAction} formNoValidate name="adjust" value="rooms:down">
              {t("form.removeRoom")}
            </Button>
          ) : null}
        </div>
        {fieldErrors("rooms", t("form.rooms"))}
      </fieldset>
      <Button block>{t("form.submit")}</Button>
    </form>
  );
}

/**
 * A stay's check-in and check-out days, each with its messages ("Check-in · This date is in the past"): the stay search
 * form's, and a property page's own dates form.
 */
export function StayDateFields({
  id,
  today,
  values,
  errors,
}: {
  id: string;
  today: string;
  values: { checkIn: string; checkOut: string };
  errors: Pick<StayErrors, "checkIn" | "checkOut">;
}) {
  const { t } = useTranslation("hotel");
  return (
    <div className={css.dates}>
      {(["checkIn", "checkOut"] as const).map((field) => {
        const messages = errors[field] ?? [];
        return (
          <div key={field} className={css.field}>
            <label htmlFor={`${id}-${field}`} className={css.label}>
              {t(`form.${field}`)}
            </label>
            <input
              id={`${id}-${field}`}
              name={field}
              type="date"
              required
              min={today}
              defaultValue={values[field]}
              className={css.input}
              aria-invalid={messages.length ? true : undefined}
              aria-describedby={messages.length ? `${id}-${field}-error` : undefined}
            />
            <StayFieldErrors id={`${id}-${field}-error`} label={t(`form.${field}`)} messages={messages} />
          </div>
        );
      })}
    </div>
  );
}

/** A stay field's messages, each after the field's name ("Check-in · This date is in the past"): its input names the id. */
function StayFieldErrors({ id, label, messages }: { id: string; label: string; messages?: readonly string[] }) {
  const { t } = useTranslation("hotel");
  if (!messages?.length) return null;
  return (
    <ul id={id} className={css.error}>
      {messages.map((key) => (
        <li key={key}>{`${label} · ${t(key as "errors.where")}`}</li>
      ))}
    </ul>
  );
}
