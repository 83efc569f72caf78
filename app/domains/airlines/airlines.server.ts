import { and, asc, eq, inArray, isNotNull, isNull, max, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { sanitizeHtml } from "~/domains/content/sanitize";
import type { Cabin } from "~/domains/flights/aircraft";
import type { Currency } from "~/domains/markets/markets";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import type { SectorPrice } from "./grid";
import { type AirlinePage, AirlinePageSchema } from "./schema";
import { airlinePages, routeFares } from "./tables";

type Row = typeof airlinePages.$inferSelect;

const fromRow = (row: Row): AirlinePage => {
  const page = AirlinePageSchema.parse({
    ...row,
    departures: JSON.parse(row.departuresJson),
    destinations: JSON.parse(row.destinationsJson),
  });
  return { ...page, descriptionHtml: sanitizeHtml(page.descriptionHtml) };
};

/**
 * An airline's page in this language, or in English when it has no translation yet (`locale` then says which the
 * words are in, so the page marks them); null when there is no such airline, or a content editor took it off the site.
 */
export async function getAirlinePage(db: Database, slug: string, locale: Locale): Promise<AirlinePage | null> {
  const rows = await db
    .select()
    .from(airlinePages)
    .where(
      and(
        eq(airlinePages.slug, slug),
        inArray(airlinePages.locale, [locale, DEFAULT_LOCALE]),
        isNull(airlinePages.unpublishedAt),
      ),
    );
  const row = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === DEFAULT_LOCALE);
  return row ? fromRow(row) : null;
}

/** Every airline with a page, by name: in this language where translated, else in English. */
export async function listAirlinePages(db: Database, locale: Locale): Promise<AirlinePage[]> {
  const rows = await db
    .select()
    .from(airlinePages)
    .where(and(inArray(airlinePages.locale, [locale, DEFAULT_LOCALE]), isNull(airlinePages.unpublishedAt)))
    .orderBy(asc(airlinePages.name));
  const bySlug = new Map<string, Row>();
  for (const row of rows) if (!bySlug.has(row.slug) || row.locale === locale) bySlug.set(row.slug, row);
  return [...bySlug.values()].map(fromRow);
}

/** Each airline page shown in English, with when its words last changed in any language: the sitemap's lastmod. */
export async function airlinePageDates(db: Database): Promise<Array<{ slug: string; updatedAt: string }>> {
  return db
    .select({ slug: airlinePages.slug, updatedAt: max(airlinePages.updatedAt).mapWith(String) })
    .from(airlinePages)
    .where(isNull(airlinePages.unpublishedAt))
    .groupBy(airlinePages.slug)
    .having(sql`SUM(${airlinePages.locale} = ${DEFAULT_LOCALE}) > 0`)
    .orderBy(asc(airlinePages.slug));
}

/** Creates or replaces an airline's page in one language; its description is sanitized before it is stored. */
export async function saveAirlinePage(db: Database, input: AirlinePage, now: Date): Promise<void> {
  const { departures, destinations, ...page } = AirlinePageSchema.parse(input);
  const values = {
    ...page,
    descriptionHtml: sanitizeHtml(page.descriptionHtml),
    departuresJson: JSON.stringify(departures),
    destinationsJson: JSON.stringify(destinations),
    updatedAt: now.toISOString(),
  };
  await db
    .insert(airlinePages)
    .values(values)
    .onConflictDoUpdate({ target: [airlinePages.slug, airlinePages.locale], set: values });
}

/** The fares found for one airline's sectors in one cabin: the grid's prices. */
export async function sectorPrices(
  db: Database,
  carrier: string,
  cabin: Cabin,
): Promise<Array<SectorPrice & { foundAt: string }>> {
  const rows = await db
    .select()
    .from(routeFares)
    .where(and(eq(routeFares.carrier, carrier), eq(routeFares.cabin, cabin)));
  return rows.map((row) => ({
    carrier: row.carrier,
    departureAirport: row.origin,
    destinationAirport: row.destination,
    amount: row.amount === null ? null : { amount: row.amount, currency: row.currency as Currency },
    isReturn: row.isReturn,
    departureDate: row.departDate,
    returnDate: row.returnDate,
    cabin: row.cabin as Cabin,
    foundAt: row.foundAt,
  }));
}

/**
 * The cheapest fare found on each route (whichever airline), cheapest first: into these airports, or on every route
 * (the product feed) when `airports` is null.
 */
export async function cheapestFaresInto(db: Database, airports: readonly string[] | null, limit: number) {
  if (airports?.length === 0) return [];
  const rows = await db
    .select()
    .from(routeFares)
    .where(
      airports
        ? and(inArray(routeFares.destination, [...airports]), isNotNull(routeFares.amount))
        : isNotNull(routeFares.amount),
    )
    .orderBy(asc(routeFares.amount));
  const seen = new Set<string>();
  const cheapest: Array<SectorPrice & { foundAt: string }> = [];
  for (const row of rows) {
    const route = `${row.origin}-${row.destination}`;
    if (seen.has(route) || row.amount === null) continue;
    seen.add(route);
    cheapest.push({
      carrier: row.carrier,
      departureAirport: row.origin,
      destinationAirport: row.destination,
      amount: { amount: row.amount, currency: row.currency as Currency },
      isReturn: row.isReturn,
      departureDate: row.departDate,
      returnDate: row.returnDate,
      cabin: row.cabin as Cabin,
      foundAt: row.foundAt,
    });
    if (cheapest.length === limit) break;
  }
  return cheapest;
}
