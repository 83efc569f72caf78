import { code as currencyByCode } from "currency-codes";
import type { Locale } from "~/i18n/locales";

/** Currencies Tern prices in. Amounts are integer minor units of one of these. */
export const CURRENCIES = ["NGN", "USD", "GBP", "EUR", "GHS", "KES", "ZAR", "XOF", "AED", "CAD"] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/** Countries Tern sells in, each with the currency a visitor from there is shown first. */
export const MARKET_COUNTRIES = {
  NG: "NGN",
  GH: "GHS",
  KE: "KES",
  ZA: "ZAR",
  CI: "XOF",
  SN: "XOF",
  GB: "GBP",
  FR: "EUR",
  US: "USD",
  CA: "CAD",
  AE: "AED",
} as const satisfies Record<string, Currency>;
export type MarketCountry = keyof typeof MARKET_COUNTRIES;

export function isMarketCountry(value: unknown): value is MarketCountry {
  return typeof value === "string" && Object.hasOwn(MARKET_COUNTRIES, value);
}

export interface Market {
  country: MarketCountry;
  currency: Currency;
}

/** en-US opens on the Nigeria market in naira; fr-FR on France in euros (spec: French locale data uses EUR). */
export function defaultMarket(locale: Locale): Market {
  return locale === "fr-FR" ? { country: "FR", currency: "EUR" } : { country: "NG", currency: "NGN" };
}

const MINOR_UNITS = new Map<Currency, number>(
  CURRENCIES.map((currency) => {
    const entry = currencyByCode(currency);
    if (!entry) throw new Error(`Unknown currency ${currency}`);
    return [currency, entry.digits];
  }),
);

/** ISO 4217 minor units: 2 for NGN, 0 for XOF. */
export function minorUnits(currency: Currency): number {
  const digits = MINOR_UNITS.get(currency);
  if (digits === undefined) throw new Error(`Unknown currency ${currency}`);
  return digits;
}

export interface Money {
  /** Integer amount in the currency's minor unit (kobo, cents). */
  amount: number;
  currency: Currency;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats money with Intl in the page's language. Formatters are built once per language and currency: they are costly. */
export function formatMoney(money: Money, locale: Locale): string {
  if (!Number.isInteger(money.amount)) throw new Error("Money amounts are integer minor units");
  const digits = minorUnits(money.currency);
  const key = `${locale}:${money.currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: money.currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(money.amount / 10 ** digits);
}
