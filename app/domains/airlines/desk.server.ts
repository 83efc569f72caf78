import { and, asc, eq, sql } from "drizzle-orm";

import type { Database } from "~/db/client.server";
import { sanitizeHtml } from "~/domains/content/sanitize";
import { auditStatement } from "~/domains/staff/audit.server";
import type { DeskActor } from "~/domains/staff/roles";
import type { Locale } from "~/i18n/locales";
import { type AirlineWords, AirlineWordsSchema } from "./schema";
import { airlinePages } from "./tables";

// Airline pages at the desk (decision 026): a content editor saves new words as a draft (the description sanitized on
// save, as the content seed does), previews it as the site shows it, and publishes it, which replaces the live words
// and leaves the page the desk's (the content seed no longer overwrites it); or takes the page off the site and puts
// it back. Each action writes its audit row in its batch. The caller purges the pages it changed from the page cache.

export interface AirlineDeskPage {
  slug: string;
  locale: Locale;
  name: string;
  live: AirlineWords;
  draft: AirlineWords | null;
  published: boolean;
  editedBy: string | null;
  updatedAt: string;
}

/** A saved draft, its description sanitized again as it is read (DESIGN.md: on write and on render). */
const draftOf = (json: string): AirlineWords => {
  const draft = AirlineWordsSchema.parse(JSON.parse(json));
  return { ...draft, descriptionHtml: sanitizeHtml(draft.descriptionHtml) };
};

const toDesk = (row: typeof airlinePages.$inferSelect): AirlineDeskPage => ({
  slug: row.slug,
  locale: row.locale as Locale,
  name: row.name,
  live: {
    pageTitle: row.pageTitle,
    metaDescription: row.metaDescription,
    headerText: row.headerText,
    descriptionHtml: sanitizeHtml(row.descriptionHtml),
  },
  draft: row.draftJson ? draftOf(row.draftJson) : null,
  published: row.unpublishedAt === null,
  editedBy: row.editedBy,
  updatedAt: row.updatedAt,
});

/** Every airline page in every language, by name: the content desk's list. */
export async function airlineDeskPages(db: Database): Promise<AirlineDeskPage[]> {
  const rows = await db.select().from(airlinePages).orderBy(asc(airlinePages.name), asc(airlinePages.locale));
  return rows.map(toDesk);
}

export async function airlineDeskPage(db: Database, slug: string, locale: string): Promise<AirlineDeskPage | null> {
  const [row] = await db
    .select()
    .from(airlinePages)
    .where(and(eq(airlinePages.slug, slug), eq(airlinePages.locale, locale)));
  return row ? toDesk(row) : null;
}

const record = (slug: string, locale: string) => ({ kind: "airline_page", id: `${slug}/${locale}` });
const thePage = (slug: string, locale: string) => and(eq(airlinePages.slug, slug), eq(airlinePages.locale, locale));

/** Keeps an edit as the page's draft, its description sanitized; the live page is unchanged. */
export async function saveAirlineDraft(
  db: Database,
  page: { slug: string; locale: string },
  words: AirlineWords,
  actor: DeskActor,
  now: Date,
): Promise<boolean> {
  const draft = { ...AirlineWordsSchema.parse(words), descriptionHtml: sanitizeHtml(words.descriptionHtml) };
  const [saved] = await db.batch([
    db
      .update(airlinePages)
      .set({ draftJson: JSON.stringify(draft) })
      .where(thePage(page.slug, page.locale))
      .returning({ slug: airlinePages.slug }),
    auditStatement(db, actor, { action: "content.save", record: record(page.slug, page.locale) }, now),
  ]);
  return saved.length > 0;
}

/** Publishes the page's draft: its words replace the live ones, the draft is gone, and the page is on the site. */
export async function publishAirlineDraft(
  db: Database,
  page: { slug: string; locale: string },
  actor: DeskActor,
  now: Date,
): Promise<boolean> {
  const current = await airlineDeskPage(db, page.slug, page.locale);
  if (!current?.draft) return false;
  const draftJson = JSON.stringify(current.draft);
  const [published] = await db.batch([
    db
      .update(airlinePages)
      .set({
        ...current.draft,
        descriptionHtml: sanitizeHtml(current.draft.descriptionHtml),
        draftJson: null,
        editedBy: actor.staffId,
        unpublishedAt: null,
        updatedAt: now.toISOString(),
      })
      // The draft read above, unchanged since: an edit saved meanwhile is not published unread.
      .where(and(thePage(page.slug, page.locale), eq(airlinePages.draftJson, draftJson)))
      .returning({ slug: airlinePages.slug }),
    auditStatement(
      db,
      actor,
      { action: "content.publish", record: record(page.slug, page.locale) },
      now,
      sql`EXISTS (SELECT 1 FROM ${airlinePages} WHERE ${airlinePages.slug} = ${page.slug} AND ${airlinePages.locale} = ${page.locale} AND ${airlinePages.draftJson} IS NULL AND ${airlinePages.updatedAt} = ${now.toISOString()})`,
    ),
  ]);
  return published.length > 0;
}

/** Takes the page off the site (its URL answers 404, the sitemap leaves it), or puts it back. */
export async function setAirlinePageShown(
  db: Database,
  page: { slug: string; locale: string },
  shown: boolean,
  actor: DeskActor,
  now: Date,
): Promise<boolean> {
  const [changed] = await db.batch([
    db
      .update(airlinePages)
      .set({ unpublishedAt: shown ? null : now.toISOString(), editedBy: actor.staffId, updatedAt: now.toISOString() })
      .where(thePage(page.slug, page.locale))
      .returning({ slug: airlinePages.slug }),
    auditStatement(
      db,
      actor,
      { action: shown ? "content.republish" : "content.unpublish", record: record(page.slug, page.locale) },
      now,
    ),
  ]);
  return changed.length > 0;
}

/**
 * Whether a page's path shows an airline's words, so a publish drops it from the page cache: the airline's own page
 * in each language, the airlines' index, and the landing pages that list airlines.
 */
export const showsAirlinePage = (slug: string) => (path: string) =>
  /^(?:\/(?:en-US|fr-FR))?(?:\/airline(?:\/[a-z0-9-]+)?)?\/?$/.test(path) &&
  (!/\/airline\/[a-z0-9-]+$/.test(path) || path.endsWith(`/airline/${slug}`));
