import type { ErrorKey } from "~/utils/views";
import {
  type DefaultValue,
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { RESEND_FIELD } from "~/utils/resend-token";
import * as css from "./forms.css";

export type { ErrorKey };

/**
 * The one form idiom (docs/architecture.md): a Conform form over the zod schema its action parses with
 * `parseWithZod`, whose constraints are native checks that work before and without hydration.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own bound on a form's value
export function useZodForm<S extends z.ZodType<unknown, Record<string, any>>>(
  schema: S,
  options: {
    id: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: DefaultValue<z.input<S>>;
    /** Blur on long forms (each field checked as it is left), submit on short ones. */
    shouldValidate?: "onSubmit" | "onBlur";
  },
) {
  return useForm<z.input<S>>({
    ...options,
    constraint: getZodConstraint(schema),
    shouldValidate: options.shouldValidate ?? "onSubmit",
    defaultNoValidate: false,
  });
}

/**
 * One list of field errors: translates message keys (docs/architecture.md, convention 6) from the booking catalog, whose `errors.*`
 * hold the spec's generic form messages. The id is what the field's aria-describedby names.
 */
/** Message keys come from schemas and domains at run time, so they are looked up untyped. */
function useMessages() {
  const { t } = useTranslation("booking");
  return t as unknown as (key: string, values?: Record<string, string>) => string;
}

/**
 * The spec's generic messages ("field is required") stay word for word; `label` names the field before each,
 * so the message makes sense on its own and in the form's summary.
 */
export function ErrorList({ id, errors, label }: { id?: string; errors?: readonly ErrorKey[] | null; label?: string }) {
  const t = useMessages();
  if (!errors?.length) return null;
  return (
    <ul id={id} className={css.error}>
      {errors.map((error, i) => {
        const { key, values } = typeof error === "string" ? { key: error, values: undefined } : error;
        return (
          <li key={`${key}-${i}`}>{label ? t("fieldMessage", { label, message: t(key, values) }) : t(key, values)}</li>
        );
      })}
    </ul>
  );
}

/**
 * A label, its control, and the control's errors, stacked. `field` is a Conform field's metadata (its
 * errors and the id the control's aria-describedby names); plain forms pass `errorId` and `errors`.
 */
export function Field({
  label,
  htmlFor,
  field,
  errorId = field?.errorId,
  errors = field?.errors,
  hint,
  children,
}: {
  label: ReactNode;
  /** The control's id when the control is not inside the label (a select with its own id). */
  htmlFor?: string;
  field?: { errorId: string; errors?: readonly string[] };
  errorId?: string;
  errors?: readonly ErrorKey[] | null;
  /** Help under the control, outside its label; the control's aria-describedby names it. */
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={css.field}>
      {htmlFor ? (
        <>
          <label htmlFor={htmlFor} className={css.label}>
            {label}
          </label>
          {children}
        </>
      ) : (
        <label>
          <span className={css.label}>{label}</span>
          <br />
          {children}
        </label>
      )}
      {hint}
      <ErrorList id={errorId} errors={errors} label={typeof label === "string" ? label : undefined} />
    </div>
  );
}

/**
 * The form-level message that opens a failed form: role="alert" so it is read out first. `fields` lists the
 * fields to correct by name, each a link to its control. Fields in error with no message (JavaScript caught them
 * before the server saw the form) open with the spec's "Form has errors, please check and correct".
 */
