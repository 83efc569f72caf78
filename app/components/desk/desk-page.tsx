import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { container } from "~/components/layout.css";
import { ResendToken } from "~/components/forms";
import { LocaleLink, useLocalePath } from "~/components/locale-link";
import type { StaffRole } from "~/domains/staff/roles";
import * as css from "./desk.css";

/** The desk's menu: the pages the staff member's roles open, and signing out (here, or on every device). */
function DeskMenu({ roles }: { roles: readonly StaffRole[] }) {
  const { t } = useTranslation("desk");
  const localePath = useLocalePath();
  return (
    <nav aria-label={t("nav.label")}>
      <ul className={css.nav}>
        <li>
          <LocaleLink to="/desk" className={css.navLink}>
            {t("nav.home")}
          </LocaleLink>
        </li>
        {roles.includes("support") ? (
          <li>
            <LocaleLink to="/desk/orders" className={css.navLink}>
              {t("nav.orders")}
            </LocaleLink>
          </li>
        ) : null}
        {roles.includes("refunds") ? (
          <li>
            <LocaleLink to="/desk/refunds" className={css.navLink}>
              {t("nav.refunds")}
            </LocaleLink>
          </li>
        ) : null}
        {roles.includes("payments") ? (
          <li>
            <LocaleLink to="/desk/payments" className={css.navLink}>
              {t("nav.payments")}
            </LocaleLink>
          </li>
        ) : null}
        {roles.includes("visas") || roles.includes("partners") ? (
          <li>
            <LocaleLink to="/desk/applications" className={css.navLink}>
              {t("nav.applications")}
            </LocaleLink>
          </li>
        ) : null}
        {roles.includes("partners") ? (
          <li>
            <LocaleLink to="/desk/agents" className={css.navLink}>
              {t("nav.agents")}
            </LocaleLink>
          </li>
        ) : null}
        {roles.includes("partners") ? (
          <li>
            <LocaleLink to="/desk/referrals" className={css.navLink}>
              {t("nav.referrals")}
            </LocaleLink>
          </li>
        ) : null}
        {roles.includes("content") ? (
          <li>
            <LocaleLink to="/desk/content" className={css.navLink}>
              {t("nav.content")}
            </LocaleLink>
          </li>
        ) : null}
        {roles.includes("admin") ? (
          <li>
            <LocaleLink to="/desk/audit" className={css.navLink}>
              {t("nav.audit")}
            </LocaleLink>
          </li>
        ) : null}
        {roles.includes("admin") ? (
          <li>
            <LocaleLink to="/desk/staff" className={css.navLink}>
              {t("nav.staff")}
            </LocaleLink>
          </li>
        ) : null}
        <li>
          <Form method="post" action={localePath("/desk/sign-out")}>
            <ResendToken />
            <button type="submit" className={css.linkButton}>
              {t("nav.signOut")}
            </button>
          </Form>
        </li>
        <li>
          <Form method="post" action={localePath("/desk/sign-out")}>
            <ResendToken />
            <input type="hidden" name="everywhere" value="1" />
            <button type="submit" className={css.linkButton}>
              {t("nav.signOutEverywhere")}
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}

/** Every desk page: the menu for a signed-in staff member, the heading, and what the last action did. */
export function DeskPage({
  roles,
  ...page
}: Omit<Parameters<typeof ConsolePage>[0], "menu"> & {
  /** The signed-in staff member's roles; none on the sign-in pages. */
  roles?: readonly StaffRole[];
}) {
  return <ConsolePage {...page} menu={roles ? <DeskMenu roles={roles} /> : null} />;
}

/** A page of the desk or the extranet: its menu, the heading, and what the last action did. */
export function ConsolePage({
  heading,
  menu,
  narrow = false,
  notice,
  children,
}: {
  heading: ReactNode;
  menu: ReactNode;
  narrow?: boolean;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`${container} ${css.page}`}>
      {menu}
      <div className={narrow ? css.narrow : undefined}>
        <h1>{heading}</h1>
        {notice ? (
          <p role="status" className={css.status}>
            {notice}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
