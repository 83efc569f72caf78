import { globalStyle } from "@vanilla-extract/css";
import { smallScreen, vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle("html", {
  fontFamily: vars.font.body,
  color: vars.color.ink,
  background: vars.color.canvas,
  lineHeight: 1.5,
  WebkitTextSizeAdjust: "100%",
  // Anchored content clears the sticky header.
  scrollPaddingTop: vars.size.header,
  "@media": { [smallScreen]: { scrollPaddingTop: vars.size.headerSmall } },
});

globalStyle("body", { margin: 0, minHeight: "100vh", display: "flex", flexDirection: "column" });
globalStyle("main", { flex: "1 0 auto" });
globalStyle("a", { color: vars.color.brand });
globalStyle("a:hover", { color: vars.color.brandDark });
globalStyle("h1, h2, h3", { lineHeight: 1.2 });
globalStyle("button, input, select, textarea", { font: "inherit" });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.brand}`, outlineOffset: "2px" });
