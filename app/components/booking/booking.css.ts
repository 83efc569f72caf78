import { globalStyle, style } from "@vanilla-extract/css";
import { card } from "~/components/layout.css";
import { smallScreen, vars } from "~/styles/theme.css";

export const frame = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) 20rem",
  gap: vars.space.lg,
  alignItems: "start",
  paddingBlock: vars.space.lg,
  "@media": { [smallScreen]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const steps = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
});

export const step = style({
  color: vars.color.inkMuted,
  selectors: { '&[aria-current="step"]': { color: vars.color.ink, fontWeight: 700 } },
});

export const panel = style([card, { display: "grid", gap: vars.space.md, marginBottom: vars.space.md }]);

export const hold = style({
  background: vars.color.accent,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
});

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

export const muted = style({ color: vars.color.inkMuted, margin: 0 });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center" });

export const choice = style({ display: "block", padding: `${vars.space.xs} 0` });

export const details = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const mailText = style({ whiteSpace: "pre-wrap", fontFamily: "inherit", margin: 0 });
