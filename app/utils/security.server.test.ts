import { describe, expect, test } from "vitest";
import {
  bodyLimitFor,
  contentSecurityPolicy,
  createNonce,
  isCrossSiteRequest,
  limitBody,
  uploadSlotOf,
  MAX_BODY_BYTES,
  MAX_UPLOAD_BODY_BYTES,
  withSecurityHeaders,
} from "./security.server";

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
    expect(csp).toContain("script-src 'nonce-abc' 'sha256-");
    expect(csp).toContain("' 'strict-dynamic'");
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

describe("body limits", () => {
  const upload = "https://tern.example/fr-FR/applications/abcdefghjkmnpqrs";
  test("an application's page and an owner's room types take one upload of 5 MB; every other path 64 KiB", () => {
    expect(bodyLimitFor(new URL(upload).pathname)).toBe(MAX_UPLOAD_BODY_BYTES);
    expect(bodyLimitFor("/extranet/own-lekkigarde/rooms")).toBe(MAX_UPLOAD_BODY_BYTES);
    expect(bodyLimitFor("/fr-FR/extranet/own-lekkigarde/rooms")).toBe(MAX_UPLOAD_BODY_BYTES);
    expect(bodyLimitFor("/extranet/own-lekkigarde/calendar")).toBe(MAX_BODY_BYTES);
    expect(bodyLimitFor("/applications/abcdefghjkmnpqrs/files/x")).toBe(MAX_BODY_BYTES);
    expect(bodyLimitFor("/booking/abcdefghjkmnpqrs/payment")).toBe(MAX_BODY_BYTES);
  });

  test("an upload's slot is read from its form's URL (its body is never read when refused), and only there", () => {
    const post = (url: string) => new Request(url, { method: "POST" });
    expect(uploadSlotOf(post(`${upload}?slot=a1-passport`))).toBe("a1-passport");
    expect(uploadSlotOf(post(`${upload}?slot=photo-2`))).toBe("photo-2");
    expect(uploadSlotOf(post(`${upload}?slot=<script>`))).toBeNull();
    expect(uploadSlotOf(post(upload))).toBeNull();
    expect(uploadSlotOf(new Request(`${upload}?slot=a1-passport`))).toBeNull();
    expect(uploadSlotOf(post("https://tern.example/booking/abcdefghjkmnpqrs/payment?slot=a1-passport"))).toBeNull();
  });

  test("a declared length over the limit is 413 before the body is read; a chunked one is cut at the limit", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const declared = new Request(upload, {
      method: "POST",
      body: endless,
      headers: { "Content-Length": String(MAX_UPLOAD_BODY_BYTES + 1) },
      duplex: "half",
    } as RequestInit);
    expect(((await limitBody(declared)) as Response).status).toBe(413);
    const chunked = new Request(upload, {
      method: "POST",
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          controller.enqueue(new Uint8Array(1024 * 1024));
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(((await limitBody(chunked)) as Response).status).toBe(413);
    const small = new Request(upload, { method: "POST", body: new Uint8Array(5 * 1024 * 1024) });
    expect(await ((await limitBody(small)) as Request).arrayBuffer()).toHaveProperty("byteLength", 5 * 1024 * 1024);
    expect(pulled).toBeLessThan(40);
  });
});
