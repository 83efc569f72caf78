import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Field } from "./forms";
import { input } from "./forms.css";
import * as css from "./layout.css";
import { useCurrentPath, useRootData } from "./locale-link";
import { Button } from "./ui/button";

/** Country and currency: two small forms (settings sheet), no JavaScript needed. */
export function MarketSwitcher() {
  const { t } = useTranslation();
  const { market, countries, currencies } = useRootData();
  return (
    <>
      <SettingForm
        name="country"
        label={t("market.country")}
        value={market.country}
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
        submit={t("market.submitCountry")}
      />
      <SettingForm
        name="currency"
        label={t("market.currency")}
        value={market.currency}
        options={currencies.map((c) => ({
          value: c.code,
          label: t("market.currencyOption", { code: c.code, name: c.name }),
        }))}
        submit={t("market.submitCurrency")}
      />
    </>
  );
}

/** One market setting's own form: its choices, and the page to come back to. */
function SettingForm(props: {
  name: "country" | "currency";
  label: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  submit: string;
}) {
  const id = useId();
  return (
    <Form method="post" action="/settings/market" className={css.settingsForm}>
      <input type="hidden" name="intent" value={props.name} />
      <input type="hidden" name="redirectTo" value={useCurrentPath()} />
      <Field label={props.label} htmlFor={id}>
        <select id={id} name={props.name} defaultValue={props.value} className={input}>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
      <Button variant="secondary">{props.submit}</Button>
    </Form>
  );
}
