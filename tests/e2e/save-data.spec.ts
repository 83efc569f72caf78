import { acceptCookies, day } from "./booking-helpers";
import type { Page } from "@playwright/test";
import { collectScripts, expect, expectNoAxeViolations, test } from "./fixtures";

// Save-Data (decision 021): a browser asking to save data gets the stays listing with its map, a property and an airline page
// without a picture and without the map island, told so, with a way to full pages (and back), with and without
// JavaScript, in English and French.

const STAY = `where=Lagos&checkIn=${day(70)}&checkOut=${day(72)}&room=2`;

/**
 * Playwright sends its extra headers on navigations but not on a redirect's GET (a browser's data saver sends
 * Save-Data on every request): after a form's redirect, the page is asked for again.
 */
const reload = (page: Page) => page.goto(page.url());

test.describe("Save-Data", () => {
  test.use({ extraHTTPHeaders: { "Save-Data": "on" } });

  test("the map listing, a property and an airline page: no picture, no island; full pages on request", async ({
    page,
  }) => {
    const scripts = collectScripts(page);
    const pictures: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image" && !request.url().endsWith("favicon.svg")) pictures.push(request.url());
    });
    // The cookie choice first, on a page without pictures: its redirect comes back without the header.
    await page.goto("/about-us");
    await acceptCookies(page);
    await page.waitForLoadState("networkidle");
    scripts.splice(0);
    pictures.splice(0);
    await page.goto(`/hotel/search?${STAY}&view=map`);
    const notice = page.getByRole("region", { name: "Data saver" });
    await expect(notice).toContainText("pictures and the map are left out");
    await expect(page.getByRole("figure")).toBeVisible();
    await expect(page.locator("main img")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto(`/hotel/LOS-002?${STAY}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main img")).toHaveCount(0);
    // The flight results: never a picture or a script, and the notice says so here too.
    await page.goto(`/flight/search?trip=oneway&from=LOS&to=ABV&depart=${day(70)}&adults=1&cabin=economy`);
    await expect(page.getByRole("region", { name: "Data saver" })).toBeVisible();
    await expect(page.locator("main img")).toHaveCount(0);
    await page.goto("/airline");
    await page.locator("main a[href^='/airline/']").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main img")).toHaveCount(0);
    expect(scripts).toEqual([]);
    expect(pictures).toEqual([]);

    // Full pages, by choice: the listing's photos and the map island come back, and the way back is offered.
    await page.goto(`/hotel/search?${STAY}&view=map`);
    await notice.getByRole("button", { name: "Show full pages" }).click();
    await expect(page).toHaveURL(/view=map/);
    await reload(page);
    await expect(page.getByRole("region", { name: "Data saver" })).toContainText("Your browser asks to save data");
    await expect(page.locator("main img").first()).toBeAttached();
    if (test.info().project.use.javaScriptEnabled !== false) {
      await expect.poll(() => scripts.some((url) => url.includes("island-stay-map"))).toBe(true);
    }
    await page.getByRole("region", { name: "Data saver" }).getByRole("button", { name: "Save data" }).click();
    await expect(page.locator("main img")).toHaveCount(0);
  });

  test("in French, the notice and its button are French", async ({ page }) => {
    await page.goto(`/fr-FR/hotel/search?${STAY}`);
    await acceptCookies(page);
    await reload(page);
    const notice = page.getByRole("region", { name: "Économiseur de données" });
    await expect(notice).toContainText("les photos et la carte ne sont pas chargées");
    await expect(notice.getByRole("button", { name: "Afficher les pages complètes" })).toBeVisible();
    await page.setViewportSize({ width: 320, height: 640 });
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways).toBe(false);
  });
});

test("without Save-Data, no notice and the pictures are there", async ({ page }) => {
  await page.goto(`/hotel/search?${STAY}`);
  await acceptCookies(page);
  await expect(page.getByRole("region", { name: "Data saver" })).toHaveCount(0);
  await expect(page.locator("main img").first()).toBeAttached();
});
