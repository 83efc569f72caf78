import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import * as css from "~/components/booking/booking.css";
import { ErrorList, fieldsInError, FormAlert, InputField, ResendToken } from "~/components/forms";
import { container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import { Button } from "~/components/ui/button";
import { localeContext } from "~/context";
import { awaitedPayment, confirmPayment } from "~/domains/bookings/payment-confirmations.server";
import { type PaymentConfirmationForm, PaymentConfirmationFormSchema } from "~/domains/bookings/schema";
import { PAYMENT_CHANNELS } from "~/domains/bookings/types";
import { formatMoney, parseAmount } from "~/domains/markets/markets";
import { GatewayError } from "~/domains/checkout/gateway";
import { getI18n } from "~/i18n/i18next.server";
import { privateMetaTags } from "~/i18n/meta";
import { checkoutDeps, manageBookingPath, requireManagedBooking } from "~/utils/booking-step.server";
import { withNoticeHeaders } from "~/utils/flash.server";
import type { Route } from "./+types/confirm-payment";

/** GET /manage-booking/{id}/confirm-payment: for a booking awaiting a bank transfer or cash (product rules §3). */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const booking = await requireManagedBooking(args);
  const payment = await awaitedPayment(checkoutDeps(context), booking);
  if (!payment) throw redirect(manageBookingPath(context, booking.id));
  const t = getI18n(context).getFixedT(null, "booking");
  return {
    meta: {
      title: t("manage.confirm.metaTitle", { reference: booking.reference }),
      description: t("manage.metaDescription"),
    },
    locale: context.get(localeContext).locale,
    bookingId: booking.id,
    due: payment.amount,
    transferReference: payment.bank?.reference ?? null,
    payer: payment.billing.nameOnCard,
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const booking = await requireManagedBooking(args);
  const submission = parseWithZod(await request.formData(), { schema: PaymentConfirmationFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ formErrors: ["errors.form"] }) }, { status: 400 });
  }
  const { amount, ...rest } = submission.value;
  const minor = parseAmount(amount, booking.currency);
  if (minor === null) {
    return data({ result: submission.reply({ fieldErrors: { amount: ["errors.invalid"] } }) }, { status: 400 });
  }
  try {
    const result = await confirmPayment(checkoutDeps(context), booking, {
      ...rest,
      amount: { amount: minor, currency: booking.currency },
    });
    if (!result.ok) {
      const message = result.reason === "already_submitted" ? "errors.alreadySubmitted" : "errors.confirmNotEligible";
      return data({ result: submission.reply({ formErrors: [message] }) }, { status: 409 });
    }
    return redirect(manageBookingPath(context, booking.id), {
      headers: await withNoticeHeaders(result.status === "matched" ? "paymentMatched" : "paymentInReview"),
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    console.warn("confirming a payment failed", error);
    return data({ result: submission.reply({ formErrors: ["errors.confirmPayment"] }) }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function ConfirmPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("booking");
  const { due, locale, transferReference, payer, bookingId } = loaderData;
  const [form, fields] = useForm<PaymentConfirmationForm>({
    id: "confirm-payment",
    lastResult: actionData?.result,
    constraint: getZodConstraint(PaymentConfirmationFormSchema),
    defaultValue: { payer },
    shouldValidate: "onBlur",
  });
  return (
    <div className={`${container} ${css.narrowPage}`}>
      <h1>{t("manage.confirm.heading")}</h1>
      <p className={css.muted}>{t("manage.confirm.intro", { amount: formatMoney(due, locale) })}</p>
      {transferReference ? <p>{t("manage.confirm.transferReference", { reference: transferReference })}</p> : null}
      <Form method="post" {...getFormProps(form)} className={css.panel}>
        <ResendToken />
        <FormAlert
          message={form.errors?.[0]}
          fields={fieldsInError([
            [fields.payer, t("manage.confirm.payer")],
            [fields.amount, t("manage.confirm.amount", { currency: due.currency })],
            [fields.channel, t("manage.confirm.channel")],
            [fields.reference, t("manage.confirm.reference")],
            [fields.bankName, t("manage.confirm.bankName")],
            [fields.travelCentre, t("manage.confirm.travelCentre")],
          ])}
        />
        <InputField label={t("manage.confirm.payer")} field={fields.payer} type="text" autoComplete="name" />
        <InputField
          label={t("manage.confirm.amount", { currency: due.currency })}
          field={fields.amount}
          type="text"
          inputMode="numeric"
        />
        <fieldset
          className={css.choiceGroup}
          aria-describedby={fields.channel.errors ? fields.channel.errorId : undefined}
        >
          <legend className={css.choiceLegend}>{t("manage.confirm.channel")}</legend>
          {PAYMENT_CHANNELS.map((channel, i) => (
            <label key={channel} className={css.choice}>
              <input
                type="radio"
                id={i === 0 ? fields.channel.id : undefined}
                name={fields.channel.name}
                value={channel}
                defaultChecked={(fields.channel.initialValue ?? "bank_transfer") === channel}
              />{" "}
              {t(`manage.confirm.channels.${channel}`)}
            </label>
          ))}
          <ErrorList id={fields.channel.errorId} errors={fields.channel.errors} />
        </fieldset>
        <InputField label={t("manage.confirm.reference")} field={fields.reference} type="text" />
        <InputField label={t("manage.confirm.bankName")} field={fields.bankName} type="text" />
        <InputField label={t("manage.confirm.travelCentre")} field={fields.travelCentre} type="text" />
        <p className={css.actions}>
          <Button>{t("manage.confirm.submit")}</Button>
          <LocaleLink to={`/manage-booking/${bookingId}`}>{t("manage.refund.back")}</LocaleLink>
        </p>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
