import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { BookingFrame, ExpiredNotice } from "~/components/booking/booking-frame";
import * as css from "~/components/booking/booking.css";
import { Field, FormAlert } from "~/components/forms";
import { input as inputClass } from "~/components/forms.css";
import { button } from "~/components/layout.css";
import { dbContext, localeContext } from "~/context";
import { saveTravellers } from "~/domains/bookings/bookings.server";
import { crossesBorder, passengerTypes, passportMinimumExpiry, travelDate } from "~/domains/bookings/rules";
import {
  GENDERS,
  TITLES,
  type TravellersForm as TravellersFormValue,
  travellersSchema,
} from "~/domains/bookings/schema";
import type { Booking, Traveller } from "~/domains/bookings/types";
import { passengerScenario } from "~/domains/flights/sandbox/scenarios";
import { countryOptions } from "~/domains/markets/countries";
import { metaTags } from "~/i18n/meta";
import type { Route } from "./+types/travellers";
import { bookingDeps, bookingMeta, bookingPath, loadFrame, requireBookingStep } from "./booking-step.server";

function formOptions(booking: Booking, now: Date) {
  return {
    types: passengerTypes(booking.passengers),
    travelDate: travelDate(booking.offer),
    needsPassport: crossesBorder(booking.offer),
    today: now.toISOString().slice(0, 10),
  };
}

function defaultsFrom(travellers: Traveller[], count: number) {
  const lead = travellers[0];
  // One empty fieldset per passenger until the form has been saved once.
  if (!lead) return { travellers: Array.from({ length: count }, () => ({ title: "" })) };
  return {
    email: lead.email ?? "",
    emailConfirm: lead.email ?? "",
    phone: lead.phone ?? "",
    travellers: travellers.map((t) => ({
      title: t.title,
      firstName: t.firstName,
      middleName: t.middleName,
      lastName: t.lastName,
      dateOfBirth: t.dateOfBirth,
      nationality: t.nationality,
      gender: t.gender,
      passportNumber: t.passportNumber ?? "",
      passportAuthority: t.passportAuthority ?? "",
      passportIssuedOn: t.passportIssuedOn ?? "",
      passportExpiresOn: t.passportExpiresOn ?? "",
      loyaltyId: t.loyaltyId ?? "",
    })),
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const { booking, expired } = await requireBookingStep(args);
  const meta = bookingMeta(context, "travellersTitle");
  if (expired) return data({ expired: true as const, bookingId: booking.id, meta }, { status: 410 });
  if (booking.status !== "draft") throw redirect(bookingPath(context, booking.id, "payment"));
  const deps = bookingDeps(context);
  const { frame, travellers } = await loadFrame(deps, booking, context.get(localeContext).locale);
  return {
    expired: false as const,
    meta,
    frame,
    options: formOptions(booking, deps.now),
    defaultValue: defaultsFrom(travellers, passengerTypes(booking.passengers).length),
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const { booking, expired } = await requireBookingStep(args);
  if (expired || booking.status !== "draft") throw redirect(bookingPath(context, booking.id, "travellers"));
  const deps = bookingDeps(context);
  const schema = travellersSchema(formOptions(booking, deps.now)).superRefine((form, ctx) => {
    // Sandbox test surnames (docs/sandbox.md): an unknown one is refused here rather than at ticketing.
    form.travellers.forEach((traveller, i) => {
      try {
        passengerScenario(traveller.lastName);
      } catch {
        ctx.addIssue({ code: "custom", path: ["travellers", i, "lastName"], message: "errors.sandboxSurname" });
      }
    });
  });
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), alert: "errors.form" }, { status: 400 });
  }
  try {
    await saveTravellers(context.get(dbContext), booking, submission.value, deps.now);
  } catch (error) {
    console.warn("Saving travellers failed", error);
    return data({ result: submission.reply(), alert: "errors.customerInfo" }, { status: 503 });
  }
  return redirect(bookingPath(context, booking.id, "extras"));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...metaTags(loaderData?.meta),
  { name: "robots", content: "noindex" },
];

export default function Travellers({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.expired) return <ExpiredNotice bookingId={loaderData.bookingId} />;
  return <TravellersForm data={loaderData} actionData={actionData} />;
}

type Loaded = Extract<Route.ComponentProps["loaderData"], { expired: false }>;

