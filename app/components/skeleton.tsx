import { useTranslation } from "react-i18next";
import * as css from "./skeleton.css";
import { visuallyHidden } from "./layout.css";

/** Product rules §9: the skeleton is 4 rows by 5. The fallback of every streamed (deferred) section. */
export const SKELETON_ROWS = 4;
export const SKELETON_COLUMNS = 5;

export function Skeleton() {
  const { t } = useTranslation();
  return (
    <div className={css.grid} role="status" aria-busy="true">
      <span className={visuallyHidden}>{t("loading")}</span>
      {Array.from({ length: SKELETON_ROWS * SKELETON_COLUMNS }, (_, i) => (
        <span key={i} className={css.cell} data-skeleton-cell="" aria-hidden="true" />
      ))}
    </div>
  );
}
