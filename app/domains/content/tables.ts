import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

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
