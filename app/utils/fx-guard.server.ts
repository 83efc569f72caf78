import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { clockContext, dbContext, envContext, marketContext } from "~/context";
import { loadFxRates } from "~/domains/markets/fx-load.server";
import { ratesUnavailable } from "./route-errors";

/**
 * Exchange rates too old to sell at (decision 018): a payment in any currency but the US dollar is refused with a page
 * that says why (a 503 the error boundary names), until the cron has fresh rates. Called by what takes money.
 */
export async function requireFreshRates(context: Readonly<RouterContextProvider>) {
  if (context.get(marketContext).currency === "USD") return;
  const rates = await loadFxRates(context.get(dbContext), context.get(envContext), context.get(clockContext)());
  if (rates.stale) throw ratesUnavailable();
}

/**
 * The middleware of a route whose every POST takes money (a payment step, a change's payment): it says so by listing
 * this guard (`export const middleware`), rather than a list of URLs saying it for it. Every GET goes on; Pay Small
 * Small's instalments, one intent among others on a summary, call `requireFreshRates` where they pay.
 */
export const fxSalesGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method === "POST") await requireFreshRates(context);
  return next();
};
