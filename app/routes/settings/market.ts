import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { cartPricedElsewhere, clearCart } from "~/domains/orders/cart.server";
import { marketAfter, saveMarket } from "~/domains/markets/preferences.server";
import { MarketFormSchema } from "~/domains/markets/schema";
import { splitLocale, withLocalePrefix } from "~/i18n/locales";
import { checkoutDeps } from "~/utils/booking-step.server";
import { marketContext, sessionContext } from "~/context";
import type { Route } from "./+types/market";

/**
 * The country switcher sets the country and its currency; the currency switcher sets the currency only. A cart priced
 * in another market is emptied only once the traveller confirms it (product rules §4): until then the switch opens
 * the confirmation page, in the page's language, and changes nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseWithZod(await request.formData(), { schema: MarketFormSchema });
  if (parsed.status !== "success") throw redirect("/");
  const form = parsed.value;
  const market = marketAfter(context.get(marketContext), form);
  const visitorId = context.get(sessionContext).get("visitorId");
  const deps = checkoutDeps(context);
  const priced = await cartPricedElsewhere(deps, visitorId, market);
  if (visitorId && priced.length > 0) {
    if (form.confirm !== "clear") {
      const { prefix } = splitLocale(new URL(form.redirectTo, request.url).pathname);
      const query = new URLSearchParams(
        form.intent === "country"
          ? { intent: form.intent, country: form.country, redirectTo: form.redirectTo }
          : { intent: form.intent, currency: form.currency, redirectTo: form.redirectTo },
      );
      throw redirect(`${withLocalePrefix(prefix, "/cart/market")}?${query}`);
    }
    await clearCart(deps, visitorId, `market changed to ${market.country} ${market.currency}`);
  }
  return redirect(form.redirectTo, { headers: { "Set-Cookie": await saveMarket(market) } });
}

export function loader() {
  return redirect("/");
}
