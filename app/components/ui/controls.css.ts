import { globalStyle, style } from "@vanilla-extract/css";
import { desktop, vars, wide } from "~/styles/theme.css";

// Sheet, segmented control, stepper, timeline and airline mark (docs/design.md).

export const sheet = style({ position: "relative", minWidth: 0 });
export const sheetTrigger = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: vars.size.tap,
  minWidth: vars.size.tap,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  listStyle: "none",
  color: vars.color.ink,
  fontWeight: vars.weight.medium,
  whiteSpace: "nowrap",
  userSelect: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { background: vars.color.accent },
  },
});
export const sheetTriggerOutlined = style({
  border: `1px solid ${vars.color.lineStrong}`,
  background: vars.color.paper,
  whiteSpace: "normal",
  paddingBlock: vars.space.xs,
});
// Open, the trigger's shadow covers the page: a tap outside the panel lands on the summary and closes it.
globalStyle(`${sheet}[open] > ${sheetTrigger}::before`, {
  content: '""',
  position: "fixed",
  inset: 0,
  zIndex: 60,
  background: vars.color.overlay,
  cursor: "default",
});
export const sheetPanel = style({
  // A bottom sheet on a phone...
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: 70,
  maxHeight: "85vh",
  overflowY: "auto",
  background: vars.color.paper,
  color: vars.color.ink,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  boxShadow: vars.elevation.sheet,
  padding: vars.space.md,
  display: "grid",
  gap: vars.space.md,
  // ...and a panel under its trigger from 768 px, kept inside the window.
  "@media": {
    [wide]: {
      position: "absolute",
      insetInline: "auto",
      bottom: "auto",
      top: `calc(100% + ${vars.space.xs})`,
      width: "max-content",
      minWidth: "18rem",
      maxWidth: "min(28rem, calc(100vw - 2rem))",
      borderRadius: vars.radius.md,
      boxShadow: vars.elevation.raised,
      border: `1px solid ${vars.color.line}`,
    },
  },
});
export const sheetEnd = style({ "@media": { [wide]: { right: 0 } } });
export const sheetStart = style({ "@media": { [wide]: { left: 0 } } });
export const sheetTitle = style({ margin: 0, fontSize: vars.text.lg });
/**
 * An `inline` sheet opens in the page's flow, with no shade over the page: one the server opens (to show its
 * errors, or after a change made without JavaScript) leaves the form's other buttons within reach.
 */
/** A panel in the page's flow rather than over it: an inline sheet's, and a side sheet's on a laptop. */
const inFlow = {
  position: "static",
  width: "auto",
  minWidth: 0,
  maxWidth: "none",
  maxHeight: "none",
  overflowY: "visible",
  boxShadow: "none",
} as const;
export const sheetInline = style({});
globalStyle(`${sheetInline}[open] > ${sheetTrigger}::before`, { display: "none" });
globalStyle(`${sheetInline} > ${sheetPanel}`, {
  ...inFlow,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  marginTop: vars.space.xs,
});

/**
 * From 1,024 px a `side` sheet is a column of the page: its trigger goes, its panel stays in the flow, shown
 * whether the <details> is open or not (`::details-content`; a browser without it keeps the sheet).
 */
export const sheetSide = style({});
globalStyle(`${sheetSide} > ${sheetTrigger}`, { "@media": { [desktop]: { display: "none" } } });
globalStyle(`${sheetSide}::details-content`, { "@media": { [desktop]: { contentVisibility: "visible" } } });
globalStyle(`${sheetSide} > ${sheetPanel}`, { "@media": { [desktop]: inFlow } });

export const segmented = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  margin: 0,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.canvas,
  minWidth: 0,
});
export const segment = style({
  flex: "1 1 auto",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: vars.size.tap,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  fontWeight: vars.weight.medium,
  textAlign: "center",
  selectors: {
    "&:has(input:checked)": {
      background: vars.color.paper,
      color: vars.color.brandDark,
      boxShadow: vars.elevation.card,
    },
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.brand}`, outlineOffset: "1px" },
  },
});
export const segmentInput = style({ position: "absolute", opacity: 0, width: 1, height: 1, margin: 0 });

export const stepper = style({ display: "grid", gap: vars.space.xs, minWidth: 0 });
export const stepperRow = style({ display: "flex", alignItems: "center", gap: vars.space.xs });
export const stepperInput = style({
  width: "3.5rem",
  minHeight: vars.size.tap,
  textAlign: "center",
  border: `1px solid ${vars.color.lineStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
  color: vars.color.ink,
  MozAppearance: "textfield",
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
globalStyle(`${stepperInput}::-webkit-inner-spin-button, ${stepperInput}::-webkit-outer-spin-button`, {
  WebkitAppearance: "none",
  margin: 0,
});
/** A round 44 px icon button: the stepper's − and +, the search form's swap. */
export const roundButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.tap,
  height: vars.size.tap,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.paper,
  color: vars.color.brand,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.accent },
    "&:disabled": {
      borderColor: vars.color.line,
      color: vars.color.inkMuted,
      cursor: "not-allowed",
      background: vars.color.canvas,
    },
  },
});
export const stepperHint = style({ fontSize: vars.text.sm, color: vars.color.inkMuted });

export const timeline = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 0 });
export const timelineStop = style({
  display: "grid",
  gridTemplateColumns: "4.5rem 1rem minmax(0, 1fr)",
  columnGap: vars.space.sm,
  alignItems: "start",
});
export const timelineTime = style({ fontWeight: vars.weight.bold, fontVariantNumeric: "tabular-nums" });
export const timelineDot = style({
  width: "0.75rem",
  height: "0.75rem",
  marginTop: "0.4rem",
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.paper,
});
export const timelineLeg = style({
  display: "grid",
  gridTemplateColumns: "4.5rem 1rem minmax(0, 1fr)",
  columnGap: vars.space.sm,
  color: vars.color.inkMuted,
  fontSize: vars.text.sm,
});
export const timelineLine = style({
  justifySelf: "center",
  width: "2px",
  minHeight: "2.5rem",
  background: vars.color.brand,
});
export const timelineNote = style({ paddingBlock: vars.space.xs, overflowWrap: "anywhere" });
export const timelineLayover = style([timelineLeg, { color: vars.color.warningInk }]);
export const timelineLayoverLine = style([
  timelineLine,
  { background: "transparent", borderInlineStart: `2px dashed ${vars.color.lineStrong}` },
]);

export const airline = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm, minWidth: 0 });
export const airlineMark = style({ flex: "none", borderRadius: vars.radius.sm });

/** The code on an airline's mark: white, bold, centred (its square's 32 units). */
export const airlineCode = style({
  textAnchor: "middle",
  fontSize: "13px",
  fontWeight: 700,
  fill: "#fff",
  fontFamily: "system-ui, sans-serif",
});
