import { data } from "react-router";
import { hotelsFor } from "~/utils/stays.server";
import type { Route } from "./+types/photo";

/** A property's photo (`/hotel/photos/LOS-001-1.svg`): the supplier's image, kept a day by browsers and caches. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^([A-Z]{3}-\d{3}-\d)\.svg$/.exec(params.image)?.[1];
  const photo = id ? await hotelsFor(context).photo(id) : null;
  if (!photo) throw data(null, { status: 404 });
  return new Response(photo.body, {
    headers: { "Content-Type": photo.contentType, "Cache-Control": "public, max-age=86400" },
  });
}
