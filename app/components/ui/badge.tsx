import type { ReactNode } from "react";
import { Icon, type IconName } from "./icon";
import * as css from "./ui.css";

export type Tone = keyof typeof css.badge;

/** A short status word: Best, Cheapest, Ticketed, Refundable. */
export function Badge({ tone = "brand", icon, children }: { tone?: Tone; icon?: IconName; children: ReactNode }) {
  return (
    <span className={css.badge[tone]}>
      {icon ? <Icon name={icon} size={14} /> : null}
      {children}
    </span>
  );
}
