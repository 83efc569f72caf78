import { asc } from "drizzle-orm";
import type { ContentOwner } from "./desk.server";
import type { z } from "zod";
import { BLOG_POST_WORDS, OFFICE_WORDS, STATIC_PAGE_WORDS } from "./desk-schema";
import { deskRows, pathIn } from "./desk.server";
import { blogPosts, offices, staticPages } from "./tables";

// The content domain's pages at the desk (desk.server.ts): static pages, offices and blog posts. Each keeps its row;
// publishing writes the draft's words into it and marks it the desk's, so `npm run content:load` leaves it alone.

const shown = (row: { unpublishedAt: string | null }) => row.unpublishedAt === null;

const pageRows = deskRows<z.infer<typeof STATIC_PAGE_WORDS.schema>>(staticPages, staticPages.slug);

export const staticPagesAtDesk: ContentOwner<z.infer<typeof STATIC_PAGE_WORDS.schema>> = {
  entity: "pages",
  words: STATIC_PAGE_WORDS,
  async list(db) {
    const rows = await db.select().from(staticPages).orderBy(asc(staticPages.slug), asc(staticPages.locale));
    return rows.map((r) => ({ key: r.slug, locale: r.locale, name: r.title, published: shown(r) }));
  },
  async read(db, key, locale) {
    const [row] = await db.select().from(staticPages).where(pageRows.where({ key, locale }));
    if (!row) return null;
    const { title, description, html } = row;
    return { name: title, words: { title, description, html }, published: shown(row), path: `/${row.slug}` };
  },
  publish: pageRows.publish,
  show: pageRows.show,
  shows: (slug) => pathIn(`/${slug}`),
};

const officeRows = deskRows<z.infer<typeof OFFICE_WORDS.schema>>(offices, offices.id);

export const officesAtDesk: ContentOwner<z.infer<typeof OFFICE_WORDS.schema>> = {
  entity: "offices",
  words: OFFICE_WORDS,
  async list(db) {
    const rows = await db.select().from(offices).orderBy(asc(offices.position), asc(offices.locale));
    return rows.map((r) => ({ key: r.id, locale: r.locale, name: r.location, published: shown(r) }));
  },
  async read(db, key, locale) {
    const [row] = await db.select().from(offices).where(officeRows.where({ key, locale }));
    if (!row) return null;
    const { location, addressHtml, phone, email } = row;
    return {
      name: location,
      words: { location, addressHtml, phone, email },
      published: shown(row),
      path: "/contact-us",
    };
  },
  publish: officeRows.publish,
  show: officeRows.show,
  shows: () => pathIn("/contact-us"),
};

const postRows = deskRows<z.infer<typeof BLOG_POST_WORDS.schema>>(blogPosts, blogPosts.slug);

export const blogPostsAtDesk: ContentOwner<z.infer<typeof BLOG_POST_WORDS.schema>> = {
  entity: "blog",
  words: BLOG_POST_WORDS,
  async list(db) {
    const rows = await db.select().from(blogPosts).orderBy(asc(blogPosts.slug), asc(blogPosts.locale));
    return rows.map((r) => ({ key: r.slug, locale: r.locale, name: r.title, published: shown(r) }));
  },
  async read(db, key, locale) {
    const [row] = await db.select().from(blogPosts).where(postRows.where({ key, locale }));
    if (!row) return null;
    const { title, description, html, publishedOn } = row;
    return {
      name: title,
      words: { title, description, html, publishedOn },
      published: shown(row),
      path: `/blog/${row.slug}`,
    };
  },
  publish: postRows.publish,
  show: postRows.show,
  shows: (slug) => pathIn("/blog", `/blog/${slug}`),
};
