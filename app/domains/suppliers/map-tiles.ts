import { z } from "zod";

/**
 * Where the map island's tiles come from: an XYZ template such as
 * `https://tile.example.com/{z}/{x}/{y}.png`, or a path on this site (the sandbox's `/hotel/tiles/{z}/{x}/{y}.png`).
 * Its attribution is the provider's own words (a licence notice), shown as text; empty for the sandbox's tiles.
 */
export const MapTilesConfigSchema = z.object({
  url: z
    .string()
    .refine((url) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)), "MAP_TILE_URL needs {z}, {x} and {y}")
    .refine((url) => /^\/(?!\/)/.test(url) || /^https:\/\/[^/{}]+\//.test(url), "MAP_TILE_URL: a path or an https URL"),
  attribution: z.string().max(200),
  maxZoom: z.coerce.number().int().min(1).max(22),
});
export type MapTilesConfig = z.infer<typeof MapTilesConfigSchema>;

/** The configured tile source; a wrong configuration throws at the first map, not silently on a phone. */
export function mapTiles(
  env: Pick<Env, "MAP_TILE_URL" | "MAP_TILE_ATTRIBUTION" | "MAP_TILE_MAX_ZOOM">,
): MapTilesConfig {
  return MapTilesConfigSchema.parse({
    url: env.MAP_TILE_URL,
    attribution: env.MAP_TILE_ATTRIBUTION,
    maxZoom: env.MAP_TILE_MAX_ZOOM,
  });
}

/** The origin the CSP must allow images from, when tiles come from another site; null for tiles of this one. */
export function mapTileOrigin(env: Pick<Env, "MAP_TILE_URL">): string | null {
  return /^https:\/\//.test(env.MAP_TILE_URL) ? new URL(env.MAP_TILE_URL.replace(/[{}]/g, "")).origin : null;
}

/** A tile server this site serves itself (the sandbox's): a tile's bytes and type, or null for one that does not exist. */
export interface MapTileServer {
  tile(z: string, x: string, y: string): { contentType: string; body: Uint8Array<ArrayBuffer> } | null;
}
