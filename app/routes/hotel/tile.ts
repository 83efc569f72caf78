import { data } from "react-router";
import { mapTileServer } from "~/services.server";
import type { Route } from "./+types/tile";

/** A map tile this site serves (`/hotel/tiles/12/2104/1986.png`), MAP_TILE_URL's default: kept a day. */
export function loader({ params }: Route.LoaderArgs) {
  const row = /^(\d+)\.png$/.exec(params.tile)?.[1];
  const tile = row === undefined ? null : mapTileServer().tile(params.z, params.x, row);
  if (!tile) throw data(null, { status: 404 });
  return new Response(tile.body, {
    headers: { "Content-Type": tile.contentType, "Cache-Control": "public, max-age=86400" },
  });
}
