import type { Page } from "@playwright/test";
import { acceptCookies, day } from "./booking-helpers";
import { BAD_REQUEST_CONSOLE_ERROR, ENHANCEMENT_SCRIPT, expect, expectNoAxeViolations, test } from "./fixtures";
import { bookingReadyToPay } from "./setup";

// With JavaScript on, a form that only changes the page's own state answers in place (the enhancement script,
// decision 025): no new document, the scroll and focus kept, the URL following. With JavaScript off (the other
// project) the same controls work by an ordinary submit. A failed fetch falls back to that ordinary submit.

const jsOn = () => test.info().project.name === "js-on";

/**
 * The page as a traveller has it: with JavaScript, once the enhancement script is in (it loads after the page has
 * painted); without, as loaded.
 */
async function ready(page: Page) {
  if (jsOn()) await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
}

/** A mark on the window: it survives an answer in place, and a new document has none. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { tern_same_document: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { tern_same_document?: boolean }).tern_same_document === true);

test.describe("the travellers control on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("More Adults then More Children: the new counts, in place with JavaScript", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await ready(page);
    // One script, the enhancement script, and only with JavaScript on.
    if (jsOn()) {
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(ENHANCEMENT_SCRIPT);
    } else expect(scripts).toEqual([]);
    await acceptCookies(page);
    await ready(page);
    await page.locator("summary", { hasText: "1 traveller" }).first().click();
    const adults = page.getByRole("button", { name: "More Adults" });
    await adults.scrollIntoViewIfNeeded();
    await mark(page);
    const scrolled = await page.evaluate(() => scrollY);
    await adults.click();
    await expect(page.locator("#adults")).toHaveValue("2");
    await page.getByRole("button", { name: "More Children" }).click();
    await expect(page.locator("#children")).toHaveValue("1");
    await expect(page.getByText("3 travellers, Economy")).toBeVisible();
    if (jsOn()) {
      expect(await sameDocument(page)).toBe(true);
      expect(Math.abs((await page.evaluate(() => scrollY)) - scrolled)).toBeLessThanOrEqual(40);
      await expect(page.getByRole("button", { name: "More Children" })).toBeFocused();
      // The URL is the page as it stands: reloading it shows the same counts, not one more.
      expect(new URL(page.url()).searchParams.get("adjust")).toBeNull();
      await page.reload();
      await expect(page.locator("#adults")).toHaveValue("2");
      await expect(page.locator("#children")).toHaveValue("1");
    } else expect(await sameDocument(page)).toBe(false);
    await expectNoAxeViolations(page);
  });
});

test.describe("flight results", () => {
  // The fallback's injected failures: the 500 the browser logs, and the request dropped.
  test.use({ expectedConsoleErrors: [/status of 500|ERR_INTERNET_DISCONNECTED/] });
  const search = `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${day(40)}&adults=1&cabin=economy`;

  test("a filter applies as it changes, and its chip takes it off again", async ({ page }) => {
    await page.goto(search);
    await acceptCookies(page);
    // (Accepting cookies loads the page anew: the script is in once more after it.)
    await ready(page);
    const count = page.locator("#offers-heading");
    const all = await count.innerText();
    await mark(page);
    const filters = page.getByRole("form", { name: "Filters" });
    // On a phone the filters are a sheet behind a button.
    if (!(await filters.isVisible())) await page.locator("summary", { hasText: /^Filters/ }).click();
    await filters.getByLabel("Nonstop").check();
    if (!jsOn()) await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/[?&]stops=0(&|$)/);
    await expect(count).not.toHaveText(all);
    await expect(page.getByRole("list", { name: "Active filters" })).toBeVisible();
    expect(await sameDocument(page)).toBe(jsOn());
    await expectNoAxeViolations(page);
    await page
      .getByRole("link", { name: /^Remove filter/ })
      .first()
      .click();
    await expect(count).toHaveText(all);
    await expect(page).not.toHaveURL(/stops=/);
    expect(await sameDocument(page)).toBe(jsOn());
  });

  test("a failed request in place falls back to the ordinary submit, never a dead control", async ({ page }) => {
    test.skip(!jsOn(), "the fallback of the enhancement script");
    await page.goto(search);
    await acceptCookies(page);
    // (Accepting cookies loads the page anew: the script is in once more after it.)
    await ready(page);
    await mark(page);
    // The script's fetch fails once (a 500), then once more (the network gone): each time the page loads anew.
    let failures = 0;
    await page.route(
      (url) => url.pathname === "/flight/search",
      async (route) => {
        if (route.request().resourceType() !== "fetch") return route.continue();
        failures += 1;
        return failures === 1 ? route.fulfill({ status: 500, body: "down" }) : route.abort("internetdisconnected");
      },
    );
    const filters = page.getByRole("form", { name: "Filters" });
    if (!(await filters.isVisible())) await page.locator("summary", { hasText: /^Filters/ }).click();
    await filters.getByLabel("Nonstop").check();
    await expect(page).toHaveURL(/[?&]stops=0(&|$)/);
    expect(await sameDocument(page)).toBe(false);
    await ready(page);
    await mark(page);
    const again = page.getByRole("form", { name: "Filters" });
    if (!(await again.isVisible())) await page.locator("summary", { hasText: /^Filters/ }).click();
    await again.getByLabel("1 stop").check();
    await expect(page).toHaveURL(/[?&]stops=0(%2C|,)1(&|$)/);
    expect(await sameDocument(page)).toBe(false);
    expect(failures).toBe(2);
  });
});

test.describe("the extras step", () => {
  test.use({ expectedConsoleErrors: [BAD_REQUEST_CONSOLE_ERROR] });

  test("a bag chosen updates the running total", async ({ page }) => {
    const email = `enhance-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const id = await bookingReadyToPay(
      page,
      `/flight/search?trip=oneway&from=LOS&to=LHR&depart=${day(45)}&adults=1&cabin=economy`,
      [{ group: /^Adult 1/, title: "MRS", first: "Amina", last: "Okafor", born: "1990-03-14" }],
      email,
    );
    await page.goto(`/booking/${id}/extras`);
    await acceptCookies(page);
    // (Accepting cookies loads the page anew: the script is in once more after it.)
    await ready(page);
    const summary = page.getByRole("complementary");
    const total = () =>
      summary
        .getByRole("row", { name: /^Trip total/ })
        .getByRole("cell")
        .innerText();
    const before = await total();
    await expect(summary.getByRole("row", { name: /^Extra baggage/ })).toHaveCount(0);
    await mark(page);
    await page
      .getByLabel(/^Amina Okafor: LOS → LHR/)
      .first()
      .selectOption("1");
    if (!jsOn()) await page.getByRole("button", { name: "Update the total" }).click();
    await expect(summary.getByRole("row", { name: /^Extra baggage/ })).toHaveCount(1);
    expect(await total()).not.toBe(before);
    await expect(page.getByLabel(/^Amina Okafor: LOS → LHR/).first()).toHaveValue("1");
    expect(await sameDocument(page)).toBe(jsOn());
    if (jsOn()) await expect(page.getByLabel(/^Amina Okafor: LOS → LHR/).first()).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
