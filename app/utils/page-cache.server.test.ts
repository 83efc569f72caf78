import { gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { canonicalPageQuery } from "./canonical-query";
import { acceptsGzip, CACHE_STATUS_HEADER, PAGE_CACHE_HEADER, PageCache, pageCacheKey } from "./page-cache.server";

const NOW = Date.parse("2026-11-22T10:00:00Z");
const GZIP = "gzip, deflate, br";

function page(body: string, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(body, {
    status: init.status ?? 200,
    headers: { "Content-Type": "text/html; charset=utf-8", [PAGE_CACHE_HEADER]: "60", ...init.headers },
  });
}

const at = (now: number, acceptEncoding: string | null = null) => ({ nonce: "fresh-nonce", now, acceptEncoding });

describe("PageCache", () => {
  test("purge drops the kept pages whose path matches, in any language, and keeps the rest", async () => {
    const cache = new PageCache();
    const key = (path: string) => JSON.stringify([`https://tern.test${path}`, "en-US", null]);
    for (const path of ["/airline/air-china", "/fr-FR/airline/air-china", "/airline/air-peace", "/airline"]) {
      await cache.store(key(path), page(`<h1>${path}</h1>`), { ...at(NOW), nonce: "render-nonce" });
    }
    expect(cache.purge((path) => path.endsWith("/airline/air-china") || path === "/airline")).toBe(3);
    expect(cache.match(key("/airline/air-china"), at(NOW))).toBeNull();
    expect(cache.match(key("/fr-FR/airline/air-china"), at(NOW))).toBeNull();
    expect(cache.match(key("/airline"), at(NOW))).toBeNull();
    expect(await cache.match(key("/airline/air-peace"), at(NOW))?.text()).toBe("<h1>/airline/air-peace</h1>");
  });

  test("keeps a page its route asked for, and answers it again without rendering, gzipped when accepted", async () => {
    const cache = new PageCache();
    const sent = await cache.store("k", page("<h1>Lagos to London</h1>"), { ...at(NOW), nonce: "render-nonce" });
    expect(sent.headers.has(PAGE_CACHE_HEADER)).toBe(false);
    expect(sent.headers.get(CACHE_STATUS_HEADER)).toBe("tern-pages; fwd=uri-miss; stored");
    expect(await sent.text()).toBe("<h1>Lagos to London</h1>");

    const plain = cache.match("k", { ...at(NOW + 1_000), headers: [["X-Frame-Options", "DENY"]] });
    expect(plain?.headers.get(CACHE_STATUS_HEADER)).toBe("tern-pages; hit; ttl=59");
    expect(plain?.headers.get("X-Frame-Options")).toBe("DENY");
    expect(plain?.headers.get("Vary")).toBe("Accept-Encoding");
    expect(plain?.headers.has(PAGE_CACHE_HEADER)).toBe(false);
    expect(await plain?.text()).toBe("<h1>Lagos to London</h1>");

    const zipped = cache.match("k", at(NOW + 1_000, GZIP));
    expect(zipped?.headers.get("Content-Encoding")).toBe("gzip");
    const bytes = Buffer.from(await (zipped as Response).arrayBuffer());
    expect(gunzipSync(bytes).toString("utf8")).toBe("<h1>Lagos to London</h1>");
  });

  test("a page holding its nonce gets each response's own nonce, and is never served gzipped", async () => {
    const cache = new PageCache();
    const html = '<script nonce="render-nonce">1</script><style nonce="render-nonce"></style>';
    await cache.store("k", page(html), { ...at(NOW), nonce: "render-nonce" });
    const hit = cache.match("k", at(NOW, GZIP));
    expect(hit?.headers.has("Content-Encoding")).toBe(false);
    expect(await hit?.text()).toBe('<script nonce="fresh-nonce">1</script><style nonce="fresh-nonce"></style>');
  });

  test("a page with writing forms gets each response's own one-time form token, and its nonce (decision 022)", async () => {
    const cache = new PageCache();
    const form = (token: string) => `<form method="post"><input type="hidden" name="_once" value="${token}"></form>`;
    const html = `<script nonce="render-nonce">{"formToken":"render.token"}</script>${form("render.token")}${form("render.token")}`;
    const sent = await cache.store("k", page(html), { ...at(NOW), nonce: "render-nonce", token: "render.token" });
    expect(await sent.text()).toBe(html);
    const visitors = ["first.token", "second.token"].map((token) => cache.match("k", { ...at(NOW, GZIP), token }));
    expect(visitors[0]?.headers.has("Content-Encoding")).toBe(false);
    expect(await visitors[0]?.text()).toBe(
      `<script nonce="fresh-nonce">{"formToken":"first.token"}</script>${form("first.token")}${form("first.token")}`,
    );
    const second = await visitors[1]?.text();
    expect(second).toContain(form("second.token"));
    expect(second).not.toContain("render");
  });

  test("a page is gone after its seconds, and a route cannot ask for more than the limit", async () => {
    const cache = new PageCache({ maxEntries: 10, maxBytes: 1_000_000, maxSeconds: 30 });
    await cache.store("short", page("a"), at(NOW));
    await cache.store("long", page("b", { headers: { [PAGE_CACHE_HEADER]: "3600" } }), at(NOW));
    expect(cache.match("short", at(NOW + 29_999))).not.toBeNull();
    expect(cache.match("long", at(NOW + 30_000))).toBeNull();
    expect(cache.match("short", at(NOW + 60_000))).toBeNull();
    expect(cache.size).toBe(0);
  });

  test.each([
    ["an error page", page("oops", { status: 503 })],
    ["a page setting a cookie", page("hi", { headers: { "Set-Cookie": "a=b" } })],
    ["JSON", new Response("{}", { headers: { "Content-Type": "application/json", [PAGE_CACHE_HEADER]: "60" } })],
    ["a malformed number of seconds", page("hi", { headers: { [PAGE_CACHE_HEADER]: "soon" } })],
  ])("%s is sent as it is and not kept", async (_, response) => {
    const cache = new PageCache();
    const sent = await cache.store("k", response, at(NOW));
    expect(sent.status).toBe(response.status);
    expect(sent.headers.has(PAGE_CACHE_HEADER)).toBe(false);
    expect(sent.headers.get(CACHE_STATUS_HEADER)).toContain("not-shareable");
    expect(cache.match("k", at(NOW))).toBeNull();
  });

  test("without a key (a member, a POST) nothing is kept and the internal header is dropped", async () => {
    const cache = new PageCache();
    const sent = await cache.store(null, page("Hello, Ada"), at(NOW));
    expect(sent.headers.has(PAGE_CACHE_HEADER)).toBe(false);
    expect(sent.headers.get(CACHE_STATUS_HEADER)).toBe("tern-pages; fwd=bypass");
    expect(cache.size).toBe(0);
  });

  test("a response whose route did not ask passes through untouched", async () => {
    const cache = new PageCache();
    const response = new Response("<p>about</p>", { headers: { "Content-Type": "text/html" } });
    expect(await cache.store("k", response, at(NOW))).toBe(response);
    expect(cache.size).toBe(0);
  });

  test("the least recently used pages go first when the limits are reached", async () => {
    const cache = new PageCache({ maxEntries: 2, maxBytes: 1_000_000, maxSeconds: 300 });
    await cache.store("a", page("a"), at(NOW));
    await cache.store("b", page("b"), at(NOW));
    cache.match("a", at(NOW));
    await cache.store("c", page("c"), at(NOW));
    expect(cache.match("b", at(NOW))).toBeNull();
    expect(cache.match("a", at(NOW))).not.toBeNull();
    expect(cache.match("c", at(NOW))).not.toBeNull();

    const small = new PageCache({ maxEntries: 10, maxBytes: 100, maxSeconds: 300 });
    await small.store("big", page("x".repeat(500)), at(NOW));
    expect(small.size).toBe(0);
  });
});

describe("pageCacheKey", () => {
  const variant = ["en-US", "-", "NG", "NGN", "consent", "2026-11-22"];

  test("names the whole URL and the variant", () => {
    const key = pageCacheKey(new Request("https://tern.example/flight/search?from=LOS&to=LHR"), variant);
    const other = pageCacheKey(new Request("https://tern.example/flight/search?from=LOS&to=CDG"), variant);
    const french = pageCacheKey(new Request("https://tern.example/flight/search?from=LOS&to=LHR"), [
      "fr-FR",
      ...variant.slice(1),
    ]);
    expect(new Set([key, other, french]).size).toBe(3);
  });

  test("a kept page's URL counts through its canonical query: junk parameters and their order change nothing", () => {
    const key = (query: string, path = "/flight/search") =>
      pageCacheKey(new Request(`https://tern.example${path}?${query}`), variant, canonicalPageQuery);
    const base = "trip=oneway&from=LOS&to=LHR&depart=2026-12-20&adults=1&cabin=economy";
    expect(key(`${base}&x=${Math.random()}`)).toBe(key(base));
    expect(key("cabin=economy&adults=1&depart=2026-12-20&to=LHR&from=LOS&trip=oneway&utm_source=mail")).toBe(key(base));
    expect(key(`${base}&sort=recommended`)).toBe(key(base));
    expect(key(`${base}&sort=cheapest`)).not.toBe(key(base));
    expect(key(base.replace("LHR", "CDG"))).not.toBe(key(base));
    expect(key(base, "/fr-FR/flight/search")).not.toBe(key(base));
    expect(key(`${base}&x=1`, "/fr-FR/flight/search")).toBe(key(base, "/fr-FR/flight/search"));
    // A page the cache does not keep is named by its whole URL.
    expect(key("a=1", "/about-us")).not.toBe(key("a=2", "/about-us"));
  });

  test("is null for a member, a POST, the API and data requests", () => {
    expect(pageCacheKey(new Request("https://tern.example/flight/search"), null)).toBeNull();
    expect(pageCacheKey(new Request("https://tern.example/flight/search", { method: "POST" }), variant)).toBeNull();
    expect(pageCacheKey(new Request("https://tern.example/api/flights/search"), variant)).toBeNull();
    expect(pageCacheKey(new Request("https://tern.example/flight/search.data"), variant)).toBeNull();
  });
});

test.each([
  ["gzip, deflate, br", true],
  ["br;q=1.0, gzip;q=0.8", true],
  ["*", true],
  ["GZIP", true],
  ["gzip;q=0", false],
  ["br", false],
  ["identity", false],
  [null, false],
])("Accept-Encoding %s takes gzip: %s", (header, expected) => {
  expect(acceptsGzip(header)).toBe(expected);
});
