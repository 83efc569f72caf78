import { globalStyle, style } from "@vanilla-extract/css";
import { card } from "~/components/ui/ui.css";
import { desktop, vars, wide } from "~/styles/theme.css";

export {
  check,
  counts,
  dates,
  error,
  field,
  form,
  heading,
  input,
  label,
  leg,
  legend,
} from "../flights/search-form.css";

/** One room's counts and its children's ages. */
export const room = style({ display: "grid", gap: vars.space.sm, border: 0, padding: 0, margin: 0, minWidth: 0 });
export const roomActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const toolbar = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });

/**
 * The listing without the map, from 1,024 px: the filters in a column of their own, the toolbar's other buttons,
 * the map link and the list beside them (the toolbar's box steps aside so that its sheets take places of their own).
 */
export const listColumns = style({
  "@media": {
    [desktop]: {
      display: "grid",
      gridTemplateColumns: "18rem minmax(0, 1fr)",
      gridTemplateRows: "auto auto 1fr",
      columnGap: vars.space.lg,
      alignItems: "start",
    },
  },
});
export const filtersSide = style({});
const desktopOnly = (rules: Parameters<typeof globalStyle>[1]) => ({ "@media": { [desktop]: rules } });
globalStyle(`${listColumns} > ${toolbar}`, desktopOnly({ display: "contents" }));
globalStyle(`${listColumns} > ${toolbar} > *`, desktopOnly({ gridColumn: 2, gridRow: 1, justifySelf: "start" }));
globalStyle(`${listColumns} > ${toolbar} > :last-child`, desktopOnly({ justifySelf: "end" }));
globalStyle(
  `${listColumns} > ${toolbar} > ${filtersSide}`,
  desktopOnly({ gridColumn: 1, gridRow: "1 / -1", justifySelf: "stretch" }),
);
globalStyle(`${listColumns} > p`, desktopOnly({ gridColumn: 2, gridRow: 2 }));

/** The listing's column: its cards lay out by its width (beside the map it is half the page). */
export const results = style({ minWidth: 0, containerType: "inline-size" });
globalStyle(`${listColumns} > ${results}`, desktopOnly({ gridColumn: 2, gridRow: 3 }));
const roomy = "(min-width: 44rem)";

/**
 * A property in the listing: on a phone a thumbnail beside its facts, the price under both (the text, not the photo,
 * is what the first screen is about); in a column 44rem wide, the photo, the facts and the price side by side.
 */
export const listing = style([
  card,
  {
    display: "grid",
    gap: vars.space.md,
    gridTemplateColumns: "6.5rem minmax(0, 1fr)",
    "@container": { [roomy]: { gridTemplateColumns: "12rem minmax(0, 1fr) auto" } },
  },
]);
globalStyle(`${listing} > :last-child`, {
  gridColumn: "1 / -1",
  "@container": { [roomy]: { gridColumn: "auto" } },
});
export const photo = style({ width: "100%", height: "auto", borderRadius: vars.radius.md, display: "block" });
export const facts = style({ display: "grid", gap: vars.space.xs, alignContent: "start", minWidth: 0 });
export const name = style({ margin: 0, fontSize: vars.text.lg });
export const muted = style({ margin: 0, color: vars.color.inkMuted });
export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs });
export const price = style({
  display: "grid",
  gap: vars.space.xxs,
  alignContent: "start",
  "@media": { [wide]: { textAlign: "right" } },
});
globalStyle(`${listing} > ${price}`, { textAlign: "left", "@container": { [roomy]: { textAlign: "right" } } });
export const perNight = style({ fontSize: vars.text.lg, fontWeight: vars.weight.bold, margin: 0 });
export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.md });
export const filterGroup = style({
  border: 0,
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.xs,
  minWidth: 0,
});
export const filterOptions = style({
  display: "grid",
  gap: vars.space.xs,
  gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
});
globalStyle(`${filterOptions} label`, {
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  minHeight: vars.size.tap,
});

/**
 * The photos in a row that scrolls inside itself on a phone (the page never does): two and a bit to a phone's width,
 * thumbnails beside the text rather than the first screen's largest thing.
 */
