import { createCookie } from "react-router";
import { type Locale, isLocale } from "~/i18n/locales";
import { type Market, MARKET_COUNTRIES, defaultMarket, isCurrency } from "./markets";
import { MarketSchema } from "./schema";

const YEAR = 60 * 60 * 24 * 365;

/** The saved language: read after the URL prefix, before the default (product rules §1). */
export const languageCookie = createCookie("tern_lang", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: true,
  maxAge: YEAR,
});

export const marketCookie = createCookie("tern_market", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  secure: true,
  maxAge: YEAR,
});

export async function readSavedLocale(cookieHeader: string | null): Promise<Locale | null> {
  if (!cookieHeader?.includes("tern_lang=")) return null;
  const value: unknown = await languageCookie.parse(cookieHeader);
  return isLocale(value) ? value : null;
}

export async function readMarket(cookieHeader: string | null, locale: Locale): Promise<Market> {
  // Most requests carry no market cookie: answer without building a validation error.
  if (!cookieHeader?.includes("tern_market=")) return defaultMarket(locale);
  const parsed = MarketSchema.safeParse(await marketCookie.parse(cookieHeader));
  return parsed.success ? parsed.data : defaultMarket(locale);
}

/** The API takes the currency from `x-currency` (product rules §7); anything else falls back to the market's. */
export function withCurrencyHeader(market: Market, header: string | null): Market {
  const code = header?.trim().toUpperCase();
  return isCurrency(code) ? { ...market, currency: code } : market;
}

export function changeCountry(market: Market, country: keyof typeof MARKET_COUNTRIES): Market {
  return { country, currency: MARKET_COUNTRIES[country] };
}

/** The market a switcher asks for: a country brings its own currency; a currency keeps the country. */
export function marketAfter(
  market: Market,
  form:
    | { intent: "country"; country: keyof typeof MARKET_COUNTRIES }
    | { intent: "currency"; currency: Market["currency"] },
): Market {
  return form.intent === "country" ? changeCountry(market, form.country) : { ...market, currency: form.currency };
}

export function saveMarket(market: Market): Promise<string> {
  return marketCookie.serialize(market);
}

export function saveLocale(locale: Locale): Promise<string> {
  return languageCookie.serialize(locale);
}
