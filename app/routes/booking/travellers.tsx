import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { BookingFrame, ExpiredNotice } from "~/components/booking/booking-frame";
import * as css from "~/components/booking/booking.css";
import { FormAlert, InputField, SelectField } from "~/components/forms";
import { input as inputClass } from "~/components/forms.css";
import { button, secondaryButton } from "~/components/layout.css";
import { LocaleLink } from "~/components/locale-link";
import { dbContext, memberContext } from "~/context";
import type { Database } from "~/db/client.server";
import type { Member } from "~/domains/accounts/accounts.server";
import { listTravellers, type MemberTraveller } from "~/domains/accounts/travellers.server";
import { saveTravellers } from "~/domains/bookings/bookings.server";
import {
  ageOn,
  crossesBorder,
  type PassengerType,
  passengerTypeAt,
  passengerTypes,
  passportMinimumExpiry,
  travelDate,
} from "~/domains/bookings/rules";
import {
  GENDERS,
  TITLES,
  type TravellersForm as TravellersFormValue,
  travellerFormValues,
  travellersSchema,
} from "~/domains/bookings/schema";
import type { Booking, Traveller } from "~/domains/bookings/types";
import { passengerScenario } from "~/domains/flights/sandbox/scenarios";
import { countryOptions } from "~/domains/markets/countries";
import { privateMetaTags } from "~/i18n/meta";
import type { Route } from "./+types/travellers";
import { bookingDeps, bookingPath, openBookingStep, requireStep } from "./booking-step.server";

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
    travellers: travellers.map(travellerFormValues),
  };
}

const RULES = { draftOnly: true, needsTravellers: false };

export async function loader(args: Route.LoaderArgs) {
  const step = await openBookingStep(args, "travellersTitle", RULES);
  if (step.expired) return step.expired;
  const { booking, deps, meta, frame, travellers } = step;
  const options = formOptions(booking, deps.now);
  const member = args.context.get(memberContext);
  const saved = member ? await savedTravellersFor(args.context.get(dbContext), member, options) : null;
  const chosen = new URL(args.request.url).searchParams.getAll("saved");
  return {
    expired: false as const,
    meta,
    frame,
    options,
    saved: saved?.slots ?? null,
    chosen,
    defaultValue: saved
      ? prefill(defaultsFrom(travellers, options.types.length), saved, chosen, travellers.length === 0)
      : defaultsFrom(travellers, options.types.length),
  };
}

/**
 * A member's saved travellers for this booking (issue 7): for each passenger, those whose age on the day of
 * travel fits the passenger's type, the primary traveller first.
 */
async function savedTravellersFor(db: Database, member: Member, options: ReturnType<typeof formOptions>) {
  const all = await listTravellers(db, member.id);
  const fits = (traveller: MemberTraveller, type: string) =>
    traveller.dateOfBirth <= options.today &&
    passengerTypeAt(ageOn(traveller.dateOfBirth, options.travelDate)) === type;
  return {
    member: { email: member.email, phone: member.phone },
    all,
    slots: options.types.map((type) =>
      all
        .filter((traveller) => fits(traveller, type))
        .map((traveller) => ({ id: traveller.id, name: `${traveller.firstName} ${traveller.lastName}` })),
    ),
  };
}

/**
 * The form's starting values with saved travellers filled in: the ones chosen in the "saved travellers" form
 * (`?saved=` once per passenger, in order), or, on a first visit, the primary traveller as the first passenger
 * and the member's e-mail and phone as the contact.
 */
function prefill(
  defaults: ReturnType<typeof defaultsFrom>,
  saved: Awaited<ReturnType<typeof savedTravellersFor>>,
  chosen: string[],
  firstVisit: boolean,
) {
  const ids = chosen.length > 0 ? chosen : firstVisit ? [saved.slots[0]?.[0]?.id ?? ""] : [];
  if (ids.length === 0) return defaults;
  const list: Array<Record<string, string>> = [...(defaults.travellers as Array<Record<string, string>>)];
  ids.forEach((id, i) => {
    const traveller = saved.slots[i]?.some((option) => option.id === id) ? saved.all.find((x) => x.id === id) : null;
    if (!traveller || i >= list.length) return;
    list[i] = travellerFormValues(traveller);
  });
  const contact =
    "email" in defaults && defaults.email
      ? {}
      : {
          email: saved.member.email,
          emailConfirm: saved.member.email,
          phone: saved.member.phone ?? "",
        };
  return { ...defaults, ...contact, travellers: list };
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const { booking, expired } = await requireStep(args, RULES);
  if (expired) throw redirect(bookingPath(context, booking.id, "travellers"));
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
  const [form, fields] = useForm<TravellersFormValue>({
    id: "travellers",
    lastResult: actionData?.result,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    // Native checks work before (and without) hydration: the browser validates from the constraints.
    defaultNoValidate: false,
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
  const titles = TITLES.map((value) => ({ value, label: t(`travellers.titles.${value}`) }));
  const genders = GENDERS.map((value) => ({ value, label: t(`travellers.genders.${value}`) }));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${passportMinimumExpiry(options.travelDate)}T00:00:00Z`),
  );

  return (
    <BookingFrame frame={frame} step="travellers">
      <h1>{t("travellers.heading")}</h1>
      <p className={css.muted}>{t("travellers.intro")}</p>
      {loaded.saved ? <SavedTravellers slots={loaded.saved} chosen={loaded.chosen} types={options.types} /> : null}
      <Form method="post" {...getFormProps(form)}>
        <FormAlert message={actionData?.alert} />
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
        <button type="submit" className={button}>
          {t("travellers.submit")}
        </button>
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
        <button type="submit" className={secondaryButton}>
          {t("travellers.savedUse")}
        </button>
        <LocaleLink to="/account">{t("travellers.savedManage")}</LocaleLink>
      </p>
    </Form>
  );
}
