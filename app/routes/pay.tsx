import { Button } from "~/components/ui/button";
import { formIntent } from "~/utils/forms.server";
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import * as css from "~/components/booking/booking.css";
import { Field, fieldsInError, FormAlert, ResendToken, useZodForm } from "~/components/forms";
import { input as inputClass } from "~/components/forms.css";
import { container } from "~/components/layout.css";
import { clockContext, dbContext, envContext, localeContext } from "~/context";
import { type Currency, formatMoney } from "~/domains/markets/markets";
import { isTestCard, TEST_CARDS, TEST_OTP } from "~/services.server";
import { gatewayReturn } from "~/domains/checkout/gateway";
import { cardFormSchema, OtpFormSchema } from "~/domains/checkout/schema";
import { privateMetaTags } from "~/i18n/meta";
import { sandboxGatewayFor } from "~/services.server";
import type { Route } from "./+types/pay";
import { bookingMeta } from "~/utils/booking-step.server";

function gateway(context: Route.LoaderArgs["context"]) {
  return sandboxGatewayFor(
    context.get(envContext),
    context.get(dbContext),
    context.get(clockContext)(),
    context.get(localeContext).prefix,
  );
}

async function requireSession(args: Route.LoaderArgs | Route.ActionArgs) {
  // The gateway's pages exist only in the sandbox: a real gateway hosts its own.
  const env = args.context.get(envContext);
  if (env.APP_ENV === "production" || env.PAYMENT_GATEWAY !== "sandbox") throw data(null, { status: 404 });
  const session = await gateway(args.context).hostedSession(args.params.sessionId);
  if (!session) throw data(null, { status: 404 });
  return session;
}

/**
 * The sandbox payment gateway's hosted page (docs/architecture.md, Third parties): the card form, the bank's one-time
 * code, or a bank transfer's account, clearly marked as test mode with its test cards. The card number is
 * posted here, to the gateway, and never to Tern's booking routes; only its last four digits are kept.
 */
export async function loader(args: Route.LoaderArgs) {
  const session = await requireSession(args);
  return {
    meta: bookingMeta(args.context, "payTitle"),
    status: session.status,
    kind: session.kind as "card" | "bank_transfer",
    amount: { amount: session.amount, currency: session.currency as Currency },
    account: session.accountNumber,
    returnUrl: gatewayReturn(session.id),
    cards: TEST_CARDS,
    otp: TEST_OTP,
  };
}

