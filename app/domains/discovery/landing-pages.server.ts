import { and, asc, eq, gte, inArray, isNull, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { cheapestFaresInto } from "~/domains/airlines/airlines.server";
import { cellSearch, type SectorPrice } from "~/domains/airlines/grid";
import { sanitizeHtml } from "~/domains/content/sanitize";
import { convert, roundToWholeUnits } from "~/domains/markets/fx";
import { type Currency, formatMoney } from "~/domains/markets/markets";
import { PRODUCTS, type ProductKey } from "~/domains/products/catalog";
import { DEFAULT_LOCALE, type Locale, type LocalePrefix, withLocalePrefix } from "~/i18n/locales";
import { LANDING_PREFIX, type LandingKind } from "./schema";
import { landingPages } from "./tables";

// The content-managed landing paths (product rules §1; decision 014): editors' pages for deals, services, products
// and anything else, each in the visitor's language or, untranslated, in English (the page marks it). A deal's route
// shows the cheapest fare the airline pages found on it, never a price of its own.

export interface LandingPage {
  slug: string;
  kind: LandingKind;
  /** The language its words are in: the page's, or English when it has no translation yet. */
  lang: Locale;
  title: string;
  description: string;
  headline: string;
  html: string;
  product: ProductKey | null;
  route: { from: string; to: string } | null;
  endsOn: string | null;
  path: string;
}

type Row = typeof landingPages.$inferSelect;

const fromRow = (row: Row): LandingPage => ({
  slug: row.slug,
  kind: row.kind as LandingKind,
  lang: row.locale as Locale,
  title: row.title,
  description: row.description,
  headline: row.headline,
  html: sanitizeHtml(row.html),
  product: PRODUCTS.some((p) => p.key === row.product) ? (row.product as ProductKey) : null,
  route: row.origin && row.destination ? { from: row.origin, to: row.destination } : null,
  endsOn: row.endsOn,
  path: `${LANDING_PREFIX[row.kind as LandingKind]}/${row.slug}`,
});

/** One row per page: this language's where there is one, else English's. */
function preferred(rows: readonly Row[], locale: Locale): Row[] {
  const bySlug = new Map<string, Row>();
  for (const row of rows) if (!bySlug.has(row.slug) || row.locale === locale) bySlug.set(row.slug, row);
  return [...bySlug.values()];
}

/**
 * A landing page of this kind, in this language or English, with whether it has ended (a deal past its last day:
 * the page answers 410 Gone). Null when there is none.
 */
export async function getLandingPage(
  db: Database,
  kind: LandingKind,
  slug: string,
  locale: Locale,
  today: string,
): Promise<{ page: LandingPage; ended: boolean } | null> {
  const rows = await db
    .select()
    .from(landingPages)
    .where(
      and(
        eq(landingPages.slug, slug),
        eq(landingPages.kind, kind),
        inArray(landingPages.locale, [locale, DEFAULT_LOCALE]),
        isNull(landingPages.unpublishedAt),
      ),
    );
  const [row] = preferred(rows, locale);
  if (!row) return null;
  return { page: fromRow(row), ended: row.endsOn !== null && row.endsOn < today };
}

/** The pages still shown today (of one kind, or all), in their editors' order. */
export async function listLandingPages(
  db: Database,
  locale: Locale,
  today: string,
  kind?: LandingKind,
): Promise<LandingPage[]> {
  const rows = await db
    .select()
    .from(landingPages)
    .where(
      and(
        inArray(landingPages.locale, [locale, DEFAULT_LOCALE]),
        isNull(landingPages.unpublishedAt),
        or(isNull(landingPages.endsOn), gte(landingPages.endsOn, today)),
        kind ? eq(landingPages.kind, kind) : undefined,
      ),
    )
    .orderBy(asc(landingPages.position), asc(landingPages.slug));
  return preferred(rows, locale).map(fromRow);
}

/** Every page still shown, by path, with when its words last changed in any language (for the sitemap). */
export async function landingPaths(db: Database, today: string): Promise<Array<{ path: string; updatedAt: string }>> {
  const rows = await db
    .select({ slug: landingPages.slug, kind: landingPages.kind, updatedAt: landingPages.updatedAt })
    .from(landingPages)
    .where(and(isNull(landingPages.unpublishedAt), or(isNull(landingPages.endsOn), gte(landingPages.endsOn, today))));
  const shown = new Set((await listLandingPages(db, DEFAULT_LOCALE, today)).map((page) => page.slug));
  const latest = new Map<string, { path: string; updatedAt: string }>();
  for (const row of rows) {
    if (!shown.has(row.slug)) continue;
    const path = `${LANDING_PREFIX[row.kind as LandingKind]}/${row.slug}`;
    const seen = latest.get(row.slug);
    if (!seen || row.updatedAt > seen.updatedAt) latest.set(row.slug, { path, updatedAt: row.updatedAt });
  }
  return [...latest.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * What a page's call to action opens: for a route, the cheapest fare found on it (its search, priced) or, with none
 * found yet, the flight page with the route filled in; else its product's page; else nothing.
 */
export async function landingAction(
  db: Database,
  pages: readonly LandingPage[],
): Promise<Map<string, { fare: SectorPrice | null; href: string } | null>> {
  const destinations = [...new Set(pages.flatMap((p) => (p.route ? [p.route.to] : [])))];
  const fares = destinations.length ? await cheapestFaresInto(db, destinations, 500) : [];
  return new Map(
    pages.map((page) => {
      if (page.route) {
        const { from, to } = page.route;
        const fare = fares.find((f) => f.departureAirport === from && f.destinationAirport === to) ?? null;
        const query = cellSearch(fare ?? undefined);
        return [
          page.slug,
          query
            ? { fare, href: `/flight/search?${query}` }
            : { fare: null, href: `/flight?${new URLSearchParams({ trip: "oneway", from, to })}` },
        ];
      }
      const product = PRODUCTS.find((p) => p.key === page.product);
      return [page.slug, product ? { fare: null, href: product.path } : null];
    }),
  );
}

/** A page as a card (the deals index, the landing page's offers): its words, and its call to action priced. */
export interface LandingCard extends LandingPage {
  /** The fare found on its route, in the visitor's currency, or null. */
  price: string | null;
  trip: "oneWay" | "return" | null;
  /** What its call to action opens (in the page's language), or null when it has none. */
  href: string | null;
}

export async function landingCards(
  db: Database,
  pages: readonly LandingPage[],
  options: { locale: Locale; prefix: LocalePrefix; currency: Currency },
): Promise<LandingCard[]> {
  const actions = await landingAction(db, pages);
  return pages.map((page) => {
    const action = actions.get(page.slug) ?? null;
    const fare = action?.fare;
    return {
      ...page,
      price: fare?.amount
        ? formatMoney(roundToWholeUnits(convert(fare.amount, options.currency)), options.locale)
        : null,
      trip: fare ? (fare.isReturn ? "return" : "oneWay") : null,
      href: action ? withLocalePrefix(options.prefix, action.href) : null,
    };
  });
}
