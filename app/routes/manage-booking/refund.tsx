import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import * as css from "~/components/booking/booking.css";
import { ErrorList, fieldsInError, FormAlert, InputField, ResendToken } from "~/components/forms";
import { TravellerChoice } from "~/components/booking/traveller-choice";
import { container } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext, envContext, localeContext } from "~/context";
import { submitRefundRequest } from "~/domains/bookings/manage.server";
import { refundOffer } from "~/domains/bookings/refund-cases.server";
import { servicesKept } from "~/domains/bookings/refund-value.server";
import { type RefundForm, RefundFormSchema } from "~/domains/bookings/schema";
import { REFUND_REASONS } from "~/domains/bookings/types";
import { formatMoney } from "~/domains/markets/markets";
import { getI18n } from "~/i18n/i18next.server";
import { privateMetaTags } from "~/i18n/meta";
import { emailDepsFor, refundStepMinutes } from "~/services.server";
import { manageBookingPath, requireManagedBooking } from "~/utils/booking-step.server";
import { withNoticeHeaders } from "~/utils/flash.server";
import type { Route } from "./+types/refund";
import { auditForAgent } from "~/utils/agent.server";

/**
 * GET /manage-booking/{id}/refund (product rules §2, §3, §5, §9): the refund request, with each passenger's refund
 * computed from the fare's rules before anything is submitted. A booking paid by a Pay Small Small plan gets its
 * plan's cancellation instead (what it gives back), and no form. A booking that has a case, or cannot be refunded
 * online, goes back to its page.
 */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const booking = await requireManagedBooking(args);
  const offer = await refundOffer(context.get(dbContext), booking, context.get(clockContext)());
  const kept = await servicesKept(context.get(dbContext), booking, offer.passengers.length);
  if (!offer.may && !offer.plan) throw redirect(manageBookingPath(context, booking.id));
  const t = getI18n(context).getFixedT(null, "booking");
  return {
    plan: offer.plan,
    meta: {
      title: t("manage.refund.metaTitle", { reference: booking.reference }),
      description: t("manage.metaDescription"),
    },
    locale: context.get(localeContext).locale,
    bookingId: booking.id,
    refundability: booking.family.refundability,
    payer: offer.payer,
    channel: offer.channel,
    passengers: offer.passengers.map((passenger) => {
      // What was bought for this passenger and stays with the airline (its seats and bags): named.
      const services = kept[passenger.position];
      const named = [
        ...(services?.seats ?? []).map((seat) => t("manage.refund.keptSeat", { seat })),
        ...(services && services.bags > 0 ? [t("manage.refund.keptBags", { count: services.bags })] : []),
      ];
      return {
        name: `${passenger.traveller.firstName} ${passenger.traveller.lastName}`,
        refund: passenger.refund,
        standing: passenger.standing,
        kept: services && named.length > 0 ? { what: named.join(", "), price: services.price } : null,
      };
    }),
  };
}

