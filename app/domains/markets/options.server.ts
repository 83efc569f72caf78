import type { Locale } from "~/i18n/locales";
import { countryName } from "./countries";
import { CURRENCIES, MARKET_COUNTRIES, type Currency, type MarketCountry } from "./markets";

export interface Option<Code extends string> {
  code: Code;
  name: string;
}

/** The country switcher's options, named and sorted in the page's language. */
export function marketCountryOptions(locale: Locale): Option<MarketCountry>[] {
  const collator = new Intl.Collator(locale);
  return (Object.keys(MARKET_COUNTRIES) as MarketCountry[])
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export function currencyOptions(locale: Locale): Option<Currency>[] {
  const names = new Intl.DisplayNames([locale], { type: "currency" });
  return CURRENCIES.map((code) => ({ code, name: names.of(code) ?? code }));
}
