import type { MiddlewareFunction } from "react-router";
import { clockContext, dbContext, envContext, marketContext } from "~/context";
import { loadFxRates } from "~/domains/markets/fx-load.server";
import { ratesUnavailable } from "./route-errors";

/** Pages whose every POST takes money: the payment steps, a change's payment. */
const PAYING =
  /^(?:\/(?:en-US|fr-FR))?\/(?:(?:booking|stay|order)\/[^/]+\/payment|manage-booking\/[^/]+\/changes\/[^/]+)$/;
/** Pages where one intent takes money: an instalment of Pay Small Small, from a summary or manage booking. */
const INSTALMENT = /^(?:\/(?:en-US|fr-FR))?\/(?:(?:booking|stay|order)\/[^/]+\/summary|manage-booking\/[^/]+)$/;

/** Whether this POST takes money (read from a copy of the form, so the action still reads the original). */
async function takesMoney(request: Request): Promise<boolean> {
  const path = new URL(request.url).pathname;
  if (PAYING.test(path)) return true;
  if (!INSTALMENT.test(path)) return false;
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  return form?.get("intent") === "instalment";
}

/**
 * Exchange rates too old to sell at (decision 018): a payment in any currency but the US dollar is refused with a
 * page that says why, until the cron has fresh rates. Everything else, and every GET, goes on.
 */
export const fxSalesGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method !== "POST" || context.get(marketContext).currency === "USD") return next();
  if (!(await takesMoney(request))) return next();
  const env = context.get(envContext);
  const rates = await loadFxRates(context.get(dbContext), env, context.get(clockContext)());
  if (rates.stale) throw ratesUnavailable();
  return next();
};
