import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import * as css from "./layout.css";
import { useCurrentPath, useRootData } from "./locale-link";

/** Country and currency switchers: two small forms in a disclosure, no JavaScript needed. */
export function MarketSwitcher() {
  const { t } = useTranslation();
  const { market, countries, currencies } = useRootData();
  const redirectTo = useCurrentPath();
  const countryId = useId();
  const currencyId = useId();
  const countryName = countries.find((c) => c.code === market.country)?.name ?? market.country;
  return (
    <details className={css.disclosure}>
      <summary>{t("market.summary", { country: countryName, currency: market.currency })}</summary>
      <div className={css.disclosurePanel}>
        <Form method="post" action="/settings/market" className={css.inlineForm}>
          <input type="hidden" name="intent" value="country" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <label htmlFor={countryId}>{t("market.country")}</label>
          <select id={countryId} name="country" defaultValue={market.country} className={css.select}>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
          <button type="submit" className={css.secondaryButton}>
            {t("market.submitCountry")}
          </button>
        </Form>
        <Form method="post" action="/settings/market" className={css.inlineForm}>
          <input type="hidden" name="intent" value="currency" />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <label htmlFor={currencyId}>{t("market.currency")}</label>
          <select id={currencyId} name="currency" defaultValue={market.currency} className={css.select}>
            {currencies.map((c) => (
              <option key={c.code} value={c.code}>
                {t("market.currencyOption", { code: c.code, name: c.name })}
              </option>
            ))}
          </select>
          <button type="submit" className={css.secondaryButton}>
            {t("market.submitCurrency")}
          </button>
        </Form>
      </div>
    </details>
  );
}
