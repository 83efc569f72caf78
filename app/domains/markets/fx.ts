import { type Currency, CURRENCIES, minorUnits, type Money } from "./markets";

/** How many units of each currency one US dollar buys. The sandbox `FxRates` is this fixed table (docs/architecture.md). */
export const USD_RATES: Record<Currency, number> = {
  USD: 1,
  NGN: 1550,
  GBP: 0.79,
  EUR: 0.92,
  GHS: 15.4,
  KES: 129.2,
  ZAR: 18.1,
  XOF: 603.5,
  AED: 3.6725,
  CAD: 1.38,
};

export interface FxRates {
  /** Units of `to` per unit of `from`. */
  rate(from: Currency, to: Currency): number;
}

export const fixedFxRates: FxRates = {
  rate(from, to) {
    return USD_RATES[to] / USD_RATES[from];
  },
};

/**
 * The rates prices use: the latest kept in D1 (markets/fx-rates.server.ts), put here by the Worker for its isolate
 * when it loads them (at most every few minutes; decision 018), and the fixed table until then. Every request of an
 * isolate reads the same day's rates, so sharing them is safe.
 */
let current: FxRates = fixedFxRates;

export function setFxRates(rates: FxRates): void {
  current = rates;
}

/** Converts integer minor units between currencies, rounding half up to the target's minor unit. */
export function convert(money: Money, to: Currency, rates: FxRates = current): Money {
  if (money.currency === to) return money;
  const units = (money.amount / 10 ** minorUnits(money.currency)) * rates.rate(money.currency, to);
  return { amount: Math.round(units * 10 ** minorUnits(to)), currency: to };
}

/** Rounds to whole units of the currency (fares are quoted that way): NGN 132,457.83 -> NGN 132,458. */
export function roundToWholeUnits(money: Money): Money {
  const factor = 10 ** minorUnits(money.currency);
  return { amount: Math.round(money.amount / factor) * factor, currency: money.currency };
}

export function isSupportedCurrency(code: string): code is Currency {
  return (CURRENCIES as readonly string[]).includes(code);
}
