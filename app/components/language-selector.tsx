import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { LOCALES } from "~/i18n/locales";
import { Field } from "./forms";
import { input } from "./forms.css";
import * as css from "./layout.css";
import { useCurrentPath, useRootData } from "./locale-link";
import { Button } from "./ui/button";

/** A plain form: it saves the choice and redirects, with or without JavaScript. */
export function LanguageSelector() {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const redirectTo = useCurrentPath();
  const id = useId();
  return (
    <Form method="post" action="/settings/language" className={css.settingsForm}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field label={t("language.label")} htmlFor={id}>
        <select id={id} name="lang" defaultValue={locale} className={input}>
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {t(`language.names.${code}`)}
            </option>
          ))}
        </select>
      </Field>
      <Button variant="secondary">{t("language.submit")}</Button>
    </Form>
  );
}
