import { describe, expect, it } from "vitest";
import { staticMap, TILE_SIZE, worldPixel } from "./static-map";

const window = { url: "/hotel/tiles/{z}/{x}/{y}.png", zoom: 14, width: 360, height: 240 };

describe("staticMap", () => {
  it("covers the whole window with the tiles around the point, which sits at its centre", () => {
    const lagos = { lat: 6.4281, lon: 3.4219 };
    const map = staticMap(lagos, window);
    const centre = worldPixel(lagos.lat, lagos.lon, 14);
    // The tile holding the point is drawn where the point lands in the middle of the window.
    const column = Math.floor(centre.x / TILE_SIZE);
    const row = Math.floor(centre.y / TILE_SIZE);
    const holding = map.tiles.find((tile) => tile.src === `/hotel/tiles/14/${column}/${row}.png`);
    expect(holding).toBeDefined();
    expect(holding!.x + (centre.x - column * TILE_SIZE)).toBeCloseTo(180, 0);
    expect(holding!.y + (centre.y - row * TILE_SIZE)).toBeCloseTo(120, 0);
    // Every pixel of the window is under a tile, and no tile lies wholly outside it.
    for (const [px, py] of [
      [0, 0],
      [359, 0],
      [0, 239],
      [359, 239],
      [180, 120],
    ] as const) {
      expect(map.tiles.some((t) => px >= t.x && px < t.x + TILE_SIZE && py >= t.y && py < t.y + TILE_SIZE)).toBe(true);
    }
    for (const tile of map.tiles) {
      expect(tile.x).toBeLessThan(360);
      expect(tile.y).toBeLessThan(240);
      expect(tile.x + TILE_SIZE).toBeGreaterThan(0);
      expect(tile.y + TILE_SIZE).toBeGreaterThan(0);
    }
    expect(map.tiles.length).toBeLessThanOrEqual(6);
  });

  it("wraps across the date line", () => {
    const map = staticMap({ lat: -17.7, lon: 179.999 }, { ...window, zoom: 2 });
    expect(map.tiles.map((t) => t.src)).toContain("/hotel/tiles/2/0/2.png");
    expect(map.tiles.every((t) => /\/2\/[0-3]\/[0-3]\.png$/.test(t.src))).toBe(true);
  });
});
