import { z } from "zod";
import { localeContext } from "~/context";
import { describeAirport, searchAirports } from "~/domains/flights/airports";
import type { Route } from "./+types/airports";

const QuerySchema = z.object({
  q: z.string().max(100).catch(""),
  limit: z.coerce.number().int().min(1).max(20).catch(10),
});

/** GET /api/airports?q=lagos: matching airports, best first, in the Accept-Language language. Junk finds []. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { q, limit } = QuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { locale } = context.get(localeContext);
  return Response.json(
    searchAirports(q, limit).map((airport) => describeAirport(airport, locale)),
    { headers: { "Cache-Control": "public, max-age=3600", Vary: "Accept-Language" } },
  );
}
