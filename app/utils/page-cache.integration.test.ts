import { describe, expect, test } from "vitest";
import { PAGE_CACHE_HEADER, PageCache } from "./page-cache.server";

// The page cache's validators and encodings in workerd (its CompressionStream, Web Crypto and Response): a kept page
// answers 304 to its own entity tag without rendering; a client that did not ask for gzip gets the page as it is;
// every answer says it varies by Accept-Encoding.

const NOW = Date.parse("2026-11-28T10:00:00Z");
const html = (body: string) =>
  new Response(body, {
    headers: { "Content-Type": "text/html; charset=utf-8", Vary: "Save-Data, ECT", [PAGE_CACHE_HEADER]: "60" },
  });
const request = (extra: { acceptEncoding?: string | null; ifNoneMatch?: string | null; nonce?: string } = {}) => ({
  nonce: extra.nonce ?? "n-1",
  now: NOW + 1_000,
  acceptEncoding: extra.acceptEncoding ?? null,
  ifNoneMatch: extra.ifNoneMatch ?? null,
});

describe("the page cache's validators, in workerd", () => {
  test("a kept page answers 304 to its ETag, headers only; another tag or a changed page gets the page", async () => {
    const cache = new PageCache();
    const first = await cache.store("k", html("<h1>Airlines</h1>"), { ...request(), now: NOW });
    const etag = first.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^W\/"[\w-]{16}"$/);
    expect(first.headers.get("Cache-Control")).toBe("no-cache");
    expect(first.headers.get("Vary")).toBe("Save-Data, ECT, Accept-Encoding");

    const again = cache.match("k", request({ ifNoneMatch: etag }));
    expect(again?.status).toBe(304);
    expect(await again?.text()).toBe("");
    expect(again?.headers.get("ETag")).toBe(etag);
    expect(again?.headers.get("Vary")).toBe("Save-Data, ECT, Accept-Encoding");
    expect(again?.headers.has("Content-Security-Policy")).toBe(false);
    // A list of tags, the strong form of the same tag, and `*` match too (weak comparison).
    expect(cache.match("k", request({ ifNoneMatch: `W/"other", ${etag.slice(2)}` }))?.status).toBe(304);
    expect(cache.match("k", request({ ifNoneMatch: "*" }))?.status).toBe(304);

    const other = cache.match("k", request({ ifNoneMatch: 'W/"another-page"' }));
    expect(other?.status).toBe(200);
    expect(await other?.text()).toBe("<h1>Airlines</h1>");

    // Changed content is another tag: the browser's copy no longer matches.
    const changed = await cache.store("k2", html("<h1>Airlines, updated</h1>"), { ...request(), now: NOW });
    expect(changed.headers.get("ETag")).not.toBe(etag);
  });

  test("the first render answers 304 too when the browser's tag matches what it rendered", async () => {
    const cache = new PageCache();
    const etag = (await cache.store("k", html("<p>Blog</p>"), { ...request(), now: NOW })).headers.get("ETag");
    const rendered = await new PageCache().store("k", html("<p>Blog</p>"), {
      ...request({ ifNoneMatch: etag }),
      now: NOW,
    });
    expect(rendered.status).toBe(304);
  });

  test("a page's nonce is not part of its tag; a page with a one-time form token has none", async () => {
    const cache = new PageCache();
    const page = (nonce: string) => html(`<script nonce="${nonce}">go()</script>`);
    const a = await cache.store("a", page("n-a"), { ...request({ nonce: "n-a" }), now: NOW });
    const b = await cache.store("b", page("n-b"), { ...request({ nonce: "n-b" }), now: NOW });
    expect(a.headers.get("ETag")).toBe(b.headers.get("ETag"));
    const form = await cache.store("f", html('<input name="_once" value="tok-1">'), {
      ...request(),
      token: "tok-1",
      now: NOW,
    });
    expect(form.headers.has("ETag")).toBe(false);
    expect(cache.match("f", { ...request({ ifNoneMatch: "*" }), token: "tok-2" })?.status).toBe(200);
  });

  test("a client that did not ask for gzip gets the page uncompressed, with Vary; one that asked gets gzip", async () => {
    const cache = new PageCache();
    await cache.store("k", html("<h1>Destinations</h1>"), { ...request(), now: NOW });
    for (const acceptEncoding of [null, "identity", "gzip;q=0", "br"]) {
      const plain = cache.match("k", request({ acceptEncoding }));
      expect(plain?.headers.has("Content-Encoding"), String(acceptEncoding)).toBe(false);
      expect(plain?.headers.get("Vary")).toContain("Accept-Encoding");
      expect(await plain?.text()).toBe("<h1>Destinations</h1>");
    }
    const zipped = cache.match("k", request({ acceptEncoding: "gzip, br" }));
    expect(zipped?.headers.get("Content-Encoding")).toBe("gzip");
    expect(zipped?.headers.get("Vary")).toContain("Accept-Encoding");
    const unzipped = await new Response((zipped as Response).body?.pipeThrough(new DecompressionStream("gzip"))).text();
    expect(unzipped).toBe("<h1>Destinations</h1>");
  });
});
