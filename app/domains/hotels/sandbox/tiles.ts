import { encode } from "fast-png";
import type { MapTileServer } from "~/domains/suppliers/map-tiles";
import { DISTANCES_KM } from "../stay-query";
import { CITIES } from "./properties";
import { TILE_SIZE, worldPixel } from "../static-map";

export { TILE_SIZE, worldPixel } from "../static-map";
export const MAX_TILE_ZOOM = 18;
const EARTH_METRES_PER_PIXEL_AT_ZOOM_0 = 156_543.033_92;

/** How many pixels a kilometre spans at a latitude and zoom level. */
export function pixelsPerKm(lat: number, zoom: number): number {
  return (1000 * 2 ** zoom) / (EARTH_METRES_PER_PIXEL_AT_ZOOM_0 * Math.cos((lat * Math.PI) / 180));
}

/** The zoom, column and row of a tile URL, or null for one outside the world or the zooms served. */
export function parseTile(z: string, x: string, y: string): { z: number; x: number; y: number } | null {
  const [zoom, column, row] = [z, x, y].map((part) => (/^\d{1,6}$/.test(part) ? Number(part) : NaN));
  if (zoom === undefined || column === undefined || row === undefined) return null;
  if (!Number.isInteger(zoom) || zoom > MAX_TILE_ZOOM) return null;
  const count = 2 ** zoom;
  if (!Number.isInteger(column) || !Number.isInteger(row) || column >= count || row >= count) return null;
  return { z: zoom, x: column, y: row };
}

/** The tile's four colours, by index: land, grid, ring, centre. */
const PALETTE: Array<[number, number, number]> = [
  [238, 242, 234],
  [221, 228, 214],
  [122, 154, 107],
  [47, 74, 38],
];
const [LAND, GRID, RING, CENTRE] = [0, 1, 2, 3];
const GRID_STEP = 64;
/** Rings are dashed: 6 px drawn, 4 px gap, along the ring. */
const DASH = 6;
const DASH_PERIOD = 10;

/**
 * The sandbox's map tile, a PNG as real tile servers send (a browser decodes it off the main thread):
 * no streets exist in the sandbox, so a tile draws what its listings are measured against, every sandbox city's
 * centre with dashed rings at the distances the listing's filter offers. No text: the tiles serve both languages,
 * and the map's attribution says what the rings are. Real deployments set MAP_TILE_URL to a tile server's template
 * instead (docs/sandbox.md).
 */
export function sandboxTilePng(tile: { z: number; x: number; y: number }): Uint8Array<ArrayBuffer> {
  const pixels = new Uint8Array(TILE_SIZE * TILE_SIZE);
  for (let py = 0; py < TILE_SIZE; py++) {
    for (let px = 0; px < TILE_SIZE; px++) {
      pixels[py * TILE_SIZE + px] = px % GRID_STEP === 0 || py % GRID_STEP === 0 ? GRID : LAND;
    }
  }
  const widest = DISTANCES_KM[DISTANCES_KM.length - 1] ?? 0;
  for (const city of CITIES) {
    const centre = worldPixel(city.lat, city.lon, tile.z);
    const cx = centre.x - tile.x * TILE_SIZE;
    const cy = centre.y - tile.y * TILE_SIZE;
    const perKm = pixelsPerKm(city.lat, tile.z);
    const reach = widest * perKm + 8;
    if (cx < -reach || cy < -reach || cx > TILE_SIZE + reach || cy > TILE_SIZE + reach) continue;
    // A ring a few pixels wide says nothing at this zoom.
    const rings = DISTANCES_KM.map((km) => km * perKm).filter((r) => r >= 6);
    for (let py = 0; py < TILE_SIZE; py++) {
      for (let px = 0; px < TILE_SIZE; px++) {
        const d = Math.hypot(px + 0.5 - cx, py + 0.5 - cy);
        if (d <= 5) pixels[py * TILE_SIZE + px] = CENTRE;
        else if (rings.some((r) => Math.abs(d - r) <= 0.8 && dashed(px + 0.5 - cx, py + 0.5 - cy, r))) {
          pixels[py * TILE_SIZE + px] = RING;
        }
      }
    }
  }
  const png = encode({ width: TILE_SIZE, height: TILE_SIZE, data: pixels, channels: 1, depth: 8, palette: PALETTE });
  return new Uint8Array(png);
}

/** Whether a point of a ring of radius r falls on a dash. */
function dashed(dx: number, dy: number, r: number): boolean {
  return ((Math.atan2(dy, dx) + Math.PI) * r) % DASH_PERIOD < DASH;
}

/** The sandbox's tile server, at MAP_TILE_URL's default `/hotel/tiles/{z}/{x}/{y}.png`. */
export const sandboxMapTiles: MapTileServer = {
  tile(z, x, y) {
    const tile = parseTile(z, x, y);
    return tile ? { contentType: "image/png", body: sandboxTilePng(tile) } : null;
  },
};
