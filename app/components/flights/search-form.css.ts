import { globalStyle, style } from "@vanilla-extract/css";
import { roundButton } from "~/components/ui/controls.css";
import { card } from "~/components/ui/ui.css";
import { vars, wide } from "~/styles/theme.css";

export { error, field, input, label, summary } from "~/components/forms.css";

export const form = style([card, { display: "grid", gap: vars.space.md, boxShadow: vars.elevation.raised }]);
export const heading = style({ margin: 0, fontSize: vars.text.xl });

export const leg = style({ display: "grid", gap: vars.space.sm, border: 0, padding: 0, margin: 0, minWidth: 0 });
export const legend = style({ fontWeight: vars.weight.bold, marginBottom: vars.space.xs, padding: 0 });

/** From above To with the swap button beside both on a phone; one row of three from 768 px. */
export const route = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gridTemplateAreas: '"from swap" "to swap"',
  alignItems: "center",
  "@media": {
    [wide]: {
      gridTemplateColumns: "minmax(0, 1fr) auto minmax(0, 1fr)",
      gridTemplateAreas: '"from swap to"',
      alignItems: "end",
    },
  },
});
export const fromArea = style({ gridArea: "from" });
export const toArea = style({ gridArea: "to" });
export const swap = style([
  roundButton,
  {
    gridArea: "swap",
    borderColor: vars.color.lineStrong,
    transform: "rotate(90deg)",
    "@media": { [wide]: { transform: "none" } },
  },
]);

/** Two dates side by side even at 320 px: each column may shrink below the date input's own width. */
export const dates = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fit, minmax(8.5rem, 1fr))",
});
globalStyle(`${dates} input[type="date"]`, { minWidth: 0 });

export const counts = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(9.5rem, 1fr))",
});
export const check = style({ display: "flex", gap: vars.space.sm, alignItems: "center", minHeight: vars.size.tap });
globalStyle(`${check} input`, { width: "1.25rem", height: "1.25rem" });

/** Shown only for that trip type: CSS :has() reads the checked radio, so no JavaScript is needed. */
export const returnOnly = style({});
export const multicityOnly = style({});
globalStyle(`${form}:has(input[name="trip"][value="oneway"]:checked) ${returnOnly}`, { display: "none" });
globalStyle(`${form}:has(input[name="trip"][value="multicity"]:checked) ${returnOnly}`, { display: "none" });
globalStyle(`${form}:not(:has(input[name="trip"][value="multicity"]:checked)) ${multicityOnly}`, { display: "none" });
