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

/** A group of checkboxes: one per line, each line a full tap target. */
export const checkboxGroup = style({ border: 0, padding: 0, margin: 0, display: "grid", gap: 0, minWidth: 0 });
export const checkbox = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: vars.size.tap,
});
globalStyle(`${checkbox} > input`, { width: "1.25rem", height: "1.25rem", margin: 0, flex: "none" });
// Each field a summary links is a target of its own, at least 24 px tall (WCAG 2.2 target size), wherever the
// sticky header leaves it after a jump.
globalStyle(`${summaryList} a`, { display: "inline-block", minHeight: "24px", lineHeight: "24px" });
