import { PRODUCTS } from "~/domains/products/catalog";
import { canonicalPath, DEFAULT_LOCALE, LOCALES, type Locale } from "~/i18n/locales";
import { STATIC_PAGE_SLUGS } from "./schema";

// What search engines are given (product rules §2 routes that are public): every page anyone may open, once per
// language with its alternates, and what they are asked to leave alone (a traveller's own pages).

/** The public pages that do not come from content: the landing page, the product tabs, and the site's own pages. */
const FIXED_PATHS = [
  "/",
  ...PRODUCTS.map((p) => p.path),
  "/manage-booking",
  "/contact-us",
  "/airline",
  "/subscribe",
  "/feedback",
  "/support",
  "/blog",
  "/deals",
  "/pay-small-small",
  ...STATIC_PAGE_SLUGS.map((slug) => `/${slug}`),
];

/** Paths that are a traveller's own or a tool's, never to be crawled (they also answer noindex). */
export const PRIVATE_PREFIXES = [
  "/account",
  "/api/",
  "/applications/",
  "/booking/",
  "/cart",
  "/desk",
  "/dev/",
  "/flight/external-checkout",
  "/manage-booking/",
  "/order/",
  "/pay/",
  "/settings/",
  "/stay/",
] as const;

/** A public page's path in each language, without its locale prefix (a country's slug is in its language). */
export type PublicPage = Record<Locale, string>;
const same = (path: string): PublicPage => Object.fromEntries(LOCALES.map((l) => [l, path])) as PublicPage;

/**
 * Every public page once: the fixed ones, each airline's, and each country the network flies to (by its name in each
 * language, as `countries` gives it).
 */
export function publicPages(content: {
  airlines: readonly string[];
  /** The blog's posts, by slug (each written in every language). */
  posts?: readonly string[];
  /** The landing pages still shown (deals, services, products, pages), by path. */
  landing?: readonly string[];
  countries: ReadonlyArray<Record<Locale, string>>;
}): PublicPage[] {
  return [
    ...[
      ...new Set([
        ...FIXED_PATHS,
        "/destinations",
        ...content.airlines.map((slug) => `/airline/${slug}`),
        ...(content.posts ?? []).map((slug) => `/blog/${slug}`),
        ...(content.landing ?? []),
      ]),
    ].map(same),
    ...content.countries.map(
      (slugs) => Object.fromEntries(LOCALES.map((l) => [l, `/destinations/${slugs[l]}`])) as PublicPage,
    ),
  ];
}

export interface SitemapEntry {
  loc: string;
  alternates: Array<{ hreflang: string; href: string }>;
}

/** One language's sitemap: each page's URL in it, with its URL in every language and the default as x-default. */
export function sitemapEntries(origin: string, locale: Locale, pages: readonly PublicPage[]): SitemapEntry[] {
  return pages.map((page) => ({
    loc: `${origin}${canonicalPath(locale, page[locale])}`,
    alternates: [
      ...LOCALES.map((other) => ({ hreflang: other, href: `${origin}${canonicalPath(other, page[other])}` })),
      { hreflang: "x-default", href: `${origin}${canonicalPath(DEFAULT_LOCALE, page[DEFAULT_LOCALE])}` },
    ],
  }));
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(entry.loc)}</loc>${entry.alternates
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
