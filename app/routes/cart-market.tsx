import { useTranslation } from "react-i18next";
import { Form, Link, redirect } from "react-router";
import * as css from "~/components/booking/booking.css";
import { container } from "~/components/layout.css";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { marketContext, sessionContext } from "~/context";
import { cartPricedElsewhere } from "~/domains/orders/cart.server";
import { marketAfter } from "~/domains/markets/preferences.server";
import { MarketFormSchema } from "~/domains/markets/schema";
import { privateMetaTags } from "~/i18n/meta";
import { bookingMeta, checkoutDeps } from "~/utils/booking-step.server";
import type { Route } from "./+types/cart-market";

/**
 * GET /cart/market?intent=…&currency=…&redirectTo=… (product rules §4: "switching country or currency clears the cart
 * after confirmation"): the bookings in the cart priced in the current market, and the choice to switch and empty the
 * cart, or keep both. Nothing changes until the traveller posts the switch again with confirm=clear.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = MarketFormSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw redirect("/");
  const form = parsed.data;
  const market = marketAfter(context.get(marketContext), form);
  const visitorId = context.get(sessionContext).get("visitorId");
  const affected = await cartPricedElsewhere(checkoutDeps(context), visitorId, market);
  if (affected.length === 0) throw redirect(form.redirectTo);
  return {
    meta: bookingMeta(context, "cartTitle"),
    form,
    market,
    count: affected.length,
    references: affected.map((b) => b.reference),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function CartMarket({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const { form, market, count, references } = loaderData;
  return (
    <div className={`${container} ${css.narrowPage}`}>
      <h1>{t(form.intent === "country" ? "cart.market.countryHeading" : "cart.market.currencyHeading")}</h1>
      <Alert tone="warning">
        {t("cart.market.warning", { count, references: references.join(", "), currency: market.currency })}
      </Alert>
      <Form method="post" action="/settings/market" className={css.actions}>
        <input type="hidden" name="intent" value={form.intent} />
        {form.intent === "country" ? (
          <input type="hidden" name="country" value={form.country} />
        ) : (
          <input type="hidden" name="currency" value={form.currency} />
        )}
        <input type="hidden" name="redirectTo" value={form.redirectTo} />
        <input type="hidden" name="confirm" value="clear" />
        <Button>{t("cart.market.confirm", { currency: market.currency })}</Button>
        <Link to={form.redirectTo}>{t("cart.market.keep")}</Link>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
