import { style } from "@vanilla-extract/css";
import { smallScreen, vars } from "~/styles/theme.css";

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandDark}, ${vars.color.brand})`,
  color: vars.color.brandInk,
  paddingBlock: vars.space.xl,
});

export const heroHeading = style({
  fontSize: "2.25rem",
  margin: `0 0 ${vars.space.md}`,
  maxWidth: "40rem",
  "@media": { [smallScreen]: { fontSize: "1.75rem" } },
});

export const lead = style({ fontSize: "1.125rem", maxWidth: "40rem", margin: 0 });

export const section = style({ paddingBlock: vars.space.xl });

export const cardTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: "1.125rem" });
