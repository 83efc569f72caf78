import { style } from "@vanilla-extract/css";
import { smallScreen, vars } from "~/styles/theme.css";

export const container = style({
  width: "100%",
  maxWidth: vars.size.content,
  marginInline: "auto",
  paddingInline: vars.space.md,
});

export const skipLink = style({
  position: "absolute",
  left: "-999px",
  top: 0,
  zIndex: 100,
  background: vars.color.paper,
  padding: vars.space.sm,
  selectors: { "&:focus": { left: vars.space.sm } },
});

export const sandboxBanner = style({
  background: vars.color.warning,
  color: vars.color.warningInk,
  fontSize: "0.875rem",
  padding: `${vars.space.xs} ${vars.space.md}`,
  textAlign: "center",
  margin: 0,
});

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 10,
  minHeight: vars.size.header,
  background: vars.color.paper,
  borderBottom: `1px solid ${vars.color.line}`,
  display: "flex",
  alignItems: "center",
  "@media": { [smallScreen]: { minHeight: vars.size.headerSmall } },
});

export const landingHeader = style({
  background: vars.color.paper,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.line}`,
});

export const headerInner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  justifyContent: "space-between",
});

export const brand = style({
  fontWeight: 800,
  fontSize: "1.5rem",
  color: vars.color.brand,
  textDecoration: "none",
  letterSpacing: "-0.02em",
});

export const productNav = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const tools = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });

export const inlineForm = style({ display: "flex", gap: vars.space.xs, alignItems: "center" });

export const select = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
  color: vars.color.ink,
  maxWidth: "14rem",
});

export const button = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.brandInk,
  cursor: "pointer",
  fontWeight: 600,
  selectors: { "&:hover": { background: vars.color.brandDark } },
});

export const secondaryButton = style([
  button,
  {
    background: vars.color.paper,
    color: vars.color.brand,
    selectors: { "&:hover": { background: vars.color.accent } },
  },
]);

export const disclosure = style({ position: "relative" });

export const disclosurePanel = style({
  position: "absolute",
  right: 0,
  zIndex: 20,
  marginTop: vars.space.xs,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.md,
  minWidth: "16rem",
});

export const footer = style({
  marginTop: vars.space.xl,
  background: vars.color.ink,
  color: vars.color.paper,
  paddingBlock: vars.space.xl,
});

export const footerLinks = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  listStyle: "none",
  padding: 0,
});

export const footerLink = style({ color: vars.color.paper, selectors: { "&:hover": { color: vars.color.accent } } });

export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});

/** A list laid out as a grid of cards (product tabs, offices). */
export const cardGrid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const card = style({
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

export const menuList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
