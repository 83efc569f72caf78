import type { ReactNode } from "react";
import { Icon, type IconName } from "./icon";
import * as css from "./ui.css";

const ICON: Record<keyof typeof css.alert, IconName> = {
  info: "info",
  success: "success",
  warning: "alert",
  danger: "alert",
};

/**
 * A message box. `live` makes it an alert (read out at once: a failed form) or a status (a polite update);
 * a message that is simply part of the page has no role.
 */
export function Alert({
  tone = "info",
  title,
  live,
  id,
  children,
}: {
  tone?: keyof typeof css.alert;
  title?: ReactNode;
  live?: "alert" | "status";
  id?: string;
  children?: ReactNode;
}) {
  return (
    <div className={css.alert[tone]} role={live} id={id}>
      <Icon name={ICON[tone]} />
      <div className={css.alertBody}>
        {title ? <p className={css.alertTitle}>{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
