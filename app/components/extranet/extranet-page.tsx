import { useTranslation } from "react-i18next";
import { ConsolePage } from "~/components/desk/desk-page";
import * as css from "~/components/desk/desk.css";
import { LocaleLink } from "~/components/locale-link";

/** A whole number typed on a phone's keypad (a count, a rate): a text field, so "65,000" is read as typed. */
export const NUMBER = { type: "text", inputMode: "numeric" } as const;

const SECTIONS = ["", "/rooms", "/calendar", "/reservations"] as const;

/** The extranet's menu for one property: its details, room types, calendar, reservations, and its public page. */
function PropertyMenu({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation("extranet");
  const keys = { "": "details", "/rooms": "rooms", "/calendar": "calendar", "/reservations": "reservations" } as const;
  return (
    <nav aria-label={t("nav.label")}>
      <ul className={css.nav}>
        <li>
          <LocaleLink to="/extranet" className={css.navLink}>
            {t("nav.properties")}
          </LocaleLink>
        </li>
        {SECTIONS.map((section) => (
          <li key={section}>
            <LocaleLink to={`/extranet/${propertyId}${section}`} className={css.navLink}>
              {t(`nav.${keys[section]}`)}
            </LocaleLink>
          </li>
        ))}
        <li>
          <LocaleLink to={`/hotel/${propertyId}`} className={css.navLink}>
            {t("nav.publicPage")}
          </LocaleLink>
        </li>
      </ul>
    </nav>
  );
}

/** Every extranet page: the property's menu (on a property's pages), the heading, and what the last action did. */
export function ExtranetPage({
  propertyId,
  ...page
}: Omit<Parameters<typeof ConsolePage>[0], "menu"> & { propertyId?: string }) {
  return <ConsolePage {...page} menu={propertyId ? <PropertyMenu propertyId={propertyId} /> : null} />;
}
