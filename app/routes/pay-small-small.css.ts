import { style } from "@vanilla-extract/css";
import { card } from "~/components/ui/ui.css";
import { vars } from "~/styles/theme.css";

/** The plan's payments, one card each, read top to bottom: narrow enough for a 320 px phone. */
export const schedule = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.sm });
export const payment = style([card, { display: "grid", gap: vars.space.xs }]);
export const paymentHead = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.text.md,
});
