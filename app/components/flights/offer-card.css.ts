import { style } from "@vanilla-extract/css";
import { card as baseCard } from "~/components/layout.css";
import { vars } from "~/styles/theme.css";

export const card = style([baseCard, { display: "grid", gap: vars.space.sm }]);

export const slice = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "baseline" });
export const time = style({ fontSize: "1.25rem", fontWeight: 700 });
export const muted = style({ color: vars.color.inkMuted, fontSize: "0.875rem" });
export const price = style({ fontSize: "1.25rem", fontWeight: 800, color: vars.color.brandDark });
export const table = style({ borderCollapse: "collapse", width: "100%", fontSize: "0.875rem" });

export const select = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});
