import { Button } from "~/components/ui/button";
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { type ErrorKey, fieldsInError, FormAlert, InputField, ResendToken, useZodForm } from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { EmailStepSchema } from "~/domains/accounts/schema";
import * as bookingCss from "~/components/booking/booking.css";

type FieldMeta = Parameters<typeof InputField>[0]["field"];

/** A member's first and last name, each named for the browser's autofill, and a phone where the form asks one. */
export function NameFields({ first, last, phone }: { first: FieldMeta; last: FieldMeta; phone?: FieldMeta }) {
  const { t } = useTranslation("account");
  return (
    <div className={bookingCss.fieldRow}>
      <InputField label={t("fields.firstName")} field={first} type="text" autoComplete="given-name" />
      <InputField label={t("fields.lastName")} field={last} type="text" autoComplete="family-name" />
      {phone ? <InputField label={t("fields.phone")} field={phone} type="tel" autoComplete="tel" /> : null}
    </div>
  );
}

/** The alert's list for a member's name (and phone): each of them in error, by its label. */
export function nameErrors(
  t: (key: "fields.firstName" | "fields.lastName" | "fields.phone") => string,
  fields: { first: FieldMeta; last: FieldMeta; phone?: FieldMeta },
) {
  return fieldsInError([
    [fields.first, t("fields.firstName")],
    [fields.last, t("fields.lastName")],
    ...(fields.phone ? [[fields.phone, t("fields.phone")] as const] : []),
  ]);
}

/** A new password and its confirmation, named for password managers. */
export function NewPasswordFields({ password, confirm }: { password: FieldMeta; confirm: FieldMeta }) {
  const { t } = useTranslation("account");
  return (
    <>
      <InputField
        label={t("fields.newPassword")}
        field={password}
        type="password"
        autoComplete="new-password"
        hint={t("passwordRule")}
      />
      <InputField label={t("fields.passwordConfirm")} field={confirm} type="password" autoComplete="new-password" />
    </>
  );
}

/** The e-mailed code: digits on a phone's keypad, and filled from the message where the phone can. */
export function CodeField({ field, hint }: { field: FieldMeta; hint?: string }) {
  const { t } = useTranslation("account");
  return (
    <InputField
      label={t("fields.code")}
      field={field}
      type="text"
      autoComplete="one-time-code"
      inputMode="numeric"
      hint={hint}
    />
  );
}

/** The account's e-mail for password managers, which pair a password with the username beside it. */
export function UsernameHint({ email }: { email: string }) {
  return <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />;
}

/** The query string that carries a sign-in step's e-mail and return path on to the next step. */
export function stepQuery(email: string, redirectTo: string | undefined): URLSearchParams {
  return new URLSearchParams({ email, ...(redirectTo ? { redirectTo } : {}) });
}

/** Back to the e-mail step, keeping where to go after signing in. */
export function ChangeEmailLink({ email, redirectTo }: { email: string; redirectTo: string | undefined }) {
  const { t } = useTranslation("account");
  return <LocaleLink to={`/account/sign-in?${stepQuery(email, redirectTo)}`}>{t("changeEmail")}</LocaleLink>;
}

/** A sign-in step's hidden fields: the e-mail it is for (when the step has one) and the return path. */
export function StepFields({ email, redirectTo }: { email?: FieldMeta; redirectTo: FieldMeta }) {
  return (
    <>
      {email ? <input {...getInputProps(email, { type: "hidden" })} key={email.key} /> : null}
      <input {...getInputProps(redirectTo, { type: "hidden" })} key={redirectTo.key} />
    </>
  );
}

/** The e-mail form of the sign-in and forgot-password pages (one schema, EmailStepSchema). */
export function EmailStepForm({
  id,
  lastResult,
  defaultValue,
  alert,
  submitLabel,
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: { email: string; redirectTo: string | undefined };
  alert: ErrorKey | null | undefined;
  submitLabel: string;
}) {
  const { t } = useTranslation("account");
  const [form, fields] = useZodForm(EmailStepSchema, {
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <ResendToken />
      <FormAlert message={alert ?? form.errors?.[0]} fields={fieldsInError([[fields.email, t("fields.email")]])} />
      <StepFields redirectTo={fields.redirectTo} />
      <InputField label={t("fields.email")} field={fields.email} type="email" autoComplete="email" />
      <p>
        <Button>{submitLabel}</Button>
      </p>
    </Form>
  );
}
