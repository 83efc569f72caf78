import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/**
 * A slim banner at the foot of the window, not a box over the page: it sits last in the body and sticks to the
 * bottom while the page scrolls, so the search, its errors and its results stay usable, and at the end of the page
 * it takes its own place after the footer instead of covering it.
 */
export const dialog = style({
  position: "sticky",
  bottom: 0,
  zIndex: 50,
  width: "100%",
  maxWidth: "none",
  margin: 0,
  maxHeight: "70vh",
  overflowY: "auto",
  background: vars.color.paper,
  color: vars.color.ink,
  border: "none",
  borderTop: `1px solid ${vars.color.line}`,
  boxShadow: "0 -4px 16px rgba(18, 32, 47, 0.12)",
  padding: `${vars.space.sm} ${vars.space.md}`,
});

/** The words and the choices side by side where there is room, stacked on a phone. */
export const bar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.md}`,
  maxWidth: "72rem",
  marginInline: "auto",
});

export const text = style({ flex: "1 1 18rem", margin: 0, fontSize: "0.875rem", lineHeight: 1.4 });

export const title = style({ display: "inline", fontSize: "0.875rem", margin: 0, marginInlineEnd: vars.space.xs });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const category = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  marginBlock: vars.space.sm,
});

export const choices = style({ display: "flex", gap: vars.space.md });
