import { asc } from "drizzle-orm";
import { type ContentOwner, deskRows } from "~/domains/content/desk.server";
import { sanitizeHtml } from "~/domains/content/sanitize";
import type { z } from "zod";
import { AIRLINE_PAGE_WORDS } from "./desk-schema";
import { airlinePages } from "./tables";

// Airline pages at the content desk (content/desk.server.ts, decision 026): an editor changes a page's words in one
// language; its sectors, header image and cabin stay the content files'. Published, the page is the desk's: the
// content seed no longer overwrites it.

const rows = deskRows<z.infer<typeof AIRLINE_PAGE_WORDS.schema>>(airlinePages, airlinePages.slug);

export const airlinePagesAtDesk: ContentOwner<z.infer<typeof AIRLINE_PAGE_WORDS.schema>> = {
  entity: "airlines",
  words: AIRLINE_PAGE_WORDS,
  async list(db) {
    const rows = await db.select().from(airlinePages).orderBy(asc(airlinePages.name), asc(airlinePages.locale));
    return rows.map((r) => ({ key: r.slug, locale: r.locale, name: r.name, published: r.unpublishedAt === null }));
  },
  async read(db, key, locale) {
    const [row] = await db.select().from(airlinePages).where(rows.where({ key, locale }));
    if (!row) return null;
    const { pageTitle, metaDescription, headerText } = row;
    return {
      name: row.name,
      words: { pageTitle, metaDescription, headerText, descriptionHtml: sanitizeHtml(row.descriptionHtml) },
      published: row.unpublishedAt === null,
      path: `/airline/${row.slug}`,
    };
  },
  publish: rows.publish,
  show: rows.show,
  shows: (slug) => showsAirlinePage(slug),
};

/**
 * Whether a page's path shows an airline's words, so a publish drops it from the page cache: the airline's own page
 * in each language, the airlines' index, and the landing pages that list airlines.
 */
export const showsAirlinePage = (slug: string) => (path: string) =>
  /^(?:\/(?:en-US|fr-FR))?(?:\/airline(?:\/[a-z0-9-]+)?)?\/?$/.test(path) &&
  (!/\/airline\/[a-z0-9-]+$/.test(path) || path.endsWith(`/airline/${slug}`));
