import { expect, test } from "./fixtures";

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
      if (/\.(txt|svg)$/.test(path)) {
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
    expect(nonces.size).toBe(4);
  });

  test("every inline script of a page carries the response's nonce", async ({ request }) => {
    const response = await request.get("/");
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    const html = await response.text();
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
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
});
