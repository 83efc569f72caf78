import { useTranslation } from "react-i18next";
import { localDate } from "~/lib/format-time";
import { data, Form, Link, redirect } from "react-router";
import * as css from "~/components/booking/booking.css";
import { container } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import { localeContext, sessionContext } from "~/context";
import { parseWithZod } from "@conform-to/zod/v4";
import { CartIntentSchema } from "~/domains/cart/schema";
import { cartLines, type CartLineView, cartTotals, payAllFrom, removeFromCart } from "~/domains/orders/cart.server";
import { FormAlert, ResendToken } from "~/components/forms";
import { Button, buttonClass } from "~/components/ui/button";
import { formatMoney } from "~/domains/markets/markets";
import { withLocalePrefix } from "~/i18n/locales";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/cart";
import { bookingMeta, checkoutDeps } from "~/utils/booking-step.server";

/** The browser's cart (product rules §3): its lines of every product, each to continue or remove. */
export async function loader({ context }: Route.LoaderArgs) {
  const meta = bookingMeta(context, "cartTitle");
  const lines = await cartLines(checkoutDeps(context), context.get(sessionContext).get("visitorId"));
  return {
    meta,
    lines: lines.map((line) => ({ ...line, view: line.view as CartLineView })),
    totals: cartTotals(lines),
    payAll: payAllFrom(lines),
  };
}

/** Removes one line (post/redirect/get); a tampered form changes nothing and says so. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: CartIntentSchema });
  if (submission.status !== "success") return data({ alert: "errors.form" as const }, { status: 400 });
  const { back, ...item } = submission.value;
  await removeFromCart(checkoutDeps(context), context.get(sessionContext).get("visitorId"), item);
  return redirect(withLocalePrefix(context.get(localeContext).prefix, back ?? "/cart"));
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("booking");
  const { t: tp } = useTranslation("products");
  const localePath = useLocalePath();
  const { lines } = loaderData;
  const locale = i18n.language === "fr-FR" ? "fr-FR" : "en-US";
  const day = (date: string) => localDate(date, locale);
  return (
    <div className={container}>
      <h1>{t("cart.heading")}</h1>
      <FormAlert message={actionData?.alert} />
      {lines.length === 0 ? (
        <p>
          {t("cart.empty")} <Link to={localePath("/flight")}>{t("cart.search")}</Link>
        </p>
      ) : (
        <ul>
          {lines.map((line) => {
            const { view } = line;
            return (
              <li key={`${line.kind}:${line.id}`} className={css.panel}>
                {view.kind === "flight" ? (
                  <>
                    <h2>{t("cart.item", { from: view.from, to: view.to, date: day(view.date) })}</h2>
                    <p>
                      {t("hold.reference", { reference: line.reference })} ·{" "}
                      {t("cart.travellers", { count: view.travellers })} ·{" "}
                      {t("cart.total", { price: formatMoney(line.total, locale) })}
                    </p>
                  </>
                ) : (
                  <>
                    <h2>{view.title.join(", ")}</h2>
                    <p>
                      {view.endsOn
                        ? tp("order.dates", { start: day(view.startsOn), end: day(view.endsOn) })
                        : day(view.startsOn)}{" "}
                      · {t("cart.travellers", { count: view.travellers })}
                    </p>
                    <p>
                      {t("hold.reference", { reference: line.reference })} ·{" "}
                      {t("cart.total", { price: formatMoney(line.total, locale) })}
                    </p>
                  </>
                )}
                {line.lapsed ? <p role="status">{t("expired.title")}</p> : null}
                {view.kind === "supplier_order" && view.flight ? (
                  <p>
                    <Link to={`${localePath("/flight")}?${view.flight.query}`}>{tp("order.flight.search")}</Link>
                  </p>
                ) : null}
                <LineActions continueTo={localePath(line.continuePath)} kind={line.kind} id={line.id} />
              </li>
            );
          })}
        </ul>
      )}
      {loaderData.totals.length > 0 ? (
        <section className={css.panel} aria-labelledby="cart-total">
          <p id="cart-total">
            <strong>
              {t("cart.grandTotal", {
                total: loaderData.totals.map((total) => formatMoney(total, locale)).join(" + "),
              })}
            </strong>
          </p>
          {loaderData.payAll && lines.length > 1 ? (
            <p>
              <Link to={localePath(loaderData.payAll)} className={buttonClass()}>
                {t("cart.payAll")}
              </Link>
            </p>
          ) : null}
          <p className={css.muted}>{t("cart.payAllHint")}</p>
        </section>
      ) : null}
    </div>
  );
}

/** A line's way on, and its removal: a POST naming the line, answered by a redirect back here. */
function LineActions({ continueTo, kind, id }: { continueTo: string; kind: string; id: string }) {
  const { t } = useTranslation("booking");
  return (
    <Form method="post" className={css.actions}>
      <ResendToken />
      <Link to={continueTo}>{t("cart.continue")}</Link>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <Button variant="secondary" type="submit">
        {t("cart.remove")}
      </Button>
    </Form>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
