import { PRODUCTS } from "~/domains/products/catalog";
import { canonicalPath, DEFAULT_LOCALE, LOCALES, type Locale } from "~/i18n/locales";

// What search engines are given (product rules §2 routes that are public): every page anyone may open, once per
// language with its alternates, and what they are asked to leave alone (a traveller's own pages).

/**
 * The indexable pages that do not come from content: the landing page, the product tabs, and the site's own pages
 * (manage booking is not one: a form to a traveller's own booking, it answers noindex).
 */
const FIXED_PATHS = [
  "/",
  ...PRODUCTS.map((p) => p.path),
  "/contact-us",
  "/airline",
  "/subscribe",
  "/feedback",
  "/support",
  "/blog",
  "/deals",
  "/pay-small-small",
  "/destinations",
];

/** Paths that are a traveller's own or a tool's, never to be crawled (they also answer noindex). */
export const PRIVATE_PREFIXES = [
  "/account",
  "/api/",
  "/applications/",
  "/booking/",
  "/cart",
  "/desk",
  "/extranet",
  "/dev/",
  "/flight/external-checkout",
  "/manage-booking/",
  "/order/",
  "/pay/",
  "/settings/",
  "/stay/",
] as const;

/**
 * A public page: its path in each language, without its locale prefix (a country's slug is in its language), and when
 * its content last changed (a W3C date-time), for pages whose words come from content.
 */
export interface PublicPage {
  path: Record<Locale, string>;
  lastmod: string | null;
}
const same = (path: string, lastmod: string | null = null): PublicPage => ({
  path: Object.fromEntries(LOCALES.map((l) => [l, path])) as Record<Locale, string>,
  lastmod,
});

type Dated<K extends string> = ReadonlyArray<Record<K, string> & { updatedAt: string }>;

/**
 * Every indexable page once: the fixed ones, the content's (static pages, airlines, blog posts, landing pages still
 * shown, with their last change), each property, activity and holiday the suppliers sell, and each country the network
 * flies to (by its name in each language, as `countries` gives it).
 */
export function publicPages(content: {
  staticPages: Dated<"slug">;
  airlines: Dated<"slug">;
  posts: Dated<"slug">;
  landing: Dated<"path">;
  /** Product pages by path: /hotel/{id}, /things-to-do/{id}, /holidays/{id}. */
  products: readonly string[];
  countries: ReadonlyArray<Record<Locale, string>>;
}): PublicPage[] {
  const dated: Array<[string, string]> = [
    ...content.staticPages.map((p): [string, string] => [`/${p.slug}`, p.updatedAt]),
    ...content.airlines.map((a): [string, string] => [`/airline/${a.slug}`, a.updatedAt]),
    ...content.posts.map((p): [string, string] => [`/blog/${p.slug}`, p.updatedAt]),
    ...content.landing.map((p): [string, string] => [p.path, p.updatedAt]),
  ];
  const paths = new Map<string, string | null>([...FIXED_PATHS.map((p): [string, null] => [p, null]), ...dated]);
  for (const path of content.products) if (!paths.has(path)) paths.set(path, null);
  return [
    ...[...paths].map(([path, lastmod]) => same(path, lastmod)),
    ...content.countries.map((slugs) => ({
      path: Object.fromEntries(LOCALES.map((l) => [l, `/destinations/${slugs[l]}`])) as Record<Locale, string>,
      lastmod: null,
    })),
  ];
}

export interface SitemapEntry {
  loc: string;
  lastmod: string | null;
  alternates: Array<{ hreflang: string; href: string }>;
}

/** One language's sitemap: each page's URL in it, with its URL in every language and the default as x-default. */
export function sitemapEntries(origin: string, locale: Locale, pages: readonly PublicPage[]): SitemapEntry[] {
  return pages.map(({ path, lastmod }) => ({
    loc: `${origin}${canonicalPath(locale, path[locale])}`,
    lastmod,
    alternates: [
      ...LOCALES.map((other) => ({ hreflang: other, href: `${origin}${canonicalPath(other, path[other])}` })),
      { hreflang: "x-default", href: `${origin}${canonicalPath(DEFAULT_LOCALE, path[DEFAULT_LOCALE])}` },
    ],
  }));
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : ""}${entry.alternates
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
        .join("")}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The index: one sitemap per language. */
export function sitemapIndexXml(origin: string): string {
  const maps = LOCALES.map(
    (locale) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${locale}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join("\n")}\n</sitemapindex>\n`;
}

/**
 * Searches a query string runs against a supplier (flights, stays, activities, holidays, rides, extras): each new one
 * costs a search, and none is a page to index; the pages themselves, without a query, stay open to crawlers.
 */
export const SEARCH_PREFIXES = [
  "/flight/search",
  "/hotel/search",
  "/things-to-do?",
  "/holidays?",
  "/rides?",
  "/travel-addons?",
] as const;

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    ...[...PRIVATE_PREFIXES, ...SEARCH_PREFIXES].flatMap((prefix) => [
      `Disallow: ${prefix}`,
      ...LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => `Disallow: /${l}${prefix}`),
    ]),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
