import { and, asc, eq } from "drizzle-orm";
import { deskVisibility } from "~/db/desk-columns";
import type { ContentOwner, ContentRecord } from "./desk.server";
import type { z } from "zod";
import { BLOG_POST_WORDS, OFFICE_WORDS, STATIC_PAGE_WORDS } from "./desk-schema";
import { pathIn } from "./desk.server";
import { blogPosts, offices, staticPages } from "./tables";

// The content domain's pages at the desk (desk.server.ts): static pages, offices and blog posts. Each keeps its row;
// publishing writes the draft's words into it and marks it the desk's, so `npm run content:load` leaves it alone.

const shown = (row: { unpublishedAt: string | null }) => row.unpublishedAt === null;

const pageWhere = (record: Omit<ContentRecord, "entity">) =>
  and(eq(staticPages.slug, record.key), eq(staticPages.locale, record.locale));

export const staticPagesAtDesk: ContentOwner<z.infer<typeof STATIC_PAGE_WORDS.schema>> = {
  entity: "pages",
  words: STATIC_PAGE_WORDS,
  async list(db) {
    const rows = await db.select().from(staticPages).orderBy(asc(staticPages.slug), asc(staticPages.locale));
    return rows.map((r) => ({ key: r.slug, locale: r.locale, name: r.title, published: shown(r) }));
  },
  async read(db, key, locale) {
    const [row] = await db.select().from(staticPages).where(pageWhere({ key, locale }));
    if (!row) return null;
    const { title, description, html } = row;
    return { name: title, words: { title, description, html }, published: shown(row), path: `/${row.slug}` };
  },
  publish: (db, record, words, guard, by, now) =>
    db
      .update(staticPages)
      .set({
        ...words,
        ...deskVisibility(true, by, now),
      })
      .where(and(pageWhere(record), guard)),
  show: (db, record, on, by, now) =>
    db
      .update(staticPages)
      .set(deskVisibility(on, by, now))
      .where(pageWhere(record))
      .returning({ slug: staticPages.slug }),
  shows: (slug) => pathIn(`/${slug}`),
};

const officeWhere = (record: Omit<ContentRecord, "entity">) =>
  and(eq(offices.id, record.key), eq(offices.locale, record.locale));

export const officesAtDesk: ContentOwner<z.infer<typeof OFFICE_WORDS.schema>> = {
  entity: "offices",
  words: OFFICE_WORDS,
  async list(db) {
    const rows = await db.select().from(offices).orderBy(asc(offices.position), asc(offices.locale));
    return rows.map((r) => ({ key: r.id, locale: r.locale, name: r.location, published: shown(r) }));
  },
  async read(db, key, locale) {
    const [row] = await db.select().from(offices).where(officeWhere({ key, locale }));
    if (!row) return null;
    const { location, addressHtml, phone, email } = row;
    return {
      name: location,
      words: { location, addressHtml, phone, email },
      published: shown(row),
      path: "/contact-us",
    };
  },
  publish: (db, record, words, guard, by, now) =>
    db
      .update(offices)
      .set({
        ...words,
        ...deskVisibility(true, by, now),
      })
      .where(and(officeWhere(record), guard)),
  show: (db, record, on, by, now) =>
    db
      .update(offices)
      .set(deskVisibility(on, by, now))
      .where(officeWhere(record))
      .returning({ id: offices.id }),
  shows: () => pathIn("/contact-us"),
};

const postWhere = (record: Omit<ContentRecord, "entity">) =>
  and(eq(blogPosts.slug, record.key), eq(blogPosts.locale, record.locale));

export const blogPostsAtDesk: ContentOwner<z.infer<typeof BLOG_POST_WORDS.schema>> = {
  entity: "blog",
  words: BLOG_POST_WORDS,
  async list(db) {
    const rows = await db.select().from(blogPosts).orderBy(asc(blogPosts.slug), asc(blogPosts.locale));
    return rows.map((r) => ({ key: r.slug, locale: r.locale, name: r.title, published: shown(r) }));
  },
  async read(db, key, locale) {
    const [row] = await db.select().from(blogPosts).where(postWhere({ key, locale }));
    if (!row) return null;
    const { title, description, html, publishedOn } = row;
    return {
      name: title,
      words: { title, description, html, publishedOn },
      published: shown(row),
      path: `/blog/${row.slug}`,
    };
  },
  publish: (db, record, words, guard, by, now) =>
    db
      .update(blogPosts)
      .set({
        ...words,
        ...deskVisibility(true, by, now),
      })
      .where(and(postWhere(record), guard)),
  show: (db, record, on, by, now) =>
    db
      .update(blogPosts)
      .set(deskVisibility(on, by, now))
      .where(postWhere(record))
      .returning({ slug: blogPosts.slug }),
  shows: (slug) => pathIn("/blog", `/blog/${slug}`),
};
