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

export interface StaticMap {
  width: number;
  height: number;
  /** Each tile's URL and where its top-left corner sits in the window, in pixels. */
  tiles: Array<{ src: string; x: number; y: number }>;
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
        src: url.replace("{z}", String(zoom)).replace("{x}", String(x)).replace("{y}", String(row)),
        x: Math.round(column * TILE_SIZE - left),
        y: Math.round(row * TILE_SIZE - top),
      });
    }
  }
  return { width, height, tiles };
}
