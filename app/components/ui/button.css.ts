import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: vars.size.tap,
  minWidth: vars.size.tap,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: "1px solid transparent",
  borderRadius: vars.radius.md,
  fontWeight: vars.weight.medium,
  lineHeight: 1.2,
  textAlign: "center",
  textDecoration: "none",
  cursor: "pointer",
  // Long French labels wrap instead of pushing the page sideways.
  maxWidth: "100%",
  overflowWrap: "anywhere",
});

export const variant = styleVariants({
  primary: [
    base,
    {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.brandInk,
      selectors: { "&:hover": { background: vars.color.brandDark, color: vars.color.brandInk } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.paper,
      borderColor: vars.color.brand,
      color: vars.color.brand,
      selectors: { "&:hover": { background: vars.color.accent, color: vars.color.brandDark } },
    },
  ],
  ghost: [
    base,
    {
      background: "transparent",
      color: vars.color.brand,
      selectors: { "&:hover": { background: vars.color.accent, color: vars.color.brandDark } },
    },
  ],
  danger: [
    base,
    {
      background: vars.color.paper,
      borderColor: vars.color.danger,
      color: vars.color.danger,
      selectors: { "&:hover": { background: vars.color.dangerBg } },
    },
  ],
});

export const block = style({ width: "100%" });
