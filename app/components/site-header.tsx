import { buttonClass } from "./ui/button";
import { useTranslation } from "react-i18next";
import { availableProducts } from "~/domains/products/catalog";
import { AccountMenuList } from "./account/account-page";
import { LanguageSelector } from "./language-selector";
import * as css from "./layout.css";
import { LocaleLink, useRootData } from "./locale-link";
import { MarketSwitcher } from "./market-switcher";
import { Icon } from "./ui/icon";
import { Sheet } from "./ui/sheet";

export const PRODUCT_ICONS = {
  flight: "plane",
  stays: "hotel",
  visa: "document",
  rides: "ride",
  holidays: "holiday",
  thingsToDo: "sparkles",
  travelCard: "card",
  businessTravel: "business",
  travelExtras: "bag",
  listYourProperty: "hotel",
} as const;

/**
 * How many product links the header's row shows on a wide screen (the rest are under "More"): three from 768 px, then
 * the fourth and fifth as the row has room (layout.css.ts), each under "More" until then.
 */
const INLINE_PRODUCTS = 3;
const ROOMIER = [
  { inline: css.inlineFromLaptop, more: css.moreUntilLaptop },
  { inline: css.inlineFromDesktop, more: css.moreUntilDesktop },
];

/** The products whose pages exist, then manage booking, as links (all in the phone's menu; on a wide screen, a range). */
function ProductLinks({
  className,
  from = 0,
  to,
  itemClass,
}: {
  className: string;
  from?: number;
  to?: number;
  /** A class for the link at this position of the range (shown only where the row has room for it). */
  itemClass?: (index: number) => string | undefined;
}) {
  const { t } = useTranslation();
  const links = [
    ...availableProducts().map((product) => ({
      key: product.key,
      path: product.path,
      icon: PRODUCT_ICONS[product.key],
      label: t(`nav.${product.key}`),
    })),
    { key: "manageBooking", path: "/manage-booking", icon: "ticket" as const, label: t("nav.manageBooking") },
  ].slice(from, to);
  return (
    <ul className={className}>
      {links.map((link, index) => (
        <li key={link.key} className={itemClass?.(index)}>
          <LocaleLink to={link.path} className={css.navLink}>
            <Icon name={link.icon} size={18} />
            {link.label}
          </LocaleLink>
        </li>
      ))}
    </ul>
  );
}

export function ProductNav() {
  const { t } = useTranslation();
  if (availableProducts().length === 0) return null;
  return (
    <>
      {/* A wide screen: the first products in the header's one row, the others under "More" (no JavaScript needed). */}
      <nav aria-label={t("nav.label")} className={`${css.wideOnly} ${css.headerNav}`}>
        <div className={css.productNav}>
          <ProductLinks
            className={css.productNav}
            to={INLINE_PRODUCTS + ROOMIER.length}
            itemClass={(i) => ROOMIER[i - INLINE_PRODUCTS]?.inline}
          />
          <Sheet
            align="start"
            trigger={
              <>
                <Icon name="menu" size={18} />
                {t("nav.more")}
              </>
            }
          >
            <ProductLinks className={css.menuList} from={INLINE_PRODUCTS} itemClass={(i) => ROOMIER[i]?.more} />
          </Sheet>
        </div>
      </nav>
      <Sheet
        className={css.phoneOnly}
        align="start"
        trigger={
          <>
            <Icon name="menu" />
            <span className={css.roomyOnly}>{t("nav.menu")}</span>
          </>
        }
      >
        <nav aria-label={t("nav.label")}>
          <ProductLinks className={css.menuList} />
        </nav>
      </Sheet>
    </>
  );
}

/**
 * One row on a phone: the brand, the products menu, one settings sheet (language, and country and currency where
 * the market may change) and the account. The landing page has the global header off and market change hidden
 * (product rules §2): its header does not stick and its settings hold the language only.
 */
export function SiteHeader({ variant }: { variant: "global" | "landing" }) {
  const { t } = useTranslation();
  const { locale, market, countries } = useRootData();
  const country = countries.find((c) => c.code === market.country)?.name ?? market.country;
  const global = variant === "global";
  const language = locale.slice(0, 2).toUpperCase();
  return (
    <header className={global ? css.header : css.landingHeader}>
      <div className={`${css.container} ${css.headerInner}`}>
        <LocaleLink to="/" className={css.brand} aria-label={t("homeLink")}>
          <Icon name="plane" size={22} />
          <span className={css.brandName}>{t("brand")}</span>
        </LocaleLink>
        <ProductNav />
        <div className={css.tools}>
          <Sheet
            titleId="settings-title"
            title={t("settings.title")}
            trigger={
              <>
                <Icon name="globe" />
                <span aria-hidden="true">{global ? `${language} · ${market.currency}` : language}</span>
                <span className={css.visuallyHidden}>
                  {global
                    ? t("settings.trigger", {
                        language: t(`language.names.${locale}`),
                        country,
                        currency: market.currency,
                      })
                    : t("settings.triggerLanguage", { language: t(`language.names.${locale}`) })}
                </span>
              </>
            }
          >
            <LanguageSelector />
            {global ? <MarketSwitcher /> : null}
          </Sheet>
          <CartLink />
          <AccountLinks />
        </div>
      </div>
    </header>
  );
}

/**
 * The cart on every page: its icon and how many items it holds (read out in full: "Cart: 2 items"), compact so the
 * header's row keeps its room.
 */
function CartLink() {
  const { t } = useTranslation();
  const { cart } = useRootData();
  return (
    <LocaleLink to="/cart" className={css.navLink}>
      <Icon name="cart" />
      {cart > 0 ? (
        <span className={css.countBadge} aria-hidden="true">
          {cart}
        </span>
      ) : null}
      <span className={css.visuallyHidden}>{t("cart.link", { count: cart })}</span>
    </LocaleLink>
  );
}

/**
 * Sign in, or the account menu (product rules §2: My Profile, My Trips, Logout) in a sheet that needs no
 * JavaScript. Logout is a form: no GET signs anyone out.
 */
function AccountLinks() {
  const { t } = useTranslation("account");
  const { member } = useRootData();
  if (!member) {
    return (
      <LocaleLink to="/account/sign-in" className={css.navLink}>
        <Icon name="user" />
        <span className={css.roomyOnly}>{t("menu.signIn")}</span>
      </LocaleLink>
    );
  }
  return (
    <Sheet
      trigger={
        <>
          <Icon name="user" />
          <span className={`${css.truncate} ${css.roomyOnly}`}>{t("menu.greeting", { name: member.firstName })}</span>
        </>
      }
    >
      <nav aria-label={t("menu.label")}>
        <AccountMenuList className={css.menuList} logoutClassName={buttonClass("secondary")} />
      </nav>
      <p>
        <LocaleLink to="/account/points">{t("points.link", { available: member.points })}</LocaleLink>
      </p>
    </Sheet>
  );
}
