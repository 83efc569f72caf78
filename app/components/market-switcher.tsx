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
  const redirectTo = useCurrentPath();
  const countryId = useId();
  const currencyId = useId();
  return (
    <>
      <Form method="post" action="/settings/market" className={css.settingsForm}>
        <input type="hidden" name="intent" value="country" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label={t("market.country")} htmlFor={countryId}>
          <select id={countryId} name="country" defaultValue={market.country} className={input}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Button variant="secondary">{t("market.submitCountry")}</Button>
      </Form>
      <Form method="post" action="/settings/market" className={css.settingsForm}>
        <input type="hidden" name="intent" value="currency" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label={t("market.currency")} htmlFor={currencyId}>
          <select id={currencyId} name="currency" defaultValue={market.currency} className={input}>
            {currencies.map((c) => (
              <option key={c.code} value={c.code}>
                {t("market.currencyOption", { code: c.code, name: c.name })}
              </option>
            ))}
          </select>
        </Field>
        <Button variant="secondary">{t("market.submitCurrency")}</Button>
      </Form>
    </>
  );
}
