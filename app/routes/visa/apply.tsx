import { PersonFields } from "~/components/person-fields";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, type RouterContextProvider } from "react-router";
import { ReachFields, contactLabels } from "~/components/applications/contact-fields";
import * as css from "~/components/booking/booking.css";
import { FormAlert, HiddenField, InputField, ResendToken, useZodForm } from "~/components/forms";
import { container } from "~/components/layout.css";
import * as page from "~/components/orders/product-page.css";
import { Button } from "~/components/ui/button";
import { clockContext, localeContext } from "~/context";
import { countryName } from "~/domains/markets/countries";
import { passportMinimumExpiry } from "~/domains/people/ages";
import { withoutConfirmation } from "~/domains/people/schema";
import { visaAnswer } from "~/domains/visas/catalog";
import { APPLICANT_FIELDS, travelDayOpen, visaApplicationSchema, VisaSearchSchema } from "~/domains/visas/schema";
import { visaTiming } from "~/domains/visas/timing";
import { getI18n } from "~/i18n/i18next.server";
import { privateMetaTags } from "~/i18n/meta";
import { startFromForm } from "~/utils/application.server";
import { localDate } from "~/lib/format-time";
import type { Route } from "./+types/apply";

/** The visa asked for in the URL, if the rules ask for that visa of that nationality; else a 404. */
function askedVisa(request: Request, context: Readonly<RouterContextProvider>) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const search = VisaSearchSchema.safeParse(params);
  const answer = search.success ? visaAnswer(search.data.destination, search.data.nationality) : null;
  const type = answer?.kind === "required" ? answer.types.find((t) => t.id === params.type) : undefined;
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  // A visa the embassy would not take this late for this day is not applied for: its search says so.
  if (
    !search.success ||
    !type ||
    !travelDayOpen(search.data.date, today) ||
    visaTiming(type, today, search.data.date).late === "refused"
  ) {
    throw new Response("Not Found", { status: 404 });
  }
  return { search: search.data, type, today };
}

/**
 * GET and POST /visa/apply?type=GB-VISITOR-6M&destination=GB&nationality=NG&date=…&travellers=2: an applicant per
 * traveller, named as on the passport, the passport valid 6 months past the day of travel, and the contact; POST
 * starts the application (its documents and fees come next, on its page).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { search, type } = askedVisa(request, context);
  const { locale } = context.get(localeContext);
  const t = getI18n(context).getFixedT(null, "applications") as unknown as (k: string, v?: object) => string;
  return {
    travellers: search.travellers,
    visa: t(`visas.types.${type.id}`),
    country: countryName(search.destination, locale),
    validUntil: localDate(passportMinimumExpiry(search.date), locale, "long"),
    defaultValue: {
      visaType: type.id,
      destination: search.destination,
      nationality: search.nationality,
      travelDate: search.date,
      applicants: Array.from({ length: search.travellers }, () => ({})),
    },
    meta: {
      title: t("visas.applyMeta", { visa: t(`visas.types.${type.id}`) }),
      description: t("visas.meta.description"),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { today } = askedVisa(request, context);
  const submission = parseWithZod(await request.formData(), { schema: visaApplicationSchema(today) });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), alert: "errors.form" }, { status: 400 });
  }
  return startFromForm(context, "visa", withoutConfirmation(submission.value));
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function VisaApply({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["applications", "booking"]);
  const { t: tb } = useTranslation("booking");
  const { defaultValue, visa, country, validUntil } = loaderData;
  const [form, fields] = useZodForm(visaApplicationSchema(defaultValue.travelDate), {
    id: "visa-application",
    lastResult: actionData?.result,
    defaultValue,
    shouldValidate: "onBlur",
  });
  const labelOf = (key: (typeof APPLICANT_FIELDS)[number]) => tb(`travellers.${key}`);
  const applicants = fields.applicants.getFieldList();
  const contact = contactLabels(tb);
  const toCorrect = [
    ...applicants.flatMap((applicant, i) => {
      const f = applicant.getFieldset();
      const who = t("visas.applicant", { number: String(i + 1) });
      return APPLICANT_FIELDS.map((key) => ({ field: f[key], label: `${who} · ${labelOf(key)}` }));
    }),
    ...(["email", "emailConfirm", "phone"] as const).map((key) => ({ field: fields[key], label: contact[key] })),
  ]
    .filter(({ field }) => (field.errors?.length ?? 0) > 0)
    .map(({ field, label }) => ({ id: field.id, label }));
  return (
    <div className={`${container} ${page.page}`}>
      <h1>{t("visas.applyHeading", { visa, country })}</h1>
      <p>{t("visas.applyIntro", { date: validUntil })}</p>
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <FormAlert message={actionData?.alert} fields={toCorrect} />
        {(["visaType", "destination", "nationality", "travelDate"] as const).map((name) => (
          <HiddenField key={name} field={fields[name]} />
        ))}
        {applicants.map((applicant, i) => {
          const f = applicant.getFieldset();
          return (
            <fieldset key={applicant.key} className={css.panel}>
              <legend>
                <strong>{t("visas.applicant", { number: String(i + 1) })}</strong>
              </legend>
              <PersonFields fields={f}>
                <InputField label={labelOf("dateOfBirth")} field={f.dateOfBirth} type="date" />
              </PersonFields>
              <div className={css.fieldRow}>
                <InputField label={labelOf("passportNumber")} field={f.passportNumber} type="text" />
                <InputField label={labelOf("passportIssuedOn")} field={f.passportIssuedOn} type="date" />
                <InputField label={labelOf("passportExpiresOn")} field={f.passportExpiresOn} type="date" />
              </div>
            </fieldset>
          );
        })}
        <fieldset className={css.panel}>
          <legend>
            <strong>{tb("travellers.contact")}</strong>
          </legend>
          <ReachFields fields={fields} labels={contact} />
        </fieldset>
        <div className={css.actions}>
          <Button>{t("visas.applySubmit")}</Button>
        </div>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
