import { globalStyle, style } from "@vanilla-extract/css";
import { card } from "~/components/layout.css";
import { visuallyHiddenRules } from "~/styles/visually-hidden";
import { smallScreen, vars } from "~/styles/theme.css";

export const frame = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) 20rem",
  gap: vars.space.lg,
  alignItems: "start",
  paddingBlock: vars.space.lg,
  "@media": { [smallScreen]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

// On a phone the current step takes the room the others (numbers only) leave; three equal columns wider.
export const steps = style({
  display: "flex",
  "@media": {
    "screen and (min-width: 40.0625rem)": { display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
  gap: vars.space.xs,
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.text.sm,
});

export const step = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: vars.size.tap,
  color: vars.color.inkMuted,
  borderBottom: `3px solid ${vars.color.line}`,
  overflowWrap: "break-word",
  hyphens: "auto",
  selectors: {
    '&[aria-current="step"]': { color: vars.color.ink, fontWeight: 700, borderBottomColor: vars.color.brand },
  },
});

/** On a phone only the current step is named; the others show their number (and are read out in full). */
export const stepLabel = style({
  "@media": {
    [smallScreen]: {
      selectors: {
        ':not([aria-current="step"]) > &': visuallyHiddenRules,
      },
    },
  },
});

export const stepLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: vars.size.tap,
});

export const stepNumber = style({
  flex: "none",
  display: "inline-grid",
  placeItems: "center",
  width: "1.5rem",
  height: "1.5rem",
  borderRadius: vars.radius.pill,
  background: vars.color.canvas,
  border: `1px solid ${vars.color.lineStrong}`,
  fontSize: vars.text.xs,
  fontWeight: 700,
  selectors: {
    ['[aria-current="step"] > &']: {
      background: vars.color.brand,
      color: vars.color.brandInk,
      borderColor: vars.color.brand,
    },
  },
});

export const recap = style([card, { padding: 0, marginBottom: vars.space.md }]);
export const recapSummary = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: vars.size.tap,
  padding: vars.space.sm,
  cursor: "pointer",
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});
export const recapBody = style({ display: "grid", gap: vars.space.md, padding: `0 ${vars.space.md} ${vars.space.md}` });
export const recapFlight = style({ display: "grid", gap: vars.space.sm });

export const panel = style([card, { display: "grid", gap: vars.space.md, marginBottom: vars.space.md, minWidth: 0 }]);
globalStyle(`${panel} > h2, ${panel} > legend > h2, ${panel} > section > h2`, { margin: 0, fontSize: vars.text.xl });
// A fieldset's legend inside its card, not on its border.
globalStyle(`fieldset${panel} > legend`, { float: "left", width: "100%", padding: 0, marginBottom: vars.space.sm });
globalStyle(`fieldset${panel} > legend + *`, { clear: "both" });
globalStyle(`${panel} > ul, ${panel} > ol`, { margin: 0, paddingInlineStart: vars.space.lg });

export const hold = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: vars.space.sm,
  alignItems: "start",
  background: vars.color.accent,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
});
globalStyle(`${hold} p`, { margin: 0 });

export const notice = style([
  card,
  { borderColor: vars.color.danger, display: "grid", gap: vars.space.sm, marginBlock: vars.space.lg },
]);

export const summaryTable = style({ width: "100%", borderCollapse: "collapse" });

globalStyle(`${summaryTable} th`, { textAlign: "left", fontWeight: 400, paddingBlock: vars.space.xs });

export const amount = style({ textAlign: "right", whiteSpace: "nowrap" });

export const totalRow = style({ fontWeight: 700, borderTop: `1px solid ${vars.color.line}` });

export const fieldRow = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  border: 0,
  padding: 0,
  margin: 0,
});
// On a phone (below 600 px) each field of a row takes the whole row: an e-mail address, a card number or a long
// label is read whole, never cut beside its neighbour.
globalStyle(`${fieldRow} > *`, { "@media": { "screen and (max-width: 37.49rem)": { flexBasis: "100%" } } });

export const muted = style({ color: vars.color.inkMuted, margin: 0 });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });

export const choice = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  minHeight: vars.size.tap,
  padding: `${vars.space.xs} 0`,
});
export const choiceGroup = style({ border: 0, padding: 0, margin: 0, display: "grid", minWidth: 0 });
export const choiceLegend = style({ fontWeight: 700, padding: 0 });
export const promoRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "end" });

// Label and value pairs: one column on a phone (a PNR or an e-mail is never cut), two from 768 px.
export { definitionList as details } from "~/components/ui/ui.css";

export const mailText = style({ whiteSpace: "pre-wrap", fontFamily: "inherit", margin: 0 });

export const narrowPage = style({ maxWidth: "36rem", paddingBlock: vars.space.lg });

/** A list of cards (change options, a booking's flights and seats): no bullets, the cards' own spacing. */
export const cardList = style({ listStyle: "none", padding: 0, margin: 0 });

/** A small table that fits a phone: a flight's seats, one traveller a row. */
export const compactTable = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.text.sm,
  marginBlock: vars.space.sm,
});

globalStyle(`${compactTable} caption`, { textAlign: "start", fontWeight: 700, paddingBlock: vars.space.xs });

globalStyle(`${compactTable} th, ${compactTable} td`, {
  textAlign: "start",
  paddingBlock: vars.space.xs,
  paddingInlineEnd: vars.space.sm,
  borderBottom: `1px solid ${vars.color.line}`,
  verticalAlign: "middle",
});

globalStyle(`${compactTable} a`, {
  display: "inline-flex",
  alignItems: "center",
  minHeight: vars.size.tap,
});
