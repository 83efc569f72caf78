import type { ReactNode } from "react";
import { Icon, type IconName } from "./icon";
import * as css from "./ui.css";

/** What to do when there is nothing to show: the message first, then the ways on. */
export function EmptyState({
  icon = "search",
  heading,
  children,
  actions,
}: {
  icon?: IconName;
  heading: ReactNode;
  children?: ReactNode;
  actions?: ReactNode[];
}) {
  return (
    <div className={css.empty} role="status">
      <Icon name={icon} size={40} className={css.emptyIcon} />
      <h2>{heading}</h2>
      {children}
      {actions?.length ? (
        <ul className={css.emptyActions}>
          {actions.map((action, i) => (
            <li key={i}>{action}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
