import type { Page, Response } from "@playwright/test";
import { acceptCookies, day } from "./booking-helpers";
import { expect, test } from "./fixtures";

/**
 * The page cache (docs/decisions/007-page-cache.md): a results page is rendered once a minute per search and
 * variant, and served to every visitor with the same language, market and consent state, each answer with its own
 * nonce and form token; never to a member.
 */
const cacheStatus = (response: Response | null) => response?.headers()["cache-status"] ?? "";

/** A search no other test runs: each project and run gets its own date and party size. */
function searchPath(project: string): string {
  const offset = 60 + Math.floor(Math.random() * 200);
  const adults = project === "js-off" ? 2 : 1;
  return `/flight/search?trip=oneway&from=LOS&to=LHR&depart=${day(offset)}&adults=${adults}&cabin=economy`;
}

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return response;
}

test("a results page is rendered once and then served from the cache, per language, currency and consent", async ({
  page,
}, testInfo) => {
  const path = searchPath(testInfo.project.name);

  const first = await open(page, path);
  expect(cacheStatus(first)).toBe("tern-pages; fwd=uri-miss; stored");
  const offers = await page.getByRole("article").allInnerTexts();
  expect(offers.length).toBeGreaterThan(0);

  // A copied URL in a new browser: the same page, from the cache, with its own CSP nonce.
  const other = await page.context().browser()?.newContext();
  const copy = await other?.newPage();
  const again = await copy?.goto(`${testInfo.project.use.baseURL ?? ""}${path}`);
  expect(cacheStatus(again ?? null)).toMatch(/^tern-pages; hit; ttl=\d+$/);
  expect(await copy?.getByRole("article").allInnerTexts()).toEqual(offers);
  const policies = [first?.headers()["content-security-policy"], again?.headers()["content-security-policy"]];
  expect(policies[0]).not.toEqual(policies[1]);
  // ...and its own one-time form token in every form that selects a fare (decision 022).
  const token = (of: Page | undefined) => of?.locator('input[name="_once"]').first().inputValue();
  const tokens = [await token(page), await token(copy)];
  expect(tokens[0]).toMatch(/^[\w-]{22}\.[\w-]{22}$/);
  expect(tokens[1]).toMatch(/^[\w-]{22}\.[\w-]{22}$/);
  expect(tokens[1]).not.toBe(tokens[0]);
  await other?.close();

  // French, another language: its own page.
  const french = await open(page, `/fr-FR${path}`);
  expect(cacheStatus(french)).toBe("tern-pages; fwd=uri-miss; stored");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lagos → Londres");

  // Having chosen about cookies, the visitor never gets the page with the dialog again.
  await open(page, path);
  await expect(page.getByRole("button", { name: "Yes, I Agree" })).toBeVisible();
  await acceptCookies(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lagos to London");
  await expect(page.getByRole("button", { name: "Yes, I Agree" })).toHaveCount(0);
  await open(page, path);
  await expect(page.getByRole("button", { name: "Yes, I Agree" })).toHaveCount(0);

  // Another currency: prices in it, never the naira page.
  await page.getByRole("banner").locator("summary", { hasText: "Language, country and currency" }).click();
  await page.getByRole("banner").getByRole("combobox", { name: "Currency" }).selectOption("USD");
  await page.getByRole("banner").getByRole("button", { name: "Change currency" }).click();
  await expect(page.getByRole("banner").getByText(/^Language, country and currency: .*USD$/)).toBeVisible();
  await open(page, path);
  await expect(page.getByRole("article").first()).toContainText("$");
  await expect(page.getByRole("main")).not.toContainText("₦");
});

test("a kept page has a validator: the browser's copy answers 304, headers only; a client not asking for gzip gets none", async ({
  request,
}) => {
  // A visitor with a session (the first answer gives one): its pages are the kept ones.
  await request.get("/");
  for (const path of ["/blog", "/fr-FR/destinations", "/airline"]) {
    await request.get(path);
    const first = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
    expect(first.status(), path).toBe(200);
    expect(first.headers()["content-encoding"], path).toBeUndefined();
    expect(first.headers()["vary"], path).toContain("Accept-Encoding");
    const etag = first.headers()["etag"] ?? "";
    expect(etag, path).toMatch(/^W\/"/);
    const again = await request.get(path, { headers: { "If-None-Match": etag } });
    expect(again.status(), path).toBe(304);
    expect((await again.body()).byteLength).toBe(0);
    expect(again.headers()["content-security-policy"]).toBeUndefined();
    expect((await request.get(path, { headers: { "If-None-Match": 'W/"stale"' } })).status()).toBe(200);
  }
});
