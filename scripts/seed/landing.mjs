// Landing pages (deals, services, products, pages), from content/landing/{slug}.json: one row per page and language
// present. Idempotent: each row is an upsert, and a page published at the desk keeps the desk's words. The files are checked against the app's schema by
// app/domains/discovery/landing-content.test.ts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sanitizeHtml } from "../../app/domains/content/sanitize.ts";
import { setWithUpdatedAt, sqlString } from "./sql.mjs";

const dir = path.join(import.meta.dirname, "..", "..", "content", "landing");
const LOCALES = ["en-US", "fr-FR"];

/** One file's rows: a language without its words is left out, so the page falls back to English and says so. */
export function landingRows(slug, file) {
  return LOCALES.filter((locale) => file[locale]).map((locale) => ({
    slug,
    locale,
    kind: file.kind,
    product: file.product ?? null,
    origin: file.route?.from ?? null,
    destination: file.route?.to ?? null,
    position: file.position,
    ends_on: file.endsOn ?? null,
    title: file[locale].title,
    description: file[locale].description,
    headline: file[locale].headline,
    html: sanitizeHtml(file[locale].html),
  }));
}

const value = (v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : sqlString(v));

export default function landingSeed(now = new Date()) {
  const statements = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const slug = file.replace(/\.json$/, "");
    for (const row of landingRows(slug, JSON.parse(readFileSync(path.join(dir, file), "utf8")))) {
      const columns = [...Object.keys(row), "updated_at"];
      const values = [...Object.values(row).map(value), sqlString(now.toISOString())];
      statements.push(
        `INSERT INTO landing_pages (${columns.join(", ")}) VALUES (${values.join(", ")}) ON CONFLICT (slug, locale) DO UPDATE SET ${setWithUpdatedAt(
          "landing_pages",
          columns.slice(2, -1),
        )} WHERE landing_pages.edited_by IS NULL;`,
      );
    }
  }
  return statements.join("\n");
}
