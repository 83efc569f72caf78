import { style } from "@vanilla-extract/css";
import { card } from "~/components/layout.css";
import { vars } from "~/styles/theme.css";

export const layout = style({ display: "grid", gap: vars.space.lg, paddingBlock: vars.space.lg });
export const calendar = style({
  display: "flex",
  gap: vars.space.sm,
  listStyle: "none",
  padding: 0,
  overflowX: "auto",
});
export const day = style({
  display: "grid",
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
  minWidth: "6.5rem",
  textDecoration: "none",
  selectors: { '&[aria-current="date"]': { borderColor: vars.color.brand, borderWidth: 2 } },
});
export const sorts = style({ display: "flex", gap: vars.space.md, listStyle: "none", padding: 0 });
export const filters = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "flex-start" });
export const fieldset = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  display: "grid",
  gap: vars.space.xs,
  minWidth: 0,
});
export const priceInput = style({ width: "8rem", maxWidth: "100%" });
export const offers = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.md });

export const priceChange = style([card, { borderColor: vars.color.danger, display: "grid", gap: vars.space.sm }]);
