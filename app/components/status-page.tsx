import { useTranslation } from "react-i18next";
import { container } from "./layout.css";
import { LocaleLink } from "./locale-link";

/** The not-found and error pages. React 19 hoists the <title> and <meta> into the head. */
export function StatusPage({ kind }: { kind: "notFound" | "errorPage" }) {
  const { t } = useTranslation();
  return (
    <div className={container}>
      <title>{t(`${kind}.title`)}</title>
      {kind === "notFound" ? <meta name="description" content={t("notFound.description")} /> : null}
      <meta name="robots" content="noindex" />
      <h1>{t(`${kind}.heading`)}</h1>
      <p>{kind === "notFound" ? t("notFound.body") : t("errorPage.body")}</p>
      <p>
        <LocaleLink to="/">{t("notFound.home")}</LocaleLink>
      </p>
    </div>
  );
}
