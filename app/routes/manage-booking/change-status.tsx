import { notFound } from "~/utils/route-errors";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
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
import { localeContext } from "~/context";
import { getChange } from "~/domains/bookings/changes/records.server";
import { payForChange } from "~/domains/bookings/changes/payment.server";
import { changePayments } from "~/domains/bookings/changes/records.server";
import { formatMoney } from "~/domains/markets/markets";
import { privateMetaTags } from "~/i18n/meta";
import {
  checkoutDeps,
  itineraryOf,
  manageBookingPath,
  manageMeta,
  requireManagedBooking,
} from "~/utils/booking-step.server";
import { fxSalesGuard } from "~/utils/fx-guard.server";
import type { Route } from "./+types/change-status";

/** Every POST here takes money: refused while the exchange rates are too old to sell at (decision 018). */
export const middleware: Route.MiddlewareFunction[] = [fxSalesGuard];

/** While the gateway's answer or the change itself is on its way, the page asks again by itself. */
const REFRESH_SECONDS = 3;

async function requireChange(args: Route.LoaderArgs | Route.ActionArgs) {
  const booking = await requireManagedBooking(args);
  const change = /^[a-z0-9]{16}$/.test(args.params.changeId)
    ? await getChange(checkoutDeps(args.context).db, args.params.changeId)
    : null;
  if (!change || change.bookingId !== booking.id) throw notFound("booking");
  return { booking, change };
}

/**
 * GET /manage-booking/{id}/changes/{changeId}: an accepted change, what it costs and where it
 * stands: to pay (the gateway's card page), being applied, applied (new tickets or seat), or lapsed.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const { booking, change } = await requireChange(args);
  // A card page opened for it: its answer may be on its way (the gateway's webhook comes through a queue).
  const paying = (await changePayments(checkoutDeps(context).db, change.id)).some((p) => p.status === "pending");
  const waiting = change.status === "paid" || (change.status === "awaiting_payment" && paying);
  return {
    meta: manageMeta(context, "manage.change.metaTitle", booking),
    refresh: waiting,
    bookingId: booking.id,
    locale: context.get(localeContext).locale,
    change: {
      status: change.status,
      waiting,
      kind: change.detail.kind,
      seat: change.detail.kind === "seat" ? change.detail.seat : null,
      flights: change.detail.kind === "itinerary" ? itineraryOf({ offer: change.detail.offer }) : [],
      cabin: change.detail.kind === "itinerary" ? change.detail.offer.cabin : booking.offer.cabin,
      fareDifference: change.fareDifference,
      changeFee: change.changeFee,
      amountDue: change.amountDue,
      credit: change.credit,
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const { context, request } = args;
  const { booking, change } = await requireChange(args);
  const submission = parseWithZod(await request.formData(), { schema: z.object({ intent: z.literal("pay") }) });
  if (submission.status !== "success") throw data(null, { status: 400 });
  const self = manageBookingPath(context, booking.id, "changes", change.id);
  let result;
  try {
    result = await payForChange(checkoutDeps(context), booking, change, { returnUrl: self });
  } catch (error) {
    console.warn("Change payment failed", error);
    result = { kind: "gateway_error" as const };
  }
  switch (result.kind) {
    case "gateway":
      return redirect(result.url);
    case "closed":
    case "expired":
      return redirect(self);
    case "gateway_error":
      return data({ alert: "errors.paymentRequest" }, { status: 502 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...privateMetaTags(loaderData?.meta),
  ...(loaderData?.refresh ? [{ httpEquiv: "refresh", content: String(REFRESH_SECONDS) }] : []),
];

export default function ChangeStatus({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const { bookingId, locale, change } = loaderData;
  const money = (m: Parameters<typeof formatMoney>[0]) => formatMoney(m, locale);
  return (
    <div className={`${container} ${css.narrowPage}`}>
      <h1>{t(change.kind === "seat" ? "manage.seat.changeHeading" : "manage.change.changeHeading")}</h1>
      <FormAlert message={actionData?.alert} />
      {change.status === "applied" ? (
        <Alert tone="success" live="status">
          {t(change.kind === "seat" ? "manage.seat.applied" : "manage.change.applied")}
        </Alert>
      ) : change.waiting ? (
        <Alert tone="info" live="status">
          {t(change.status === "paid" ? "manage.change.applying" : "manage.change.awaitingGateway")}
        </Alert>
      ) : change.status === "expired" || change.status === "failed" ? (
        <Alert tone="danger">{t(`manage.change.statuses.${change.status}`)}</Alert>
      ) : null}
      <section className={css.panel} aria-labelledby="change-heading">
        <h2 id="change-heading">{t("manage.change.summary")}</h2>
        {change.kind === "itinerary" ? (
          <FlightList flights={change.flights} cabin={change.cabin} />
        ) : (
          <p>{t("manage.seat.newSeat", { seat: change.seat ?? "" })}</p>
        )}
        <DefinitionList
          items={[
            [t("manage.change.status"), t(`manage.change.statuses.${change.status}`)],
            [t("manage.change.fareDifference"), money(change.fareDifference)],
            ...(change.kind === "itinerary"
              ? [[t("manage.change.changeFee"), money(change.changeFee)] as [string, string]]
              : []),
            change.credit.amount > 0
              ? [t("manage.change.credit"), money(change.credit)]
              : [t("manage.change.amountDue"), money(change.amountDue)],
          ]}
        />
        {change.status === "awaiting_payment" ? (
          <Form method="post">
            <ResendToken />
            <Button name="intent" value="pay">
              {t("manage.change.pay", { amount: money(change.amountDue) })}
            </Button>
          </Form>
        ) : null}
      </section>
      <p className={css.actions}>
        <LocaleLink to={`/manage-booking/${bookingId}`}>{t("manage.refund.back")}</LocaleLink>
      </p>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
