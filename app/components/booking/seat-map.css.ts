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

// A row takes the width it is given: seats share it up to 44 px each, so a 3-3-3 wide-body row fits a 360 px phone
// (about 32 px wide each there, always 52 px tall) and a 3-3 row keeps full-size seats.
export const row = style({ display: "flex", gap: "3px", alignItems: "center", width: "100%", maxWidth: "34rem" });

export const rowNumber = style({
  flex: "none",
  width: "1.25rem",
  textAlign: "right",
  color: vars.color.inkMuted,
  fontSize: vars.text.sm,
});

export const aisle = style({ flex: "0 1 0.75rem", minWidth: "0.25rem" });
export const letter = style({ fontWeight: 700 });
export const price = style({ fontSize: "0.625rem", maxWidth: "100%", overflow: "hidden", whiteSpace: "nowrap" });

export const radio = style({ position: "absolute", opacity: 0, inset: 0, margin: 0, cursor: "pointer" });

// 44 px wide and 52 px tall (WCAG 2.2 target size), with the seat's price on it, not only in its label.
export const seat = style({
  position: "relative",
  flex: "1 1 0",
  minWidth: 0,
  maxWidth: vars.size.tap,
  display: "inline-grid",
  placeItems: "center",
  alignContent: "center",
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
    '&[data-status="companion"]': {
      background: vars.color.skeleton,
      borderColor: vars.color.brand,
      borderStyle: "dashed",
      color: vars.color.ink,
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

/** The key's sample seats: the seat's colours at a fixed size. */
export const swatch = style([seat, { width: "1.75rem", height: "1.75rem", flex: "none", verticalAlign: "middle" }]);
