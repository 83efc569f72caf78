import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { PRODUCTS } from "~/domains/products/catalog";
import { LOCALES } from "~/i18n/locales";
import { PRIVATE_PREFIXES, publicPages, robotsTxt, sitemapEntries, sitemapIndexXml, sitemapXml } from "./sitemap";

const ORIGIN = "https://tern.example";
const pages = publicPages({
  airlines: ["air-peace", "british-airways"],
  landing: ["/deals/lagos-accra", "/services/group-travel"],
  countries: [{ "en-US": "united-kingdom", "fr-FR": "royaume-uni" }],
});
const paths = pages.map((page) => page["en-US"]);

describe("the sitemap", () => {
  it("lists every public page once: the landing page, every product tab, the airlines and the site's pages", () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      "/",
      ...PRODUCTS.map((p) => p.path),
      "/airline",
      "/airline/air-peace",
      "/about-us",
      "/contact-us",
      "/careers",
      "/deals",
      "/deals/lagos-accra",
      "/services/group-travel",
    ])
      expect(paths).toContain(path);
    for (const path of paths) expect(PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix))).toBe(false);
  });

  it("gives each page once per language, with its URL in every language and x-default", () => {
    const en = sitemapEntries(ORIGIN, "en-US", pages);
    const fr = sitemapEntries(ORIGIN, "fr-FR", pages);
    expect(en).toHaveLength(paths.length);
    expect(fr).toHaveLength(paths.length);
    const peace = fr.find((entry) => entry.loc === `${ORIGIN}/fr-FR/airline/air-peace`);
    expect(peace?.alternates).toEqual([
      { hreflang: "en-US", href: `${ORIGIN}/airline/air-peace` },
      { hreflang: "fr-FR", href: `${ORIGIN}/fr-FR/airline/air-peace` },
      { hreflang: "x-default", href: `${ORIGIN}/airline/air-peace` },
    ]);
    // A country by its name in each language.
    expect(fr.find((entry) => entry.loc.endsWith("/royaume-uni"))?.alternates[0]).toEqual({
      hreflang: "en-US",
      href: `${ORIGIN}/destinations/united-kingdom`,
    });
    expect(en[0]?.loc).toBe(`${ORIGIN}/`);
    expect(fr[0]?.loc).toBe(`${ORIGIN}/fr-FR/`);
    const all = [...en, ...fr].map((entry) => entry.loc);
    expect(new Set(all).size).toBe(all.length);
  });

  it("writes valid XML, escaped, and an index of one sitemap per language", () => {
    const xml = sitemapXml(sitemapEntries(ORIGIN, "en-US", [{ "en-US": "/a&b", "fr-FR": "/a&b<c>'\"" }]));
    // Well-formed, as an XML parser reads it, with what the page is and its alternates.
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
      urlset: { "@_xmlns": string; url: Array<{ loc: string }> | { loc: string } };
    };
    expect(parsed.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const urls = [parsed.urlset.url].flat();
    expect(urls.map((u) => u.loc)).toContain("https://tern.example/a&b");
    expect(xml).toContain("<loc>https://tern.example/a&amp;b</loc>");
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const index = sitemapIndexXml(ORIGIN);
    expect(XMLValidator.validate(index)).toBe(true);
    for (const locale of LOCALES) expect(index).toContain(`<loc>${ORIGIN}/sitemaps/${locale}.xml</loc>`);
  });

  it("asks robots to leave a traveller's pages alone and names the sitemap", () => {
    const robots = robotsTxt(ORIGIN);
    expect(robots).toContain("Disallow: /booking/");
    expect(robots).toContain("Disallow: /fr-FR/account");
    expect(robots).not.toMatch(/Disallow: \/$/m);
    // Searches nobody needs indexed, each a supplier's search: kept off, the product pages themselves open.
    expect(robots).toContain("Disallow: /flight/search\n");
    expect(robots).toContain("Disallow: /fr-FR/hotel/search\n");
    expect(robots).toContain("Disallow: /things-to-do?\n");
    expect(robots).not.toMatch(/Disallow: \/things-to-do$/m);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
