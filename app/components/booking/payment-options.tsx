import { Button } from "~/components/ui/button";
import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import * as css from "~/components/booking/booking.css";
import {
  type ErrorKey,
  ErrorList as FieldErrors,
  Field,
  FormAlert,
  radioGroupProps,
  ResendToken,
  useZodForm,
} from "~/components/forms";
import { input as inputClass } from "~/components/forms.css";
import { countryOptions } from "~/domains/markets/countries";
import { formatMoney, type Money } from "~/domains/markets/markets";
import { type PaymentForm, PaymentFormSchema, type PaymentMethod } from "~/domains/checkout/schema";
import type { Locale } from "~/i18n/locales";
import type { PaymentKind } from "~/domains/instalments/plan";
import { localDate } from "~/lib/format-time";
import { type PointsOffer, PointsRedeem } from "./points-redeem";

/**
 * Billing info and the market's payment options (product rules §2, overview and payment), for anything Tern sells:
 * a flight booking's payment step and a stay's. The form posts to its page, which answers with the gateway's page.
 */
export function PaymentOptions({
  methods,
  declined,
  defaultValue,
  total: amount,
  locale,
  actionData,
  together,
  plan,
}: {
  methods: readonly PaymentMethod[];
  /** The last card was declined: say so above the form. */
  declined: boolean;
  defaultValue: Partial<PaymentForm>;
  total: Money;
  locale: Locale;
  actionData?: { result?: SubmissionResult<string[]>; alert?: ErrorKey } | undefined;
  /** The charge with the cart's stays paid together: the form then offers both, each with its amount. */
  together?: Money | undefined;
  /** Pay Small Small's plan for this total, where one is offered: the form then offers its down payment too. */
  plan?: ReadonlyArray<{ kind: PaymentKind; amount: Money; dueOn: string }> | null;
}) {
  const { t } = useTranslation("booking");
  const [form, fields] = useZodForm(PaymentFormSchema, {
    id: "payment",
    lastResult: actionData?.result,
    defaultValue: { ...defaultValue, method: methods[0] ?? "pay_later" },
    shouldValidate: "onBlur",
  });
  const total = formatMoney(amount, locale);
  type Meta = Parameters<typeof getInputProps>[0];
  const text = (label: string, field: Meta, autoComplete: string, hint?: string) => (
    <Field
      label={
        hint ? (
          <>
            {label} <span className={css.muted}>({hint})</span>
          </>
        ) : (
          label
        )
      }
      field={field}
    >
      <input
        {...getInputProps(field, { type: "text" })}
        className={inputClass}
        key={field.key}
        autoComplete={autoComplete}
      />
    </Field>
  );
  return (
    <Form method="post" {...getFormProps(form)} noValidate>
      <ResendToken />
      {declined && !actionData ? (
        <div role="alert" className={css.notice}>
          <h2>{t("confirmation.paymentFailed.title")}</h2>
          <p>{t("confirmation.paymentFailed.body")}</p>
        </div>
      ) : null}
      <FormAlert
        message={actionData?.alert}
        fields={(["nameOnCard", "address", "zipCode", "city", "state", "country", "method"] as const)
          .filter((key) => (fields[key].errors?.length ?? 0) > 0)
          .map((key) => ({
            id: fields[key].id,
            label: t(key === "method" ? "paymentOptions.heading" : `billing.${key}`),
          }))}
      />
      <fieldset className={css.panel}>
        <legend>
          <strong>{t("billing.heading")}</strong>
        </legend>
        <div className={css.fieldRow}>
          {text(t("billing.nameOnCard"), fields.nameOnCard, "cc-name", t("billing.nameOnCardHint"))}
          {text(t("billing.address"), fields.address, "address-line1")}
        </div>
        <div className={css.fieldRow}>
          {text(t("billing.zipCode"), fields.zipCode, "postal-code", t("billing.zipCodeHint"))}
          {text(t("billing.city"), fields.city, "address-level2")}
          {text(t("billing.state"), fields.state, "address-level1", t("billing.stateHint"))}
          <Field label={t("billing.country")} field={fields.country}>
            <select
              {...getSelectProps(fields.country)}
              className={inputClass}
              key={fields.country.key}
              autoComplete="country"
            >
              <option value="">{t("billing.choose")}</option>
              {countryOptions(locale).map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </fieldset>
      <fieldset className={css.panel} aria-describedby={fields.method.errorId}>
        <legend>
          <strong>{t("paymentOptions.heading")}</strong>
        </legend>
        {methods.length === 0 ? (
          <>
            <p>{t("paymentOptions.none")}</p>
            <input type="hidden" name={fields.method.name} value="pay_later" />
          </>
        ) : (
          <>
            <p>{t("paymentOptions.legend")}</p>
            {radioGroupProps(fields.method, methods).map(({ key, ...radio }) => (
              <label key={key} className={css.choice}>
                <input {...radio} /> <strong>{t(`paymentOptions.${radio.value as (typeof methods)[number]}`)}</strong>
                <br />
                <span className={css.muted}>{t(`paymentOptions.${radio.value as (typeof methods)[number]}Hint`)}</span>
              </label>
            ))}
          </>
        )}
        <FieldErrors id={fields.method.errorId} errors={fields.method.errors} />
      </fieldset>
      {plan?.[0] ? (
        <section className={css.panel} aria-labelledby="pay-small-small-heading">
          <h2 id="pay-small-small-heading">{t("paySmallSmall.heading")}</h2>
          <p>{t("paySmallSmall.intro")}</p>
          <table className={css.summaryTable}>
            <tbody>
              {plan.map((payment) => (
                <tr key={payment.kind}>
                  <th scope="row">
                    {t(`paySmallSmall.kinds.${payment.kind}`)} ·{" "}
                    <time dateTime={payment.dueOn}>{localDate(payment.dueOn, locale, "medium")}</time>
                  </th>
                  <td>{formatMoney(payment.amount, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={css.muted}>{t("paySmallSmall.lien")}</p>
        </section>
      ) : null}
      <p className={css.muted}>{t("paymentOptions.protected")}</p>
      <div className={css.actions}>
        {together ? (
          <Button name="together" value="all">
            {t("paymentOptions.submitTogether", { total: formatMoney(together, locale) })}
          </Button>
        ) : null}
        {plan?.[0] && methods.length > 0 ? (
          <Button variant="secondary" name="schedule" value="pay_small_small">
            {t("paySmallSmall.submit", { down: formatMoney(plan[0].amount, locale) })}
          </Button>
        ) : null}
        {methods.length === 0 ? (
          <Button variant={together ? "secondary" : "primary"}>{t("paymentOptions.submitConfirm")}</Button>
        ) : (
          <Button variant={together ? "secondary" : "primary"}>
            {together
              ? t("paymentOptions.submitAlone", { total })
              : methods.includes("card")
                ? t("paymentOptions.submitCard", { total })
                : t("paymentOptions.submitBank")}
          </Button>
        )}
      </div>
    </Form>
  );
}

/** What a payment step's loader gives its form: the points offer, the methods, the last attempt's billing, the plan. */
export interface PaymentStepData {
  points: PointsOffer;
  here: string;
  methods: readonly PaymentMethod[];
  declined: boolean;
  defaultValue: Partial<PaymentForm>;
  plan: ReadonlyArray<{ kind: PaymentKind; amount: Money; dueOn: string }> | null;
}

type StepAnswer = { points?: { result?: SubmissionResult<string[]>; alert?: ErrorKey } } & {
  result?: SubmissionResult<string[]>;
  alert?: ErrorKey;
};

/**
 * Every payment step's end, a flight's or an order's: wakapoints to use first, then the payment options for what is
 * left to pay (with the cart's other lines, when `together` says their total).
 */
export function PaymentStep({
  step,
  actionData,
  locale,
  together,
}: {
  step: PaymentStepData;
  actionData: StepAnswer | undefined;
  locale: Locale;
  together?: Money | undefined;
}) {
  return (
    <>
      <PointsRedeem
        offer={step.points}
        locale={locale}
        here={step.here}
        actionData={actionData && "points" in actionData ? actionData.points : undefined}
      />
      <PaymentOptions
        together={together}
        methods={step.methods}
        declined={step.declined}
        defaultValue={step.defaultValue}
        plan={step.plan}
        total={step.points.due}
        locale={locale}
        actionData={actionData && "result" in actionData ? actionData : undefined}
      />
    </>
  );
}
