import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { DeskPage } from "~/components/desk/desk-page";
import * as css from "~/components/desk/desk.css";
import { FormAlert, InputField, ResendToken, TextAreaField, useZodForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext, envContext, localeContext } from "~/context";
import {
  ConfirmTransferSchema,
  DESK_PAYMENT_NOTICES,
  PaymentDecisionSchema,
  RejectTransferSchema,
} from "~/domains/bookings/payment-desk-schema";
import { decidePaymentConfirmation, paymentConfirmationFile } from "~/domains/bookings/payment-desk.server";
import { decimalOf, formatMoney, readAmount } from "~/domains/markets/markets";
import { staffNames } from "~/domains/staff/staff.server";
import { privateMetaTags } from "~/i18n/meta";
import { localDate } from "~/lib/format-time";
import { checkoutDepsFor } from "~/services.server";
import { deskActor, deskMeta, deskPath, requireRole } from "~/utils/desk.server";
import type { Route } from "./+types/payment";

/**
 * GET /desk/payments/{id}: a traveller's word that they paid, beside what the booking waits for; a payments officer
 * matches it to a bank statement line and confirms it (the booking moves on as with the gateway's webhook) or
 * rejects it with a reason. POST decides through the bookings domain.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const member = requireRole(context, "payments");
  const db = context.get(dbContext);
  const { locale } = context.get(localeContext);
  const file = await paymentConfirmationFile({ db }, params.confirmationId);
  if (!file) throw data(null, { status: 404 });
  const { confirmation: c, due } = file;
  const names = await staffNames(db, [c.decidedBy]);
  const notice = new URL(request.url).searchParams.get("done");
  return {
    meta: deskMeta(context, "payment"),
    roles: member.roles,
    notice: DESK_PAYMENT_NOTICES.find((n) => n === notice) ?? null,
    confirmation: {
      ...c,
      amount: formatMoney(c.amount, locale),
      createdAt: localDate(c.createdAt.slice(0, 10), locale, "medium"),
      decidedBy: c.decidedBy ? (names.get(c.decidedBy) ?? "") : null,
    },
    booking: file.booking,
    due: due
      ? {
          amount: formatMoney(due.amount, locale),
          decimal: decimalOf(due.amount.amount, due.amount.currency),
          currency: due.amount.currency,
          method: due.method,
        }
      : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireRole(context, "payments");
  const actor = deskActor(context, request);
  const deps = checkoutDepsFor(context.get(envContext), context.get(dbContext), context.get(clockContext)());
  const submission = parseWithZod(await request.formData(), { schema: PaymentDecisionSchema });
  const fail = (message: string, status = 400) =>
    data({ intent: submission.payload.intent, result: submission.reply({ formErrors: [message] }) }, { status });
  if (submission.status !== "success") return fail("errors.form");
  const decision = submission.value;
  const file = await paymentConfirmationFile(deps, params.confirmationId);
  if (!file) throw data(null, { status: 404 });
  let amount = 0;
  if (decision.intent === "confirm") {
    const read = readAmount(decision.amount, file.confirmation.amount.currency);
    if (read === null) return fail("desk:refund.results.amount");
    amount = read;
  }
  const result = await decidePaymentConfirmation(
    deps,
    params.confirmationId,
    decision.intent === "confirm"
      ? { kind: "confirm", statement: { reference: decision.reference, amount, date: decision.date } }
      : { kind: "reject", reason: decision.reason },
    actor,
  );
  if (result === "confirmed" || result === "rejected") {
    return redirect(`${deskPath(context, `/payments/${params.confirmationId}`)}?done=${result}`);
  }
  return fail(`desk:payment.results.${result}`, result === "not_open" || result === "not_waiting" ? 409 : 400);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeskPayment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["desk", "booking"]);
  const { confirmation: c, booking, due, roles, notice } = loaderData;
  const last = (intent: string) => (actionData?.intent === intent ? actionData.result : undefined);
  const [confirmForm, confirmFields] = useZodForm(ConfirmTransferSchema, {
    id: "confirm",
    lastResult: last("confirm"),
    defaultValue: { intent: "confirm", amount: due?.decimal ?? "" },
  });
  const [rejectForm, rejectFields] = useZodForm(RejectTransferSchema, {
    id: "reject",
    lastResult: last("reject"),
    defaultValue: { intent: "reject" },
  });
  return (
    <DeskPage
      heading={t("payment.heading", { reference: booking?.reference ?? "" })}
      roles={roles}
      notice={notice ? t(`payment.results.${notice}`) : null}
    >
      <section className={css.section} aria-labelledby="said">
        <h2 id="said">{t("payment.said")}</h2>
        <p>
          {t("payment.saidLine", {
            payer: c.payer,
            amount: c.amount,
            channel: t(`booking:manage.confirm.channels.${c.channel}` as never),
            reference: c.reference,
            date: c.createdAt,
          })}
        </p>
        {c.bankName ? <p>{t("payment.bank", { bank: c.bankName })}</p> : null}
        {c.travelCentre ? <p>{t("payment.centre", { centre: c.travelCentre })}</p> : null}
        <p>{t("payment.due", { amount: due?.amount ?? "—" })}</p>
        {c.decidedBy !== null ? <p>{t("refund.decidedBy", { name: c.decidedBy })}</p> : null}
        {c.statement ? (
          <p>{t("payment.matched", { reference: c.statement.reference, date: c.statement.date })}</p>
        ) : null}
        {c.decisionReason ? <p>{t("refund.decisionReason", { reason: c.decisionReason })}</p> : null}
      </section>
      {c.status === "in_review" && due ? (
        <>
          <section className={css.section} aria-labelledby="confirm-heading">
            <h2 id="confirm-heading">{t("payment.confirmSection")}</h2>
            <Form method="post" {...getFormProps(confirmForm)}>
              <ResendToken />
              <FormAlert message={confirmForm.errors?.[0]} />
              <input type="hidden" name="intent" value="confirm" />
              <InputField label={t("payment.statementReference")} field={confirmFields.reference} type="text" />
              <InputField
                label={t("refund.amountLabel", { currency: due.currency })}
                field={confirmFields.amount}
                type="text"
                inputMode="decimal"
              />
              <InputField label={t("payment.statementDate")} field={confirmFields.date} type="date" />
              <Button>{t("payment.confirm")}</Button>
            </Form>
          </section>
          <section className={css.section} aria-labelledby="reject-heading">
            <h2 id="reject-heading">{t("payment.rejectSection")}</h2>
            <Form method="post" {...getFormProps(rejectForm)}>
              <ResendToken />
              <FormAlert message={rejectForm.errors?.[0]} />
              <input type="hidden" name="intent" value="reject" />
              <TextAreaField label={t("refund.reasonLabel")} field={rejectFields.reason} />
              <Button variant="secondary">{t("payment.reject")}</Button>
            </Form>
          </section>
        </>
      ) : null}
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
