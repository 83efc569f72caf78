import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import * as css from "./navigation-progress.css";

/** Shown on hydrated routes while a client-side navigation loads. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div className={css.bar} role="progressbar" aria-label={t("loadingPage")}>
      <span className={css.fill} />
    </div>
  );
}
