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
  // Every page listed answers 200 and is indexable: a sample of each kind (the fixed pages, content's, products').
  const sample = locs.filter(
    (p, i) => i < 30 || p.endsWith("/airline/turkish-airlines") || /\/(hotel|blog|deals|destinations)\/[^/]+$/.test(p),
  );
  for (const path of sample.filter((p, i, all) => all.indexOf(p) === i).slice(0, 60)) {
    const page = await request.get(path);
    expect(page.status(), path).toBe(200);
    expect(await page.text(), path).not.toContain('<meta name="robots" content="noindex');
  }
  expect((await request.get("/sitemaps/de-DE.xml")).status()).toBe(404);
  // Only indexable pages, every product page, and content's last change.
  expect(locs).not.toContain("/fr-FR/manage-booking");
  for (const prefix of ["/fr-FR/hotel/", "/fr-FR/things-to-do/", "/fr-FR/holidays/"]) {
    const product = locs.find((p) => p.startsWith(prefix) && p.length > prefix.length);
    expect(product, prefix).toBeDefined();
    expect((await request.get(product ?? "")).status(), product).toBe(200);
  }
  expect(fr).toMatch(/<url><loc>[^<]+\/fr-FR\/airline\/air-peace<\/loc><lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);
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

test("every page links its language's web app manifest, whose icons and start page answer", async ({ request }) => {
  for (const [path, locale] of [
    ["/", "en-US"],
    ["/hotel/LOS-001", "en-US"],
    ["/fr-FR/flight", "fr-FR"],
    ["/fr-FR/contact-us", "fr-FR"],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<link rel="manifest" href="/manifests/${locale}.webmanifest"/>`);
  }
  const response = await request.get("/manifests/fr-FR.webmanifest");
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    display: "standalone",
    start_url: "/fr-FR/",
    lang: "fr-FR",
    theme_color: "#0b5cad",
  });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const { src } of [...manifest.icons, ...manifest.shortcuts.flatMap((s: { icons: unknown[] }) => s.icons)]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()["content-type"]).toBe("image/png");
  }
  expect((await request.get(manifest.start_url)).status()).toBe(200);
  expect((await request.get("/manifests/de-DE.webmanifest")).status()).toBe(404);
});
