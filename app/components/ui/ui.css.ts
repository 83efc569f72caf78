import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars, wide } from "~/styles/theme.css";

// The small components' styles (docs/design.md): card, badge, chip, alert, price, empty state, tabs.

export const card = style({
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.elevation.card,
  padding: vars.space.md,
  minWidth: 0,
});
export const cardHeading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.text.lg });

const badgeBase = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.text.xs,
  fontWeight: vars.weight.bold,
  lineHeight: 1.4,
  whiteSpace: "nowrap",
});
export const badge = styleVariants({
  brand: [badgeBase, { background: vars.color.accent, color: vars.color.brandDark }],
  success: [badgeBase, { background: vars.color.successBg, color: vars.color.successInk }],
  warning: [badgeBase, { background: vars.color.warning, color: vars.color.warningInk }],
  danger: [badgeBase, { background: vars.color.dangerBg, color: vars.color.danger }],
  neutral: [
    badgeBase,
    { background: vars.color.canvas, color: vars.color.ink, border: `1px solid ${vars.color.line}` },
  ],
});

export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  listStyle: "none",
  padding: 0,
  margin: 0,
});
export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: vars.size.tap,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.accent,
  color: vars.color.brandDark,
  fontSize: vars.text.sm,
  fontWeight: vars.weight.medium,
  textDecoration: "none",
  maxWidth: "100%",
  overflowWrap: "anywhere",
});

const alertBase = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: vars.space.sm,
  alignItems: "start",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: "4px solid",
  margin: 0,
});
export const alert = styleVariants({
  info: [alertBase, { background: vars.color.accent, color: vars.color.ink, borderColor: vars.color.brand }],
  success: [
    alertBase,
    { background: vars.color.successBg, color: vars.color.successInk, borderColor: vars.color.success },
  ],
  warning: [
    alertBase,
    { background: vars.color.warning, color: vars.color.warningInk, borderColor: vars.color.warningInk },
  ],
  danger: [alertBase, { background: vars.color.dangerBg, color: vars.color.danger, borderColor: vars.color.danger }],
});
export const alertBody = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });
globalStyle(`${alertBody} > *`, { margin: 0 });
export const alertTitle = style({ fontWeight: vars.weight.bold });

export const price = style({ display: "inline-grid", justifyItems: "end", lineHeight: 1.2 });
export const priceAmount = styleVariants({
  md: { fontSize: vars.text.lg, fontWeight: vars.weight.heavy, color: vars.color.brandDark },
  lg: { fontSize: vars.text.xl, fontWeight: vars.weight.heavy, color: vars.color.brandDark },
});
export const priceCaption = style({ fontSize: vars.text.xs, color: vars.color.inkMuted });

export const empty = style({
  display: "grid",
  justifyItems: "center",
  textAlign: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
});
globalStyle(`${empty} > h2, ${empty} > p`, { margin: 0 });
export const emptyIcon = style({ color: vars.color.brand });
export const emptyActions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.sm,
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const tabs = style({
  display: "flex",
  gap: vars.space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
  // The row scrolls inside itself on a phone (its right edge fades: more tabs lie that way); the page never does.
  overflowX: "auto",
  scrollbarWidth: "thin",
  maskImage: "linear-gradient(to right, #000 calc(100% - 2.5rem), transparent)",
  // Wider, every tab shows: the row wraps rather than hiding the last ones.
  "@media": { [wide]: { flexWrap: "wrap", overflowX: "visible", maskImage: "none" } },
});
export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: vars.size.tap,
  padding: `0 ${vars.space.md}`,
  whiteSpace: "nowrap",
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  color: vars.color.ink,
  background: vars.color.accent,
  textDecoration: "none",
  fontWeight: vars.weight.medium,
  borderBottom: "3px solid transparent",
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.brandDark,
      borderBottomColor: vars.color.brand,
      background: vars.color.paper,
    },
    "&:hover": { color: vars.color.brandDark, background: vars.color.accent },
  },
});

export const definitionList = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  "@media": { [wide]: { gridTemplateColumns: "minmax(8rem, max-content) minmax(0, 1fr)" } },
});
globalStyle(`${definitionList} dt`, { fontWeight: vars.weight.medium, color: vars.color.inkMuted });
globalStyle(`${definitionList} dd`, { margin: 0, overflowWrap: "anywhere", minWidth: 0 });
export const pair = style({ display: "contents" });

/** Every icon's stroke (lucide's drawing: two-pixel round lines in the text's colour), once for all of them. */
export const icon = style({
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
});
