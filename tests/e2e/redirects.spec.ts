import { expect, REQUESTS_ONLY, test } from "./fixtures";

test.skip(REQUESTS_ONLY, "requests only: run in one project");

// Product rules §2 redirects: each answers 3xx to its target, keeping the locale prefix and the query string.
const cases: Array<[from: string, to: string]> = [
  ["/crm/client/validate", "/account/crm-agent/login"],
  ["/referral/client/validate", "/account/referral/validate"],
  ["/referral/ada.obi", "/account/referral/validate/ada.obi"],
  ["/ProductFeed", "/flight/product-feed"],
  ["/googleflight?utm_source=gf&id=7", "/flight/external-checkout?utm_source=gf&id=7"],
  ["/fr-FR/crm/client/validate?agent=12", "/fr-FR/account/crm-agent/login?agent=12"],
  ["/fr-FR/ProductFeed", "/fr-FR/flight/product-feed"],
  ["/nigeria", "/destinations/nigeria"],
  ["/Ghana?from=ad", "/destinations/ghana?from=ad"],
  ["/fr-FR/royaume-uni", "/fr-FR/destinations/royaume-uni"],
  ["/fr-FR/united-kingdom", "/fr-FR/destinations/royaume-uni"],
  ["/no/such/page", "/"],
  ["/fr-FR/no/such/page?q=1", "/fr-FR/?q=1"],
  ["/xx-YY/flight", "/"],
  // Browsers ask for /favicon.ico by habit; the icon is an SVG.
  ["/favicon.ico", "/favicon.svg"],
];

// One URL a page (product rules §2, Redirects): a section in capitals or a trailing slash answers 301 to the page's one URL.
const spellings: Array<[from: string, to: string]> = [
  ["/FLIGHT", "/flight"],
  ["/flight/", "/flight"],
  ["/about-us/?ref=mail", "/about-us?ref=mail"],
  ["/fr-FR/Things-To-Do/", "/fr-FR/things-to-do"],
  ["/fr-FR", "/fr-FR/"],
];

test.describe("redirects", () => {
  for (const [from, to] of spellings) {
    test(`${from} -> ${to}, permanently`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(to);
      expect((await request.get(to, { maxRedirects: 0 })).status()).toBe(200);
    });
  }
  for (const [from, to] of cases) {
    test(`${from} -> ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBeGreaterThanOrEqual(300);
      expect(response.status()).toBeLessThan(400);
      expect(response.headers()["location"]).toBe(to);
    });
  }

  // The CRM's and the referral redirects (decision 016) end on pages, with and without their query strings, in both languages.
  for (const prefix of ["", "/fr-FR"]) {
    for (const path of [
      "/crm/client/validate",
      "/crm/client/validate?agentId=AG1001&accessToken=not-a-token",
      "/referral/client/validate",
      "/referral/client/validate?utm_source=sms",
      "/referral/ada.obi",
      "/referral/ada.obi?utm_source=sms",
    ]) {
      test(`${prefix}${path} ends on a page`, async ({ request }) => {
        const response = await request.get(`${prefix}${path}`);
        expect(response.status()).toBe(200);
        expect(new URL(response.url()).pathname).toMatch(/\/account\/(crm-agent\/login|referral\/validate)/);
        expect(await response.text()).toContain(`<html lang="${prefix ? "fr-FR" : "en-US"}"`);
      });
    }
  }

  test("an unprefixed URL opens in the saved language", async ({ request }) => {
    const response = await request.get("/?ref=mail", {
      maxRedirects: 0,
      headers: { Cookie: `tern_lang=${btoa(JSON.stringify("fr-FR"))}` },
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/fr-FR/?ref=mail");
  });

  test("an unknown API path answers JSON 404, not a page", async ({ request }) => {
    const response = await request.get("/api/nothing-here", { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ code: "not_found", message: "Nothing answers at this address." });
  });
});
