import { style } from "@vanilla-extract/css";
import { card } from "~/components/layout.css";
import { vars } from "~/styles/theme.css";

export const page = style({ maxWidth: "44rem", marginInline: "auto", paddingBlock: vars.space.lg });

export const narrow = style({ maxWidth: "28rem" });

export const nav = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "center",
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.lg}`,
});

export const linkButton = style({
  background: "none",
  border: 0,
  padding: 0,
  font: "inherit",
  color: vars.color.brand,
  textDecoration: "underline",
  cursor: "pointer",
});

export const status = style([card, { borderColor: vars.color.brand, marginBlock: vars.space.md }]);

export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.md });
