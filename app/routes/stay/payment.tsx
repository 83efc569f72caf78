import { bookingPayments } from "~/domains/bookings/payment.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import * as css from "~/components/booking/booking.css";
import { PaymentOptions } from "~/components/booking/payment-options";
import { StayFrame } from "~/components/hotels/stay-frame";
import { useLocalePath } from "~/components/locale-link";
import { getStayGuests, guestsComplete } from "~/domains/stays/guests.server";
import { paidTogetherWith } from "~/domains/checkout/payments.server";
import { submitStayPayment } from "~/domains/stays/payment.server";
import { stayHoldLapsed } from "~/domains/stays/lifecycle.server";
import { stayPayable } from "~/domains/stays/types";

import { type PaymentForm, PlanPaymentFormSchema, paymentMethodsFor } from "~/domains/checkout/schema";
import { planOffered } from "~/utils/instalment-step.server";
import { getI18n } from "~/i18n/i18next.server";
import { privateMetaTags } from "~/i18n/meta";
import { requireStay, stayDeps, stayMeta, stayPath, stayRecap } from "~/utils/stay-step.server";
import { bookingPath } from "~/utils/booking-step.server";
import { answerPayment } from "~/utils/payment-step.server";
import { Alert } from "~/components/ui/alert";
import type { Route } from "./+types/payment";
import { PointsRedeem } from "~/components/booking/points-redeem";
import { formIntent } from "~/utils/forms.server";
import { pointsAtPayment, redeemPoints } from "~/utils/points-step.server";

/**
 * GET and POST /stay/{id}/payment: the stay and its guests to review, then the same billing info and
 * payment options as a flight (PaymentOptions); a card goes to the gateway's page, which returns to the summary.
 */
export async function loader(args: Route.LoaderArgs) {
  const stay = await requireStay(args);
  const { db, now } = stayDeps(args.context);
  if (!stayPayable(stay) || stayHoldLapsed(stay, now)) throw redirect(stayPath(args.context, stay.id, "summary"));
  const [guests, [last], together] = await Promise.all([
    getStayGuests(db, stay.id),
    bookingPayments(db, stay.id),
    paidTogetherWith(db, { kind: "stay", id: stay.id }),
  ]);
  if (!guestsComplete(stay, guests)) throw redirect(stayPath(args.context, stay.id, "guests"));
  const points = await pointsAtPayment(args.context, { kind: "stay", id: stay.id }, stay.quote.total);
  const tb = getI18n(args.context).getFixedT(null, "booking");
  const lead = guests[0];
  const defaultValue: Partial<PaymentForm> = last?.billing ?? {
    nameOnCard: lead ? `${lead.firstName} ${lead.lastName}` : "",
    country: stay.country,
  };
  return {
    meta: stayMeta(args.context, "payment.metaTitle", stay),
    stay: stayRecap(args.context, stay),
    methods: paymentMethodsFor(stay.country, stay.currency, stayDeps(args.context).gateway),
    declined: stay.status === "payment_failed",
    defaultValue,
    guests: guests.map(
      (g) => `${tb(`travellers.titles.${g.title}` as "travellers.titles.MR")} ${g.firstName} ${g.lastName}`,
    ),
    contact: lead ? { email: lead.email ?? "", phone: lead.phone ?? "" } : null,
    requests: lead?.requests ?? null,
    together,
    points,
    // Pay Small Small's plan for what is left to pay, when check-in is far enough and the stay is not paid with a flight.
    plan: planOffered(points.due, "stays", now, stay.checkIn, !together),
    here: stayPath(args.context, stay.id, "payment"),
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const stay = await requireStay(args);
  const formData = await request.formData();
  const summary = stayPath(context, stay.id, "summary");
  if (formIntent(formData) === "points") {
    if (!stayPayable(stay)) throw redirect(summary);
    return redeemPoints(context, formData, {
      payable: { kind: "stay", id: stay.id },
      price: stay.quote.total,
      here: stayPath(context, stay.id, "payment"),
      summary,
    });
  }
  const submission = parseWithZod(formData, { schema: PlanPaymentFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), alert: "errors.form" }, { status: 400 });
  }
  return answerPayment(
    () => {
      const { schedule, ...form } = submission.value;
      return submitStayPayment(stayDeps(context), stay, form, { returnUrl: summary }, schedule);
    },
    (options) => submission.reply(options),
    {
      summary,
      expired: summary,
      incomplete: stayPath(context, stay.id, "guests"),
      together: (bookingId) => bookingPath(context, bookingId, "payment"),
    },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function StayPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["hotel", "booking"]);
  const localePath = useLocalePath();
  const { stay, guests, contact, requests, together } = loaderData;
  return (
    <StayFrame stay={stay} step="payment" guestsDone>
      <h1>{t("payment.heading")}</h1>
      {together ? (
        <Alert tone="info" live="status">
          <p>{t("payment.together")}</p>
          <p>
            <Link to={localePath(`/booking/${together}/payment`)}>{t("payment.togetherLink")}</Link>
          </p>
        </Alert>
      ) : null}
      <section className={css.panel} aria-labelledby="guests-heading">
        <h2 id="guests-heading">{t("payment.guests")}</h2>
        <ul>
          {guests.map((name, i) => (
            <li key={i}>
              {t("guests.room", { number: i + 1 })} {name}
            </li>
          ))}
        </ul>
        {contact ? <p>{t("booking:payment.contact", contact)}</p> : null}
        {requests ? <p>{t("payment.requests", { requests })}</p> : null}
        <p>
          <Link to={localePath(`/stay/${stay.id}/guests`)}>{t("payment.editGuests")}</Link>
        </p>
      </section>
      <PointsRedeem
        offer={loaderData.points}
        locale={stay.locale}
        here={loaderData.here}
        actionData={actionData && "points" in actionData ? actionData.points : undefined}
      />
      <PaymentOptions
        methods={loaderData.methods}
        declined={loaderData.declined}
        defaultValue={loaderData.defaultValue}
        plan={loaderData.plan}
        total={loaderData.points.due}
        locale={stay.locale}
        actionData={actionData && "result" in actionData ? actionData : undefined}
      />
    </StayFrame>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
