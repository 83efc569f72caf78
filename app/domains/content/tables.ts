import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { deskColumns } from "~/db/desk-columns";

/**
 * A page's words saved at the desk and not yet published, one per page and language: `words_json` is the entity's
 * words (content/desk-schema.ts), its HTML sanitized on save.
 */
export const contentDrafts = sqliteTable(
  "content_drafts",
  {
    entity: text("entity").notNull(),
    key: text("key").notNull(),
    locale: text("locale").notNull(),
    wordsJson: text("words_json").notNull(),
    savedBy: text("saved_by").notNull(),
    savedAt: text("saved_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.entity, table.key, table.locale] })],
);

/** One row per page navigation. No personal data: no IP, no user agent, no visitor id. */
export const pageViews = sqliteTable(
  "page_views",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    path: text("path").notNull(),
    locale: text("locale").notNull(),
    viewedAt: text("viewed_at").notNull(),
  },
  (table) => [index("page_views_viewed_at_idx").on(table.viewedAt)],
);

/** Static pages (about us, terms, privacy, cookies): one row per page and language. `html` is sanitized. */
export const staticPages = sqliteTable(
  "static_pages",
  {
    slug: text("slug").notNull(),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    html: text("html").notNull(),
    updatedAt: text("updated_at").notNull(),
    ...deskColumns,
  },
  (table) => [primaryKey({ columns: [table.slug, table.locale] })],
);

/** Contact offices (product rules §3): location, address (sanitized HTML), phone and e-mail, per language. */
export const offices = sqliteTable(
  "offices",
  {
    id: text("id").notNull(),
    locale: text("locale").notNull(),
    position: integer("position").notNull(),
    location: text("location").notNull(),
    addressHtml: text("address_html").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    updatedAt: text("updated_at"),
    ...deskColumns,
  },
  (table) => [primaryKey({ columns: [table.id, table.locale] })],
);

/** The support page's questions and answers (content/support/faq.json), per language; `answer_html` is sanitized. */
export const faqEntries = sqliteTable(
  "faq_entries",
  {
    id: text("id").notNull(),
    locale: text("locale").notNull(),
    position: integer("position").notNull(),
    question: text("question").notNull(),
    answerHtml: text("answer_html").notNull(),
  },
  (table) => [primaryKey({ columns: [table.id, table.locale] })],
);

/** Blog posts (content/blog/{slug}.{locale}.html), one row per post and language; `html` is sanitized. */
export const blogPosts = sqliteTable(
  "blog_posts",
  {
    slug: text("slug").notNull(),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    html: text("html").notNull(),
    publishedOn: text("published_on").notNull(),
    updatedAt: text("updated_at"),
    ...deskColumns,
  },
  (table) => [primaryKey({ columns: [table.slug, table.locale] })],
);
