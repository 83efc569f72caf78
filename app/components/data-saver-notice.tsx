import { useTranslation } from "react-i18next";
import * as css from "./layout.css";
import { useCurrentPath } from "./locale-link";

/**
 * Save-Data (decision 021): on a page that leaves out pictures and the map, what was left out and the way to full pages; on
 * full pages a browser asked to save data for, the way back. Each a POST that returns to this page.
 */
export function DataSaverNotice({ lite }: { lite: boolean }) {
  const { t } = useTranslation();
  const redirectTo = useCurrentPath();
  return (
    <section aria-label={t("dataSaver.label")} className={css.dataSaver}>
      <p className={css.agentBannerText}>{lite ? t("dataSaver.lite") : t("dataSaver.full")}</p>
      <form method="post" action="/settings/data">
        <input type="hidden" name="mode" value={lite ? "full" : "lite"} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" className={css.dataSaverButton}>
          {lite ? t("dataSaver.showFull") : t("dataSaver.saveData")}
        </button>
      </form>
    </section>
  );
}