export function FormAlert({
  message,
  fields,
}: {
  message: ErrorKey | null | undefined;
  fields?: ReadonlyArray<{ id: string; label: string }>;
}) {
  const t = useMessages();
  const shown = message ?? (fields?.length ? "errors.form" : null);
  if (!shown) return null;
  const { key, values } = typeof shown === "string" ? { key: shown, values: undefined } : shown;
  return (
    <div role="alert" className={css.summary}>
      <p className={css.summaryTitle}>{t(key, values)}</p>
      {fields?.length ? (
        <ul className={css.summaryList}>
          {fields.map((field) => (
            <li key={field.id}>
              <a href={`#${field.id}`}>{field.label}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type FieldMeta = Parameters<typeof getInputProps>[0];

/**
 * FormAlert's list for a Conform form: each of `labelled` (a field and its label, in the form's order) that has
 * an error. A group of choices is linked by the id its first control carries (`fields.x.id`).
 */
export function fieldsInError(
  labelled: ReadonlyArray<readonly [Pick<FieldMeta, "id" | "errors">, string]>,
): Array<{ id: string; label: string }> {
  return labelled.flatMap(([field, label]) => (field.errors?.length ? [{ id: field.id, label }] : []));
}

/**
 * A Conform radio group's inputs, one per option: each with its own id (a radio has no `pattern`, and ids are unique),
 * the first carrying the field's id, which the form's summary links to (as CheckboxGroupField's first box does).
 */
export function radioGroupProps(field: FieldMeta, options: readonly string[]) {
  return getCollectionProps(field, { type: "radio", options: [...options] }).map((props, i) =>
    i === 0 ? { ...props, id: field.id } : props,
  );
}

/**
 * A Conform field as a hidden input: its name and value only (constraints such as `required` or `pattern` are not
 * allowed on a hidden input, and the server checks it anyway).
 */
export function HiddenField({ field }: { field: Pick<FieldMeta, "name" | "initialValue"> }) {
  const value = typeof field.initialValue === "string" ? field.initialValue : "";
  return <input type="hidden" name={field.name} value={value} />;
}

/** A labelled Conform input with its errors; passwords and dates get no autofill token unless one is given. */
export function InputField({
  label,
  field,
  type,
  autoComplete = "off",
  hint,
  inputMode,
  list,
}: {
  label: ReactNode;
  field: FieldMeta;
  type: "text" | "date" | "email" | "tel" | "password";
  autoComplete?: string;
  hint?: ReactNode;
  inputMode?: "numeric" | "decimal";
  /** The id of a datalist of suggestions (a native one: no JavaScript). */
  list?: string;
}) {
  const hintId = `${field.id}-hint`;
  const describedBy = [field.errors?.length ? field.errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <Field label={label} field={field} hint={hint ? <small id={hintId}>{hint}</small> : null}>
      <input
        {...getInputProps(field, { type })}
        className={css.input}
        key={field.key}
        autoComplete={type === "date" ? undefined : autoComplete}
        inputMode={inputMode}
        list={list}
        aria-describedby={describedBy || undefined}
      />
    </Field>
  );
}

/** A labelled Conform select with a "choose" first option and its errors. */
export function SelectField({
  label,
  field,
  choices,
  placeholder,
}: {
  label: ReactNode;
  field: FieldMeta;
  choices: ReadonlyArray<{ value: string; label: string }>;
  placeholder: string;
}) {
  return (
    <Field label={label} field={field}>
      <select {...getSelectProps(field)} className={css.input} key={field.key}>
        <option value="">{placeholder}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The password a traveller or staff member already has, named so to password managers. */
export function PasswordField({ label, field }: { label: ReactNode; field: FieldMeta }) {
  return <InputField label={label} field={field} type="password" autoComplete="current-password" />;
}

/** A wakapoints PIN: digits on a phone's keypad, hidden as typed; a new one is named so to password managers. */
export function PinField({ label, field, fresh = false }: { label: ReactNode; field: FieldMeta; fresh?: boolean }) {
  return (
    <InputField
      label={label}
      field={field}
      type="password"
      inputMode="numeric"
      autoComplete={fresh ? "new-password" : "current-password"}
    />
  );
}

/** A labelled Conform textarea (plain text, shown back as text) with its errors. */
export function TextAreaField({ label, field, hint }: { label: ReactNode; field: FieldMeta; hint?: ReactNode }) {
  const hintId = `${field.id}-hint`;
  const describedBy = [field.errors?.length ? field.errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <Field label={label} field={field} hint={hint ? <small id={hintId}>{hint}</small> : null}>
      <textarea
        {...getTextareaProps(field)}
        className={css.input}
        key={field.key}
        rows={4}
        aria-describedby={describedBy || undefined}
      />
    </Field>
  );
}

/** A group of Conform checkboxes for a list field, its legend and its errors; the group's first box carries its id. */
export function CheckboxGroupField({
  legend,
  field,
  choices,
}: {
  legend: ReactNode;
  field: FieldMeta;
  choices: ReadonlyArray<{ value: string; label: string }>;
}) {
  const boxes = getCollectionProps(field, { type: "checkbox", options: choices.map((c) => c.value) });
  return (
    <fieldset className={css.checkboxGroup} aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend className={css.label}>{legend}</legend>
      {boxes.map(({ key, ...box }, i) => (
        <label key={key} className={css.checkbox}>
          <input {...box} id={i === 0 ? field.id : box.id} aria-invalid={field.errors?.length ? true : undefined} />
          {choices[i]?.label}
        </label>
      ))}
      <ErrorList id={field.errorId} errors={field.errors} label={typeof legend === "string" ? legend : undefined} />
    </fieldset>
  );
}

/**
 * The page's one-time token, in every form that writes (decision 022; lint: tern/resend-token): the same form
 * sent twice over a flaky connection answers its first outcome instead of acting twice.
 */
export function ResendToken() {
  const token = useRouteLoaderData<typeof rootLoader>("root")?.formToken;
  return token ? <input type="hidden" name={RESEND_FIELD} value={token} /> : null;
}
