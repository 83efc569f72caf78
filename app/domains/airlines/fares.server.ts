import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Cabin } from "~/domains/flights/aircraft";
import { getAirport } from "~/domains/flights/airports";
import type { FlightSupplier } from "~/domains/flights/supplier";
import type { Currency, Money } from "~/domains/markets/markets";
import { DEFAULT_LOCALE } from "~/i18n/locales";
import { addDays } from "~/lib/time";
import { airlinePages, routeFares } from "./tables";

// The price grid's fares (product rules §4, Price grid): the lowest fare an airline's own flights offer on each of
// its sectors over the coming weeks, found by searching the flight supplier like a traveller would, kept in D1 and
// refreshed when a day old. Nothing here runs while a page waits: the cron and the airline page's waitUntil do it.

/** The days ahead searched for each sector: "the coming weeks", on five different weekdays (some routes fly only some days). */
export const FARE_DAYS_AHEAD = [8, 13, 18, 23, 28] as const;
/** A return fare's stay: a week. */
export const RETURN_STAY_DAYS = 7;
/** A fare older than this is searched again. */
export const FARE_FRESH_HOURS = 24;
/** Sectors searched per cron run, and per airline page that asks: each is a few searches. */
export const SECTORS_PER_RUN = 40;
/** Fares are found in one currency and shown in the visitor's. */
export const FARE_CURRENCY: Currency = "USD";

export interface Sector {
  carrier: string;
  origin: string;
  destination: string;
  cabin: Cabin;
}

/** A sector's Return flag: priced as a round trip when it crosses a border, one way at home (as airlines advertise). */
export const returnFlag = (origin: string, destination: string) =>
  getAirport(origin)?.country !== getAirport(destination)?.country;

const key = (s: Sector) => `${s.carrier}:${s.origin}:${s.destination}:${s.cabin}`;

/** Every sector the airline pages show, from their English rows (the grid is the same in every language). */
async function allSectors(db: Database, carrier?: string): Promise<Sector[]> {
  const pages = await db
    .select({
      code: airlinePages.code,
      departures: airlinePages.departuresJson,
      destinations: airlinePages.destinationsJson,
      cabin: airlinePages.cabin,
    })
    .from(airlinePages)
    .where(
      carrier
        ? and(eq(airlinePages.locale, DEFAULT_LOCALE), eq(airlinePages.code, carrier))
        : eq(airlinePages.locale, DEFAULT_LOCALE),
    );
  return pages.flatMap((page) =>
    (JSON.parse(page.departures) as string[]).flatMap((origin) =>
      (JSON.parse(page.destinations) as string[])
        .filter((destination) => destination !== origin)
        .map((destination) => ({ carrier: page.code, origin, destination, cabin: page.cabin as Cabin })),
    ),
  );
}

/** The sectors whose fare is missing or a day old, never searched first, then the stalest. */
export async function staleSectors(db: Database, now: Date, carrier?: string): Promise<Sector[]> {
  const sectors = await allSectors(db, carrier);
  const found = await db
    .select({
      carrier: routeFares.carrier,
      origin: routeFares.origin,
      destination: routeFares.destination,
      cabin: routeFares.cabin,
      foundAt: routeFares.foundAt,
    })
    .from(routeFares)
    .where(carrier ? eq(routeFares.carrier, carrier) : sql`1 = 1`);
  const foundAt = new Map(found.map((row) => [key({ ...row, cabin: row.cabin as Cabin }), row.foundAt]));
  const freshFrom = new Date(now.getTime() - FARE_FRESH_HOURS * 3_600_000).toISOString();
  return sectors
    .filter((sector) => (foundAt.get(key(sector)) ?? "") < freshFrom)
    .sort((a, b) => (foundAt.get(key(a)) ?? "").localeCompare(foundAt.get(key(b)) ?? ""));
}

/** The lowest fare on the airline's own flights for one sector, over the days ahead; null when none flies. */
export async function lowestFare(flights: Pick<FlightSupplier, "search">, sector: Sector, now: Date) {
  const isReturn = returnFlag(sector.origin, sector.destination);
  const today = now.toISOString().slice(0, 10);
  let best: { amount: Money; departDate: string; returnDate: string | null } | null = null;
  for (const ahead of FARE_DAYS_AHEAD) {
    const departDate = addDays(today, ahead);
    const returnDate = isReturn ? addDays(departDate, RETURN_STAY_DAYS) : null;
    const slices = [{ from: sector.origin, to: sector.destination, date: departDate }];
    if (returnDate) slices.push({ from: sector.destination, to: sector.origin, date: returnDate });
    const offers = await flights
      .search(
        {
          slices,
          adults: 1,
          childAges: [],
          infants: 0,
          cabin: sector.cabin,
          currency: FARE_CURRENCY,
          carriers: [sector.carrier],
        },
        now,
      )
      .catch(() => []);
    for (const offer of offers) {
      const own = offer.slices.every((slice) => slice.segments.every((s) => s.carrier.code === sector.carrier));
      const total = offer.families[0]?.total;
      if (own && total && total.amount > 0 && (!best || total.amount < best.amount.amount))
        best = { amount: total, departDate, returnDate };
    }
  }
  return { isReturn, best };
}

/**
 * Searches up to `limit` stale sectors (one airline's, or every airline's) and keeps what it found: a price with
 * its dates, or no amount (the grid's N/A). Run twice, it searches nothing the first run made fresh.
 */
export async function refreshRouteFares(
  deps: { db: Database; flights: Pick<FlightSupplier, "search">; now: Date },
  options: { carrier?: string; limit?: number } = {},
): Promise<{ searched: number; left: number }> {
  const due = await staleSectors(deps.db, deps.now, options.carrier);
  const batch = due.slice(0, options.limit ?? SECTORS_PER_RUN);
  for (const sector of batch) {
    const { isReturn, best } = await lowestFare(deps.flights, sector, deps.now);
    const values = {
      ...sector,
      isReturn,
      amount: best?.amount.amount ?? null,
      currency: best?.amount.currency ?? FARE_CURRENCY,
      departDate: best?.departDate ?? null,
      returnDate: best?.returnDate ?? null,
      foundAt: deps.now.toISOString(),
    };
    await deps.db
      .insert(routeFares)
      .values(values)
      .onConflictDoUpdate({
        target: [routeFares.carrier, routeFares.origin, routeFares.destination, routeFares.cabin],
        set: values,
      });
  }
  return { searched: batch.length, left: due.length - batch.length };
}
