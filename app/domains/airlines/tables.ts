import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { deskColumns } from "~/db/desk-columns";

/**
 * An airline's page (product rules §3, Airline destination content and Airline sectors), one row per airline and
 * language, loaded from content/airlines/ by the content seed: its words, header image, description (sanitized
 * HTML), and the sectors its price grid shows (departure airports by destination airports).
 */
export const airlinePages = sqliteTable(
  "airline_pages",
  {
    slug: text("slug").notNull(),
    locale: text("locale").notNull(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    pageTitle: text("page_title").notNull(),
    metaDescription: text("meta_description").notNull(),
    headerImageUrl: text("header_image_url").notNull(),
    headerText: text("header_text").notNull(),
    descriptionHtml: text("description_html").notNull(),
    departuresJson: text("departures_json").notNull(),
    destinationsJson: text("destinations_json").notNull(),
    cabin: text("cabin").notNull(),
    updatedAt: text("updated_at").notNull(),
    ...deskColumns,
  },
  (table) => [primaryKey({ columns: [table.slug, table.locale] })],
);

/**
 * The lowest fare a search found for one airline's sector in the coming weeks (the price grid's cells, the product
 * feed's rows): one way or return (the Return flag) with its dates, or no amount when nothing was found. Refreshed
 * by the cron, stalest first.
 */
export const routeFares = sqliteTable(
  "route_fares",
  {
    carrier: text("carrier").notNull(),
    origin: text("origin").notNull(),
    destination: text("destination").notNull(),
    cabin: text("cabin").notNull(),
    isReturn: integer("is_return", { mode: "boolean" }).notNull(),
    amount: integer("amount"),
    currency: text("currency").notNull(),
    departDate: text("depart_date"),
    returnDate: text("return_date"),
    foundAt: text("found_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.carrier, table.origin, table.destination, table.cabin] }),
    index("route_fares_found_idx").on(table.foundAt),
  ],
);
