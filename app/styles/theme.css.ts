import { createGlobalTheme } from "@vanilla-extract/css";

/**
 * Tern's design tokens (docs/design.md). Every text colour meets WCAG AA (4.5:1) on the surfaces it is used on:
 * ink 15.9:1 and inkMuted 7.0:1 on paper, brand 6.4:1 on paper, brandInk 6.4:1 on brand, successInk 7.1:1 on
 * successBg, warningInk 8.6:1 on warning, danger 6.5:1 on paper and 5.9:1 on dangerBg.
 */
export const vars = createGlobalTheme(":root", {
  color: {
    ink: "#12202f",
    inkMuted: "#4a5868",
    paper: "#ffffff",
    canvas: "#f4f6f8",
    line: "#d5dbe1",
    lineStrong: "#8794a1",
    brand: "#0b5cad",
    brandDark: "#08447f",
    brandInk: "#ffffff",
    accent: "#e8f1fb",
    success: "#1e7a3c",
    successBg: "#e6f4ea",
    successInk: "#14532a",
    warning: "#fff4d6",
    warningInk: "#5c4300",
    danger: "#b3261e",
    dangerBg: "#fdecea",
    skeleton: "#e3e8ed",
    overlay: "rgba(18, 32, 47, 0.45)",
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  // A 1.2 type scale from a 16 px body.
  text: {
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.2rem",
    xl: "1.44rem",
    xxl: "1.728rem",
    display: "2.074rem",
  },
  weight: { regular: "400", medium: "600", bold: "700", heavy: "800" },
  size: {
    // Product rules §9: sticky header margin 70px, 56px on small screens.
    header: "70px",
    headerSmall: "56px",
    content: "72rem",
    narrow: "40rem",
    // WCAG 2.2 target size: every control is at least 44 px tall (docs/design.md).
    tap: "44px",
    icon: "20px",
  },
  space: { xxs: "0.125rem", xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2.5rem" },
  radius: { sm: "4px", md: "8px", lg: "16px", pill: "999px" },
  elevation: {
    card: "0 1px 2px rgba(18, 32, 47, 0.08)",
    raised: "0 4px 12px rgba(18, 32, 47, 0.12)",
    sheet: "0 -8px 24px rgba(18, 32, 47, 0.18)",
  },
});

/** Breakpoints: phones first; `wide` from 48rem (768 px) up, `desktop` from 64rem (1,024 px). */
export const smallScreen = "screen and (max-width: 40rem)";
export const wide = "screen and (min-width: 48rem)";
export const desktop = "screen and (min-width: 64rem)";