const REFUSALS = {
  already_submitted: { form: "errors.alreadySubmitted" },
  not_eligible: { form: "errors.refundNotEligible" },
  pay_small_small: { form: "errors.refundPaySmallSmall" },
  account_name: { field: "accountName", key: "errors.refundAccountName" },
  bank_details: { field: "bankName", key: "errors.refundBankDetails" },
  passengers: { field: "positions", key: "errors.refundPassengers" },
} as const;

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const booking = await requireManagedBooking(args);
  const submission = parseWithZod(await request.formData(), { schema: RefundFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ formErrors: ["errors.form"] }) }, { status: 400 });
  }
  const env = context.get(envContext);
  const db = context.get(dbContext);
  const now = context.get(clockContext)();
  const deps = { ...emailDepsFor(env, db, now, request), stepMinutes: refundStepMinutes(env) };
  const result = await submitRefundRequest(deps, booking, submission.value);
  if (!result.ok) {
    const refusal = REFUSALS[result.reason];
    const reply =
      "form" in refusal
        ? submission.reply({ formErrors: [refusal.form] })
        : submission.reply({ formErrors: ["errors.form"], fieldErrors: { [refusal.field]: [refusal.key] } });
    const conflict = result.reason === "already_submitted" || result.reason === "pay_small_small";
    return data({ result: reply }, { status: conflict ? 409 : 400 });
  }
  await auditForAgent(context, booking.id, "refund_request", result.refundCase.id);
  return redirect(manageBookingPath(context, booking.id), { headers: await withNoticeHeaders("refundRequested") });
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function RefundRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["booking", "flight"]);
  const { passengers, locale, payer, refundability, bookingId, channel, plan } = loaderData;
  const [form, fields] = useForm<RefundForm>({
    id: "refund",
    lastResult: actionData?.result,
    constraint: getZodConstraint(RefundFormSchema),
    shouldValidate: "onBlur",
  });
  if (plan) {
    return (
      <div className={`${container} ${css.narrowPage}`}>
        <h1>{t("manage.refund.heading")}</h1>
        <p>{t("manage.refund.plan.intro")}</p>
        <table className={`${css.panel} ${css.summaryTable}`}>
          <tbody>
            {(["paid", "retained", "returns"] as const).map((figure) => (
              <tr key={figure} className={figure === "returns" ? css.totalRow : undefined}>
                <th scope="row">{t(`manage.refund.plan.${figure}`)}</th>
                <td className={css.amount}>{formatMoney(plan[figure], locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={css.muted}>{t("manage.refund.plan.default")}</p>
        <p className={css.actions}>
          <LocaleLink to={`/manage-booking/${bookingId}`}>{t("manage.refund.back")}</LocaleLink>
        </p>
      </div>
    );
  }
  return (
    <div className={`${container} ${css.narrowPage}`}>
      <h1>{t("manage.refund.heading")}</h1>
      <p className={css.muted}>{t("manage.refund.intro")}</p>
      <p>{t(`manage.refund.channel.${channel}`)}</p>
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <FormAlert
          message={form.errors?.[0]}
          fields={fieldsInError([
            [fields.reason, t("manage.refund.reason")],
            [fields.reasonOther, t("manage.refund.reasonOther")],
            [fields.positions, t("manage.refund.passengers")],
            [fields.bankName, t("manage.refund.bankName")],
            [fields.accountNumber, t("manage.refund.accountNumber")],
            [fields.accountName, t("manage.refund.accountName")],
            [fields.terms, t("manage.refund.terms")],
          ])}
        />
        <fieldset className={css.panel} aria-describedby={fields.reason.errors ? fields.reason.errorId : undefined}>
          <legend>
            <strong>{t("manage.refund.reason")}</strong>
          </legend>
          {REFUND_REASONS.map((reason, i) => (
            <label key={reason} className={css.choice}>
              <input
                type="radio"
                id={i === 0 ? fields.reason.id : undefined}
                name={fields.reason.name}
                value={reason}
                defaultChecked={fields.reason.initialValue === reason}
              />{" "}
              {t(`manage.refund.reasons.${reason}`)}
            </label>
          ))}
          <ErrorList id={fields.reason.errorId} errors={fields.reason.errors} />
          <InputField label={t("manage.refund.reasonOther")} field={fields.reasonOther} type="text" />
        </fieldset>
        <TravellerChoice
          legend={t("manage.refund.passengers")}
          hint={t("manage.refund.rules", { refundability: t(`flight:results.refundability.${refundability}`) })}
          field={fields.positions}
          labels={passengers.map((passenger) =>
            passenger.kept
              ? t("manage.refund.passengerValueKept", {
                  name: passenger.name,
                  amount: formatMoney(passenger.refund, locale),
                  kept: passenger.kept.what,
                  price: formatMoney(passenger.kept.price, locale),
                })
              : t("manage.refund.passengerValue", {
                  name: passenger.name,
                  amount: formatMoney(passenger.refund, locale),
                }),
          )}
          unavailable={passengers.map((p) =>
            p.standing === "ticketed" ? null : t(`manage.refund.standing.${p.standing}`),
          )}
        />
        {channel === "bank_account" ? (
          <fieldset className={css.panel}>
            <legend>
              <strong>{t("manage.refund.accountName")}</strong>
            </legend>
            <InputField label={t("manage.refund.bankName")} field={fields.bankName} type="text" />
            <InputField
              label={t("manage.refund.accountNumber")}
              field={fields.accountNumber}
              type="text"
              inputMode="numeric"
            />
            <InputField
              label={t("manage.refund.accountName")}
              field={fields.accountName}
              type="text"
              hint={payer ? t("manage.refund.accountNameHint", { payer }) : undefined}
            />
          </fieldset>
        ) : null}
        <div className={css.panel}>
          <label className={css.choice}>
            <input {...getInputProps(fields.terms, { type: "checkbox" })} /> {t("manage.refund.terms")}
          </label>
          <ErrorList id={fields.terms.errorId} errors={fields.terms.errors} />
          <p className={css.muted}>{t("manage.refund.caseTiming")}</p>
          <p className={css.actions}>
            <Button>{t("manage.refund.submit")}</Button>
            <LocaleLink to={`/manage-booking/${bookingId}`}>{t("manage.refund.back")}</LocaleLink>
          </p>
        </div>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
