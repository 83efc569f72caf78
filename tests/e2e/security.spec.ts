import { day } from "./booking-helpers";
import { expect, REQUESTS_ONLY, test } from "./fixtures";
import { SERVICE_WORKER_REGISTRATION } from "../../app/utils/service-worker";

test.skip(REQUESTS_ONLY, "requests only: run in one project");

test.describe("security", () => {
  test("every response carries the security headers; every one the Worker renders a fresh CSP nonce", async ({
    request,
  }) => {
    const nonces = new Set<string>();
    for (const path of ["/", "/fr-FR/", "/nigeria", "/missing.png", "/robots.txt", "/favicon.svg"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
      if (path.endsWith(".svg")) {
        // Static files: no script may run at all.
        expect(csp, path).toContain("default-src 'none'");
      } else {
        expect(nonce, path).toBeTruthy();
        nonces.add(nonce ?? "");
      }
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
    expect(nonces.size).toBe(5);
  });

  test("a page without an island carries no script but the service worker's one inline line and the enhancement script", async ({
    request,
  }) => {
    for (const path of [
      "/",
      "/fr-FR/flight",
      `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${day(30)}&adults=1`,
    ]) {
      const response = await request.get(path);
      const csp = response.headers()["content-security-policy"] ?? "";
      expect(csp, path).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'sha256-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(csp, path).not.toContain("unsafe-inline");
      const html = await response.text();
      // The one inline line that registers the service worker (decision 021), run by its hash, with no nonce and no
      // file; and the line, under the page's nonce, that loads the enhancement script once the page has painted
      // (decision 025).
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1] ?? "";
      // Structured data (JSON-LD) is data, never run: it carries no nonce and is not counted.
      const scripts = html.match(/<script\b[^>]*>[^<]*<\/script>/g) ?? [];
      for (const data of scripts.filter((tag) => tag.startsWith('<script type="application/ld+json"')))
        expect(data, path).not.toContain("nonce=");
      expect(
        scripts.filter((tag) => !tag.startsWith('<script type="application/ld+json"')),
        path,
      ).toEqual([
        `<script>${SERVICE_WORKER_REGISTRATION}</script>`,
        expect.stringMatching(
          new RegExp(
            `^<script nonce="${nonce.replace(/[+/=]/g, "\\$&")}" data-src="/assets/island-enhance-[\\w-]+\\.js" data-imports="" data-wait="1000">\\(s=>`,
          ),
        ),
      ]);
      expect(html, path).not.toContain('rel="modulepreload"');
    }
  });

  test("a cross-site POST is refused with 403 and changes nothing", async ({ request }) => {
    const crossSite = await request.post("/settings/language", {
      form: { lang: "fr-FR", redirectTo: "/" },
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    expect(crossSite.headers()["set-cookie"]).toBeUndefined();

    const sameSite = await request.post("/settings/language", {
      form: { lang: "fr-FR", redirectTo: "/" },
      headers: { "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    expect(sameSite.status()).toBe(302);
    expect(sameSite.headers()["location"]).toBe("/fr-FR/");
  });

  test("methods an address does not answer are 405 with its own Allow, a CORS preflight included", async ({
    request,
  }) => {
    // Each address names what it answers: a page with a form takes POST, one without does not, nor does a search.
    const allow = {
      "/flight/search": "GET, HEAD, POST",
      "/api/flights/search": "GET, HEAD",
      "/fr-FR/about-us": "GET, HEAD",
    };
    for (const method of ["OPTIONS", "TRACE", "PUT", "DELETE", "PATCH"]) {
      for (const [path, methods] of Object.entries(allow)) {
        const response = await request.fetch(path, { method, headers: { "Access-Control-Request-Method": "POST" } });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers()["allow"], `${method} ${path}`).toBe(methods);
      }
    }
  });

  test("a body over 64 KiB answers 413 before it is read, declared or not", async ({ request }) => {
    const big = "a".repeat(70 * 1024);
    const declared = await request.post("/settings/market", {
      data: big,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
    });
    expect(declared.status()).toBe(413);
    const small = await request.post("/settings/market", {
      form: { intent: "currency", currency: "USD", redirectTo: "/flight" },
      headers: { "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    expect(small.status()).toBe(302);
  });

  test("redirectTo with a control character goes home; private pages are never stored; preference cookies are Secure", async ({
    request,
  }) => {
    for (const redirectTo of ["/\t/evil.example", "/a\r\nSet-Cookie: x=1", "/\u2028", "//evil.example"]) {
      const response = await request.post("/settings/market", {
        form: { intent: "currency", currency: "USD", redirectTo },
        headers: { "Sec-Fetch-Site": "same-origin" },
        maxRedirects: 0,
      });
      expect(response.status(), JSON.stringify(redirectTo)).toBe(302);
      expect(response.headers()["location"]).toBe("/");
      expect(response.headers()["set-cookie"]).toMatch(/^tern_market=.*; Secure; SameSite=Lax$/);
    }
    for (const path of ["/account/sign-in", "/cart", "/booking/aaaaaaaaaaaaaaaa/summary", "/fr-FR/account/trips"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
    }
    expect((await request.get("/about-us")).headers()["cache-control"]).toBeUndefined();
  });

  test("an encoded newline or line separator in a path is a 404 page, not a server error", async ({ request }) => {
    for (const path of ["/referral/%0Ax", "/en-US/%0Ax", "/fr-FR/%0D%0Ax", "/fr-FR/%E2%80%A8x/y"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
    expect(await (await request.get("/fr-FR/%0Ax")).text()).toContain('<html lang="fr-FR"');
  });
});
