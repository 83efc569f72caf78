import { useTranslation } from "react-i18next";
import { availableFooterLinks } from "~/domains/content/footer-links";
import * as css from "./layout.css";
import { LocaleLink } from "./locale-link";

export function SiteFooter({ year }: { year: number }) {
  const { t } = useTranslation();
  const links = availableFooterLinks();
  return (
    <footer className={css.footer}>
      <div className={css.container}>
        <p>
          <strong>{t("brand")}</strong> · {t("footer.tagline")}
        </p>
        {links.length > 0 ? (
          <nav aria-label={t("footer.label")}>
            <ul className={css.footerLinks}>
              {links.map((link) => (
                <li key={link.key}>
                  <LocaleLink to={link.path} className={css.footerLink}>
                    {t(`footer.${link.key}`)}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p>{t("footer.protected")}</p>
        <p>{t("footer.copyright", { year })}</p>
      </div>
    </footer>
  );
}
