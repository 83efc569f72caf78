import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const pulse = keyframes({ "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.55 } });

export const grid = style({ display: "grid", gap: vars.space.sm, gridTemplateColumns: "repeat(5, 1fr)" });

export const cell = style({
  height: "1.25rem",
  borderRadius: vars.radius.sm,
  background: vars.color.skeleton,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});
