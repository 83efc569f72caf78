import type { Locale } from "~/i18n/locales";
import { countryName } from "./countries";
import { CURRENCIES, MARKET_COUNTRIES, type Currency, type MarketCountry } from "./markets";

export interface Option<Code extends string> {
  code: Code;
  name: string;
}

const countryOptions = new Map<Locale, Option<MarketCountry>[]>();
const currencyNames = new Map<Locale, Option<Currency>[]>();

/** The country switcher's options, named and sorted in the page's language (built once per language). */
export function marketCountryOptions(locale: Locale): Option<MarketCountry>[] {
  let options = countryOptions.get(locale);
  if (!options) {
    const collator = new Intl.Collator(locale);
    options = (Object.keys(MARKET_COUNTRIES) as MarketCountry[])
      .map((code) => ({ code, name: countryName(code, locale) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    countryOptions.set(locale, options);
  }
  return options;
}

export function currencyOptions(locale: Locale): Option<Currency>[] {
  let options = currencyNames.get(locale);
  if (!options) {
    const names = new Intl.DisplayNames([locale], { type: "currency" });
    options = CURRENCIES.map((code) => ({ code, name: names.of(code) ?? code }));
    currencyNames.set(locale, options);
  }
  return options;
}
