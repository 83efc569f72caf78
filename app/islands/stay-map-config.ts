/**
 * What the listing's page hands its map island, as JSON in the figure's `data-stay-map`: the tiles, a pin
 * per property numbered as the list is, the map's words in the page's language, and the pins' class.
 */
export interface StayMapIsland {
  /** The tiles' template and their closest zoom; their licence notice is the figure's caption. */
  tiles: { url: string; maxZoom: number };
  /** The server's view: the island opens on it, so that its pins land on the server's tiles. */
  view: { zoom: number; lat: number; lon: number };
  pins: Array<{
    number: number;
    lat: number;
    lon: number;
    /** The pin's accessible name: its number, the property and its price a night. */
    label: string;
    /** The property's card in the list. */
    href: string;
  }>;
  /**
   * `group` names pins shown as one, with `{size}` for how many and `{numbers}` for theirs; `groupPin` is what such a
   * pin shows ("6 stays"), so that it never reads as one of the list's numbers.
   */
  labels: { zoomIn: string; zoomOut: string; group: string; groupPin: string };
  /** The design system's class for a pin (vanilla-extract names it at build time). */
  pinClass: string;
  /** Added to it for a group of pins. */
  groupClass: string;
  /** Leaflet's stylesheet, preloaded by the page. */
  stylesheet: string;
}

/**
 * The island's settings from its figure, or null when they are missing or not what the server writes. The server
 * types them as it writes them into its own page; this only guards against a page the island does not know. Not zod:
 * zod's core is a chunk shared with the forms, 17 KB gzip of the island's budget (docs/decisions/011-script-islands.md).
 */
export function readStayMapIsland(json: string | undefined): StayMapIsland | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { tiles, view, pins, labels, pinClass, groupClass, stylesheet } = value as Partial<
    Record<keyof StayMapIsland, unknown>
  >;
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
  const strings = (v: unknown, keys: string[]) => isObject(v) && keys.every((k) => typeof v[k] === "string");
  const numbers = (v: unknown, keys: string[]) => isObject(v) && keys.every((k) => Number.isFinite(v[k]));
  const valid =
    strings(tiles, ["url"]) &&
    numbers(tiles, ["maxZoom"]) &&
    numbers(view, ["zoom", "lat", "lon"]) &&
    strings(labels, ["zoomIn", "zoomOut", "group", "groupPin"]) &&
    typeof pinClass === "string" &&
    typeof groupClass === "string" &&
    typeof stylesheet === "string" &&
    Array.isArray(pins) &&
    pins.every((pin) => numbers(pin, ["number", "lat", "lon"]) && strings(pin, ["label", "href"]));
  return valid ? (value as StayMapIsland) : null;
}
