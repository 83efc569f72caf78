import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ContactFields, contactLabels } from "~/components/applications/contact-fields";
import * as css from "~/components/booking/booking.css";
import {
  CheckboxGroupField,
  fieldsInError,
  FormAlert,
  InputField,
  SelectField,
  TextAreaField,
  ResendToken,
  useZodForm,
} from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { container } from "~/components/layout.css";
import * as page from "~/components/orders/product-page.css";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { dbContext } from "~/context";
import { applicationsBy } from "~/domains/applications/applications.server";
import { statusKey } from "~/domains/applications/types";
import {
  BUSINESS_NEEDS,
  type BusinessEnquiryForm,
  BusinessEnquirySchema,
  TRAVELLER_BANDS,
} from "~/domains/business-travel/schema";
import { APPLICATION_KINDS } from "~/domains/orders/application-kinds.server";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import { applyWithForm } from "~/utils/application.server";
import { bookingViewer } from "~/utils/booking-step.server";
import type { Route } from "./+types/business-travel";

/**
 * GET /business-travel: what Tern does for companies, the enquiry form, and this browser's (or member's) company
 * requests by reference; POST sends an enquiry (e-mailed to the company and the business team).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const t = getI18n(context).getFixedT(null, "applications");
  const mine = await applicationsBy(context.get(dbContext), APPLICATION_KINDS, "business", bookingViewer(context));
  return {
    requests: mine.map((app) => ({
      id: app.id,
      reference: app.reference,
      title: APPLICATION_KINDS.business?.title(app.request, app.locale).join(", ") ?? "",
      status: statusKey(app),
    })),
    meta: { title: t("business.meta.title"), description: t("business.meta.description") },
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return applyWithForm(request, context, "business", BusinessEnquirySchema);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function BusinessTravel({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["applications", "booking"]);
  const { t: tb } = useTranslation("booking");
  const { requests } = loaderData;
  const status = t as unknown as (key: string) => string;
  const [form, fields] = useZodForm(BusinessEnquirySchema, {
    id: "business-travel",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
  });
  const label = {
    company: t("business.form.company"),
    ...contactLabels(tb),
    travellers: t("business.form.travellers"),
    needs: t("business.form.needs"),
    message: t("business.form.message"),
  } satisfies Record<keyof BusinessEnquiryForm, string>;
  const invalid = fieldsInError(
    Object.entries(label).map(([key, text]) => [fields[key as keyof BusinessEnquiryForm], text]),
  );
  return (
    <div className={`${container} ${page.page}`}>
      <h1>{t("business.heading")}</h1>
      <p>{t("business.intro")}</p>
      <Card heading={t("business.what")} headingId="business-what">
        <ul className={page.included}>
          {BUSINESS_NEEDS.map((need) => (
            <li key={need}>{t(`business.offers.${need}`)}</li>
          ))}
        </ul>
      </Card>
      {requests.length > 0 ? (
        <Card heading={t("page.others")} headingId="business-requests">
          <ul className={page.included}>
            {requests.map((r) => (
              <li key={r.id}>
                <LocaleLink to={`/applications/${r.id}`}>{`${r.reference} · ${r.title}`}</LocaleLink> ·{" "}
                {status(`status.business.${r.status}`)}
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <h2>{t("business.form.heading")}</h2>
        <FormAlert message={actionData?.alert} fields={invalid} />
        <fieldset className={css.panel}>
          <legend>
            <strong>{t("business.form.companyAndContact")}</strong>
          </legend>
          <InputField label={label.company} field={fields.company} type="text" autoComplete="organization" />
          <ContactFields fields={fields} labels={label} />
        </fieldset>
        <fieldset className={css.panel}>
          <legend>
            <strong>{t("business.form.travel")}</strong>
          </legend>
          <SelectField
            label={label.travellers}
            field={fields.travellers}
            choices={TRAVELLER_BANDS.map((value) => ({ value, label: t(`business.bands.${value}`) }))}
            placeholder={t("booking:travellers.choose")}
          />
          <CheckboxGroupField
            legend={label.needs}
            field={fields.needs}
            choices={BUSINESS_NEEDS.map((value) => ({ value, label: t(`business.needs.${value}`) }))}
          />
          <TextAreaField label={label.message} field={fields.message} hint={t("business.form.messageHint")} />
        </fieldset>
        <div className={css.actions}>
          <Button>{t("business.form.submit")}</Button>
        </div>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
