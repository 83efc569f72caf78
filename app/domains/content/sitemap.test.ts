import { readFileSync } from "node:fs";
import path from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { PRODUCTS } from "~/domains/products/catalog";
import { LOCALES } from "~/i18n/locales";
import { PRIVATE_PREFIXES, publicPages, robotsTxt, sitemapEntries, sitemapIndexXml, sitemapXml } from "./sitemap";

const ORIGIN = "https://tern.example";
const AT = "2026-11-20T10:00:00.000Z";
const pages = publicPages({
  staticPages: ["about-us", "contact-us", "careers"].map((slug) => ({ slug, updatedAt: AT })),
  airlines: ["air-peace", "british-airways"].map((slug) => ({ slug, updatedAt: AT })),
  posts: [{ slug: "applying-for-a-visa-on-tern", updatedAt: "2026-11-24" }],
  landing: ["/deals/lagos-accra", "/services/group-travel"].map((p) => ({ path: p, updatedAt: AT })),
  products: ["/hotel/LOS-001", "/things-to-do/ACT-LOS-01", "/holidays/HOL-ZNZ-5N"],
  countries: [{ "en-US": "united-kingdom", "fr-FR": "royaume-uni" }],
});
const paths = pages.map((page) => page.path["en-US"]);

/** The sitemaps.org 0.9 schema with the hreflang links (scripts/reference-data/sitemaps/), as xmllint checks it. */
async function schemaErrors(xml: string) {
  const dir = path.join(import.meta.dirname, "../../../scripts/reference-data/sitemaps");
  const file = (name: string) => ({ fileName: name, contents: readFileSync(path.join(dir, name), "utf8") });
  const result = await validateXML({
    xml: { fileName: "sitemap.xml", contents: xml },
    schema: file("sitemap.xsd"),
    preload: file("xhtml-link.xsd"),
  });
  return result.errors.map((e) => e.rawMessage);
}

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
      "/hotel/LOS-001",
      "/things-to-do/ACT-LOS-01",
      "/holidays/HOL-ZNZ-5N",
      "/blog/applying-for-a-visa-on-tern",
    ])
      expect(paths).toContain(path);
    // Only indexable pages: manage booking answers noindex.
    expect(paths).not.toContain("/manage-booking");
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
    const xml = sitemapXml(
      sitemapEntries(ORIGIN, "en-US", [{ path: { "en-US": "/a&b", "fr-FR": "/a&b<c>'\"" }, lastmod: null }]),
    );
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

  it("validates against the sitemaps.org schema, with each content page's last change and none invented", async () => {
    for (const locale of LOCALES) {
      const xml = sitemapXml(sitemapEntries(ORIGIN, locale, pages));
      expect(await schemaErrors(xml)).toEqual([]);
    }
    const en = sitemapEntries(ORIGIN, "en-US", pages);
    expect(en.find((e) => e.loc === `${ORIGIN}/airline/air-peace`)?.lastmod).toBe(AT);
    expect(en.find((e) => e.loc === `${ORIGIN}/blog/applying-for-a-visa-on-tern`)?.lastmod).toBe("2026-11-24");
    // A product page's or a fixed page's content has no update time of its own: no lastmod rather than a made-up one.
    expect(en.find((e) => e.loc === `${ORIGIN}/hotel/LOS-001`)?.lastmod).toBeNull();
    expect(sitemapXml(en)).toContain(`<lastmod>${AT}</lastmod>`);
    // And the schema refuses what the protocol refuses (the test can fail).
    const broken = sitemapXml(en).replace(`<lastmod>${AT}</lastmod>`, "<lastmod>yesterday</lastmod>");
    expect((await schemaErrors(broken)).join("\n")).toMatch(/lastmod/);
    expect(await schemaErrors(sitemapIndexXml(ORIGIN))).toEqual([]);
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
