import { robotsTxt } from "~/domains/content/sitemap";
import type { Route } from "./+types/robots";

/** GET /robots.txt: a traveller's own pages are not for crawlers; the sitemap is named. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
