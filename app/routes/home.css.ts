import { globalStyle, style } from "@vanilla-extract/css";
import { desktop, vars } from "~/styles/theme.css";

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandDark}, ${vars.color.brand})`,
  color: vars.color.brandInk,
  paddingBlock: vars.space.lg,
});

/** The heading above the search box on a phone; beside it from 1,024 px. */
export const heroInner = style({
  display: "grid",
  // One column no wider than the screen: the product tabs scroll inside themselves.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.md,
  alignItems: "start",
  "@media": {
    [desktop]: {
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 34rem)",
      gap: vars.space.xl,
      paddingBlock: vars.space.lg,
    },
  },
});

export const heroHeading = style({
  fontSize: vars.text.xl,
  margin: `0 0 ${vars.space.xs}`,
  "@media": { [desktop]: { fontSize: "2.5rem", marginBottom: vars.space.md } },
});

/** The hero's promises: shown from 1,024 px, where the search box leaves the heading's column empty below it. */
export const heroPoints = style({
  display: "none",
  "@media": {
    [desktop]: {
      display: "grid",
      gap: vars.space.md,
      listStyle: "none",
      padding: 0,
      margin: `${vars.space.xl} 0 0`,
      fontSize: vars.text.lg,
      fontWeight: vars.weight.medium,
    },
  },
});
globalStyle(`${heroPoints} > li`, { display: "flex", alignItems: "center", gap: vars.space.sm });

export const lead = style({ fontSize: vars.text.md, margin: 0, "@media": { [desktop]: { fontSize: vars.text.lg } } });

export const searchBox = style({
  color: vars.color.ink,
  minWidth: 0,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
});

export const section = style({ paddingBlock: vars.space.xl });

export const cardTitle = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.text.lg,
  color: vars.color.brandDark,
});

/** The in-house ads banner: one offer, one action, in the brand's colours. */
export const banner = style({
  background: vars.color.accent,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "start",
});
export const bannerHeading = style({ margin: 0 });
export const bannerAction = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.tap,
  paddingInline: vars.space.md,
  background: vars.color.brand,
  color: vars.color.brandInk,
  borderRadius: vars.radius.md,
  fontWeight: vars.weight.bold,
  textDecoration: "none",
});
export const offerLink = style({
  display: "grid",
  gap: vars.space.xs,
  textDecoration: "none",
  minHeight: vars.size.tap,
});
export const offerPrice = style({ fontSize: vars.text.xl });
export const seoColumns = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
});
export const seoList = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.xs });

/** The app-link and newsletter forms: stacked on a phone, side by side when both fit. */
export const forms = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 20rem), 1fr))",
  alignItems: "start",
});
