import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { CONSENT_CATEGORIES } from "~/domains/consent/consent";
import * as css from "./consent-dialog.css";
import { button, secondaryButton } from "./layout.css";
import { useCurrentPath } from "./locale-link";

/**
 * Spec section 2 cookie consent. One form: "Yes, I Agree" accepts every category; "Customise Settings"
 * opens a native disclosure where each optional category is accepted or declined, then "Save settings".
 */
export function ConsentDialog() {
  const { t } = useTranslation();
  const redirectTo = useCurrentPath();
  return (
    <dialog open className={css.dialog} aria-labelledby="consent-title" aria-describedby="consent-body">
      <h2 id="consent-title">{t("consent.title")}</h2>
      <p id="consent-body">{t("consent.body")}</p>
      <Form method="post" action="/settings/consent">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className={css.actions}>
          <button type="submit" name="intent" value="accept-all" className={button}>
            {t("consent.yes")}
          </button>
        </div>
        <details>
          <summary>{t("consent.customise")}</summary>
          <fieldset className={css.category}>
            <legend>{t("consent.categories.necessary.name")}</legend>
            <p>{t("consent.categories.necessary.description")}</p>
            <p>
              <strong>{t("consent.alwaysOn")}</strong>
            </p>
          </fieldset>
          {CONSENT_CATEGORIES.map((category) => (
            <fieldset key={category} className={css.category}>
              <legend>{t(`consent.categories.${category}.name`)}</legend>
              <p>{t(`consent.categories.${category}.description`)}</p>
              <div className={css.choices}>
                <label>
                  <input type="radio" name={category} value="accept" /> {t("consent.accept")}
                </label>
                <label>
                  <input type="radio" name={category} value="decline" defaultChecked /> {t("consent.decline")}
                </label>
              </div>
            </fieldset>
          ))}
          <button type="submit" name="intent" value="save" className={secondaryButton}>
            {t("consent.save")}
          </button>
        </details>
      </Form>
    </dialog>
  );
}
