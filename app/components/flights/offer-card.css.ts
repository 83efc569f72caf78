import { globalStyle, style } from "@vanilla-extract/css";
import { card as baseCard } from "~/components/ui/ui.css";
import { vars, wide } from "~/styles/theme.css";

export const card = style([baseCard, { display: "grid", gap: vars.space.md }]);
export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, margin: 0 });
export const slice = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });
globalStyle(`${slice} > p`, { margin: 0 });
export const carrier = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.text.sm,
});

/** Departure, the line, arrival: three columns that fit 288 px of card. */
export const times = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  alignItems: "center",
  gap: vars.space.sm,
});
export const time = style({
  display: "block",
  fontSize: vars.text.xl,
  fontWeight: vars.weight.bold,
  lineHeight: 1.1,
  whiteSpace: "nowrap",
});
export const nextDay = style({ fontSize: vars.text.xs, color: vars.color.danger });
export const code = style({
  display: "block",
  color: vars.color.inkMuted,
  fontSize: vars.text.sm,
  fontWeight: vars.weight.medium,
});
export const arrive = style({ textAlign: "end" });
export const line = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.xxs,
  fontSize: vars.text.xs,
  color: vars.color.inkMuted,
  textAlign: "center",
});
export const track = style({ width: "100%", height: "2px", background: vars.color.lineStrong, borderRadius: "1px" });
export const muted = style({ color: vars.color.inkMuted, fontSize: vars.text.sm });
export const fare = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, margin: 0 });

export const select = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.line}`,
  paddingTop: vars.space.md,
});
export const priceBlock = style({ display: "grid", gap: vars.space.xxs, justifyItems: "start" });
globalStyle(`${priceBlock} > span`, { justifyItems: "start" });
export const selectButton = style({ flex: "1 1 8rem", "@media": { [wide]: { flex: "0 0 10rem" } } });

export const more = style({ borderTop: `1px solid ${vars.color.line}`, paddingTop: vars.space.xs });
export const moreSummary = style({
  minHeight: vars.size.tap,
  display: "flex",
  alignItems: "center",
  cursor: "pointer",
  color: vars.color.brand,
  fontWeight: vars.weight.medium,
});
export const families = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const family = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});
