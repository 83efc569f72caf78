import { useTranslation } from "react-i18next";
import * as css from "./consent-dialog.css";
import { ConsentForm } from "./consent-form";

/** Product rules §2 cookie consent, shown to people (not bots) until they choose. Works without JavaScript. */
export function ConsentDialog() {
  const { t } = useTranslation();
  return (
    <dialog open className={css.dialog} aria-labelledby="consent-title" aria-describedby="consent-body">
      <h2 id="consent-title">{t("consent.title")}</h2>
      <p id="consent-body">{t("consent.body")}</p>
      <ConsentForm current={null} collapsed />
    </dialog>
  );
}
