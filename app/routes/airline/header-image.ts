import { data } from "react-router";
import { airlineColour } from "~/components/ui/airline-logo";
import { dbContext } from "~/context";
import { getAirlinePage } from "~/domains/airlines/airlines.server";
import type { Route } from "./+types/header-image";

/**
 * An airline page's header image (`/airline/{airline}/header.svg`), drawn for the sandbox's content: a sky in the
 * airline's colour with its code, not its trademark. Content may name any other image instead.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const airline = await getAirlinePage(context.get(dbContext), params.airline, "en-US");
  if (!airline) throw data(null, { status: 404 });
  const colour = airlineColour(airline.code);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#e8f1fb"/></linearGradient></defs><rect width="1200" height="400" fill="url(#s)"/><path d="M0 330 Q300 290 600 320 T1200 300 V400 H0Z" fill="#ffffff" opacity=".55"/><g fill="#ffffff" transform="translate(760 120) rotate(-12)"><path d="M0 40 L260 28 Q290 28 290 40 Q290 52 260 52 L0 40Z"/><path d="M120 38 L60 -40 L90 -40 L170 36Z"/><path d="M120 42 L60 120 L90 120 L170 44Z"/><path d="M12 40 L-10 6 L8 6 L40 38Z"/></g><text x="64" y="230" font-family="system-ui, sans-serif" font-size="160" font-weight="800" fill="#ffffff" opacity=".9">${airline.code}</text></svg>`;
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400" },
  });
}
