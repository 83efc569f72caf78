import { data } from "react-router";
import { hotelsFor } from "~/utils/stays.server";
import type { Route } from "./+types/photo";

/**
 * A property's photo: the supplier's drawing (`/hotel/photos/LOS-001-1.svg`) or an owner's photo at one width
 * (`/hotel/photos/own-…-960.jpg`), kept a day by browsers and caches.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^(?:([A-Z]{3}-\d{3}-\d)\.svg|(own-[a-z2-9]{10}-[a-z2-9]{8}-\d+)\.jpg)$/
    .exec(params.image)
    ?.slice(1)
    .find(Boolean);
  const photo = id ? await hotelsFor(context).photo(id) : null;
  if (!photo) throw data(null, { status: 404 });
  return new Response(photo.body, {
    headers: { "Content-Type": photo.contentType, "Cache-Control": "public, max-age=86400" },
  });
}
