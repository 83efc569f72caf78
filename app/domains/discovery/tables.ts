import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { deskColumns } from "~/db/desk-columns";

/** What a visitor told Tern from the Feedback link (product rules §2, Landing page): kept and e-mailed to the team. */
export const feedback = sqliteTable(
  "feedback",
  {
    id: text("id").primaryKey(),
    /** Plain text, shown as text. */
    message: text("message").notNull(),
    /** An address to answer, when given (lower case). */
    email: text("email"),
    /** The page it was sent from. */
    page: text("page").notNull(),
    locale: text("locale").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [index("feedback_created_idx").on(table.createdAt)],
);

/**
 * The content-managed landing paths (content/landing/{slug}.json): one row per page and language present; a
 * language left out falls back to English. `html` is sanitized on the way in and out.
 */
export const landingPages = sqliteTable(
  "landing_pages",
  {
    slug: text("slug").notNull(),
    locale: text("locale").notNull(),
    kind: text("kind").notNull(),
    product: text("product"),
    origin: text("origin"),
    destination: text("destination"),
    position: integer("position").notNull(),
    /** The last day it is shown (a deal's end), or null. */
    endsOn: text("ends_on"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    headline: text("headline").notNull(),
    html: text("html").notNull(),
    updatedAt: text("updated_at").notNull(),
    ...deskColumns,
  },
  (table) => [primaryKey({ columns: [table.slug, table.locale] }), index("landing_pages_kind_idx").on(table.kind)],
);
