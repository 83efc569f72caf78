// Static pages and offices, from scripts/seed/content/. Idempotent: each row is an upsert, and a page published at
// the desk keeps the desk's words.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sanitizeHtml } from "../../app/domains/content/sanitize.ts";
import { setWithUpdatedAt, sqlString } from "./sql.mjs";

const dir = path.join(import.meta.dirname, "content");
const LOCALES = ["en-US", "fr-FR"];

export function parsePage(file, text) {
  const match = /^(.+)\.([a-z]{2}-[A-Z]{2})\.html$/.exec(file);
  if (!match) throw new Error(`Seed page ${file} is not named slug.locale.html`);
  const meta = (name) => {
    const value = new RegExp(`<!--\\s*${name}:\\s*(.+?)\\s*-->`).exec(text)?.[1];
    if (!value) throw new Error(`Seed page ${file} has no ${name}`);
    return value;
  };
  const html = text.replace(/<!--[\s\S]*?-->\s*/g, "").trim();
  return { slug: match[1], locale: match[2], title: meta("title"), description: meta("description"), html };
}

export default function contentSeed(now = new Date()) {
  const statements = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".html"))
    .sort()) {
    const page = parsePage(file, readFileSync(path.join(dir, file), "utf8"));
    statements.push(
      `INSERT INTO static_pages (slug, locale, title, description, html, updated_at) VALUES (${[
        page.slug,
        page.locale,
        page.title,
        page.description,
        sanitizeHtml(page.html),
        now.toISOString(),
      ]
        .map(sqlString)
        .join(
          ", ",
        )}) ON CONFLICT (slug, locale) DO UPDATE SET ${setWithUpdatedAt("static_pages", ["title", "description", "html"])} WHERE static_pages.edited_by IS NULL;`,
    );
  }
  const offices = JSON.parse(readFileSync(path.join(dir, "offices.json"), "utf8"));
  for (const office of offices) {
    for (const locale of LOCALES) {
      statements.push(
        `INSERT INTO offices (id, locale, position, location, address_html, phone, email, updated_at) VALUES (${sqlString(office.id)}, ${sqlString(locale)}, ${Number(office.position)}, ${sqlString(office.location[locale])}, ${sqlString(sanitizeHtml(office.addressHtml))}, ${sqlString(office.phone)}, ${sqlString(office.email)}, ${sqlString(now.toISOString())}) ON CONFLICT (id, locale) DO UPDATE SET ${setWithUpdatedAt("offices", ["position", "location", "address_html", "phone", "email"])} WHERE offices.edited_by IS NULL;`,
      );
    }
  }
  // Blog posts: content/blog/{slug}.{locale}.html, with their title, description and day of publication.
  const blog = path.join(dir, "..", "..", "..", "content", "blog");
  for (const file of readdirSync(blog)
    .filter((f) => f.endsWith(".html"))
    .sort()) {
    const text = readFileSync(path.join(blog, file), "utf8");
    const post = parsePage(file, text);
    const published = /<!--\s*published:\s*(\d{4}-\d{2}-\d{2})\s*-->/.exec(text)?.[1];
    if (!published) throw new Error(`Blog post ${file} has no published day`);
    statements.push(
      `INSERT INTO blog_posts (slug, locale, title, description, html, published_on, updated_at) VALUES (${[post.slug, post.locale, post.title, post.description, sanitizeHtml(post.html), published, now.toISOString()].map(sqlString).join(", ")}) ON CONFLICT (slug, locale) DO UPDATE SET ${setWithUpdatedAt("blog_posts", ["title", "description", "html", "published_on"])} WHERE blog_posts.edited_by IS NULL;`,
    );
  }
  // The support page's questions, per language, in the file's order.
  const faq = JSON.parse(readFileSync(path.join(dir, "..", "..", "..", "content", "support", "faq.json"), "utf8"));
  faq.forEach((entry, position) => {
    for (const locale of LOCALES) {
      statements.push(
        `INSERT INTO faq_entries (id, locale, position, question, answer_html) VALUES (${sqlString(entry.id)}, ${sqlString(locale)}, ${position}, ${sqlString(entry[locale].question)}, ${sqlString(sanitizeHtml(entry[locale].answerHtml))}) ON CONFLICT (id, locale) DO UPDATE SET position = excluded.position, question = excluded.question, answer_html = excluded.answer_html;`,
      );
    }
  });
  return statements.join("\n");
}
