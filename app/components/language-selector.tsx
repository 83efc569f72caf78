import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { LOCALES } from "~/i18n/locales";
import * as css from "./layout.css";
import { useCurrentPath, useRootData } from "./locale-link";

/** A plain form: it saves the choice and redirects, with or without JavaScript. */
export function LanguageSelector() {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const redirectTo = useCurrentPath();
  const id = useId();
  return (
    <Form method="post" action="/settings/language" className={css.inlineForm}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <label htmlFor={id} className={css.visuallyHidden}>
        {t("language.label")}
      </label>
      <select id={id} name="lang" defaultValue={locale} className={css.select}>
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.names.${code}`)}
          </option>
        ))}
      </select>
      <button type="submit" className={css.secondaryButton}>
        {t("language.submit")}
      </button>
    </Form>
  );
}
