import { decode } from "fast-png";
import { describe, expect, test } from "vitest";
import { DISTANCES_KM } from "../stay-query";
import { cityOf } from "./properties";
import { parseTile, pixelsPerKm, sandboxMapTiles, sandboxTilePng, TILE_SIZE, worldPixel } from "./tiles";

const LAND = [238, 242, 234];
const RING = [122, 154, 107];
const CENTRE = [47, 74, 38];

/** The colour of a pixel of a decoded palette tile. */
function colourAt(png: Uint8Array, x: number, y: number): number[] {
  const image = decode(png);
  const index = image.data[y * TILE_SIZE + x] ?? -1;
  return [...(image.palette?.[index] ?? [])];
}

describe("sandbox map tiles", () => {
  test("Web Mercator: the world's middle, its top edge, and a kilometre's pixels", () => {
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
    expect(worldPixel(85.051_128_78, -180, 0).y).toBeCloseTo(0, 3);
    expect(worldPixel(0, 180, 2).x).toBe(1024);
    // A kilometre at the equator is 1,000 / 156,543 px at zoom 0, twice that a zoom level up, more towards the poles.
    expect(pixelsPerKm(0, 0)).toBeCloseTo(0.006_388, 5);
    expect(pixelsPerKm(0, 1)).toBeCloseTo(2 * pixelsPerKm(0, 0), 9);
    expect(pixelsPerKm(60, 10)).toBeCloseTo(2 * pixelsPerKm(0, 10), 6);
  });

  test("a tile's address: inside the world and the zooms served, digits only", () => {
    expect(parseTile("12", "2104", "1986")).toEqual({ z: 12, x: 2104, y: 1986 });
    expect(parseTile("0", "0", "0")).toEqual({ z: 0, x: 0, y: 0 });
    expect(parseTile("2", "4", "0")).toBeNull();
    expect(parseTile("2", "0", "4")).toBeNull();
    expect(parseTile("19", "0", "0")).toBeNull();
    expect(parseTile("1", "-1", "0")).toBeNull();
    expect(parseTile("1", "0x1", "0")).toBeNull();
    expect(parseTile("", "0", "0")).toBeNull();
    expect(sandboxMapTiles.tile("19", "0", "0")).toBeNull();
  });

  test("the tile around Lagos's centre draws the centre and a dashed ring at each of the filter's distances", () => {
    const lagos = cityOf("LOS");
    if (!lagos) throw new Error("no Lagos in the sandbox");
    const zoom = 12;
    const at = worldPixel(lagos.lat, lagos.lon, zoom);
    const tile = { z: zoom, x: Math.floor(at.x / TILE_SIZE), y: Math.floor(at.y / TILE_SIZE) };
    const served = sandboxMapTiles.tile(String(tile.z), String(tile.x), String(tile.y));
    expect(served?.contentType).toBe("image/png");
    const png = sandboxTilePng(tile);
    expect(served?.body).toEqual(png);
    expect(png.byteLength).toBeLessThan(4096);
    const cx = Math.floor(at.x - tile.x * TILE_SIZE);
    const cy = Math.floor(at.y - tile.y * TILE_SIZE);
    expect(colourAt(png, cx, cy)).toEqual(CENTRE);
    // The 1 km ring crosses the tile: along its circle, some pixels are dashes and some are gaps.
    const r = DISTANCES_KM[0] * pixelsPerKm(lagos.lat, zoom);
    const onRing = Array.from({ length: 360 }, (_, degree) => {
      const angle = (degree * Math.PI) / 180;
      const x = Math.round(at.x - tile.x * TILE_SIZE + r * Math.cos(angle) - 0.5);
      const y = Math.round(at.y - tile.y * TILE_SIZE + r * Math.sin(angle) - 0.5);
      return x >= 0 && y >= 0 && x < TILE_SIZE && y < TILE_SIZE ? colourAt(png, x, y) : null;
    }).filter((colour) => colour !== null);
    expect(onRing.filter((colour) => colour.join() === RING.join()).length).toBeGreaterThan(onRing.length / 3);
    expect(onRing.some((colour) => colour.join() !== RING.join())).toBe(true);
  });

  test("a tile of open sea is land colour and grid only, the same bytes every time", () => {
    const tile = { z: 12, x: 100, y: 2048 };
    const png = sandboxTilePng(tile);
    expect(png).toEqual(sandboxTilePng(tile));
    const image = decode(png);
    expect(new Set(image.data).size).toBe(2);
    expect(colourAt(png, 10, 10)).toEqual(LAND);
  });
});
