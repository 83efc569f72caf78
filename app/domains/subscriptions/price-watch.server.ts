import { and, asc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import { runBatch } from "~/db/batch";
import type { Database } from "~/db/client.server";
import { commit } from "~/domains/checkout/checkout.server";
import { moveStatements } from "~/domains/core/state-machine";
import { resolveAirport } from "~/domains/flights/resolve-airport";
import { parseSearchParams, validateSearch } from "~/domains/flights/search-query";
import { supplierQuery } from "~/domains/flights/search.server";
import type { FlightSupplier } from "~/domains/flights/supplier";
import type { Currency } from "~/domains/markets/markets";
import { fromRow, subscriptionEmail, type SubscriptionDeps } from "./subscriptions.server";
import { subscriptions } from "./tables";
import {
  SUBSCRIPTION,
  type Subscription,
  WATCH_CHECK_HOURS,
  WATCH_SEARCHES_PER_RUN,
  type WatchDetails,
  WatchDetailsSchema,
} from "./types";

// Price watches (decision 014): the cron searches each confirmed watch again, one search for every watch of the same trip,
// and e-mails its address when the lowest total falls below what it saw (and below the last price it was told of,
// so one drop is told once). A watch whose day of travel has passed ends on its own.

/** The watches the cron searches: confirmed price watches. */
const confirmedWatches = () => and(eq(subscriptions.kind, "price_watch"), eq(subscriptions.status, "confirmed"));

/** The lowest total a search for this trip finds today, for everyone travelling; null when it cannot be searched. */
export async function lowestTotal(
  flights: Pick<FlightSupplier, "search">,
  search: string,
  currency: Currency,
  now: Date,
): Promise<number | null> {
  const { input } = parseSearchParams(new URLSearchParams(search));
  // A search the results page would refuse (a day that is not one, a return before the departure) is not searched.
  if (Object.keys(validateSearch(input, now.toISOString().slice(0, 10))).length > 0) return null;
  const codes = input.legs.map((leg) => {
    const [from, to] = [resolveAirport(leg.from), resolveAirport(leg.to)];
    return from.status === "ok" && to.status === "ok" ? { from: from.airport.code, to: to.airport.code } : null;
  });
  if (codes.some((c) => c === null)) return null;
  const offers = await flights
    .search(supplierQuery(input, codes as Array<{ from: string; to: string }>, currency), now)
    .catch(() => null);
  if (!offers) return null;
  const totals = offers.map((o) => o.families[0]?.total.amount ?? Number.POSITIVE_INFINITY);
  return totals.length ? Math.min(...totals) : null;
}

/**
 * What a new price watch keeps: its search, the lowest total a search finds for it now (never a price the form
 * claims) and its last day of travel; null when the search cannot be run or has no fare.
 */
export async function watchDetails(
  flights: Pick<FlightSupplier, "search">,
  search: string,
  currency: Currency,
  now: Date,
): Promise<WatchDetails | null> {
  const lowest = await lowestTotal(flights, search, currency, now);
  const { input } = parseSearchParams(new URLSearchParams(search));
  const departs = input.trip === "return" ? input.returnDate : (input.legs.at(-1)?.depart ?? "");
  if (lowest === null || !/^\d{4}-\d{2}-\d{2}$/.test(departs)) return null;
  return { search, seen: { amount: lowest, currency }, departs };
}

/**
 * One cron run over the watches due (never searched, or last searched WATCH_CHECK_HOURS ago): at most `searches`
 * distinct trips searched. Run twice, the second finds nothing due and sends nothing.
 */
export async function checkPriceWatches(
  deps: SubscriptionDeps & { flights: Pick<FlightSupplier, "search"> },
  searches = WATCH_SEARCHES_PER_RUN,
): Promise<{ searched: number; alerted: number; ended: number }> {
  const { db, now } = deps;
  const dueBefore = new Date(now.getTime() - WATCH_CHECK_HOURS * 3_600_000).toISOString();
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(confirmedWatches(), or(isNull(subscriptions.checkedAt), lt(subscriptions.checkedAt, dueBefore))))
    .orderBy(asc(subscriptions.checkedAt))
    .limit(searches * 20);
  // One search for every watch of the same trip in the same currency.
  const trips = new Map<string, Array<Subscription & { details: WatchDetails }>>();
  for (const row of rows) {
    const watch = fromRow(row);
    if (!watch.details) continue;
    const trip = `${watch.details.seen.currency} ${watch.details.search}`;
    trips.set(trip, [...(trips.get(trip) ?? []), watch as Subscription & { details: WatchDetails }]);
  }
  const today = now.toISOString().slice(0, 10);
  const at = now.toISOString();
  let [searched, alerted, ended] = [0, 0, 0];
  for (const watches of [...trips.values()].slice(0, searches)) {
    const first = watches[0];
    if (!first) continue;
    if (first.details.departs < today) {
      await runBatch(
        db,
        watches.flatMap((watch) =>
          moveStatements(db, SUBSCRIPTION, watch, "ended", { reason: "its day of travel has passed", now }),
        ) as [never],
      );
      ended += watches.length;
      continue;
    }
    searched += 1;
    const lowest = await lowestTotal(deps.flights, first.details.search, first.details.seen.currency, now);
    const dropped = watches.filter(
      (w) => lowest !== null && lowest < Math.min(w.details.seen.amount, w.alertedAmount ?? Number.POSITIVE_INFINITY),
    );
    const unchanged = watches.filter((w) => !dropped.includes(w)).map((w) => w.id);
    // D1 binds at most 100 values a statement.
    for (let i = 0; i < unchanged.length; i += 90) {
      await db
        .update(subscriptions)
        .set({ checkedAt: at })
        .where(inArray(subscriptions.id, unchanged.slice(i, i + 90)));
    }
    for (const watch of dropped) {
      // The new price and its e-mail in one batch: the job's key is the price, so one drop is told once.
      await commit(
        deps,
        [
          db
            .update(subscriptions)
            .set({ checkedAt: at, alertedAmount: lowest, updatedAt: at })
            .where(eq(subscriptions.id, watch.id)),
        ],
        [subscriptionEmail(watch.id, "alert", String(lowest))],
      );
      alerted += 1;
    }
  }
  return { searched, alerted, ended };
}

/**
 * The sandbox's test hook for a fare drop (docs/sandbox.md; /dev/seed, loopback only): the price an address's
 * confirmed watches saw becomes `factor` times what it was, as if the fare had been dearer when they were set, and
 * they are due for a search. Answers how many watches it changed.
 */
export async function sandboxFareDrop(db: Database, email: string, factor = 2): Promise<number> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(confirmedWatches(), eq(subscriptions.email, email.toLowerCase())));
  for (const row of rows) {
    const details = WatchDetailsSchema.parse(JSON.parse(row.detailsJson ?? "null"));
    const seen = { ...details.seen, amount: Math.round(details.seen.amount * factor) };
    await db
      .update(subscriptions)
      .set({ detailsJson: JSON.stringify({ ...details, seen }), checkedAt: null })
      .where(eq(subscriptions.id, row.id));
  }
  return rows.length;
}
