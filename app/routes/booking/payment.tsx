import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect } from "react-router";
import { BookingFrame, ExpiredNotice } from "~/components/booking/booking-frame";
import * as css from "~/components/booking/booking.css";
import { Itinerary } from "~/components/booking/itinerary";
import { ErrorList as FieldErrors, Field, FormAlert } from "~/components/forms";
import { input as inputClass } from "~/components/forms.css";
import { button } from "~/components/layout.css";
import { useLocalePath } from "~/components/locale-link";
import { addonsFor } from "~/domains/bookings/extras.server";
import { submitPayment } from "~/domains/bookings/checkout.server";
import { countryOptions } from "~/domains/markets/countries";
import { formatMoney } from "~/domains/markets/markets";
import { getPayments } from "~/domains/payments/payments.server";
import { type PaymentForm, PaymentFormSchema, paymentMethodsFor } from "~/domains/payments/schema";
import { privateMetaTags } from "~/i18n/meta";
import { getI18n } from "~/i18n/i18next.server";
import type { Route } from "./+types/payment";
import { bookingPath, checkoutDeps, itineraryOf, openBookingStep, requireStep } from "~/utils/booking-step.server";

const RULES = { draftOnly: false, needsTravellers: true, payable: true };

/**
 * Overview and payment (product rules §2, booking steps): itinerary, travellers, extras and the fare summary,
 * then billing info and the market's payment options. A paid booking goes to its summary.
 */
export async function loader(args: Route.LoaderArgs) {
  const step = await openBookingStep(args, "paymentTitle", RULES);
  if (step.expired) return step.expired;
  const { booking, meta, frame, items, travellers } = step;
  const addonKinds = new Map(addonsFor(step.deps, booking).map((a) => [a.id, a]));
  const [last] = await getPayments(step.deps.db, booking.id);
  const lead = travellers[0];
  const tb = getI18n(args.context).getFixedT(null, "booking");
  const title = (code: string) => tb(`travellers.titles.${code}` as "travellers.titles.MR");
  const defaultValue: Partial<PaymentForm> = last?.billing ?? {
    nameOnCard: lead ? `${lead.firstName} ${lead.lastName}` : "",
    country: booking.country,
  };
  return {
    expired: false as const,
    meta,
    frame,
    methods: paymentMethodsFor(booking.country),
    declined: booking.status === "payment_failed",
    defaultValue,
    cabin: booking.offer.cabin,
    flights: itineraryOf(booking),
    slices: booking.offer.slices.map((s) => ({ from: s.from, to: s.to })),
    travellers: travellers.map((t) => ({
      name: [title(t.title), t.firstName, t.middleName, t.lastName].filter(Boolean).join(" "),
      type: t.type,
      email: t.email,
      phone: t.phone,
      passportNumber: t.passportNumber,
      passportExpiresOn: t.passportExpiresOn,
    })),
    items: items.map((i) => ({
      ...i,
      addon: i.kind === "addon" ? (addonKinds.get(i.code) ?? null) : null,
    })),
  };
}

