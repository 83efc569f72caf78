import { style } from "@vanilla-extract/css";
import { vars, wide } from "~/styles/theme.css";

export const list = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.lg,
  "@media": { [wide]: { gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))" } },
});
export const item = style({ display: "grid", gap: vars.space.xs, justifyItems: "start", minWidth: 0 });
/** Big enough for another phone's camera across a table; white around it, whatever the theme. */
export const qr = style({ width: "11rem", height: "11rem", background: "#fff", borderRadius: vars.radius.sm });
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.text.sm,
  overflowWrap: "anywhere",
  userSelect: "all",
});
