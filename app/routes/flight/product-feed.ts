import { z } from "zod";
import { clockContext, dbContext, localeContext, marketContext } from "~/context";
import { cheapestFaresInto } from "~/domains/airlines/airlines.server";
import { feedCsv, feedRows } from "~/domains/airlines/feed";
import { CURRENCIES } from "~/domains/markets/markets";
import { withLocalePrefix } from "~/i18n/locales";
import type { Route } from "./+types/product-feed";

/** The most routes one feed lists: every priced route of the airline pages today. */
const FEED_LIMIT = 5000;

const QuerySchema = z.object({
  format: z.enum(["json", "csv"]).catch("json"),
  currency: z.enum(CURRENCIES).optional().catch(undefined),
});

/**
 * GET /flight/product-feed (the spec's ProductFeed target): the cheapest fare found on each route for metasearch
 * partners, as JSON or `?format=csv`, in the market's currency or `?currency=`; each row's deep link prices it again
 * and opens the booking. Kept an hour by caches: the fares behind it are refreshed daily.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = QuerySchema.parse(Object.fromEntries(url.searchParams));
  const currency = query.currency ?? context.get(marketContext).currency;
  const checkoutUrl = `${url.origin}${withLocalePrefix(context.get(localeContext).prefix, "/flight/external-checkout")}`;
  const rows = feedRows(await cheapestFaresInto(context.get(dbContext), null, FEED_LIMIT), { currency, checkoutUrl });
  const cache = { "Cache-Control": "public, max-age=3600", "X-Robots-Tag": "noindex" };
  if (query.format === "csv") {
    return new Response(feedCsv(rows), {
      headers: {
        ...cache,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'inline; filename="tern-flight-fares.csv"',
      },
    });
  }
  const generatedAt = context.get(clockContext)().toISOString();
  return Response.json({ generatedAt, currency, count: rows.length, fares: rows }, { headers: cache });
}
