import type { Database } from "~/db/client.server";
import { setFxRates } from "./fx";
import { DEFAULT_FX_MAX_AGE_DAYS, latestRates, ratesAsOf, type StoredRates } from "./fx-rates.server";

// Loading the kept rates for an isolate (decision 018): one D1 read at most every RELOAD_MS, then every conversion of
// the isolate uses them (fx.ts, setFxRates).

const RELOAD_MS = 10 * 60_000;
let loaded: { at: number; rates: StoredRates; key: string } | null = null;

export async function loadFxRates(
  db: Database,
  env: { FX_SOURCE: string; FX_MAX_AGE_DAYS: string },
  now: Date,
): Promise<StoredRates> {
  const today = now.toISOString().slice(0, 10);
  const key = `${env.FX_SOURCE}:${env.FX_MAX_AGE_DAYS}:${today}`;
  if (loaded && loaded.key === key && now.getTime() - loaded.at < RELOAD_MS && now.getTime() >= loaded.at) {
    return loaded.rates;
  }
  const maxAge = Number(env.FX_MAX_AGE_DAYS);
  const rates = ratesAsOf(await latestRates(db, today), {
    today,
    maxAgeDays: Number.isFinite(maxAge) && maxAge > 0 ? maxAge : DEFAULT_FX_MAX_AGE_DAYS,
    sandbox: env.FX_SOURCE === "sandbox",
  });
  setFxRates(rates);
  loaded = { at: now.getTime(), rates, key };
  return rates;
}
