import { z } from "zod";
import { USD_RATES } from "./fx";
import { type Currency, CURRENCIES } from "./markets";

// Where exchange rates come from (decision 018). Each source answers how many units of every market's currency
// one US dollar buys, and the day that is for. The sandbox's is the fixed table; the real one is ExchangeRate-API's
// open access (https://www.exchangerate-api.com/docs/free), which covers every market's currency.

export interface FxQuote {
  /** The day (UTC) the rates are for. */
  day: string;
  perUsd: Record<Currency, number>;
}

export interface FxSource {
  name: string;
  latest(now: Date): Promise<FxQuote>;
}

/** The CFA franc (XOF) is pegged to the euro: 655.957 francs a euro, exactly. */
export const XOF_PER_EUR = 655.957;

export const sandboxFxSource: FxSource = {
  name: "sandbox",
  latest: async (now) => ({ day: now.toISOString().slice(0, 10), perUsd: { ...USD_RATES } }),
};

export const OPEN_ER_API = "https://open.er-api.com/v6/latest/USD";

const OpenErApiSchema = z.object({
  result: z.literal("success"),
  base_code: z.literal("USD"),
  time_last_update_unix: z.number().int().positive(),
  rates: z.record(z.string(), z.number().positive()),
});

/** ExchangeRate-API's open access: updated daily, no key; its terms ask for attribution where rates are shown. */
export function openErApiSource(fetcher: typeof fetch = fetch, timeoutMs = 10_000): FxSource {
  return {
    name: "open-er-api",
    async latest() {
      const response = await fetcher(OPEN_ER_API, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`open-er-api answered ${response.status}`);
      const body = OpenErApiSchema.parse(await response.json());
      const perUsd = {} as Record<Currency, number>;
      for (const currency of CURRENCIES) {
        const rate = currency === "XOF" && body.rates.EUR ? body.rates.EUR * XOF_PER_EUR : body.rates[currency];
        if (!rate) throw new Error(`open-er-api has no rate for ${currency}`);
        perUsd[currency] = rate;
      }
      return { day: new Date(body.time_last_update_unix * 1000).toISOString().slice(0, 10), perUsd };
    },
  };
}

/** The source FX_SOURCE names; null for a name this build does not know. */
export function fxSourceNamed(name: string, fetcher?: typeof fetch): FxSource | null {
  if (name === "sandbox") return sandboxFxSource;
  if (name === "open-er-api") return openErApiSource(fetcher);
  return null;
}
