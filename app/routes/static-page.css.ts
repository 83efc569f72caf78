import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const article = style({ maxWidth: "46rem", paddingBlock: vars.space.lg });

globalStyle(`${article} h2`, { marginTop: vars.space.xl });
globalStyle(`${article} address`, { fontStyle: "normal" });

export const offices = style({});

globalStyle(`${offices} h2`, { marginTop: 0 });

export const settings = style({
  marginTop: vars.space.xl,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

/** The support page's questions: each a summary that opens its answer, a tap target of its own. */
export const faq = style({ display: "grid", gap: vars.space.sm });
globalStyle(`${faq} details`, {
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: `0 ${vars.space.md}`,
});
globalStyle(`${faq} summary`, {
  minHeight: vars.size.tap,
  display: "flex",
  alignItems: "center",
  fontWeight: vars.weight.medium,
  cursor: "pointer",
});

/** The blog's index: each post a heading, its day and its summary. */
export const posts = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.lg });
globalStyle(`${posts} h2`, { marginTop: 0, marginBottom: vars.space.xs });

/** A landing page's call to action: the fare found and its button, wrapping on a narrow screen. */
export const action = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  marginBlock: vars.space.lg,
});
