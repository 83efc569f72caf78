import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { COMMITTED_DEFAULTS, isLoopbackHost, publicOrigin } from "./deployment.server";

describe("the committed defaults", () => {
  test("every secret wrangler.toml ships is on the list the Worker refuses, with the same value", () => {
    const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
    const secrets = [...toml.matchAll(/^([A-Z_]*(?:SECRET|SALT|KEY)[A-Z_]*) = "([^"]*)"/gm)].map(([, n, v]) => [n, v]);
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    expect(Object.fromEntries(secrets)).toEqual(COMMITTED_DEFAULTS);
  });

  test("loopback is localhost, 127.0.0.0/8 and ::1, nothing that only looks like it", () => {
    for (const host of ["localhost", "LOCALHOST", "app.localhost", "127.0.0.1", "127.255.0.9", "[::1]", "::1"]) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of ["localhost.evil.example", "127.0.0.1.nip.io", "128.0.0.1", "10.0.0.1", "tern.example"]) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });
});

describe("the public origin of links in e-mails and documents", () => {
  test("the configured SITE_URL, or the request's origin while it is a loopback address", () => {
    const request = new Request("http://localhost:9123/booking/x/trip.ics");
    expect(publicOrigin({ SITE_URL: "https://tern.example" }, request)).toBe("https://tern.example");
    expect(publicOrigin({ SITE_URL: "http://localhost:8787" }, request)).toBe("http://localhost:9123");
    expect(publicOrigin({ SITE_URL: "http://localhost:8787" })).toBe("http://localhost:8787");
  });
});
