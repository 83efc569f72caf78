import { useTranslation } from "react-i18next";
import { availableProducts } from "~/domains/products/catalog";
import { LanguageSelector } from "./language-selector";
import * as css from "./layout.css";
import { AccountMenuList } from "./account/account-page";
import { LocaleLink, useRootData } from "./locale-link";
import { MarketSwitcher } from "./market-switcher";

export function ProductNav() {
  const { t } = useTranslation();
  const products = availableProducts();
  if (products.length === 0) return null;
  return (
    <nav aria-label={t("nav.label")}>
      <ul className={css.productNav}>
        {products.map((product) => (
          <li key={product.key}>
            <LocaleLink to={product.path}>{t(`nav.${product.key}`)}</LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The global header is sticky and carries the country and currency switchers. The landing page has the
 * global header off and market change hidden (product rules §2): a plain header with the brand and language.
 */
export function SiteHeader({ variant }: { variant: "global" | "landing" }) {
  const { t } = useTranslation();
  const global = variant === "global";
  return (
    <header className={global ? css.header : css.landingHeader}>
      <div className={`${css.container} ${css.headerInner}`}>
        <LocaleLink to="/" className={css.brand} aria-label={t("homeLink")}>
          {t("brand")}
        </LocaleLink>
        <ProductNav />
        <div className={css.tools}>
          {global ? <MarketSwitcher /> : null}
          <LanguageSelector />
          <AccountLinks />
        </div>
      </div>
    </header>
  );
}

/**
 * Sign in, or the account menu (product rules §2: My Profile, My Trips, Logout) in a disclosure that needs no
 * JavaScript. Logout is a form: no GET signs anyone out.
 */
function AccountLinks() {
  const { t } = useTranslation("account");
  const { member } = useRootData();
  if (!member) return <LocaleLink to="/account/sign-in">{t("menu.signIn")}</LocaleLink>;
  return (
    <details className={css.disclosure}>
      <summary>{t("menu.greeting", { name: member.firstName })}</summary>
      <nav aria-label={t("menu.label")} className={css.disclosurePanel}>
        <AccountMenuList className={css.menuList} logoutClassName={css.secondaryButton} />
      </nav>
    </details>
  );
}
