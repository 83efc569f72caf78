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

/** ISO 4217 minor units of any currency, Tern's or a supplier's ("JPY" 0, "KWD" 3); 2 for a code ISO does not know. */
export function digitsOf(code: string): number {
  return MINOR_UNITS.get(code as Currency) ?? currencyByCode(code)?.digits ?? 2;
}

/** A supplier's decimal amount ("61.24" USD, "6124" JPY) in its currency's minor units. */
export function minorOf(amount: string, currency: string): number {
  return Math.round(Number(amount) * 10 ** digitsOf(currency));
}

/** Minor units as a supplier's decimal string, with its currency's digits ("61.24", "6124"). */
export function decimalOf(minor: number, currency: string): string {
  const digits = digitsOf(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

export interface Money {
  /** Integer amount in the currency's minor unit (kobo, cents). */
  amount: number;
  currency: Currency;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The narrow symbol (₦, €, ₵) where no other currency Tern sells shares it, so a traveller reads "₦1,495,410";
 * "$" is both USD and CAD, so those two keep their symbol ("$", "CA$"; "$US", "$CA" in French).
 */
const NARROW_IS_UNIQUE = (() => {
  const narrow = (currency: Currency) =>
    new Intl.NumberFormat("en-US", { style: "currency", currency, currencyDisplay: "narrowSymbol" })
      .formatToParts(0)
      .find((part) => part.type === "currency")?.value ?? currency;
  const symbols = CURRENCIES.map(narrow);
  return new Set(
    CURRENCIES.filter((_, i) => symbols.indexOf(symbols[i] ?? "") === symbols.lastIndexOf(symbols[i] ?? "")),
  );
})();

function formatterFor(locale: Locale, currency: Currency, digits: number): Intl.NumberFormat {
  const key = `${locale}:${currency}:${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: NARROW_IS_UNIQUE.has(currency) ? "narrowSymbol" : "symbol",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats money with Intl in the page's language, without minor units when they are zero (₦1,495,410, but
 * ₦1,495,410.50). Formatters are built once per language, currency and precision: they are costly.
 */
export function formatMoney(money: Money, locale: Locale): string {
  if (!Number.isInteger(money.amount)) throw new Error("Money amounts are integer minor units");
  const digits = minorUnits(money.currency);
  const whole = money.amount % 10 ** digits === 0;
  return formatterFor(locale, money.currency, whole ? 0 : digits).format(money.amount / 10 ** digits);
}

const compactFormatters = new Map<string, Intl.NumberFormat>();

/** A short price for a small space (a seat on the map): "₦12K", "12 k€"; the full price is in its label. */
export function formatMoneyCompact(money: Money, locale: Locale): string {
  const key = `${locale}:${money.currency}`;
  let formatter = compactFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: money.currency,
      currencyDisplay: NARROW_IS_UNIQUE.has(money.currency) ? "narrowSymbol" : "symbol",
      notation: "compact",
      maximumSignificantDigits: 2,
    });
    compactFormatters.set(key, formatter);
  }
  return formatter.format(money.amount / 10 ** minorUnits(money.currency));
}

/** A whole number as a person types it ("65,000", "65 000", "65.000" or "65000"); null when it is not one. */
export function readWholeNumber(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "");
  if (!/^(?:\d{1,3}(?:,\d{3})+|\d{1,3}(?:\.\d{3})+|\d+)$/.test(compact)) return null;
  return Number(compact.replace(/[,.]/g, ""));
}

/** "1 200 000", "1,200,000" or "1 200 000,50" (French) as minor units of the currency; null when unreadable. */
export function readAmount(text: string, currency: Currency): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, "");
  const decimalComma = /^\d+,\d{1,2}$/.test(compact) || /^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(compact);
  return parseAmount(decimalComma ? compact.replace(/\./g, "").replace(",", ".") : compact, currency);
}

/** An amount as a person types it ("1,495,410.50") in a currency, as integer minor units; null when unreadable. */
export function parseAmount(text: string, currency: Currency): number | null {
  const match = /^(\d{1,3}(?:,?\d{3})*)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const digits = minorUnits(currency);
  const fraction = (match[2] ?? "").padEnd(digits, "0");
  if (fraction.length > digits) return null;
  return Number((match[1] ?? "0").replace(/,/g, "")) * 10 ** digits + Number(fraction || 0);
}
