import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import * as css from "~/components/booking/booking.css";
import { type ErrorKey, ErrorList, FormAlert, radioGroupProps, ResendToken } from "~/components/forms";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { PaymentMethod } from "~/domains/checkout/schema";
import type { PaymentKind } from "~/domains/instalments/plan";
import { formatMoney, type Money } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";
import { localDate } from "~/lib/format-time";
import { planPaymentStatus } from "~/utils/views";

/** An order's plan as its manage page has it (app/utils/instalment-step.server.ts). */
export interface PlanView {
  status: "active" | "paid" | "defaulted" | "cancelled" | "awaiting_down";
  lien: boolean;
  total: Money;
  payments: Array<{
    kind: PaymentKind;
    owed: Money;
    defaultCharge: Money;
    dueOn: string;
    status: "due" | "paid" | "cancelled";
    paidOn: string | null;
  }>;
  /** What is still owed, late charges included. */
  left: Money;
  next: Money | null;
  balance: Money | null;
  methods: readonly PaymentMethod[];
}

/**
 * Pay Small Small on an order's manage page (decision 015): the plan's payments and where each stands, the lien on the ticket,
 * and a form to pay the next payment or the whole balance by card or bank transfer.
 */
export function InstalmentPlan({
  plan,
  locale,
  actionData,
}: {
  plan: PlanView;
  locale: Locale;
  actionData?: { result?: SubmissionResult<string[]>; alert?: ErrorKey } | undefined;
}) {
  const { t } = useTranslation("booking");
  const [form, fields] = useForm<{ intent: string; which: string; method: string }>({
    id: "instalment",
    lastResult: actionData?.result,
    defaultValue: { method: plan.methods[0] },
  });
  const final = plan.payments.at(-1);
  return (
    <section className={css.panel} aria-labelledby="plan-heading">
      <h2 id="plan-heading">{t("paySmallSmall.manage.heading")}</h2>
      <p role="status">
        {plan.status === "paid"
          ? t("paySmallSmall.manage.released")
          : plan.status === "cancelled" || plan.status === "defaulted"
            ? t("paySmallSmall.manage.cancelled")
            : `${planPaymentStatus(t, plan, locale)}. ${t("paySmallSmall.manage.lien", {
                date: final ? localDate(final.dueOn, locale, "medium") : "",
              })}`}
      </p>
      <table className={css.summaryTable}>
        <tbody>
          {plan.payments.map((payment) => (
            <tr key={payment.kind}>
              <th scope="row">
                {t(`paySmallSmall.manage.kinds.${payment.kind}`)} ·{" "}
                {payment.status === "paid" && payment.paidOn ? (
                  <time dateTime={payment.paidOn}>
                    {t("paySmallSmall.manage.paidOn", { date: localDate(payment.paidOn, locale, "medium") })}
                  </time>
                ) : (
                  <time dateTime={payment.dueOn}>
                    {t("paySmallSmall.manage.dueBy", { date: localDate(payment.dueOn, locale, "medium") })}
                  </time>
                )}
              </th>
              <td>
                {formatMoney(payment.owed, locale)}
                {payment.defaultCharge.amount > 0
                  ? ` (${t("paySmallSmall.manage.charge", { amount: formatMoney(payment.defaultCharge, locale) })})`
                  : null}{" "}
                <Badge tone={payment.status === "paid" ? "success" : payment.status === "due" ? "warning" : "neutral"}>
                  {t(`paySmallSmall.manage.status.${payment.status}`)}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {plan.next && plan.methods.length > 0 ? (
        <Form method="post" {...getFormProps(form)}>
          <ResendToken />
          <FormAlert message={actionData?.alert} fields={[]} />
          <input type="hidden" name="intent" value="instalment" />
          <fieldset aria-describedby={fields.method.errorId}>
            <legend>{t("paymentOptions.heading")}</legend>
            {radioGroupProps(fields.method, plan.methods).map(({ key, ...radio }) => (
              <label key={key} className={css.choice}>
                <input {...radio} /> {t(`paymentOptions.${radio.value as (typeof plan.methods)[number]}`)}
              </label>
            ))}
            <ErrorList id={fields.method.errorId} errors={fields.method.errors} />
          </fieldset>
          <p className={css.actions}>
            <Button name="which" value="next">
              {t("paySmallSmall.manage.payNext", { amount: formatMoney(plan.next, locale) })}
            </Button>
            {plan.balance ? (
              <Button variant="secondary" name="which" value="balance">
                {t("paySmallSmall.manage.payBalance", { amount: formatMoney(plan.balance, locale) })}
              </Button>
            ) : null}
          </p>
        </Form>
      ) : null}
    </section>
  );
}
