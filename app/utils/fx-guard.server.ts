import type { MiddlewareFunction } from "react-router";
import { clockContext, dbContext, envContext, marketContext } from "~/context";
import { loadFxRates } from "~/domains/markets/fx-load.server";
import { ratesUnavailable } from "./route-errors";

/** The POSTs that take money: the payment steps, the cart's one payment, a change's payment, an instalment's. */
const SALE =
  /^(?:\/(?:en-US|fr-FR))?\/(?:(?:booking|stay|order)\/[^/]+\/(?:payment|summary)|cart|manage-booking\/[^/]+(?:\/changes\/[^/]+)?)$/;

/**
 * Exchange rates too old to sell at (decision 018): a payment in any currency but the US dollar is refused with a
 * page that says why, until the cron has fresh rates. Everything else, and every GET, goes on.
 */
export const fxSalesGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method !== "POST" || !SALE.test(new URL(request.url).pathname)) return next();
  if (context.get(marketContext).currency === "USD") return next();
  const env = context.get(envContext);
  const rates = await loadFxRates(context.get(dbContext), env, context.get(clockContext)());
  if (rates.stale) throw ratesUnavailable();
  return next();
};
