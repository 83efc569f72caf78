import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const dialog = style({
  position: "fixed",
  insetInline: vars.space.md,
  bottom: vars.space.md,
  top: "auto",
  zIndex: 50,
  maxWidth: "40rem",
  marginInline: "auto",
  maxHeight: "calc(100vh - 2rem)",
  overflowY: "auto",
  background: vars.color.paper,
  color: vars.color.ink,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: "0 8px 24px rgba(18, 32, 47, 0.2)",
  padding: vars.space.lg,
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

export const category = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  marginBlock: vars.space.sm,
});

export const choices = style({ display: "flex", gap: vars.space.md });
