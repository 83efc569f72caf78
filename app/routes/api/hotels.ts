import { answer, PropertyAnswer, StaySearchAnswer } from "~/utils/api-answers";
import { clockContext, marketContext } from "~/context";
import { stayDetails } from "~/domains/hotels/search.server";
import {
  parseStayParams,
  REVIEW_SORTS,
  type ReviewSort,
  type StayErrors,
  validateStay,
} from "~/domains/hotels/stay-query";
import { getI18n } from "~/i18n/i18next.server";
import type { Locale } from "~/i18n/locales";
import { bedsText, roomName } from "~/domains/hotels/room-names";
import { staySearch } from "~/utils/stays.server";
import { hotelsFor } from "~/utils/stays.server";
import { PROPERTY_ID } from "~/domains/hotels/supplier";
import type { Route } from "./+types/hotels";

/**
 * GET /api/hotels/search and GET /api/hotels/{propertyId}: the parameters of /hotel/search and of a
 * property's page, answered as JSON in the Accept-Language language and the x-currency currency, on the same
 * domain functions. Errors carry a code and the messages a person would see.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { input, filters } = parseStayParams(url.searchParams);
  const now = context.get(clockContext)();
  const { currency } = context.get(marketContext);
  const t = getI18n(context).getFixedT(null, "hotel");
  const invalid = (errors: StayErrors) =>
    Response.json(
      {
        code: "invalid_search",
        message: getI18n(context).getFixedT(null, "booking")("errors.form"),
        errors: Object.fromEntries(
          Object.entries(errors).map(([field, keys]) => [field, (keys ?? []).map((k) => t(k as "errors.where"))]),
        ),
      },
      { status: 400 },
    );
  const property = params.target === "search" ? null : params.target;
  const errors = validateStay(property ? { ...input, where: property } : input, now.toISOString().slice(0, 10));
  if (Object.keys(errors).length > 0) return invalid(errors);
  if (property) {
    const notFound = () => Response.json({ code: "not_found", message: t("details.notFound") }, { status: 404 });
    if (!PROPERTY_ID.test(property)) return notFound();
    const sort = url.searchParams.get("reviewSort");
    const details = await stayDetails(hotelsFor(context), property, input, currency, {
      page: Number(url.searchParams.get("reviews") ?? 1) || 1,
      sort: (REVIEW_SORTS as readonly string[]).includes(sort ?? "") ? (sort as ReviewSort) : "newest",
    });
    if (!details) return notFound();
    // Each room named, and its beds said, in the answer's language beside the supplier's own terms.
    const locale = getI18n(context).language as Locale;
    const rooms = details.rooms.map((r) => ({
      ...r,
      room: { ...r.room, label: roomName(t, r.room), bedsLabel: bedsText(t, locale, r.room.beds) },
    }));
    return answer(PropertyAnswer, { currency, ...details, rooms });
  }
  const result = await staySearch(context, input, filters, currency);
  if (result.kind === "unknown_place") return invalid({ where: ["errors.unknownPlace"] });
  return answer(StaySearchAnswer, {
    currency,
    city: result.city,
    all: result.all,
    matching: result.listings.length,
    listings: result.listings,
  });
}
