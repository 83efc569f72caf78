import { useTranslation } from "react-i18next";
import { availableFooterLinks } from "~/domains/content/footer-links";
import * as css from "./layout.css";
import { LocaleLink } from "./locale-link";

/** ExchangeRate-API's terms ask for this attribution wherever its rates price something (decision 018). */
export const FX_ATTRIBUTION_URL = "https://www.exchangerate-api.com";

export function SiteFooter({ year, fxAttribution = false }: { year: number; fxAttribution?: boolean }) {
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
        {fxAttribution ? (
          <p>
            <a href={FX_ATTRIBUTION_URL} className={css.footerLink}>
              {t("footer.fxAttribution")}
            </a>
          </p>
        ) : null}
      </div>
    </footer>
  );
}
