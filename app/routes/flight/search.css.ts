import { style } from "@vanilla-extract/css";
import { card } from "~/components/ui/ui.css";
import { vars, wide } from "~/styles/theme.css";

/** One column, 48rem at most: results read top to bottom on every screen. */
export const layout = style({ display: "grid", gap: vars.space.md, paddingBlock: vars.space.md, maxWidth: "48rem" });
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

export const toolbar = style({ display: "grid", gap: vars.space.sm, minWidth: 0 });
export const toolbarButtons = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  justifyContent: "space-between",
});
export const filterForm = style({ display: "grid", gap: vars.space.md, "@media": { [wide]: { width: "24rem" } } });
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
