import { and, asc, desc, eq, isNull, max, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";
import { sanitizeHtml } from "./sanitize";
import {
  type BlogPost,
  BlogPostSchema,
  type FaqEntry,
  FaqEntrySchema,
  type Office,
  OfficeSchema,
  type StaticPage,
  type StaticPageSlug,
  StaticPageSchema,
} from "./schema";
import { blogPosts, faqEntries, offices, staticPages } from "./tables";

/** A static page in one language, its HTML sanitized again on the way out; null when it has none. */
export async function getStaticPage(db: Database, slug: StaticPageSlug, locale: Locale): Promise<StaticPage | null> {
  const [row] = await db
    .select({
      slug: staticPages.slug,
      locale: staticPages.locale,
      title: staticPages.title,
      description: staticPages.description,
      html: staticPages.html,
    })
    .from(staticPages)
    .where(and(eq(staticPages.slug, slug), eq(staticPages.locale, locale), isNull(staticPages.unpublishedAt)))
    .limit(1);
  if (!row) return null;
  const page = StaticPageSchema.parse(row);
  return { ...page, html: sanitizeHtml(page.html) };
}

/** Creates or replaces a static page; its HTML is sanitized before it is stored. */
export async function saveStaticPage(db: Database, input: StaticPage, now: Date): Promise<void> {
  const page = StaticPageSchema.parse(input);
  const values = { ...page, html: sanitizeHtml(page.html), updatedAt: now.toISOString() };
  await db
    .insert(staticPages)
    .values(values)
    .onConflictDoUpdate({ target: [staticPages.slug, staticPages.locale], set: values });
}

export async function listOffices(db: Database, locale: Locale): Promise<Office[]> {
  const rows = await db
    .select({
      id: offices.id,
      locale: offices.locale,
      position: offices.position,
      location: offices.location,
      addressHtml: offices.addressHtml,
      phone: offices.phone,
      email: offices.email,
    })
    .from(offices)
    .where(and(eq(offices.locale, locale), isNull(offices.unpublishedAt)))
    .orderBy(asc(offices.position));
  return rows.map((row) => {
    const office = OfficeSchema.parse(row);
    return { ...office, addressHtml: sanitizeHtml(office.addressHtml) };
  });
}

export async function saveOffice(db: Database, input: Office): Promise<void> {
  const office = OfficeSchema.parse(input);
  const values = { ...office, addressHtml: sanitizeHtml(office.addressHtml) };
  await db
    .insert(offices)
    .values(values)
    .onConflictDoUpdate({ target: [offices.id, offices.locale], set: values });
}

/** The support page's questions in this language, in order, their answers sanitized again on the way out. */
export async function listFaq(db: Database, locale: Locale): Promise<FaqEntry[]> {
  const rows = await db
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.locale, locale))
    .orderBy(asc(faqEntries.position));
  return rows.map((row) => {
    const entry = FaqEntrySchema.parse(row);
    return { ...entry, answerHtml: sanitizeHtml(entry.answerHtml) };
  });
}

/** The blog's posts in this language, newest first, without their bodies: the index. */
export async function listBlogPosts(db: Database, locale: Locale) {
  return db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      description: blogPosts.description,
      publishedOn: blogPosts.publishedOn,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.locale, locale), isNull(blogPosts.unpublishedAt)))
    .orderBy(desc(blogPosts.publishedOn));
}

/** One post in this language, its HTML sanitized again on the way out; null when it has none. */
export async function getBlogPost(db: Database, slug: string, locale: Locale): Promise<BlogPost | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.locale, locale), isNull(blogPosts.unpublishedAt)))
    .limit(1);
  if (!row) return null;
  const post = BlogPostSchema.parse(row);
  return { ...post, html: sanitizeHtml(post.html) };
}

/** Each static page shown in English, with when its words last changed in any language: the sitemap's lastmod. */
export async function staticPageDates(db: Database): Promise<Array<{ slug: string; updatedAt: string }>> {
  return db
    .select({ slug: staticPages.slug, updatedAt: max(staticPages.updatedAt).mapWith(String) })
    .from(staticPages)
    .where(isNull(staticPages.unpublishedAt))
    .groupBy(staticPages.slug)
    .having(sql`SUM(${staticPages.locale} = ${DEFAULT_LOCALE}) > 0`)
    .orderBy(asc(staticPages.slug));
}

/** Each post shown in English, with when it last changed (its day of publication until edited): the sitemap's. */
export async function blogPostDates(db: Database): Promise<Array<{ slug: string; updatedAt: string }>> {
  return db
    .select({
      slug: blogPosts.slug,
      updatedAt: sql<string>`MAX(COALESCE(${blogPosts.updatedAt}, ${blogPosts.publishedOn}))`,
    })
    .from(blogPosts)
    .where(isNull(blogPosts.unpublishedAt))
    .groupBy(blogPosts.slug)
    .having(sql`SUM(${blogPosts.locale} = ${DEFAULT_LOCALE}) > 0`)
    .orderBy(asc(blogPosts.slug));
}
