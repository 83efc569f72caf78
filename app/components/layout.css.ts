import { globalStyle, style } from "@vanilla-extract/css";
import { visuallyHiddenRules } from "~/styles/visually-hidden";
import { smallScreen, vars, wide } from "~/styles/theme.css";
export { card } from "./ui/ui.css";

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

/** A slim ribbon: one line on a phone at 12 px. */
export const sandboxBanner = style({
  background: vars.color.warning,
  color: vars.color.warningInk,
  fontSize: vars.text.xs,
  lineHeight: 1.4,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  textAlign: "center",
  margin: 0,
});

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 30,
  minHeight: vars.size.header,
  background: vars.color.paper,
  borderBottom: `1px solid ${vars.color.line}`,
  display: "flex",
  alignItems: "center",
  "@media": { [smallScreen]: { minHeight: vars.size.headerSmall } },
});

export const landingHeader = style({
  position: "relative",
  background: vars.color.paper,
  minHeight: vars.size.headerSmall,
  display: "flex",
  alignItems: "center",
  borderBottom: `1px solid ${vars.color.line}`,
});

export const headerInner = style({
  minWidth: 0,
  display: "flex",
  flexWrap: "nowrap",
  alignItems: "center",
  gap: vars.space.xs,
  "@media": { [wide]: { gap: vars.space.md } },
});

globalStyle(`${headerInner} > *`, { flexShrink: 0 });
// A sheet opened from the header rises above everything, the cookie dialog included.
globalStyle(`${header}:has(details[open]), ${landingHeader}:has(details[open])`, { zIndex: 70 });

export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: vars.size.tap,
  fontWeight: vars.weight.heavy,
  fontSize: vars.text.lg,
  color: vars.color.brand,
  textDecoration: "none",
  letterSpacing: "-0.02em",
  marginInlineEnd: "auto",
  "@media": { [wide]: { marginInlineEnd: 0 } },
});

/** The header's row of product links: it gives way to the brand and the tools, its links wrapping to a second line. */
export const headerNav = style({ minWidth: 0 });
globalStyle(`${headerInner} > ${headerNav}`, { flex: "1 1 auto", flexShrink: 1 });

export const productNav = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: vars.size.tap,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.ink,
  fontWeight: vars.weight.medium,
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: { "&:hover": { background: vars.color.accent, color: vars.color.brandDark } },
});

export const tools = style({
  display: "flex",
  flexWrap: "nowrap",
  gap: vars.space.xs,
  alignItems: "center",
  "@media": { [wide]: { marginInlineStart: "auto" } },
});

/** The brand's name beside its mark: on a phone under 400 px the mark alone (the name read out), like the tools' words. */
export const brandName = style({
  "@media": {
    "screen and (max-width: 399px)": visuallyHiddenRules,
  },
});

/** A small count beside an icon (the cart's items). */
export const countBadge = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: "1.4rem",
  height: "1.4rem",
  padding: "0 0.3rem",
  borderRadius: "999px",
  background: vars.color.brand,
  color: vars.color.brandInk,
  fontSize: vars.text.sm,
  fontWeight: vars.weight.bold,
  lineHeight: 1,
});

/** Text that only a phone of 400 px or more, or a laptop, has room for; elsewhere it is still read out. */
export const roomyOnly = style({
  "@media": {
    "screen and (max-width: 399px)": visuallyHiddenRules,
    // A tablet's header row gives its room to the product links: the icon alone, its words still read out.
    "screen and (min-width: 48rem) and (max-width: 63.99rem)": visuallyHiddenRules,
  },
});

/**
 * The header's product links on a wide screen: three inline from 768 px, a fourth from 1,024 px, a fifth from 1,280 px;
 * each sits under "More" until its row has room for it (English and French alike).
 */
const laptop = "screen and (min-width: 64rem)";
const desktop = "screen and (min-width: 80rem)";
export const inlineFromLaptop = style({ display: "none", "@media": { [laptop]: { display: "block" } } });
export const inlineFromDesktop = style({ display: "none", "@media": { [desktop]: { display: "block" } } });
export const moreUntilLaptop = style({ "@media": { [laptop]: { display: "none" } } });
export const moreUntilDesktop = style({ "@media": { [desktop]: { display: "none" } } });

export const wideOnly = style({ display: "none", "@media": { [wide]: { display: "block" } } });
export const phoneOnly = style({ "@media": { [wide]: { display: "none" } } });
export const truncate = style({
  maxWidth: "8rem",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const settingsForm = style({ display: "grid", gap: vars.space.sm });

// Buttons come from the design system (ui/button.css.ts); these names stay for forms that use a class.
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

export const visuallyHidden = style(visuallyHiddenRules);

/** A list laid out as a grid of cards (product tabs, offices). */
export const cardGrid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const menuList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });

/** Agent mode's banner (decision 016): on every page while an agent books for a customer; wraps on a phone, never scrolls. */
/** A notice across the top of every page (agent mode, Save-Data): its text and its one button, wrapped on a phone. */
const topNotice = style({
  fontSize: vars.text.sm,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  margin: 0,
});

const topNoticeButton = style({
  minHeight: 44,
  background: "transparent",
  border: "1px solid currentColor",
  borderRadius: vars.radius.sm,
  padding: `0 ${vars.space.sm}`,
  font: "inherit",
  color: "inherit",
  cursor: "pointer",
});

export const agentBanner = style([topNotice, { background: vars.color.brandDark, color: vars.color.brandInk }]);

export const agentBannerText = style({ margin: 0, overflowWrap: "anywhere" });

export const agentBannerButton = topNoticeButton;

/** Save-Data's notice (decision 021): quiet, on the page's own colours, above the header. */
export const dataSaver = style([
  topNotice,
  { background: vars.color.paper, color: vars.color.ink, borderBottom: `1px solid ${vars.color.line}` },
]);

export const dataSaverButton = topNoticeButton;
