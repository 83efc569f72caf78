import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { LocaleLink, useLocalePath } from "~/components/locale-link";
import { container } from "~/components/layout.css";
import * as css from "./account.css";
import { ResendToken } from "~/components/forms";

/**
 * The account menu's items (product rules §2): My Profile, My Trips, Logout. Logout is a POST: no GET signs
 * anyone out. The header shows them in a disclosure, account pages above their heading.
 */
export function AccountMenuList({
  current,
  className,
  logoutClassName,
}: {
  current?: "profile" | "trips";
  className: string;
  logoutClassName: string;
}) {
  const { t } = useTranslation("account");
  const localePath = useLocalePath();
  return (
    <ul className={className}>
      <li>
        <LocaleLink to="/account" aria-current={current === "profile" ? "page" : undefined}>
          {t("menu.profile")}
        </LocaleLink>
      </li>
      <li>
        <LocaleLink to="/account/trips" aria-current={current === "trips" ? "page" : undefined}>
          {t("menu.trips")}
        </LocaleLink>
      </li>
      <li>
        <Form method="post" action={localePath("/account/sign-out")}>
          <ResendToken />
          <button type="submit" className={logoutClassName}>
            {t("menu.logout")}
          </button>
        </Form>
      </li>
    </ul>
  );
}

function AccountMenu({ current }: { current?: "profile" | "trips" }) {
  const { t } = useTranslation("account");
  return (
    <nav aria-label={t("menu.label")}>
      <AccountMenuList current={current} className={css.nav} logoutClassName={css.linkButton} />
    </nav>
  );
}

/** Every account page: its heading, the account menu for members, and a notice after a redirect. */
export function AccountPage({
  heading,
  menu,
  narrow = false,
  notice,
  children,
}: {
  heading: ReactNode;
  menu?: "profile" | "trips" | "none";
  narrow?: boolean;
  notice?: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation("account");
  return (
    <div className={`${container} ${css.page}`}>
      {menu ? <AccountMenu current={menu === "none" ? undefined : menu} /> : null}
      <div className={narrow ? css.narrow : undefined}>
        <h1>{heading}</h1>
        {notice ? (
          <p role="status" className={css.status}>
            {(t as unknown as (key: string) => string)(`notices.${notice}`)}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
