import { style } from "@vanilla-extract/css";
import { card } from "~/components/layout.css";
import * as account from "~/components/account/account.css";
import { vars } from "~/styles/theme.css";

// The account pages' frame (account.css.ts), wider for the desk's queues, with 44 px tap targets in its menu.
export { nav, narrow, status } from "~/components/account/account.css";

export const page = style({ maxWidth: "64rem", marginInline: "auto", paddingBlock: vars.space.lg });

export const navLink = style({ display: "inline-block", minHeight: 44, paddingBlock: 10 });

export const linkButton = style([account.linkButton, { minHeight: 44 }]);

export const section = style([card, { marginBlock: vars.space.md }]);

export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.sm });

/** A queue's rows: one card a case on a phone, the same cards in a grid of columns from 48 rem. */
export const row = style([
  card,
  {
    display: "grid",
    gap: vars.space.xs,
    "@media": { "(min-width: 48rem)": { gridTemplateColumns: "8rem 8rem 1fr 8rem 1fr", alignItems: "center" } },
  },
]);

export const muted = style({ color: vars.color.inkMuted });

/** A table that scrolls on its own at 320 px rather than the page. */
export const scroll = style({ overflowX: "auto", maxWidth: "100%" });

export const table = style({ borderCollapse: "collapse", width: "100%", fontSize: "0.875rem" });