/** Submits the payment (post/redirect/get): to the gateway's page, or to the summary for a bank transfer. */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const { booking, expired } = await requireStep(args, RULES);
  if (expired) throw redirect(bookingPath(context, booking.id, "payment"));
  const submission = parseWithZod(await request.formData(), { schema: PaymentFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), alert: "errors.form" }, { status: 400 });
  }
  const summary = bookingPath(context, booking.id, "summary");
  let result;
  try {
    result = await submitPayment(checkoutDeps(context), booking, submission.value, { returnUrl: summary });
  } catch (error) {
    console.warn("Payment submission failed", error);
    result = { kind: "gateway_error" as const };
  }
  switch (result.kind) {
    case "gateway":
      return redirect(result.url);
    case "pending":
    case "closed":
      return redirect(summary);
    case "expired":
      return redirect(bookingPath(context, booking.id, "payment"));
    case "incomplete":
      return redirect(bookingPath(context, booking.id, "travellers"));
    case "method_unavailable":
      return data(
        { result: submission.reply({ fieldErrors: { method: ["errors.methodUnavailable"] } }), alert: "errors.form" },
        { status: 400 },
      );
    case "gateway_error":
      return data({ result: submission.reply(), alert: "errors.paymentRequest" }, { status: 502 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["booking", "flight"]);
  const localePath = useLocalePath();
  if (loaderData.expired) return <ExpiredNotice bookingId={loaderData.bookingId} />;
  const { frame, flights, slices, travellers, items, cabin } = loaderData;
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  const lead = travellers[0];
  // "Edit: Travellers" back to the step that holds that part of the booking.
  const edit = (step: "travellers" | "extras") => (
    <p>
      <Link to={localePath(`/booking/${frame.bookingId}/${step}`)}>
        {t("payment.edit")}: {t(`payment.${step}`)}
      </Link>
    </p>
  );
  return (
    <BookingFrame frame={frame} step="payment">
      <h1>{t("payment.heading")}</h1>
      <Itinerary flights={flights} cabin={cabin} />
      <section className={css.panel} aria-labelledby="travellers-heading">
        <h2 id="travellers-heading">{t("payment.travellers")}</h2>
        <ul>
          {travellers.map((traveller, i) => (
            <li key={i}>
              {traveller.name} ({t(`types.${traveller.type}`)})
              {traveller.passportNumber && traveller.passportExpiresOn
                ? ` · ${t("payment.passport", {
                    number: traveller.passportNumber,
                    date: dateFormat.format(new Date(`${traveller.passportExpiresOn}T00:00:00Z`)),
                  })}`
                : null}
            </li>
          ))}
        </ul>
        {lead?.email ? <p>{t("payment.contact", { email: lead.email, phone: lead.phone ?? "" })}</p> : null}
        {edit("travellers")}
      </section>
      <section className={css.panel} aria-labelledby="extras-heading">
        <h2 id="extras-heading">{t("payment.extras")}</h2>
        {items.length === 0 ? (
          <p>{t("payment.noExtras")}</p>
        ) : (
          <ul>
            {items.map((item) => {
              const who = item.traveller !== null ? `${travellers[item.traveller]?.name ?? ""}: ` : "";
              const price = formatMoney(item.price, frame.locale);
              const slice = item.kind === "bag" ? slices[Number(item.flight)] : undefined;
              const flight = item.kind === "seat" ? flights.find((f) => f.ref === item.flight) : undefined;
              const label =
                item.kind === "seat"
                  ? t("payment.seat", { seat: item.code, flight: flight?.flightNumber ?? "" })
                  : item.kind === "bag"
                    ? t("payment.bag", { count: item.quantity, kg: 23, from: slice?.from ?? "", to: slice?.to ?? "" })
                    : item.addon
                      ? t(`extras.addon.${item.addon.kind}` as "extras.addon.insurance", {
                          tier: t(`extras.tiers.${item.addon.tier}` as "extras.tiers.basic"),
                          cover: formatMoney({ amount: item.addon.quantity * 100, currency: "USD" }, frame.locale),
                          quantity: item.addon.quantity,
                          airport: item.addon.scope,
                        })
                      : item.code;
              return (
                <li key={item.key}>
                  {who}
                  {label} · {price}
                </li>
              );
            })}
          </ul>
        )}
        {edit("extras")}
      </section>
      <PaymentOptions loaded={loaderData} actionData={actionData} />
    </BookingFrame>
  );
}

type Loaded = Extract<Route.ComponentProps["loaderData"], { expired: false }>;

function PaymentOptions({ loaded, actionData }: { loaded: Loaded; actionData: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation("booking");
  const { frame, methods, declined, defaultValue } = loaded;
  const [form, fields] = useForm<PaymentForm>({
    id: "payment",
    lastResult: actionData?.result,
    defaultValue: { ...defaultValue, method: methods[0] ?? "pay_later" },
    constraint: getZodConstraint(PaymentFormSchema),
    shouldValidate: "onBlur",
    defaultNoValidate: false,
  });
  const total = formatMoney(frame.summary.total, frame.locale);
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
    <Form method="post" {...getFormProps(form)}>
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
          {text(t("billing.address"), fields.address, "street-address")}
        </div>
        <div className={css.fieldRow}>
          {text(t("billing.zipCode"), fields.zipCode, "postal-code")}
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
              {countryOptions(frame.locale).map((c) => (
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
            {methods.map((method) => (
              <label key={method} className={css.choice}>
                <input
                  {...getInputProps(fields.method, { type: "radio", value: method })}
                  key={`${fields.method.key}-${method}`}
                />{" "}
                <strong>{t(`paymentOptions.${method}`)}</strong>
                <br />
                <span className={css.muted}>{t(`paymentOptions.${method}Hint`)}</span>
              </label>
            ))}
          </>
        )}
        <FieldErrors id={fields.method.errorId} errors={fields.method.errors} />
      </fieldset>
      <p className={css.muted}>{t("paymentOptions.protected")}</p>
      <div className={css.actions}>
        {methods.length === 0 ? (
          <button type="submit" className={button}>
            {t("paymentOptions.submitConfirm")}
          </button>
        ) : (
          <button type="submit" className={button}>
            {methods.includes("card") ? t("paymentOptions.submitCard", { total }) : t("paymentOptions.submitBank")}
          </button>
        )}
      </div>
    </Form>
  );
}

export { BookingErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
