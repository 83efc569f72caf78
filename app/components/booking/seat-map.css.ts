import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// The seat map without JavaScript: radio buttons laid out as the cabin, statuses told by colour and text.
export const cabin = style({
  display: "grid",
  gap: vars.space.xs,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
  overflowX: "auto",
});

export const row = style({ display: "flex", gap: vars.space.xs, alignItems: "center" });

export const rowNumber = style({ flex: "none", width: "1.75rem", textAlign: "right", color: vars.color.inkMuted });

export const aisle = style({ width: "1.25rem", flex: "none" });
export const letter = style({ fontWeight: 700 });
export const price = style({ fontSize: "0.6875rem" });

export const radio = style({ position: "absolute", opacity: 0, inset: 0, margin: 0, cursor: "pointer" });

// 44 px wide and 52 px tall (WCAG 2.2 target size), with the seat's price on it, not only in its label.
export const seat = style({
  position: "relative",
  flex: "none",
  display: "inline-grid",
  placeItems: "center",
  alignContent: "center",
  width: vars.size.tap,
  height: "52px",
  lineHeight: 1.1,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.paper,
  color: vars.color.ink,
  fontSize: vars.text.sm,
  selectors: {
    '&[data-status="preferred"]': { background: vars.color.successBg, borderColor: vars.color.success },
    '&[data-status="extra_leg_room"]': { background: vars.color.warning, borderColor: vars.color.warningInk },
    '&[data-status="not_available"]': {
      background: vars.color.skeleton,
      borderColor: vars.color.line,
      color: vars.color.inkMuted,
    },
    '&[data-status="selected"], &:has(input:checked)': {
      background: vars.color.brand,
      borderColor: vars.color.brandDark,
      color: vars.color.brandInk,
    },
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.ink}`, outlineOffset: "2px" },
  },
});

export const key = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  listStyle: "none",
  padding: 0,
  alignItems: "center",
});
