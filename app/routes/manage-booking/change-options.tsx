import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import * as css from "~/components/booking/booking.css";
import { FlightList } from "~/components/booking/itinerary";
import { FormAlert, ResendToken } from "~/components/forms";
import { container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { DefinitionList } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import { localeContext, sessionContext } from "~/context";
import { acceptChange, quoteChange } from "~/domains/bookings/changes/quote.server";
import { otherFlightsInCart, settleCartForChange } from "~/domains/orders/cart.server";
import { AcceptChangeFormSchema, ChangeQuerySchema } from "~/domains/bookings/schema";
import { formatMoney } from "~/domains/markets/markets";
import { privateMetaTags } from "~/i18n/meta";
import {
  checkoutDeps,
  itineraryOf,
  manageBookingPath,
  manageMeta,
  requireManagedBooking,
} from "~/utils/booking-step.server";
import type { Route } from "./+types/change-options";
import { auditForAgent } from "~/utils/agent.server";

/** Options shown at most: the cheapest ones, so the page stays light on a slow network. */
const MAX_OPTIONS = 8;

function queryOf(request: Request) {
  const url = new URL(request.url);
  return ChangeQuerySchema.safeParse({ dates: url.searchParams.getAll("dates"), cabin: url.searchParams.get("cabin") });
}

/**
 * GET /manage-booking/{id}/change/options?dates=…&cabin=…: the supplier's options for the same route
 * on those dates and cabin, each with the fare difference and the change fee before anything is committed, or "No
 * flight available for change on this ticket". A URL that names no valid change goes back to the form.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context, request } = args;
  const booking = await requireManagedBooking(args);
  const query = queryOf(request);
  if (!query.success) throw redirect(manageBookingPath(context, booking.id, "change"));
  const quoted = await quoteChange(checkoutDeps(context), booking, query.data);
  const visitorId = context.get(sessionContext).get("visitorId");
  const cart = await otherFlightsInCart(checkoutDeps(context), visitorId, booking.id);
  return {
    cart: { count: cart.length },
    meta: manageMeta(context, "manage.change.metaTitle", booking),
    bookingId: booking.id,
    locale: context.get(localeContext).locale,
    query: query.data,
    result:
      quoted.kind === "options"
        ? {
            kind: "options" as const,
            options: quoted.options.slice(0, MAX_OPTIONS).map((o) => ({
              key: o.key,
              cabin: o.offer.cabin,
              flights: itineraryOf({ offer: o.offer }),
              familyCode: o.familyCode,
              fareDifference: o.fareDifference,
              changeFee: o.changeFee,
              amountDue: o.amountDue,
              credit: o.credit,
            })),
          }
        : quoted,
  };
}

export async function action(args: Route.ActionArgs) {
  const { context, request } = args;
  const booking = await requireManagedBooking(args);
  const submission = parseWithZod(await request.formData(), { schema: AcceptChangeFormSchema });
  if (submission.status !== "success") return data({ alert: "flight:errors.unableToSelect" }, { status: 400 });
  const { cart, ...choice } = submission.value;
  const deps = checkoutDeps(context);
  const cartRefusal = await settleCartForChange(deps, context.get(sessionContext).get("visitorId"), booking, cart);
  if (cartRefusal) return data({ alert: cartRefusal }, { status: cartRefusal === "errors.cartChoice" ? 400 : 409 });
  const accepted = await acceptChange(deps, booking, choice);
  if (accepted.kind === "accepted") {
    await auditForAgent(context, booking.id, "change", accepted.change.id);
    return redirect(manageBookingPath(context, booking.id, "changes", accepted.change.id));
  }
  const alert =
    accepted.kind === "gone"
      ? "flight:errors.unableToSelect"
      : accepted.kind === "in_progress"
        ? "errors.alreadySubmitted"
        : `manage.change.notEligible.${accepted.reason}`;
  return data({ alert }, { status: 409 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function ChangeOptions({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["booking", "flight"]);
  const { bookingId, locale, query, result, cart } = loaderData;
  const money = (m: Parameters<typeof formatMoney>[0]) => formatMoney(m, locale);
  const back = (
    <p className={css.actions}>
      <LocaleLink to={`/manage-booking/${bookingId}/change`}>{t("manage.change.other")}</LocaleLink>
      <LocaleLink to={`/manage-booking/${bookingId}`}>{t("manage.refund.back")}</LocaleLink>
    </p>
  );
  return (
    <div className={`${container} ${css.narrowPage}`}>
      <h1>{t("manage.change.optionsHeading")}</h1>
      <FormAlert message={actionData?.alert} />
      {result.kind === "not_eligible" ? (
        <>
          <Alert tone="danger">{t(`manage.change.notEligible.${result.reason}`)}</Alert>
          {back}
        </>
      ) : result.kind === "none" ? (
        <EmptyState
          icon="plane"
          heading={t("errors.noChangeFlight")}
          actions={[
            <LocaleLink key="other" to={`/manage-booking/${bookingId}/change`}>
              {t("manage.change.other")}
            </LocaleLink>,
            <LocaleLink key="back" to={`/manage-booking/${bookingId}`}>
              {t("manage.refund.back")}
            </LocaleLink>,
          ]}
        />
      ) : (
        <>
          <p className={css.muted}>{t("manage.change.optionsIntro")}</p>
          <ol className={css.cardList}>
            {result.options.map((option, i) => (
              <li key={option.key} className={css.panel}>
                <h2>{t("manage.change.option", { number: i + 1 })}</h2>
                <FlightList flights={option.flights} cabin={option.cabin} />
                <DefinitionList
                  items={[
                    [t("manage.change.fareDifference"), money(option.fareDifference)],
                    [t("manage.change.changeFee"), money(option.changeFee)],
                    option.credit.amount > 0
                      ? [t("manage.change.credit"), money(option.credit)]
                      : [t("manage.change.amountDue"), money(option.amountDue)],
                  ]}
                />
                <Form method="post">
                  <ResendToken />
                  <input type="hidden" name="key" value={option.key} />
                  {query.dates.map((d, j) => (
                    <input key={j} type="hidden" name="dates" value={d} />
                  ))}
                  <input type="hidden" name="cabin" value={query.cabin} />
                  {cart.count > 0 ? (
                    <fieldset className={css.choiceGroup}>
                      <legend className={css.choiceLegend}>{t("manage.change.cart", { count: cart.count })}</legend>
                      <label className={css.choice}>
                        <input type="radio" name="cart" value="keep" required /> {t("manage.change.cartKeep")}
                      </label>
                      <label className={css.choice}>
                        <input type="radio" name="cart" value="clear" required /> {t("manage.change.cartClear")}
                      </label>
                    </fieldset>
                  ) : null}
                  <Button>
                    {option.amountDue.amount > 0
                      ? t("manage.change.choosePay", { amount: money(option.amountDue) })
                      : t("manage.change.chooseFree")}
                  </Button>
                </Form>
              </li>
            ))}
          </ol>
          {back}
        </>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
