import { Button } from "~/components/ui/button";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { CONSENT_CATEGORIES, type Consent } from "~/domains/consent/consent";
import * as css from "./consent-dialog.css";
import { useCurrentPath } from "./locale-link";

/**
 * The consent choices as one plain form: "Yes, I Agree" accepts every category; each optional category
 * is accepted or declined, then "Save settings". In the dialog the categories sit behind the native
 * "Customise Settings" disclosure; on the cookie policy page they are open, with the current choice.
 */
export function ConsentForm({ current, collapsed }: { current: Consent | null; collapsed: boolean }) {
  const { t } = useTranslation();
  const redirectTo = useCurrentPath();
  const categories = (
    <>
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
              <input type="radio" name={category} value="accept" defaultChecked={current?.[category] === true} />{" "}
              {t("consent.accept")}
            </label>
            <label>
              <input type="radio" name={category} value="decline" defaultChecked={current?.[category] !== true} />{" "}
              {t("consent.decline")}
            </label>
          </div>
        </fieldset>
      ))}
      <Button variant="secondary" name="intent" value="save">
        {t("consent.save")}
      </Button>
    </>
  );
  return (
    <Form method="post" action="/settings/consent">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <div className={css.actions}>
        <Button name="intent" value="accept-all">
          {t("consent.yes")}
        </Button>
      </div>
      {collapsed ? (
        <details>
          <summary>{t("consent.customise")}</summary>
          {categories}
        </details>
      ) : (
        categories
      )}
    </Form>
  );
}
