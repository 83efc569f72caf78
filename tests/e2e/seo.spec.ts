import { testDay } from "../support/clock";
import { expect, test } from "./fixtures";

// What search engines read (decision 014): robots.txt, the sitemap index and one sitemap per language with alternates.

test("robots.txt keeps crawlers off a traveller's pages and names the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toContain("Disallow: /booking/");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("the sitemap index lists a sitemap per language, each with every airline and its alternates", async ({
  request,
  baseURL,
}) => {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toMatch(/^application\/xml/);
  const maps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
  expect(maps).toEqual([`${baseURL}/sitemaps/en-US.xml`, `${baseURL}/sitemaps/fr-FR.xml`]);
  const fr = await (await request.get(new URL(maps[1]!).pathname)).text();
  expect(fr).toContain(`<loc>${baseURL}/fr-FR/airline/air-peace</loc>`);
  expect(fr).toContain(`<xhtml:link rel="alternate" hreflang="en-US" href="${baseURL}/airline/air-peace"/>`);
  // Every page listed answers 200.
  const locs = [...fr.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  expect(locs.length).toBeGreaterThan(80);
  for (const path of locs.filter((p, i) => i < 20 || p.endsWith("/airline/turkish-airlines")))
    expect((await request.get(path)).status(), path).toBe(200);
  expect((await request.get("/sitemaps/de-DE.xml")).status()).toBe(404);
});

test("a search's results are followed, never indexed, and name no canonical URL; a product page keeps its own", async ({
  request,
}) => {
  const search = `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${testDay(40)}&adults=1&cabin=economy`;
  for (const path of [search, `/fr-FR${search}`]) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).not.toContain('rel="canonical"');
  }
  const flight = await (await request.get("/flight")).text();
  expect(flight).toMatch(/<link rel="canonical" href="[^"]+\/flight"\/>/);
  expect(flight).not.toContain('content="noindex');
});
