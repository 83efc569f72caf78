import { answer, AirportsAnswer } from "~/utils/api-answers";
import { localeContext } from "~/context";
import { describeAirport, searchAirports } from "~/domains/flights/airports";
import { AirportsQuery } from "~/utils/api-contract";
import type { Route } from "./+types/airports";

/** GET /api/airports?q=lagos: matching airports, best first, in the Accept-Language language. Junk finds []. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { q, limit } = AirportsQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { locale } = context.get(localeContext);
  return answer(
    AirportsAnswer,
    searchAirports(q, limit).map((airport) => describeAirport(airport, locale)),
    { headers: { "Cache-Control": "public, max-age=3600", Vary: "Accept-Language" } },
  );
}
