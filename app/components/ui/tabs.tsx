import type { ReactNode } from "react";
import { LocaleLink } from "../locale-link";
import { Icon, type IconName } from "./icon";
import * as css from "./ui.css";

export interface TabItem {
  key: string;
  label: string;
  icon?: IconName;
  /** A product whose page has not landed yet has no link: it shows, muted, as what is coming. */
  to?: string | null;
}

/** Navigation tabs: links, the current one marked; the row scrolls inside itself on a phone. */
export function Tabs({ label, items, current }: { label: string; items: TabItem[]; current: string }): ReactNode {
  return (
    <nav aria-label={label}>
      <ul className={css.tabs}>
        {items
          .filter((item) => item.to)
          .map((item) => (
            <li key={item.key}>
              {item.to ? (
                <LocaleLink to={item.to} className={css.tab} aria-current={item.key === current ? "page" : undefined}>
                  {item.icon ? <Icon name={item.icon} size={18} /> : null}
                  {item.label}
                </LocaleLink>
              ) : null}
            </li>
          ))}
      </ul>
    </nav>
  );
}
