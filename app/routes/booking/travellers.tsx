import { Button } from "~/components/ui/button";
import { localDate } from "~/lib/format-time";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { BookingFrame, ExpiredNotice } from "~/components/booking/booking-frame";
import * as css from "~/components/booking/booking.css";
import { FormAlert, InputField, SelectField, ResendToken, useZodForm } from "~/components/forms";
import { input as inputClass } from "~/components/forms.css";
import { LocaleLink } from "~/components/locale-link";
import { memberContext } from "~/context";
import { submitTravellers, travellersFormData, travellersFormSchema } from "~/domains/bookings/travellers.server";
import { type PassengerType, passportMinimumExpiry } from "~/domains/people/ages";
import { travellersSchema } from "~/domains/bookings/schema";
import { GENDERS, TITLES, TRAVELLER_FIELDS } from "~/domains/people/schema";
import { countryOptions } from "~/domains/markets/countries";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/travellers";
import { bookingDeps, bookingPath, openBookingStep, requireStep } from "~/utils/booking-step.server";

const RULES = { draftOnly: true, needsTravellers: false };

export async function loader(args: Route.LoaderArgs) {
  const step = await openBookingStep(args, "travellersTitle", RULES);
  if (step.expired) return step.expired;
  const { booking, deps, meta, frame, travellers } = step;
  const form = await travellersFormData(deps, booking, {
    saved: travellers,
    member: args.context.get(memberContext),
    chosen: new URL(args.request.url).searchParams.getAll("saved"),
  });
  return { expired: false as const, meta, frame, ...form };
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const { booking, expired } = await requireStep(args, RULES);
  if (expired) throw redirect(bookingPath(context, booking.id, "travellers"));
  const deps = bookingDeps(context);
  const submission = parseWithZod(await request.formData(), { schema: travellersFormSchema(deps, booking) });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), alert: "errors.form" }, { status: 400 });
  }
  try {
    const saved = await submitTravellers(deps, booking, submission.value);
    if (!saved.ok) return data({ result: submission.reply(), alert: "errors.form" }, { status: 400 });
  } catch (error) {
    console.warn("Saving travellers failed", error);
    return data({ result: submission.reply(), alert: "errors.customerInfo" }, { status: 503 });
  }
  return redirect(bookingPath(context, booking.id, "extras"));
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

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
  const [form, fields] = useZodForm(schema, {
    id: "travellers",
    lastResult: actionData?.result,
    defaultValue,
    shouldValidate: "onBlur",
  });
  const countries = countryOptions(frame.locale).map((c) => ({ value: c.code, label: c.name }));
  const counters = { adult: 0, child: 0, infant: 0 };
  type Meta = Parameters<typeof InputField>[0]["field"];
  // One labelled control with its errors, by kind: every field of the form is one of these.
  const select = (label: string, field: Meta, choices: Array<{ value: string; label: string }>) => (
    <SelectField label={label} field={field} choices={choices} placeholder={t("travellers.choose")} />
  );
  const input = (label: string, field: Meta, type: "text" | "date" | "email" | "tel", autoComplete = "off") => (
    <InputField label={label} field={field} type={type} autoComplete={autoComplete} />
  );
  const titles = TITLES.map((value) => ({ value, label: t(`travellers.titleOptions.${value}`) }));
  const genders = GENDERS.map((value) => ({ value, label: t(`travellers.genders.${value}`) }));
  const date = localDate(
    passportMinimumExpiry(options.travelEnds ?? options.travelDate),
    i18n.language === "fr-FR" ? "fr-FR" : "en-US",
    "long",
  );

  // The fields to correct, by name, for the form's summary: "Adult 1 · First name".
  const named: Array<{ name: string; id: string; label: string }> = [];
  const counted = { adult: 0, child: 0, infant: 0 };
  fields.travellers.getFieldList().forEach((traveller, i) => {
    const type = options.types[i] ?? "adult";
    counted[type] += 1;
    const who = t("travellers.passenger", { type: t(`types.${type}`), number: counted[type] });
    const f = traveller.getFieldset();
    for (const key of TRAVELLER_FIELDS)
      named.push({ name: f[key].name, id: f[key].id, label: `${who} · ${t(`travellers.${key}`)}` });
  });
  for (const key of ["email", "emailConfirm", "phone"] as const) {
    named.push({ name: fields[key].name, id: fields[key].id, label: t(`travellers.${key}`) });
  }
  const toCorrect = named.filter((field) => (form.allErrors[field.name]?.length ?? 0) > 0);

  return (
    <BookingFrame frame={frame} step="travellers">
      <h1>{t("travellers.heading")}</h1>
      <p className={css.muted}>{t("travellers.intro")}</p>
      {loaded.saved ? <SavedTravellers slots={loaded.saved} chosen={loaded.chosen} types={options.types} /> : null}
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <FormAlert message={actionData?.alert} fields={toCorrect} />
        {fields.travellers.getFieldList().map((traveller, i) => {
          const type = options.types[i] ?? "adult";
          counters[type] += 1;
          const f = traveller.getFieldset();
          // Only the lead passenger is the browser's own person for autofill.
          const auto = (token: string) => (i === 0 ? token : "off");
          return (
            <fieldset key={traveller.key} className={css.panel}>
              <legend>
                <strong>{t("travellers.passenger", { type: t(`types.${type}`), number: counters[type] })}</strong> (
                {t(`typeHints.${type}`)})
              </legend>
              <div className={css.fieldRow}>
                {select(t("travellers.title"), f.title, titles)}
                {input(t("travellers.firstName"), f.firstName, "text", auto("given-name"))}
                {input(t("travellers.middleName"), f.middleName, "text", auto("additional-name"))}
                {input(t("travellers.lastName"), f.lastName, "text", auto("family-name"))}
              </div>
              <div className={css.fieldRow}>
                {input(t("travellers.dateOfBirth"), f.dateOfBirth, "date")}
                {select(t("travellers.nationality"), f.nationality, countries)}
                {select(t("travellers.gender"), f.gender, genders)}
              </div>
              {options.needsPassport ? (
                <fieldset className={css.fieldRow}>
                  <legend>
                    {t("travellers.passport")}:{" "}
                    <span className={css.muted}>{t("travellers.passportHint", { date })}</span>
                  </legend>
                  {input(t("travellers.passportNumber"), f.passportNumber, "text")}
                  {select(t("travellers.passportAuthority"), f.passportAuthority, countries)}
                  {input(t("travellers.passportIssuedOn"), f.passportIssuedOn, "date")}
                  {input(t("travellers.passportExpiresOn"), f.passportExpiresOn, "date")}
                </fieldset>
              ) : null}
              {input(t("travellers.loyaltyId"), f.loyaltyId, "text")}
            </fieldset>
          );
        })}
        <fieldset className={css.panel}>
          <legend>
            <strong>{t("travellers.contact")}</strong>
          </legend>
          <p className={css.muted}>{t("travellers.contactHint")}</p>
          <div className={css.fieldRow}>
            {input(t("travellers.email"), fields.email, "email", "email")}
            {input(t("travellers.emailConfirm"), fields.emailConfirm, "email", "email")}
            {input(t("travellers.phone"), fields.phone, "tel", "tel")}
          </div>
        </fieldset>
        <Button>{t("travellers.submit")}</Button>
      </Form>
    </BookingFrame>
  );
}

