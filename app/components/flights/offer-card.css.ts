import { globalStyle, style } from "@vanilla-extract/css";
import { card as baseCard } from "~/components/ui/ui.css";
import { desktop, vars, wide } from "~/styles/theme.css";

/**
 * On a phone the card reads down: badges, each way of the trip, the fare, the price and its button, the two folds.
 * From 1,024 px it is two rows, so that five offers fit a 1366×900 screen: the trip beside its price and button,
 * then the badges and fare beside the two folds' summaries; an open fold takes a row of its own, the card's width.
 * The badges join the fare's line there (`display: contents`), so that one line of tags says all of them.
 */
export const card = style([
  baseCard,
  {
    display: "grid",
    gap: vars.space.md,
    "@media": {
      [desktop]: {
        gridTemplateColumns: "minmax(0, 1fr) 10rem 10rem",
        gap: `${vars.space.xs} ${vars.space.md}`,
        paddingBlock: vars.space.sm,
      },
    },
  },
]);
/**
 * The ranking badges and the fare's tags. On a phone the wrapper steps aside (`display: contents`) and the ranking
 * badges lead the card (`order`); from 1,024 px both flow as one line of tags under the trip.
 */
export const tags = style({
  display: "contents",
  "@media": {
    [desktop]: {
      display: "flex",
      flexWrap: "wrap",
      gap: vars.space.xs,
      gridColumn: 1,
      gridRow: 2,
      alignSelf: "center",
    },
  },
});
export const badges = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  order: -1,
  "@media": { [desktop]: { display: "contents" } },
});
export const slices = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  "@media": { [desktop]: { gridColumn: 1, gridRow: 1, gap: vars.space.sm, alignSelf: "center" } },
});
/** One way of the trip; from 1,024 px the airline and date stand beside the times. */
export const slice = style({
  display: "grid",
  gap: vars.space.xs,
  minWidth: 0,
  "@media": {
    [desktop]: { gridTemplateColumns: "11rem minmax(0, 1fr)", columnGap: vars.space.md, alignItems: "center" },
  },
});
globalStyle(`${slice} > p`, { margin: 0, "@media": { [desktop]: { gridColumn: 2 } } });
export const carrier = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.text.sm,
});

/** Departure, the line, arrival: three columns that fit 288 px of card. */
export const times = style({
  display: "grid",
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  alignItems: "center",
  gap: vars.space.sm,
});
export const time = style({
  display: "block",
  fontSize: vars.text.xl,
  fontWeight: vars.weight.bold,
  lineHeight: 1.1,
  whiteSpace: "nowrap",
});
export const nextDay = style({ fontSize: vars.text.xs, color: vars.color.danger });
export const code = style({
  display: "block",
  color: vars.color.inkMuted,
  fontSize: vars.text.sm,
  fontWeight: vars.weight.medium,
});
export const arrive = style({ textAlign: "end" });
export const line = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.xxs,
  fontSize: vars.text.xs,
  color: vars.color.inkMuted,
  textAlign: "center",
});
export const track = style({ width: "100%", height: "2px", background: vars.color.lineStrong, borderRadius: "1px" });
export const muted = style({ color: vars.color.inkMuted, fontSize: vars.text.sm });
export const fare = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  "@media": { [desktop]: { display: "contents" } },
});

export const select = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.line}`,
  paddingTop: vars.space.md,
  "@media": {
    [desktop]: {
      gridColumn: "2 / 4",
      gridRow: 1,
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr) auto",
      columnGap: vars.space.sm,
      rowGap: vars.space.xxs,
      alignItems: "center",
      borderTop: 0,
      paddingTop: 0,
      borderInlineStart: `1px solid ${vars.color.line}`,
      paddingInlineStart: vars.space.md,
    },
  },
});
/** From 1,024 px the price sits beside the button and a member's lines run under both (`display: contents`). */
export const priceBlock = style({
  display: "grid",
  gap: vars.space.xxs,
  justifyItems: "start",
  "@media": { [desktop]: { display: "contents" } },
});
globalStyle(`${priceBlock} > span`, { justifyItems: "start" });
globalStyle(`${priceBlock} > ${muted}`, { "@media": { [desktop]: { gridColumn: "1 / -1" } } });
export const selectButton = style({
  flex: "1 1 8rem",
  "@media": { [wide]: { flex: "0 0 10rem" }, [desktop]: { gridColumn: 2, gridRow: "1 / span 2", minWidth: "8rem" } },
});

export const more = style({
  borderTop: `1px solid ${vars.color.line}`,
  paddingTop: vars.space.xs,
  "@media": {
    [desktop]: {
      gridRow: 2,
      borderTop: 0,
      paddingTop: 0,
      gridColumn: 2,
    },
  },
});
/** The link to them sits on the second row from 1,024 px, under the fare; shown, they take the card's width. */
export const opened = style({
  borderTop: `1px solid ${vars.color.line}`,
  paddingTop: vars.space.xs,
  display: "grid",
  gap: vars.space.sm,
  "@media": { [desktop]: { gridColumn: "1 / -1" } },
});
export const openedHeading = style({ fontSize: "1rem", margin: 0 });
export const moreLink = style({
  minHeight: vars.size.tap,
  display: "flex",
  alignItems: "center",
  cursor: "pointer",
  color: vars.color.brand,
  fontWeight: vars.weight.medium,
});
export const families = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const family = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});
