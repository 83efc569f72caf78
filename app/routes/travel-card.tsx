import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { contactLabels, NameFields, ReachFields } from "~/components/applications/contact-fields";
import * as css from "~/components/booking/booking.css";
import { fieldsInError, FormAlert, InputField, SelectField, ResendToken, useZodForm } from "~/components/forms";
import * as page from "~/components/orders/product-page.css";
import { container } from "~/components/layout.css";
import { Button } from "~/components/ui/button";
import { Card, DefinitionList } from "~/components/ui/card";
import { clockContext, localeContext } from "~/context";
import { countryOptions } from "~/domains/markets/countries";
import { formatMoney } from "~/domains/markets/markets";
import {
  CARD_CURRENCIES,
  type CardApplicationForm,
  CardApplicationSchema,
  cardApplicationSchema,
  DELIVERIES,
  ID_TYPES,
  TRAVEL_CARD,
} from "~/domains/travel-card/schema";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import { applyWithForm } from "~/utils/application.server";
import type { Route } from "./+types/travel-card";

/**
 * GET /travel-card: what the Tern travel card is (its currencies, fees, limits and delivery), and its application;
 * POST applies (identity, address, delivery) and goes to the application's page with its reference.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const t = getI18n(context).getFixedT(null, "applications");
  const { locale } = context.get(localeContext);
  const money = (m: (typeof TRAVEL_CARD)["issueFee"]) => formatMoney(m, locale);
  return {
    countries: countryOptions(locale),
    card: {
      currencies: TRAVEL_CARD.currencies.join(", "),
      issueFee: money(TRAVEL_CARD.issueFee),
      monthlyFee: money(TRAVEL_CARD.monthlyFee),
      atmFee: String(TRAVEL_CARD.atmFeePercent),
      conversion: String(TRAVEL_CARD.conversionPercent),
      dailySpend: money(TRAVEL_CARD.limits.dailySpend),
      dailyCash: money(TRAVEL_CARD.limits.dailyCash),
      balance: money(TRAVEL_CARD.limits.balance),
      home: String(TRAVEL_CARD.deliveryDays.home),
      centre: String(TRAVEL_CARD.deliveryDays.travel_centre),
    },
    meta: { title: t("card.meta.title"), description: t("card.meta.description") },
  };
}

export function action({ request, context }: Route.ActionArgs) {
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  return applyWithForm(request, context, "travel_card", cardApplicationSchema(today));
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function TravelCard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["applications", "booking"]);
  const { t: tb } = useTranslation("booking");
  const { card, countries } = loaderData;
  const [form, fields] = useZodForm(CardApplicationSchema, {
    id: "travel-card",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
  });
  const label = {
    ...contactLabels(tb),
    dateOfBirth: t("booking:travellers.dateOfBirth"),
    nationality: t("booking:travellers.nationality"),
    idType: t("card.form.idType"),
    idNumber: t("card.form.idNumber"),
    addressLine: t("card.form.addressLine"),
    city: t("card.form.city"),
    country: t("card.form.country"),
    currency: t("card.form.currency"),
    delivery: t("card.form.delivery"),
  } satisfies Record<keyof CardApplicationForm, string>;
  const invalid = fieldsInError(
    Object.entries(label).map(([key, text]) => [fields[key as keyof CardApplicationForm], text]),
  );
  const choose = t("booking:travellers.choose");
  const countryChoices = countries.map((c) => ({ value: c.code, label: c.name }));
  return (
    <div className={`${container} ${page.page}`}>
      <h1>{t("card.heading")}</h1>
      <p>{t("card.intro")}</p>
      <Card heading={t("card.what")} headingId="card-what">
        <DefinitionList
          items={[
            [t("card.facts.currencies"), card.currencies],
            [t("card.facts.issueFee"), card.issueFee],
            [t("card.facts.monthlyFee"), card.monthlyFee],
            [t("card.facts.atmFee"), t("card.facts.percent", { value: card.atmFee })],
            [t("card.facts.conversion"), t("card.facts.percent", { value: card.conversion })],
            [t("card.facts.dailySpend"), card.dailySpend],
            [t("card.facts.dailyCash"), card.dailyCash],
            [t("card.facts.balance"), card.balance],
            [t("card.facts.delivery"), t("card.facts.deliveryDays", { home: card.home, centre: card.centre })],
          ]}
        />
      </Card>
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <h2>{t("card.form.heading")}</h2>
        <FormAlert message={actionData?.alert} fields={invalid} />
        <fieldset className={css.panel}>
          <legend>
            <strong>{t("card.form.identity")}</strong>
          </legend>
          <NameFields fields={fields} labels={label} />
          <InputField label={label.dateOfBirth} field={fields.dateOfBirth} type="date" />
          <div className={css.fieldRow}>
            <SelectField
              label={label.nationality}
              field={fields.nationality}
              choices={countryChoices}
              placeholder={choose}
            />
            <SelectField
              label={label.idType}
              field={fields.idType}
              choices={ID_TYPES.map((value) => ({ value, label: t(`card.idTypes.${value}`) }))}
              placeholder={choose}
            />
            <InputField label={label.idNumber} field={fields.idNumber} type="text" />
          </div>
        </fieldset>
        <fieldset className={css.panel}>
          <legend>
            <strong>{t("card.form.address")}</strong>
          </legend>
          <div className={css.fieldRow}>
            <InputField label={label.addressLine} field={fields.addressLine} type="text" autoComplete="address-line1" />
            <InputField label={label.city} field={fields.city} type="text" autoComplete="address-level2" />
            <SelectField label={label.country} field={fields.country} choices={countryChoices} placeholder={choose} />
          </div>
        </fieldset>
        <fieldset className={css.panel}>
          <legend>
            <strong>{t("card.form.cardAndDelivery")}</strong>
          </legend>
          <div className={css.fieldRow}>
            <SelectField
              label={label.currency}
              field={fields.currency}
              choices={CARD_CURRENCIES.map((value) => ({ value, label: value }))}
              placeholder={choose}
            />
            <SelectField
              label={label.delivery}
              field={fields.delivery}
              choices={DELIVERIES.map((value) => ({ value, label: t(`card.deliveries.${value}`) }))}
              placeholder={choose}
            />
          </div>
          <ReachFields fields={fields} labels={label} />
        </fieldset>
        <div className={css.actions}>
          <Button>{t("card.form.submit")}</Button>
        </div>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
