import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { DeskPage } from "~/components/desk/desk-page";
import * as css from "~/components/desk/desk.css";
import { FormAlert, InputField, ResendToken, TextAreaField, useZodForm } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { clockContext, dbContext, localeContext } from "~/context";
import {
  ApproveRefundSchema,
  DeclineRefundSchema,
  DESK_REFUND_NOTICES,
  RefundDecisionSchema,
} from "~/domains/bookings/desk-schema";
import { decideRefundCase, needsSecondApproval, takeRefundCase } from "~/domains/bookings/refund-decisions.server";
import { refundCaseFile } from "~/domains/bookings/refund-desk-view.server";
import { decimalOf, formatMoney, readAmount } from "~/domains/markets/markets";
import { staffNames } from "~/domains/staff/staff.server";
import { privateMetaTags } from "~/i18n/meta";
import { localDate } from "~/lib/format-time";
import { deskActor, deskMeta, deskPath, refundDeskDeps, requireRole } from "~/utils/desk.server";
import type { Route } from "./+types/refund";

/**
 * GET /desk/refunds/{caseId}: what a refunds officer reads before deciding (refund-desk-view.server.ts), and the
 * decisions the case's status allows: take it, then approve (all or part) or decline. POST decides through the
 * bookings domain; money moves there, once.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const member = requireRole(context, "refunds");
  const db = context.get(dbContext);
  const { locale } = context.get(localeContext);
  const file = await refundCaseFile(db, params.caseId, context.get(clockContext)());
  if (!file) throw data(null, { status: 404 });
  const { refundCase: c } = file;
  const names = await staffNames(db, [c.takenBy, c.decidedBy, c.firstApproval?.by]);
  const money = (m: Parameters<typeof formatMoney>[0]) => formatMoney(m, locale);
  const threshold = refundDeskDeps(context).secondApprovalAbove;
  const notice = new URL(request.url).searchParams.get("done");
  return {
    meta: deskMeta(context, "refundCase"),
    roles: member.roles,
    me: member.id,
    notice: DESK_REFUND_NOTICES.find((n) => n === notice) ?? null,
    file: {
      ...file,
      passengers: file.passengers.map((p) => ({ ...p, paid: money(p.paid), refund: money(p.refund) })),
      payment: file.payment
        ? {
            ...file.payment,
            amount: money(file.payment.amount),
            held: money(file.payment.held),
            at: localDate(file.payment.at.slice(0, 10), locale, "medium"),
          }
        : null,
    },
    refundCase: {
      id: c.id,
      reference: c.reference,
      status: c.status,
      reason: c.reason,
      currency: c.value.currency,
      value: money(c.value),
      valueDecimal: decimalOf(c.value.amount, c.value.currency),
      amount: money(c.amount),
      decisionReason: c.decisionReason,
      takenBy: c.takenBy ? (names.get(c.takenBy) ?? "") : null,
      decidedBy: c.decidedBy ? (names.get(c.decidedBy) ?? "") : null,
      firstApproval: c.firstApproval
        ? {
            mine: c.firstApproval.by === member.id,
            name: names.get(c.firstApproval.by) ?? "",
            amount: money({ amount: c.firstApproval.amount, currency: c.value.currency }),
            amountDecimal: decimalOf(c.firstApproval.amount, c.value.currency),
            reason: c.firstApproval.reason,
            at: localDate(c.firstApproval.at.slice(0, 10), locale, "medium"),
          }
        : null,
      fourEyes: needsSecondApproval(c.value, threshold) ? money(threshold) : null,
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireRole(context, "refunds");
  const actor = deskActor(context, request);
  const deps = refundDeskDeps(context);
  const submission = parseWithZod(await request.formData(), { schema: RefundDecisionSchema });
  const fail = (message: string, status = 400) =>
    data({ intent: submission.payload.intent, result: submission.reply({ formErrors: [message] }) }, { status });
  if (submission.status !== "success") return fail("errors.form");
  const done = (result: string) => redirect(`${deskPath(context, `/refunds/${params.caseId}`)}?done=${result}`);
  const decision = submission.value;
  if (decision.intent === "take") {
    return (await takeRefundCase(deps, params.caseId, actor))
      ? done("taken")
      : fail("desk:refund.results.not_open", 409);
  }
  const file = await refundCaseFile(deps.db, params.caseId, deps.now);
  if (!file) throw data(null, { status: 404 });
  const amount = decision.intent === "approve" ? readAmount(decision.amount, file.refundCase.value.currency) : 0;
  if (amount === null) return fail("desk:refund.results.amount");
  const result = await decideRefundCase(
    deps,
    params.caseId,
    decision.intent === "approve"
      ? { kind: "approve", amount, reason: decision.reason ?? "" }
      : { kind: "decline", reason: decision.reason },
    actor,
  );
  if (result === "paid" || result === "approved" || result === "awaiting_second" || result === "declined") {
    return done(result);
  }
  return fail(`desk:refund.results.${result}`, result === "not_open" ? 409 : 400);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function DeskRefund({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["desk", "booking", "flight"]);
  const { file, refundCase: c, roles, notice } = loaderData;
  const last = (intent: string) => (actionData?.intent === intent ? actionData.result : undefined);
  const [approveForm, approveFields] = useZodForm(ApproveRefundSchema, {
    id: "approve",
    lastResult: last("approve"),
    defaultValue: { intent: "approve", amount: c.firstApproval?.amountDecimal ?? c.valueDecimal },
  });
  const [declineForm, declineFields] = useZodForm(DeclineRefundSchema, {
    id: "decline",
    lastResult: last("decline"),
    defaultValue: { intent: "decline" },
  });
  const takeError = actionData?.intent === "take" ? actionData.result.error?.[""]?.[0] : undefined;
  return (
    <DeskPage
      heading={t("refund.heading", { reference: c.reference })}
      roles={roles}
      notice={notice ? t(`refund.results.${notice}`) : null}
    >
      <section className={css.section} aria-labelledby="booking">
        <h2 id="booking">{t("refund.bookingSection")}</h2>
        <p>
          {t("refund.bookingLine", {
            reference: file.booking.reference,
            pnr: file.booking.pnr ?? "—",
            route: file.booking.route,
          })}
        </p>
        <p>
          {t("refund.bookingStatus", {
            status: t(`booking:confirmation.statusLabels.${file.booking.status}` as never),
          })}
        </p>
        <p>
          {t("refund.reason", {
            reason: file.reasonOther
              ? `${t(`booking:manage.refund.reasons.${c.reason}`)}: ${file.reasonOther}`
              : t(`booking:manage.refund.reasons.${c.reason}`),
          })}
        </p>
        <h3>{t("refund.passengers")}</h3>
        <ul className={css.list}>
          {file.passengers.map((p) => (
            <li key={p.position}>
              {t("refund.passengerLine", {
                name: p.name,
                type: t(`booking:types.${p.type}` as never),
                paid: p.paid,
                refund: p.refund,
              })}
            </li>
          ))}
        </ul>
        <p>
          {t("refund.rules", {
            refundability: t(`flight:results.refundability.${file.booking.refundability}` as never),
          })}
        </p>
      </section>
      <section className={css.section} aria-labelledby="payment">
        <h2 id="payment">{t("refund.paymentSection")}</h2>
        {file.payment ? (
          <>
            <p>
              {t("refund.paid", {
                amount: file.payment.amount,
                date: file.payment.at,
                method: t(`refund.methods.${file.payment.method}` as never),
                held: file.payment.held,
              })}
            </p>
            <p>{t("refund.payer", { name: file.payment.payer })}</p>
          </>
        ) : null}
        <p>
          {file.bank
            ? t("refund.channel.bank_account", {
                bank: file.bank.name,
                number: file.bank.number,
                name: file.bank.holder,
              })
            : t("refund.channel.original_payment")}
        </p>
      </section>
      <section className={css.section} aria-labelledby="decision">
        <h2 id="decision">{t("refund.status", { status: t(`booking:manage.refund.statuses.${c.status}`) })}</h2>
        <p>{t("refund.value", { amount: c.value })}</p>
        {c.takenBy !== null ? <p>{t("refund.takenBy", { name: c.takenBy })}</p> : null}
        {c.decidedBy !== null ? <p>{t("refund.decidedBy", { name: c.decidedBy })}</p> : null}
        {c.decisionReason ? <p>{t("refund.decisionReason", { reason: c.decisionReason })}</p> : null}
        {c.fourEyes ? <p>{t("refund.fourEyes", { amount: c.fourEyes })}</p> : null}
        {c.firstApproval && c.status === "in_review" ? (
          <p>
            {t("refund.firstApproval", {
              name: c.firstApproval.name,
              amount: c.firstApproval.amount,
              date: c.firstApproval.at,
            })}
          </p>
        ) : null}
        {c.status === "received" ? (
          <Form method="post">
            <ResendToken />
            <FormAlert message={takeError} />
            <input type="hidden" name="intent" value="take" />
            <p>{t("refund.takeHint")}</p>
            <Button>{t("refund.take")}</Button>
          </Form>
        ) : null}
      </section>
      {c.status === "in_review" ? (
        <>
          <section className={css.section} aria-labelledby="approve-heading">
            <h2 id="approve-heading">{t("refund.approveSection")}</h2>
            <Form method="post" {...getFormProps(approveForm)}>
              <ResendToken />
              <FormAlert message={approveForm.errors?.[0]} />
              <input type="hidden" name="intent" value="approve" />
              <InputField
                label={t("refund.amountLabel", { currency: c.currency })}
                field={approveFields.amount}
                type="text"
                inputMode="decimal"
                hint={t("refund.amountHint", { amount: c.value })}
              />
              <TextAreaField
                label={t("refund.reasonLabel")}
                field={approveFields.reason}
                hint={t("refund.reasonHint")}
              />
              <Button>
                {c.firstApproval && !c.firstApproval.mine ? t("refund.approveSecond") : t("refund.approve")}
              </Button>
            </Form>
          </section>
          <section className={css.section} aria-labelledby="decline-heading">
            <h2 id="decline-heading">{t("refund.declineSection")}</h2>
            <Form method="post" {...getFormProps(declineForm)}>
              <ResendToken />
              <FormAlert message={declineForm.errors?.[0]} />
              <input type="hidden" name="intent" value="decline" />
              <TextAreaField label={t("refund.reasonLabel")} field={declineFields.reason} />
              <Button variant="secondary">{t("refund.decline")}</Button>
            </Form>
          </section>
        </>
      ) : null}
    </DeskPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