/** A member picks saved travellers for the passengers: a GET form that reloads the step with them filled in. */
function SavedTravellers({
  slots,
  chosen,
  types,
}: {
  slots: Array<Array<{ id: string; name: string }>>;
  chosen: string[];
  types: readonly PassengerType[];
}) {
  const { t } = useTranslation("booking");
  const counters = { adult: 0, child: 0, infant: 0 };
  if (slots.every((slot) => slot.length === 0)) {
    return (
      <p className={css.muted}>
        {t("travellers.savedNone")} <LocaleLink to="/account">{t("travellers.savedManage")}</LocaleLink>
      </p>
    );
  }
  return (
    <Form method="get" className={css.panel}>
      <fieldset className={css.fieldRow}>
        <legend>
          <strong>{t("travellers.saved")}</strong>
        </legend>
        {types.map((type, i) => {
          counters[type] += 1;
          return (
            <label key={`${type}-${counters[type]}`}>
              {t("travellers.passenger", { type: t(`types.${type}`), number: counters[type] })}
              <br />
              <select name="saved" defaultValue={chosen[i] ?? ""} className={inputClass}>
                <option value="">{t("travellers.savedNew")}</option>
                {(slots[i] ?? []).map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </label>
          );
        })}
      </fieldset>
      <p className={css.actions}>
        <Button variant="secondary">{t("travellers.savedUse")}</Button>
        <LocaleLink to="/account">{t("travellers.savedManage")}</LocaleLink>
      </p>
    </Form>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
