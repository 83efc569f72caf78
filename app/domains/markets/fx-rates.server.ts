import { desc, eq, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { runBatch } from "~/db/batch";
import { addDays } from "~/lib/time";
import { type FxRates, fixedFxRates, USD_RATES } from "./fx";
import type { FxSource } from "./fx-sources";
import { type Currency, CURRENCIES } from "./markets";
import { fxRates } from "./tables";

// Stored exchange rates (decision 018): the cron fetches the day's rates once and keeps them; prices use the
// latest kept. A failed fetch keeps the last good rates and logs; rates older than FX_MAX_AGE_DAYS are stale, and
// foreign-currency sales stop (the payment steps answer the spec's unavailable page) rather than sell at them.

/** Rates older than this many days are stale, unless set otherwise by FX_MAX_AGE_DAYS. */
export const DEFAULT_FX_MAX_AGE_DAYS = 3;

export interface StoredRates extends FxRates {
  /** The day the rates are for; null when none is kept (the fixed table). */
  day: string | null;
  stale: boolean;
}

/** The latest day's rates kept up to `today`, if any. */
export async function latestRates(
  db: Database,
  today: string,
): Promise<{ day: string; perUsd: Record<Currency, number> } | null> {
  const [last] = await db
    .select({ day: fxRates.day })
    .from(fxRates)
    .where(lte(fxRates.day, today))
    .orderBy(desc(fxRates.day))
    .limit(1);
  if (!last) return null;
  const rows = await db.select().from(fxRates).where(eq(fxRates.day, last.day));
  const perUsd = { ...USD_RATES };
  for (const row of rows)
    if ((CURRENCIES as readonly string[]).includes(row.currency)) perUsd[row.currency as Currency] = row.perUsd;
  return rows.length === CURRENCIES.length ? { day: last.day, perUsd } : null;
}

/**
 * The cron: the source's latest rates, kept once a day (a second run the same day fetches nothing). A failure keeps
 * what was there and says why in the log.
 */
export async function refreshRates(deps: {
  db: Database;
  now: Date;
  source: FxSource;
}): Promise<"kept" | "fresh" | "failed"> {
  const today = deps.now.toISOString().slice(0, 10);
  const latest = await latestRates(deps.db, today);
  if (latest && latest.day >= today) return "fresh";
  try {
    const quote = await deps.source.latest(deps.now);
    const at = deps.now.toISOString();
    await runBatch(
      deps.db,
      CURRENCIES.map((currency) =>
        deps.db
          .insert(fxRates)
          .values({ day: quote.day, currency, perUsd: quote.perUsd[currency], source: deps.source.name, fetchedAt: at })
          .onConflictDoUpdate({
            target: [fxRates.day, fxRates.currency],
            set: { perUsd: quote.perUsd[currency], source: deps.source.name, fetchedAt: at },
          }),
      ) as [never],
    );
    return "kept";
  } catch (error) {
    console.error(`exchange rates: ${deps.source.name} failed, keeping ${latest?.day ?? "none"}`, error);
    return "failed";
  }
}

/**
 * The rates prices use now: the latest kept, stale when older than `maxAgeDays`. With none kept, the fixed table:
 * stale unless the source is the sandbox, since nothing real was ever fetched.
 */
export function ratesAsOf(
  latest: { day: string; perUsd: Record<Currency, number> } | null,
  options: { today: string; maxAgeDays: number; sandbox: boolean },
): StoredRates {
  if (!latest) return { ...fixedFxRates, day: null, stale: !options.sandbox };
  // The sandbox's rates are its fixed table, the same every day: never stale.
  const stale = !options.sandbox && latest.day < addDays(options.today, -options.maxAgeDays);
  return { day: latest.day, stale, rate: (from, to) => latest.perUsd[to] / latest.perUsd[from] };
}
