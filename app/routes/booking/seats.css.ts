import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// The seat map without JavaScript: radio buttons laid out as the cabin, statuses told by colour and text.
export const cabin = style({ display: "grid", gap: vars.space.xs, border: 0, padding: 0, overflowX: "auto" });

export const row = style({ display: "flex", gap: vars.space.xs, alignItems: "center" });

export const rowNumber = style({ width: "2rem", textAlign: "right", color: vars.color.inkMuted });

export const aisle = style({ width: "1.25rem" });

export const radio = style({ position: "absolute", opacity: 0, inset: 0, margin: 0, cursor: "pointer" });

export const seat = style({
  position: "relative",
  display: "inline-grid",
  placeItems: "center",
  width: "2.25rem",
  height: "2.25rem",
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.paper,
  color: vars.color.ink,
  fontSize: "0.8rem",
  selectors: {
    '&[data-status="preferred"]': { background: "#e6f4ea", borderColor: "#1e6b34" },
    '&[data-status="extra_leg_room"]': { background: "#fff1d6", borderColor: "#8a5a00" },
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
