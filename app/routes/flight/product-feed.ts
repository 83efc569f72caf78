import { z } from "zod";
import { clockContext, dbContext, envContext, localeContext, marketContext } from "~/context";
import { feedPage } from "~/domains/airlines/feed.server";
import { feedCsv } from "~/domains/airlines/feed";
import { CURRENCIES } from "~/domains/markets/markets";
import { withLocalePrefix } from "~/i18n/locales";
import { flightSupplier } from "~/services.server";
import type { Route } from "./+types/product-feed";

const QuerySchema = z.object({
  format: z.enum(["json", "csv"]).catch("json"),
  currency: z.enum(CURRENCIES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).catch(1),
});

/**
 * GET /flight/product-feed (the spec's ProductFeed target): the cheapest fare on each route for metasearch partners,
 * as JSON or `?format=csv`, in the market's currency or `?currency=`, a page of rows at a time (`?page=`; the JSON
 * names the next page, the CSV in a Link header). Each row is priced as its deep link's page prices it, so the two
 * agree to the unit; kept an hour by caches (the price is the day's).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = QuerySchema.parse(Object.fromEntries(url.searchParams));
  const currency = query.currency ?? context.get(marketContext).currency;
  const checkoutUrl = `${url.origin}${withLocalePrefix(context.get(localeContext).prefix, "/flight/external-checkout")}`;
  const now = context.get(clockContext)();
  const { rows, page, pages } = await feedPage(
    { db: context.get(dbContext), flights: flightSupplier(context.get(envContext)), now },
    { currency, checkoutUrl, page: query.page },
  );
  const next = page < pages ? new URL(url) : null;
  next?.searchParams.set("page", String(page + 1));
  const cache = {
    "Cache-Control": "public, max-age=3600",
    "X-Robots-Tag": "noindex",
    ...(next ? { Link: `<${next.href}>; rel="next"` } : {}),
  };
  if (query.format === "csv") {
    return new Response(feedCsv(rows), {
      headers: {
        ...cache,
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'inline; filename="tern-flight-fares.csv"',
      },
    });
  }
  const generatedAt = now.toISOString();
  return Response.json(
    { generatedAt, currency, count: rows.length, page, pages, next: next?.href ?? null, fares: rows },
    { headers: cache },
  );
}
