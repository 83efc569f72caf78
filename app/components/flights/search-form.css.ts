import { globalStyle, style } from "@vanilla-extract/css";
import { card } from "~/components/layout.css";
import { vars } from "~/styles/theme.css";

export { error, field, input, summary } from "~/components/forms.css";

export const form = style([card, { display: "grid", gap: vars.space.md }]);

export const row = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  alignItems: "flex-start",
  border: 0,
  padding: 0,
  margin: 0,
});

export const legend = style({ fontWeight: 700, marginBottom: vars.space.xs });

/** Shown only for that trip type: CSS :has() reads the checked radio, so no JavaScript is needed. */
export const returnOnly = style({});
export const multicityOnly = style({});
globalStyle(`${form}:has(input[name="trip"][value="oneway"]:checked) ${returnOnly}`, { display: "none" });
globalStyle(`${form}:has(input[name="trip"][value="multicity"]:checked) ${returnOnly}`, { display: "none" });
globalStyle(`${form}:not(:has(input[name="trip"][value="multicity"]:checked)) ${multicityOnly}`, { display: "none" });
