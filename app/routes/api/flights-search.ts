import { answer, FlightSearchAnswer } from "~/utils/api-answers";
import { clockContext, envContext, localeContext, marketContext, dbContext } from "~/context";
import { describeAirport } from "~/domains/flights/airports";
import { parseSearchParams } from "~/domains/flights/search-query";
import { searchFlights } from "~/domains/flights/search.server";
import { flightSupplier } from "~/services.server";
import { getI18n } from "~/i18n/i18next.server";
import type { Route } from "./+types/flights-search";
import { inventoryCapacity } from "~/domains/suppliers/capacity.server";

/**
 * GET /api/flights/search: the parameters of /flight/search, answered as JSON in the Accept-Language
 * language and the x-currency currency. Errors carry a code and the message a person would see.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { input, filters } = parseSearchParams(new URL(request.url).searchParams);
  const { locale } = context.get(localeContext);
  const { currency } = context.get(marketContext);
  const t = getI18n(context).getFixedT(null, "flight");
  const outcome = await searchFlights(
    flightSupplier(context.get(envContext)),
    input,
    filters,
    currency,
    context.get(clockContext)(),
    inventoryCapacity(context.get(envContext).INVENTORY, context.get(dbContext)),
  );
  switch (outcome.kind) {
    case "invalid":
      return Response.json(
        {
          code: "invalid_search",
          message: t("form.hasErrors"),
          errors: Object.fromEntries(
            Object.entries(outcome.errors).map(([field, keys]) => [
              field,
              (keys ?? []).map((k) => t(k as "errors.required")),
            ]),
          ),
        },
        { status: 400 },
      );
    case "resolve":
      return Response.json(
        {
          code: "ambiguous_airport",
          message: t("resolve.heading"),
          questions: outcome.questions.map((q) => ({
            field: q.field,
            text: q.text,
            options: q.options.map((a) => describeAirport(a, locale)),
          })),
        },
        { status: 409 },
      );
    case "unavailable":
      return Response.json({ code: "supplier_unavailable", message: t("errors.unavailable") }, { status: 503 });
    case "results":
      return answer(FlightSearchAnswer, {
        currency,
        matching: outcome.matching,
        hasMore: outcome.hasMore,
        calendar: outcome.calendar,
        offers: outcome.offers.map(({ offer, family }) => ({ ...offer, shownFamily: family.code })),
      });
  }
}
