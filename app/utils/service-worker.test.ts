import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { offlinePathPatterns } from "~/domains/orders/orders.server";
import { contentSecurityPolicy } from "./security.server";
import { SERVICE_WORKER_REGISTRATION, SERVICE_WORKER_REGISTRATION_HASH, serviceWorkerSource } from "./service-worker";

// The service worker (decision 021): its inline registration is the one the CSP's hash allows, it is small, and it keeps
// exactly the registered pages: every order kind's summary and documents, and My Trips, in either language.

describe("the service worker", () => {
  test("the CSP allows its inline registration by hash, and service workers from the site only", () => {
    const hash = createHash("sha256").update(SERVICE_WORKER_REGISTRATION).digest("base64");
    expect(SERVICE_WORKER_REGISTRATION_HASH).toBe(`sha256-${hash}`);
    const policy = contentSecurityPolicy("n0nce", { dev: false });
    expect(policy).toContain(`'${SERVICE_WORKER_REGISTRATION_HASH}'`);
    expect(policy).toContain("worker-src 'self'");
  });

  test("is at most 5 KB gzip, and parses as JavaScript", () => {
    const source = serviceWorkerSource(offlinePathPatterns(), "v1");
    expect(gzipSync(source).length).toBeLessThanOrEqual(5 * 1024);
    expect(() => new Function(source)).not.toThrow();
  });

  test("keeps every product's summary and documents and My Trips, in both languages, and nothing else", () => {
    const kept = (path: string) => offlinePathPatterns().some((p) => new RegExp(p).test(path));
    for (const path of [
      "/booking/abcd1234efgh5678/summary",
      "/booking/abcd1234efgh5678/e-ticket.pdf",
      "/fr-FR/booking/abcd1234efgh5678/trip.ics",
      "/manage-booking/abcd1234efgh5678",
      "/order/abcd1234efgh5678/summary",
      "/fr-FR/order/abcd1234efgh5678/event.ics",
      "/order/abcd1234efgh5678/document.pdf",
      "/applications/abcd1234efgh5678",
      "/account/trips",
      "/fr-FR/account/trips",
    ]) {
      expect(kept(path), path).toBe(true);
    }
    for (const path of [
      "/flight/search",
      "/booking/abcd1234efgh5678/payment",
      "/booking/abcd1234efgh5678/travellers",
      "/account/profile",
      "/de-DE/account/trips",
      "/booking/abcd1234efgh5678/summary/extra",
      // A stay's old summary only redirects to its order's, which is what is kept.
      "/stay/abcd1234efgh5678/summary",
      "/",
    ]) {
      expect(kept(path), path).toBe(false);
    }
  });
});
