/** Web Mercator tiles, as every XYZ tile server cuts them. */
export const TILE_SIZE = 256;

/** A point's place in the world's pixels at a zoom level (Web Mercator). */
export function worldPixel(lat: number, lon: number, zoom: number): { x: number; y: number } {
  const size = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((lon + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The point at a place in the world's pixels at a zoom level: `worldPixel` undone. */
export function worldPoint(x: number, y: number, zoom: number): { lat: number; lon: number } {
  const size = TILE_SIZE * 2 ** zoom;
  return {
    lat: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI,
    lon: (x / size) * 360 - 180,
  };
}

/**
 * The view that shows every point inside a square window of `size` pixels, `padding` clear of its edges: the closest
 * zoom (at most `maxZoom`) and the centre of the points' box, a whole pixel at that zoom. A tiled map set to this
 * zoom and centre (Leaflet's `setView`) draws the tiles where `staticMap` does.
 */
export function fitView(
  points: ReadonlyArray<{ lat: number; lon: number }>,
  { size, padding, maxZoom }: { size: number; padding: number; maxZoom: number },
): { zoom: number; lat: number; lon: number } {
  if (points.length === 0) return { zoom: 0, lat: 0, lon: 0 };
  const world = points.map((p) => worldPixel(p.lat, p.lon, 0));
  const xs = world.map((p) => p.x);
  const ys = world.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const extent = Math.max(maxX - minX, maxY - minY);
  const fits = extent > 0 ? Math.floor(Math.log2((size - 2 * padding) / extent)) : maxZoom;
  const zoom = Math.max(0, Math.min(maxZoom, fits));
  const scale = 2 ** zoom;
  return {
    zoom,
    ...worldPoint(Math.round(((minX + maxX) / 2) * scale), Math.round(((minY + maxY) / 2) * scale), zoom),
  };
}

export interface StaticMap {
  width: number;
  height: number;
  /**
   * Each tile's URL and where its top-left corner sits in the window, in pixels; `src2x` its sharper version for
   * screens of two or more pixels a pixel, when the template has one (`{r}`).
   */
  tiles: Array<{ src: string; src2x: string | null; x: number; y: number }>;
}

/**
 * A map with no JavaScript: the tiles that cover a window of `width` x `height` pixels centred on a point, from an
 * XYZ template (`/hotel/tiles/{z}/{x}/{y}.png`). The point is the window's centre, where the page draws its pin.
 */
export function staticMap(
  { lat, lon }: { lat: number; lon: number },
  { url, zoom, width, height }: { url: string; zoom: number; width: number; height: number },
): StaticMap {
  const centre = worldPixel(lat, lon, zoom);
  const [left, top] = [centre.x - width / 2, centre.y - height / 2];
  const count = 2 ** zoom;
  const tiles: StaticMap["tiles"] = [];
  for (let row = Math.floor(top / TILE_SIZE); row * TILE_SIZE < top + height; row++) {
    if (row < 0 || row >= count) continue;
    for (let column = Math.floor(left / TILE_SIZE); column * TILE_SIZE < left + width; column++) {
      // Across the date line the world repeats.
      const x = ((column % count) + count) % count;
      tiles.push({
        src: tileUrl(url, zoom, x, row),
        src2x: url.includes("{r}") ? tileUrl(url, zoom, x, row, true) : null,
        x: Math.round(column * TILE_SIZE - left),
        y: Math.round(row * TILE_SIZE - top),
      });
    }
  }
  return { width, height, tiles };
}

/**
 * A tile's URL from an XYZ template, as Leaflet writes it (so that the island's tiles are the page's, from the cache):
 * `{s}` one of Leaflet's subdomains a, b and c, `{r}` "@2x" for a screen of two pixels a pixel, else empty.
 */
export function tileUrl(template: string, zoom: number, x: number, y: number, retina = false): string {
  return template
    .replace("{z}", String(zoom))
    .replace("{x}", String(x))
    .replace("{y}", String(y))
    .replace("{s}", "abc"[Math.abs(x + y) % 3] ?? "a")
    .replace("{r}", retina ? "@2x" : "");
}
