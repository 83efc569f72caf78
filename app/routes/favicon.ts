import { redirect } from "react-router";

/** GET /favicon.ico: what browsers and crawlers ask for by habit; the site's icon is an SVG. */
export function loader() {
  return redirect("/favicon.svg", { status: 301, headers: { "Cache-Control": "public, max-age=86400" } });
}
