import { useTranslation } from "react-i18next";
import * as css from "./consent-dialog.css";
import { ConsentForm } from "./consent-form";
import { LocaleLink } from "./locale-link";

/**
 * Product rules §2 cookie consent, shown to people (not bots) until they choose: a slim banner at the foot of the
 * window that leaves the page usable. Works without JavaScript.
 */
export function ConsentDialog() {
  const { t } = useTranslation();
  return (
    <dialog open className={css.dialog} aria-labelledby="consent-title" aria-describedby="consent-body">
      <div className={css.bar}>
        <p className={css.text}>
          <strong id="consent-title" className={css.title}>
            {t("consent.title")}
          </strong>{" "}
          <span id="consent-body">{t("consent.short")}</span>{" "}
          <LocaleLink to="/cookie-policy">{t("consent.policyLink")}</LocaleLink>
        </p>
        <ConsentForm current={null} collapsed />
      </div>
    </dialog>
  );
}
