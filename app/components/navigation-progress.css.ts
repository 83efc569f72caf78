import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const slide = keyframes({ from: { transform: "translateX(-100%)" }, to: { transform: "translateX(100%)" } });

export const bar = style({
  position: "fixed",
  top: 0,
  left: 0,
  right: 0,
  height: "3px",
  zIndex: 60,
  overflow: "hidden",
  background: vars.color.accent,
});

export const fill = style({
  display: "block",
  height: "100%",
  width: "100%",
  background: vars.color.brand,
  animation: `${slide} 1.2s ease-in-out infinite`,
});
