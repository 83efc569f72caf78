import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { ContactFields, contactLabels } from "~/components/applications/contact-fields";
import * as css from "~/components/booking/booking.css";
import { fieldsInError, FormAlert, InputField, SelectField, ResendToken, useZodForm } from "~/components/forms";
import { container } from "~/components/layout.css";
import * as page from "~/components/orders/product-page.css";
import { Button } from "~/components/ui/button";
import { localeContext, marketContext } from "~/context";
import { hotelCities } from "~/domains/hotels/destinations";
import { countryName } from "~/domains/markets/countries";
import { CURRENCIES } from "~/domains/markets/markets";
import { type ListingForm, ListingFormSchema, PHOTO_SLOTS, PROPERTY_TYPES } from "~/domains/property-listings/schema";
import { getI18n } from "~/i18n/i18next.server";
import { metaTags } from "~/i18n/meta";
import { applyWithForm } from "~/utils/application.server";
import type { Route } from "./+types/list-your-property";

/**
 * GET /list-your-property: for property owners (spec §6), the property's details, rooms and rate, and its contact;
 * POST starts the listing and goes to its page, where its photos are added and it is sent.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const t = getI18n(context).getFixedT(null, "applications");
  const { locale } = context.get(localeContext);
  return {
    cities: hotelCities(locale).map((city) => ({
      code: city.code,
      name: city.name,
      country: countryName(city.country, locale),
    })),
    currency: context.get(marketContext).currency,
    photos: PHOTO_SLOTS,
    meta: { title: t("property.meta.title"), description: t("property.meta.description") },
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return applyWithForm(request, context, "property", ListingFormSchema);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function ListYourProperty({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["applications", "booking"]);
  const { t: tb } = useTranslation("booking");
  const { cities, currency, photos } = loaderData;
  const [form, fields] = useZodForm(ListingFormSchema, {
    id: "property-listing",
    lastResult: actionData?.result,
    defaultValue: { rateCurrency: currency },
    shouldValidate: "onBlur",
  });
  const label = {
    propertyName: t("property.form.name"),
    propertyType: t("property.form.type"),
    addressLine: t("property.form.addressLine"),
    city: t("property.form.city"),
    pin: t("property.form.pin"),
    rooms: t("property.form.rooms"),
    rate: t("property.form.rate"),
    rateCurrency: t("property.form.rateCurrency"),
    ...contactLabels(tb),
  } satisfies Record<keyof ListingForm, string>;
  const invalid = fieldsInError(Object.entries(label).map(([key, text]) => [fields[key as keyof ListingForm], text]));
  const choose = t("booking:travellers.choose");
  return (
    <div className={`${container} ${page.page}`}>
      <h1>{t("property.heading")}</h1>
      <p>{t("property.intro")}</p>
      <ol className={page.included}>
        <li>{t("property.steps.details")}</li>
        <li>{t("property.steps.photos", { max: photos })}</li>
        <li>{t("property.steps.review")}</li>
      </ol>
      <Form method="post" {...getFormProps(form)}>
        <ResendToken />
        <FormAlert message={actionData?.alert} fields={invalid} />
        <fieldset className={css.panel}>
          <legend>
            <strong>{t("property.form.property")}</strong>
          </legend>
          <div className={css.fieldRow}>
            <InputField
              label={label.propertyName}
              field={fields.propertyName}
              type="text"
              autoComplete="organization"
            />
            <SelectField
              label={label.propertyType}
              field={fields.propertyType}
              choices={PROPERTY_TYPES.map((value) => ({ value, label: t(`property.types.${value}`) }))}
              placeholder={choose}
            />
          </div>
          <div className={css.fieldRow}>
            <InputField label={label.addressLine} field={fields.addressLine} type="text" autoComplete="address-line1" />
            <InputField
              label={label.city}
              field={fields.city}
              type="text"
              list="listing-cities"
              hint={t("property.form.cityHint")}
            />
            <datalist id="listing-cities">
              {cities.map((city) => (
                <option key={city.code} value={city.name} label={city.country} />
              ))}
            </datalist>
          </div>
          <InputField label={label.pin} field={fields.pin} type="text" hint={t("property.form.pinHint")} />
          <div className={css.fieldRow}>
            <InputField label={label.rooms} field={fields.rooms} type="text" inputMode="numeric" />
            <InputField
              label={label.rate}
              field={fields.rate}
              type="text"
              inputMode="numeric"
              hint={t("property.form.rateHint")}
            />
            <SelectField
              label={label.rateCurrency}
              field={fields.rateCurrency}
              choices={CURRENCIES.map((value) => ({ value, label: value }))}
              placeholder={choose}
            />
          </div>
        </fieldset>
        <fieldset className={css.panel}>
          <legend>
            <strong>{t("property.form.contact")}</strong>
          </legend>
          <ContactFields fields={fields} labels={label} />
        </fieldset>
        <div className={css.actions}>
          <Button>{t("property.form.submit")}</Button>
        </div>
      </Form>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
