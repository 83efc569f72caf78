import { describe, expect, test } from "vitest";
import { contentSecurityPolicy, createNonce, isCrossSiteRequest, withSecurityHeaders } from "./security.server";

const post = (headers: Record<string, string>) =>
  new Request("https://tern.example/settings/consent", { method: "POST", headers });

describe("isCrossSiteRequest", () => {
  test("refuses a POST another site's page sends", () => {
    expect(isCrossSiteRequest(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isCrossSiteRequest(post({ "Sec-Fetch-Site": "same-site" }))).toBe(true);
    expect(isCrossSiteRequest(post({ Origin: "https://evil.example" }))).toBe(true);
  });

  test("accepts the site's own forms and non-browser clients", () => {
    expect(isCrossSiteRequest(post({ "Sec-Fetch-Site": "same-origin", Origin: "https://tern.example" }))).toBe(false);
    expect(isCrossSiteRequest(post({ Origin: "https://tern.example" }))).toBe(false);
    expect(isCrossSiteRequest(post({}))).toBe(false);
    expect(
      isCrossSiteRequest(new Request("https://tern.example/", { headers: { "Sec-Fetch-Site": "cross-site" } })),
    ).toBe(false);
  });
});

describe("security headers", () => {
  test("a fresh nonce each time", () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{24}$/);
  });

  test("the CSP allows scripts only by nonce and forbids framing", () => {
    const csp = contentSecurityPolicy("abc", { dev: false });
    expect(csp).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
  });

  test("images from the map's tile server, when it is another site, and from nowhere else", () => {
    expect(contentSecurityPolicy("abc", { dev: false })).toContain("img-src 'self' data:;");
    const csp = contentSecurityPolicy("abc", { dev: false, tileOrigin: "https://tiles.example" });
    expect(csp).toContain("img-src 'self' data: https://tiles.example;");
    expect(csp).toContain("connect-src 'self';");
  });

  test("every response gets the headers, even an immutable redirect", () => {
    const response = withSecurityHeaders(Response.redirect("https://tern.example/", 302), "n1", { dev: false });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("https://tern.example/");
    expect(response.headers.get("Content-Security-Policy")).toContain("'nonce-n1'");
    expect(response.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d+/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });
});
