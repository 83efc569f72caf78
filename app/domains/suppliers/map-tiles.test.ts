import { describe, expect, test } from "vitest";
import { mapTileOrigin, mapTiles } from "./map-tiles";

const sandbox = { MAP_TILE_URL: "/hotel/tiles/{z}/{x}/{y}.png", MAP_TILE_ATTRIBUTION: "", MAP_TILE_MAX_ZOOM: "18" };

describe("the map's tile configuration", () => {
  test("the sandbox's tiles of this site, and a tile server's https template with its notice", () => {
    expect(mapTiles(sandbox)).toEqual({ url: "/hotel/tiles/{z}/{x}/{y}.png", attribution: "", maxZoom: 18 });
    const provider = {
      MAP_TILE_URL: "https://tiles.example/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "© Example Maps contributors",
      MAP_TILE_MAX_ZOOM: "19",
    };
    expect(mapTiles(provider)).toMatchObject({ attribution: "© Example Maps contributors", maxZoom: 19 });
    expect(mapTileOrigin(provider)).toBe("https://tiles.example");
    expect(mapTileOrigin(sandbox)).toBeNull();
  });

  test("a template the map cannot use fails at the first map, not on a phone", () => {
    for (const url of [
      "/hotel/tiles/{z}/{x}.png",
      "http://tiles.example/{z}/{x}/{y}.png",
      "//tiles.example/{z}/{x}/{y}.png",
      "https://{s}.tiles.example/{z}/{x}/{y}.png",
      "javascript:{z}{x}{y}",
    ]) {
      expect(() => mapTiles({ ...sandbox, MAP_TILE_URL: url }), url).toThrow();
    }
    expect(() => mapTiles({ ...sandbox, MAP_TILE_MAX_ZOOM: "30" })).toThrow();
  });
});
