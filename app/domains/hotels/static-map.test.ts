import { describe, expect, it } from "vitest";
import { fitView, staticMap, TILE_SIZE, tileUrl, worldPixel, worldPoint } from "./static-map";

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

  it("writes a template's subdomain and retina parts as Leaflet does, so that the island's tiles are the page's", () => {
    expect(tileUrl("https://{s}.tiles.example/{z}/{x}/{y}{r}.png", 12, 2104, 1986)).toBe(
      "https://b.tiles.example/12/2104/1986.png",
    );
    expect(tileUrl("https://{s}.tiles.example/{z}/{x}/{y}{r}.png", 12, 2104, 1986, true)).toBe(
      "https://b.tiles.example/12/2104/1986@2x.png",
    );
    expect(tileUrl("/hotel/tiles/{z}/{x}/{y}.png", 3, 4, 2)).toBe("/hotel/tiles/3/4/2.png");
    const retina = staticMap(
      { lat: 6.4281, lon: 3.4219 },
      { ...window, url: "https://{s}.t.example/{z}/{x}/{y}{r}.png" },
    );
    expect(retina.tiles.every((tile) => tile.src2x === tile.src.replace(/\.png$/, "@2x.png"))).toBe(true);
    expect(staticMap({ lat: 6.4281, lon: 3.4219 }, window).tiles.every((tile) => tile.src2x === null)).toBe(true);
  });
});

describe("fitView", () => {
  const points = [
    { lat: 6.6018, lon: 3.3515 },
    { lat: 6.4281, lon: 3.4219 },
    { lat: 6.5244, lon: 3.3792 },
  ];

  it("opens on the closest zoom that shows every point inside the window, centred on their box", () => {
    const view = fitView(points, { size: 288, padding: 24, maxZoom: 18 });
    const extent = (zoom: number) => {
      const world = points.map((p) => worldPixel(p.lat, p.lon, zoom));
      return Math.max(
        Math.max(...world.map((p) => p.x)) - Math.min(...world.map((p) => p.x)),
        Math.max(...world.map((p) => p.y)) - Math.min(...world.map((p) => p.y)),
      );
    };
    expect(extent(view.zoom)).toBeLessThanOrEqual(288 - 48);
    expect(extent(view.zoom + 1)).toBeGreaterThan(288 - 48);
    // The centre is a whole pixel at that zoom, in the middle of the points' box.
    const centre = worldPixel(view.lat, view.lon, view.zoom);
    expect(centre.x).toBeCloseTo(Math.round(centre.x), 6);
    expect(centre.y).toBeCloseTo(Math.round(centre.y), 6);
    const world = points.map((p) => worldPixel(p.lat, p.lon, view.zoom));
    expect(
      Math.abs(centre.x - (Math.min(...world.map((p) => p.x)) + Math.max(...world.map((p) => p.x))) / 2),
    ).toBeLessThanOrEqual(0.5);
    expect(
      Math.abs(centre.y - (Math.min(...world.map((p) => p.y)) + Math.max(...world.map((p) => p.y))) / 2),
    ).toBeLessThanOrEqual(0.5);
  });

  it("stops at the closest zoom allowed: one point, or points the tiles cannot show closer", () => {
    const one = fitView([points[0]!], { size: 288, padding: 24, maxZoom: 15 });
    expect(one.zoom).toBe(15);
    const at = worldPixel(one.lat, one.lon, 15);
    const point = worldPixel(points[0]!.lat, points[0]!.lon, 15);
    expect(Math.hypot(at.x - point.x, at.y - point.y)).toBeLessThanOrEqual(0.71);
    expect(fitView(points, { size: 288, padding: 24, maxZoom: 5 }).zoom).toBe(5);
  });

  it("undoes worldPixel", () => {
    const { x, y } = worldPixel(-33.9249, 18.4241, 11);
    const back = worldPoint(x, y, 11);
    expect(back.lat).toBeCloseTo(-33.9249, 9);
    expect(back.lon).toBeCloseTo(18.4241, 9);
  });
});