export const gallery = style({
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "min(46%, 12rem)",
  gap: vars.space.sm,
  overflowX: "auto",
  scrollbarWidth: "thin",
});
/** One rate of a room: its terms, then its price. */
export const rate = style({
  display: "grid",
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.line}`,
  "@media": { [wide]: { gridTemplateColumns: "minmax(0, 1fr) auto" } },
});
export const review = style([card, { display: "grid", gap: vars.space.xs }]);

/** The server-drawn map: never wider than the page, pins big enough to tap. */
export const map = style({ margin: `0 0 ${vars.space.md}`, display: "grid", gap: vars.space.xs });
/**
 * The map view: the map above the list on a phone; from 1,024 px the list and the map side by side, the map
 * staying in view while the list scrolls.
 */
export const mapView = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [desktop]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", alignItems: "start" } },
});
globalStyle(`${mapView} > ${map}`, {
  // Sticky below the sticky header (one row on a desktop), not under it.
  "@media": {
    [desktop]: {
      gridColumn: 2,
      gridRow: 1,
      position: "sticky",
      top: `calc(${vars.size.header} + ${vars.space.md})`,
      margin: 0,
    },
  },
});
globalStyle(`${mapView} > :not(${map})`, { "@media": { [desktop]: { gridColumn: 1, gridRow: 1 } } });

/**
 * A map's frame keeps its space before anything in it loads (the listing's is square, the property's takes its SVG's
 * shape); the land's colour shows where no tile is (Save-Data). The island's map covers it: nothing moves as it comes.
 */
export const mapFrame = style({
  position: "relative",
  width: "100%",
  maxWidth: "36rem",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: vars.color.accent,
  // Leaflet's panes and controls stack up to z-index 1000: kept inside the map, under the header and sheets.
  isolation: "isolate",
});
export const mapSvg = style({
  width: "100%",
  height: "auto",
  borderRadius: vars.radius.md,
  display: "block",
});
/** The listing's map: tiles and pins drawn around the frame's centre, at the tiles' own scale. */
export const mapListing = style({ position: "absolute", inset: 0, width: "100%", height: "100%", display: "block" });
export const mapSquare = style({ aspectRatio: "1 / 1" });
/** The server's tiles, until the island's own tile layer has loaded over them. */
export const mapTiles = style({ selectors: { '[data-tiles="island"] &': { visibility: "hidden" } } });
/** The server's pins, until the island draws its own. */
export const mapPins = style({ selectors: { '[data-island="on"] &': { visibility: "hidden" } } });
export const mapCanvas = style({
  position: "absolute",
  inset: 0,
  fontFamily: vars.font.body,
});
// Leaflet's stylesheet arrives later with the same specificity: the container's class outweighs it. Its grey
// background would hide the server's tiles, which stay under the island's map until it moves.
globalStyle(`${mapCanvas}.leaflet-container`, { background: "transparent" });
globalStyle(`${mapCanvas}.leaflet-container .leaflet-bar a`, {
  width: vars.size.tap,
  height: vars.size.tap,
  lineHeight: vars.size.tap,
  fontSize: vars.text.lg,
  color: vars.color.ink,
});
globalStyle(`${mapCanvas}.leaflet-container .leaflet-control-attribution`, {
  fontSize: vars.text.xs,
  color: vars.color.ink,
});
/** A pin of the island's map: the list's number, a 44 px target. */
export const mapIslandPin = style({
  boxSizing: "border-box",
  textAlign: "center",
  // The 44 px box less its two 3 px borders: the number sits in the middle (Leaflet's stylesheet sets display).
  lineHeight: "38px",
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandInk,
  border: `3px solid ${vars.color.paper}`,
  boxShadow: vars.elevation.raised,
  fontSize: vars.text.md,
  fontWeight: vars.weight.bold,
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.ink}`, outlineOffset: "2px" } },
});
export const mapLand = style({ fill: vars.color.accent });
export const mapLeader = style({ stroke: vars.color.brand, strokeWidth: 3, fill: vars.color.brand });
export const mapPin = style({ fill: vars.color.brand, stroke: vars.color.paper, strokeWidth: 4 });
export const mapPinDot = style({ fill: vars.color.paper });
export const mapNumber = style({ fill: vars.color.brandInk, fontSize: "15px", fontWeight: vars.weight.bold });
/** Pins too close to tell apart, shown as one until zoomed in: the number of them. */
export const mapIslandGroup = style({
  fontSize: vars.text.sm,
  whiteSpace: "nowrap",
  background: vars.color.paper,
  color: vars.color.brand,
  borderColor: vars.color.brand,
});
/** A property's number in the list, as its pin shows it. */
export const number = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: "1.75rem",
  height: "1.75rem",
  borderRadius: "999px",
  background: vars.color.brand,
  color: vars.color.brandInk,
  fontSize: vars.text.sm,
});

/** The search page: the form's card clear of the header. */
export const page = style({ paddingBlock: vars.space.lg });

/** An owner's own words (a description, house rules): plain text whose line breaks are kept. */
export const ownerText = style({ whiteSpace: "pre-line", overflowWrap: "anywhere" });
