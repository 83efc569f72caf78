import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// Every form's fields, errors and error summary look the same.
export const field = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xs,
  minWidth: 0,
  flex: "1 1 9rem",
});
// A date input's own width never pushes its column wider.
globalStyle(`${field} > label`, { display: "block", minWidth: 0 });
export const label = style({ fontWeight: vars.weight.medium });

export const input = style({
  boxSizing: "border-box",
  width: "100%",
  maxWidth: "100%",
  minWidth: 0,
  minHeight: vars.size.tap,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.lineStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
  color: vars.color.ink,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const error = style({ color: vars.color.danger, margin: 0, fontSize: "0.875rem" });

export const summary = style({
  color: vars.color.danger,
  background: vars.color.dangerBg,
  border: `1px solid ${vars.color.danger}`,
  borderInlineStartWidth: "4px",
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: 0,
});
export const summaryTitle = style({ margin: 0, fontWeight: vars.weight.bold });
export const summaryList = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.lg });
