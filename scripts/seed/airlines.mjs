// Airline pages, from content/airlines/{slug}.json: one row per airline and language. Idempotent: each row is an
// upsert. The files are checked against the app's schema by app/domains/airlines/content.test.ts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sanitizeHtml } from "../../app/domains/content/sanitize.ts";
import { setWithUpdatedAt, sqlString } from "./sql.mjs";

const dir = path.join(import.meta.dirname, "..", "..", "content", "airlines");
const LOCALES = ["en-US", "fr-FR"];

/** One file's rows: a language without its words is left out, so the page falls back to English and says so. */
export function airlineRows(slug, file) {
  return LOCALES.filter((locale) => file[locale]).map((locale) => ({
    slug,
    locale,
    code: file.code,
    name: file.name,
    pageTitle: file[locale].pageTitle,
    metaDescription: file[locale].metaDescription,
    headerImageUrl: file.headerImageUrl,
    headerText: file[locale].headerText,
    descriptionHtml: sanitizeHtml(file[locale].descriptionHtml),
    departuresJson: JSON.stringify(file.departures),
    destinationsJson: JSON.stringify(file.destinations),
    cabin: file.cabin,
  }));
}

const COLUMNS = {
  slug: "slug",
  locale: "locale",
  code: "code",
  name: "name",
  pageTitle: "page_title",
  metaDescription: "meta_description",
  headerImageUrl: "header_image_url",
  headerText: "header_text",
  descriptionHtml: "description_html",
  departuresJson: "departures_json",
  destinationsJson: "destinations_json",
  cabin: "cabin",
};

export default function airlinesSeed(now = new Date()) {
  const names = Object.values(COLUMNS);
  const statements = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const slug = file.replace(/\.json$/, "");
    for (const row of airlineRows(slug, JSON.parse(readFileSync(path.join(dir, file), "utf8")))) {
      const values = [...Object.keys(COLUMNS).map((key) => sqlString(row[key])), sqlString(now.toISOString())];
      statements.push(
        `INSERT INTO airline_pages (${names.join(", ")}, updated_at) VALUES (${values.join(", ")}) ON CONFLICT (slug, locale) DO UPDATE SET ${setWithUpdatedAt("airline_pages", names.slice(2))} WHERE airline_pages.edited_by IS NULL;`,
      );
    }
  }
  return statements.join("\n");
}
