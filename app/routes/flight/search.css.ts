import { globalStyle, style } from "@vanilla-extract/css";
import { card } from "~/components/ui/ui.css";
import { desktop, vars, wide } from "~/styles/theme.css";

/** One column, 48rem at most, on a phone and a tablet; from 1,024 px the filters take a column of their own. */
export const layout = style({
  display: "grid",
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  maxWidth: "48rem",
  "@media": { [desktop]: { maxWidth: "76rem" } },
});
/**
 * The fares, the toolbar and the offers. From 1,024 px the toolbar's wrappers step aside (`display: contents`)
 * so that the filters sheet becomes the first column, spanning every row, and the rest reads down the second.
 */
export const columns = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  "@media": {
    [desktop]: {
      gridTemplateColumns: "18rem minmax(0, 1fr)",
      gridTemplateRows: "repeat(4, auto) 1fr",
      alignItems: "start",
    },
  },
});
export const filtersSheet = style({});
export const formPage = style({ maxWidth: vars.size.narrow, paddingBlock: vars.space.lg });

export const summaryBar = style([
  card,
  { display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm },
]);
export const summaryText = style({ minWidth: 0, flex: "1 1 12rem" });
export const heading = style({ margin: 0, fontSize: vars.text.xl, overflowWrap: "anywhere" });
export const subheading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.text.md });
export const muted = style({ margin: 0, color: vars.color.inkMuted, fontSize: vars.text.sm });

export const calendarSection = style({ minWidth: 0 });
export const calendar = style({
  display: "flex",
  gap: vars.space.sm,
  listStyle: "none",
  padding: `0 0 ${vars.space.xs}`,
  margin: 0,
  overflowX: "auto",
  scrollSnapType: "x proximity",
});
export const day = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  minWidth: "6.5rem",
  minHeight: vars.size.tap,
  textDecoration: "none",
  fontSize: vars.text.sm,
  whiteSpace: "nowrap",
  scrollSnapAlign: "start",
  selectors: {
    '&[aria-current="date"]': { borderColor: vars.color.brand, borderWidth: 2, background: vars.color.accent },
  },
});
export const dayOff = style({ color: vars.color.inkMuted, background: vars.color.canvas });

export const toolbar = style({
  display: "grid",
  gap: vars.space.sm,
  minWidth: 0,
  "@media": { [desktop]: { display: "contents" } },
});
export const toolbarButtons = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  justifyContent: "space-between",
  "@media": { [desktop]: { display: "contents" } },
});
for (const parent of [columns, toolbar, toolbarButtons]) {
  globalStyle(`${parent} > *`, { "@media": { [desktop]: { gridColumn: 2 } } });
}
globalStyle(`${toolbarButtons} > ${filtersSheet}`, { "@media": { [desktop]: { gridColumn: 1, gridRow: "1 / -1" } } });

export const filterForm = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [wide]: { width: "24rem" }, [desktop]: { width: "auto" } },
});
export const fieldset = style({ border: 0, padding: 0, margin: 0, display: "grid", gap: vars.space.xxs, minWidth: 0 });
export const legend = style({ fontWeight: vars.weight.bold, padding: 0, marginBottom: vars.space.xs });
export const option = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minHeight: vars.size.tap });
export const filterActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  position: "sticky",
  bottom: `calc(-1 * ${vars.space.md})`,
  background: vars.color.paper,
  paddingBlock: vars.space.sm,
});
export const sortList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid" });
export const sortLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: vars.size.tap,
  paddingInline: vars.space.sm,
  textDecoration: "none",
  borderRadius: vars.radius.sm,
  selectors: { '&[aria-current="page"]': { fontWeight: vars.weight.bold, background: vars.color.accent } },
});

export const offersSection = style({ display: "grid", gap: vars.space.sm, minWidth: 0 });
export const count = style({ margin: 0, fontSize: vars.text.md, color: vars.color.inkMuted });
export const offers = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.md });
export const suggestions = style({ display: "grid", gap: vars.space.xs, justifyItems: "center" });

export const priceChange = style([card, { borderColor: vars.color.danger, display: "grid", gap: vars.space.sm }]);
