import { createGlobalTheme } from "@vanilla-extract/css";

export const vars = createGlobalTheme(":root", {
  color: {
    ink: "#12202f",
    inkMuted: "#4a5868",
    paper: "#ffffff",
    canvas: "#f4f6f8",
    line: "#d5dbe1",
    brand: "#0b5cad",
    brandDark: "#08447f",
    brandInk: "#ffffff",
    accent: "#e8f1fb",
    warning: "#fff4d6",
    warningInk: "#5c4300",
    danger: "#b3261e",
    skeleton: "#e3e8ed",
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  size: {
    // Product rules §9: sticky header margin 70px, 56px on small screens.
    header: "70px",
    headerSmall: "56px",
    content: "72rem",
  },
  space: { xs: "0.25rem", sm: "0.5rem", md: "1rem", lg: "1.5rem", xl: "2.5rem" },
  radius: { sm: "4px", md: "8px" },
});

export const smallScreen = "screen and (max-width: 40rem)";