function TravellersForm({
  data: loaded,
  actionData,
}: {
  data: Loaded;
  actionData: Route.ComponentProps["actionData"];
}) {
  const { t, i18n } = useTranslation("booking");
  const { frame, options, defaultValue } = loaded;
  const schema = useMemo(() => travellersSchema(options), [options]);
  const [form, fields] = useForm<TravellersFormValue>({
    id: "travellers",
    lastResult: actionData?.result,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    // Native checks work before (and without) hydration: the browser validates from the constraints.
    defaultNoValidate: false,
  });
  const countries = countryOptions(frame.locale);
  const counters = { adult: 0, child: 0, infant: 0 };
  const countrySelect = (field: Parameters<typeof getSelectProps>[0]) => (
    <select {...getSelectProps(field)} className={inputClass} key={field.key}>
      <option value="">{t("travellers.choose")}</option>
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </select>
  );
  const dateInput = (field: Parameters<typeof getInputProps>[0]) => (
    <input {...getInputProps(field, { type: "date" })} className={inputClass} key={field.key} />
  );
  const textInput = (field: Parameters<typeof getInputProps>[0], autoComplete?: string) => (
    <input
      {...getInputProps(field, { type: "text" })}
      className={inputClass}
      key={field.key}
      autoComplete={autoComplete}
    />
  );
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${passportMinimumExpiry(options.travelDate)}T00:00:00Z`),
  );

  return (
    <BookingFrame frame={frame} step="travellers">
      <h1>{t("travellers.heading")}</h1>
      <p className={css.muted}>{t("travellers.intro")}</p>
      <Form method="post" {...getFormProps(form)}>
        <FormAlert message={actionData?.alert} />
        {fields.travellers.getFieldList().map((traveller, i) => {
          const type = options.types[i] ?? "adult";
          counters[type] += 1;
          const f = traveller.getFieldset();
          return (
            <fieldset key={traveller.key} className={css.panel}>
              <legend>
                <strong>{t("travellers.passenger", { type: t(`types.${type}`), number: counters[type] })}</strong> (
                {t(`typeHints.${type}`)})
              </legend>
              <div className={css.fieldRow}>
                <Field label={t("travellers.title")} errorId={f.title.errorId} errors={f.title.errors}>
                  <select {...getSelectProps(f.title)} className={inputClass} key={f.title.key}>
                    <option value="">{t("travellers.choose")}</option>
                    {TITLES.map((title) => (
                      <option key={title} value={title}>
                        {t(`travellers.titles.${title}`)}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field label={t("travellers.firstName")} errorId={f.firstName.errorId} errors={f.firstName.errors}>
                  {textInput(f.firstName, i === 0 ? "given-name" : "off")}
                </Field>
                <Field label={t("travellers.middleName")} errorId={f.middleName.errorId} errors={f.middleName.errors}>
                  {textInput(f.middleName, i === 0 ? "additional-name" : "off")}
                </Field>
                <Field label={t("travellers.lastName")} errorId={f.lastName.errorId} errors={f.lastName.errors}>
                  {textInput(f.lastName, i === 0 ? "family-name" : "off")}
                </Field>
              </div>
              <div className={css.fieldRow}>
                <Field
                  label={t("travellers.dateOfBirth")}
                  errorId={f.dateOfBirth.errorId}
                  errors={f.dateOfBirth.errors}
                >
                  {dateInput(f.dateOfBirth)}
                </Field>
                <Field
                  label={t("travellers.nationality")}
                  errorId={f.nationality.errorId}
                  errors={f.nationality.errors}
                >
                  {countrySelect(f.nationality)}
                </Field>
                <Field label={t("travellers.gender")} errorId={f.gender.errorId} errors={f.gender.errors}>
                  <select {...getSelectProps(f.gender)} className={inputClass} key={f.gender.key}>
                    <option value="">{t("travellers.choose")}</option>
                    {GENDERS.map((gender) => (
                      <option key={gender} value={gender}>
                        {t(`travellers.genders.${gender}`)}
                      </option>
                    ))}
                  </select>
                </Field>
              </div>
              {options.needsPassport ? (
                <fieldset className={css.fieldRow}>
                  <legend>
                    {t("travellers.passport")}:{" "}
                    <span className={css.muted}>{t("travellers.passportHint", { date })}</span>
                  </legend>
                  <Field
                    label={t("travellers.passportNumber")}
                    errorId={f.passportNumber.errorId}
                    errors={f.passportNumber.errors}
                  >
                    {textInput(f.passportNumber, "off")}
                  </Field>
                  <Field
                    label={t("travellers.passportAuthority")}
                    errorId={f.passportAuthority.errorId}
                    errors={f.passportAuthority.errors}
                  >
                    {countrySelect(f.passportAuthority)}
                  </Field>
                  <Field
                    label={t("travellers.passportIssuedOn")}
                    errorId={f.passportIssuedOn.errorId}
                    errors={f.passportIssuedOn.errors}
                  >
                    {dateInput(f.passportIssuedOn)}
                  </Field>
                  <Field
                    label={t("travellers.passportExpiresOn")}
                    errorId={f.passportExpiresOn.errorId}
                    errors={f.passportExpiresOn.errors}
                  >
                    {dateInput(f.passportExpiresOn)}
                  </Field>
                </fieldset>
              ) : null}
              <Field label={t("travellers.loyaltyId")} errorId={f.loyaltyId.errorId} errors={f.loyaltyId.errors}>
                {textInput(f.loyaltyId, "off")}
              </Field>
            </fieldset>
          );
        })}
        <fieldset className={css.panel}>
          <legend>
            <strong>{t("travellers.contact")}</strong>
          </legend>
          <p className={css.muted}>{t("travellers.contactHint")}</p>
          <div className={css.fieldRow}>
            <Field label={t("travellers.email")} errorId={fields.email.errorId} errors={fields.email.errors}>
              <input
                {...getInputProps(fields.email, { type: "email" })}
                className={inputClass}
                autoComplete="email"
                key={fields.email.key}
              />
            </Field>
            <Field
              label={t("travellers.emailConfirm")}
              errorId={fields.emailConfirm.errorId}
              errors={fields.emailConfirm.errors}
            >
              <input
                {...getInputProps(fields.emailConfirm, { type: "email" })}
                className={inputClass}
                autoComplete="email"
                key={fields.emailConfirm.key}
              />
            </Field>
            <Field label={t("travellers.phone")} errorId={fields.phone.errorId} errors={fields.phone.errors}>
              <input
                {...getInputProps(fields.phone, { type: "tel" })}
                className={inputClass}
                autoComplete="tel"
                key={fields.phone.key}
              />
            </Field>
          </div>
        </fieldset>
        <button type="submit" className={button}>
          {t("travellers.submit")}
        </button>
      </Form>
    </BookingFrame>
  );
}
