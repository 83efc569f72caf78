import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "./icon";
import * as css from "./ui.css";

/** Active choices as a row of chips; each one is a link that removes it (no JavaScript needed). */
export function ChipList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={css.chips} aria-label={label}>
      {children}
    </ul>
  );
}

export function Chip({ to, removeLabel, children }: { to: string; removeLabel: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={css.chip} aria-label={removeLabel} data-enhance="">
        {children}
        <Icon name="close" size={16} />
      </Link>
    </li>
  );
}
