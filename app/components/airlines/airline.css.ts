import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const header = style({ display: "grid", gap: vars.space.sm, margin: 0 });
export const headerImage = style({
  width: "100%",
  height: "auto",
  aspectRatio: "3 / 1",
  borderRadius: vars.radius.md,
  display: "block",
});
export const lead = style({ fontSize: vars.text.lg, margin: 0 });
export const services = style({ margin: 0, paddingInlineStart: vars.space.lg, display: "grid", gap: vars.space.xs });

/** The grid scrolls inside its own frame when it is wider than a phone; the page never does. */
export const gridFrame = style({
  overflowX: "auto",
  maxWidth: "100%",
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.brand}`, outlineOffset: "2px" } },
});
export const grid = style({ borderCollapse: "collapse", width: "100%", fontSize: vars.text.sm });
export const caption = style({ textAlign: "start", padding: vars.space.sm, color: vars.color.inkMuted });
globalStyle(`${grid} th, ${grid} td`, {
  borderTop: `1px solid ${vars.color.line}`,
  padding: vars.space.xs,
  textAlign: "start",
  verticalAlign: "top",
});
globalStyle(`${grid} thead th`, { background: vars.color.canvas, fontWeight: vars.weight.medium });
export const rowHead = style({ fontWeight: vars.weight.medium, minWidth: "6.5rem" });
export const cell = style({
  display: "grid",
  minHeight: vars.size.tap,
  minWidth: "6.5rem",
  alignContent: "center",
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.accent } },
});
export const amount = style({ fontWeight: vars.weight.bold, fontSize: vars.text.md });
export const small = style({ color: vars.color.inkMuted, fontSize: vars.text.xs });
export const none = style([cell, { color: vars.color.inkMuted }]);
export const index = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))",
});
export const indexLink = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  minHeight: vars.size.tap,
  padding: vars.space.sm,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  textDecoration: "none",
});
