import { answer, AirportsAnswer } from "~/utils/api-answers";
import { localeContext } from "~/context";
import { describeAirport, searchAirports } from "~/domains/flights/airports";
import { AirportsQuery } from "~/utils/api-contract";
import { apiError } from "~/utils/booking-api.server";
import type { Route } from "./+types/airports";

/**
 * GET /api/airports?q=lagos: matching airports, best first, in the Accept-Language language. Junk finds []; a query
 * the document refuses (a limit that is not 1 to 20, text over 100 characters) is 400.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const query = AirportsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(context, 400, "invalid_query", "errors.form");
  const { q, limit } = query.data;
  const { locale } = context.get(localeContext);
  return answer(
    AirportsAnswer,
    searchAirports(q, limit).map((airport) => describeAirport(airport, locale)),
    { headers: { "Cache-Control": "public, max-age=3600", Vary: "Accept-Language" } },
  );
}
