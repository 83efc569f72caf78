import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const page = style({ display: "grid", gap: vars.space.lg, paddingBlock: vars.space.lg });
export const section = style({ display: "grid", gap: vars.space.sm, minWidth: 0 });
export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center", margin: 0 });
export const grid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
});
export const stack = style({ display: "grid", gap: vars.space.sm });
export const icons = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(6.5rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});
