import { useTranslation } from "react-i18next";
import { InputField } from "~/components/forms";

type FieldMeta = Parameters<typeof InputField>[0]["field"];

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
