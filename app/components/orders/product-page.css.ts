import { style } from "@vanilla-extract/css";
import { card } from "~/components/ui/ui.css";
import { desktop, vars, wide } from "~/styles/theme.css";

// Every product page after stays: the search form's row, the listing's cards, a product's page with its booking form
// beside it (things to do, rides, holidays, travel extras).

export const page = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  minWidth: 0,
});

export const searchForm = style([
  card,
  {
    display: "flex",
    flexWrap: "wrap",
    gap: vars.space.md,
    alignItems: "end",
    minWidth: 0,
  },
]);

export const listing = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "minmax(0, 1fr)",
  listStyle: "none",
  padding: 0,
  margin: 0,
  "@media": { [wide]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const offer = style([card, { display: "grid", gap: vars.space.sm, alignContent: "start" }]);
export const offerName = style({ margin: 0, fontSize: vars.text.lg, overflowWrap: "anywhere" });
export const facts = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

/** An activity's page: what it is, then its tickets; side by side on a desktop, the tickets in view. */
export const detail = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [desktop]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" } },
});
export const tickets = style([
  card,
  {
    display: "grid",
    gap: vars.space.md,
    "@media": { [desktop]: { position: "sticky", top: vars.space.md } },
  },
]);
export const slots = style({ border: 0, padding: 0, margin: 0, display: "grid", gap: vars.space.xs, minWidth: 0 });
export const counts = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md });
export const included = style({ margin: 0, paddingInlineStart: vars.space.lg });
/** A line of the search form that takes its whole width (the heading, the error summary). */
export const fullRow = style({ flexBasis: "100%", margin: 0, minWidth: 0 });
export const flat = style({ margin: 0 });