export async function action(args: Route.ActionArgs) {
  const session = await requireSession(args);
  const form = await args.request.formData();
  const intent = formIntent(form);
  const g = gateway(args.context);
  // Back through the return every gateway uses: the page paid from then shows the gateway's answer at once.
  const back = () => redirect(gatewayReturn(session.id));
  if (intent === "cancel") return back();
  if (intent === "receive") {
    await g.receiveTransfer(session.id);
    return back();
  }
  if (intent === "otp") {
    const submission = parseWithZod(form, { schema: OtpFormSchema });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    await g.verifyOtp(session.id, submission.value.code);
    return back();
  }
  const submission = parseWithZod(form, { schema: cardFormSchema(args.context.get(clockContext)()) });
  if (submission.status !== "success") {
    // What was typed stays, so one wrong field is all there is to mend; but a number that is not one of the
    // sandbox's test cards (someone's real card, typed by mistake) is never echoed back into the page.
    const keep = isTestCard(submission.payload.cardNumber);
    return data({ result: submission.reply(keep ? {} : { hideFields: ["cardNumber", "cvc"] }) }, { status: 400 });
  }
  const outcome = await g.payByCard(session.id, submission.value.cardNumber);
  return outcome === "otp_required" ? redirect(new URL(args.request.url).pathname) : back();
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("booking");
  const { status, kind, returnUrl } = loaderData;
  const amount = formatMoney(loaderData.amount, i18n.language as "en-US");
  const open = status === "open" || status === "otp_required";
  return (
    <div className={container}>
      <section className={css.panel} aria-labelledby="pay-heading">
        <p className={css.notice} role="note">
          <strong>{t("pay.badge")}</strong>
        </p>
        <h1 id="pay-heading">{t("pay.heading")}</h1>
        <p>{t("pay.merchant", { amount })}</p>
        {!open ? (
          <>
            <p>{t("pay.closed")}</p>
            <a href={returnUrl}>{t("pay.return")}</a>
          </>
        ) : status === "otp_required" ? (
          <OtpForm lastResult={actionData?.result as Result} otp={loaderData.otp} />
        ) : kind === "bank_transfer" ? (
          <Form method="post">
            <ResendToken />
            <h2>{t("pay.bankHeading", { account: loaderData.account ?? "" })}</h2>
            <p>{t("pay.bankIntro", { amount })}</p>
            <Button name="intent" value="receive">
              {t("pay.receive")}
            </Button>
          </Form>
        ) : (
          <CardForm
            amount={amount}
            lastResult={actionData?.result as Result}
            cards={loaderData.cards}
            otp={loaderData.otp}
          />
        )}
        {open ? (
          <Form method="post">
            <ResendToken />
            <Button variant="secondary" name="intent" value="cancel" formNoValidate>
              {t("pay.cancel")}
            </Button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}

type Result = SubmissionResult<string[]> | null | undefined;

type Loaded = Route.ComponentProps["loaderData"];

function CardForm({
  amount,
  lastResult,
  cards,
  otp,
}: {
  amount: string;
  lastResult: Result;
  cards: Loaded["cards"];
  otp: string;
}) {
  const { t } = useTranslation("booking");
  const [form, fields] = useZodForm(cardFormSchema(new Date(0)), {
    id: "card",
    lastResult,
    shouldValidate: "onBlur",
  });
  const text = (label: string, field: typeof fields.cardNumber, autoComplete: string, inputMode?: "numeric") => (
    <Field label={label} field={field}>
      <input
        {...getInputProps(field, { type: "text" })}
        key={field.key}
        className={inputClass}
        autoComplete={autoComplete}
        inputMode={inputMode}
      />
    </Field>
  );
  return (
    <>
      <h2>{t("pay.testCards")}</h2>
      <p className={css.muted}>{t("pay.testCardsIntro")}</p>
      <ul>
        {cards.map((card) => (
          <li key={card.number}>
            <code>{card.number}</code> {t(`pay.outcomes.${card.outcome}`, { code: otp })}
          </li>
        ))}
      </ul>
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <FormAlert
          message={null}
          fields={fieldsInError([
            [fields.cardNumber, t("pay.cardNumber")],
            [fields.expiry, t("pay.expiry")],
            [fields.cvc, t("pay.cvc")],
            [fields.cardholder, t("pay.cardholder")],
          ])}
        />
        <div className={css.fieldRow}>
          {text(t("pay.cardNumber"), fields.cardNumber, "cc-number", "numeric")}
          {text(t("pay.expiry"), fields.expiry, "cc-exp")}
          {text(t("pay.cvc"), fields.cvc, "cc-csc", "numeric")}
          {text(t("pay.cardholder"), fields.cardholder, "cc-name")}
        </div>
        <Button name="intent" value="pay">
          {t("pay.submit", { amount })}
        </Button>
      </Form>
    </>
  );
}

function OtpForm({ lastResult, otp }: { lastResult: Result; otp: string }) {
  const { t } = useTranslation("booking");
  const [form, fields] = useZodForm(OtpFormSchema, {
    id: "otp",
    lastResult,
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <ResendToken />
      <h2>{t("pay.otpHeading")}</h2>
      <p>{t("pay.otpIntro", { code: otp })}</p>
      <FormAlert message={null} fields={fieldsInError([[fields.code, t("pay.otp")]])} />
      <Field label={t("pay.otp")} field={fields.code}>
        <input
          {...getInputProps(fields.code, { type: "text" })}
          key={fields.code.key}
          className={inputClass}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
      </Field>
      <Button name="intent" value="otp">
        {t("pay.otpSubmit")}
      </Button>
    </Form>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
