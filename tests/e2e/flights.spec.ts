import {
  BAD_REQUEST_CONSOLE_ERROR,
  collectScripts,
  expect,
  expectNoAxeViolations,
  REQUESTS_ONLY,
  test,
} from "./fixtures";
import { testDay } from "../support/clock";

const day = testDay;
const D1 = day(30);
const D2 = day(37);
const D3 = day(44);

test.describe("flight search", () => {
  // Invalid searches answer 400 with the form and its messages; the browser logs that status.
  test.use({ expectedConsoleErrors: [BAD_REQUEST_CONSOLE_ERROR] });

  test("a one-way search from the form, with no JavaScript file loaded", async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto("/flight");
    await expectNoAxeViolations(page);
    await page.getByRole("radio", { name: "One way" }).check();
    await page.getByLabel("From").first().fill("LOS");
    await page.getByLabel("To").first().fill("LHR");
    await page.getByLabel("Departure date").first().fill(D1);
    await page.getByRole("button", { name: "Search flights" }).click();
    await expect(page).toHaveURL(new RegExp(`/flight/search\\?trip=oneway&from=LOS&to=LHR&depart=${D1}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lagos to London");
    await expect(page.getByRole("article").first()).toContainText("LHR");
    await expect(page).toHaveTitle("Flights from Lagos to London | Tern");
    expect(scripts).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("a slow supplier: the page's shell at once, 'still searching', then the results by itself", async ({
    page,
  }, testInfo) => {
    // The sandbox's slow supplier (IBA to CBQ) answers after 6 s; a results page waits 4 s (SUPPLIER_WAIT_MS).
    test.setTimeout(45_000);
    const scripts = collectScripts(page);
    // A day of its own per project, apart from the other's calendar: the answers are kept for two minutes.
    const depart = day(testInfo.project.name === "js-off" ? 41 : 33);
    const response = await page.goto(`/flight/search?trip=oneway&from=IBA&to=CBQ&depart=${depart}&adults=1`);
    expect(response?.headers().refresh).toBe("2");
    // Never kept by a cache (a first visit's page is private too: it brings the browser its session).
    expect(response?.headers()["cache-control"]).toMatch(/(^|, )no-store$/);
    await expect(page.getByRole("status")).toContainText("Still searching");
    await expect(page.getByRole("link", { name: "Refresh now" })).toBeVisible();
    await expectNoAxeViolations(page);
    // It refreshes itself (no JavaScript) until the supplier's answer is there: then no note, and no refresh.
    await expect(page.getByRole("status").filter({ hasText: "Still searching" })).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const settled = await page.request.get(page.url());
    expect(settled.headers().refresh).toBeUndefined();
    expect(scripts).toEqual([]);
  });

  test("a round trip from the form's suggestions", async ({ page }) => {
    await page.goto("/flight");
    expect(await page.locator("datalist#airport-suggestions option").count()).toBeGreaterThan(100);
    await expect(page.getByLabel("From").first()).toHaveAttribute("list", "airport-suggestions");
    await page.getByRole("radio", { name: "Round trip" }).check();
    await page.getByLabel("From").first().fill("Lagos (LOS)");
    await page.getByLabel("To").first().fill("Accra (ACC)");
    await page.getByLabel("Departure date").first().fill(D1);
    await page.getByLabel("Return date").fill(D2);
    const travellers = page.locator("summary", { hasText: "1 traveller, Economy" });
    await travellers.click();
    await page.getByLabel("Adults", { exact: true }).fill("2");
    // "Done" closes the sheet and keeps the count (without JavaScript, the form comes back closed with it).
    await page.getByRole("button", { name: "Done" }).click();
    const chosen = page.locator("summary", { hasText: "2 travellers, Economy" });
    await expect(chosen).toBeVisible();
    await expect(page.getByRole("button", { name: "Done" })).toBeHidden();
    await page.getByRole("button", { name: "Search flights" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lagos to Accra");
    const first = page.getByRole("article").first();
    await expect(first).toContainText("LOS");
    await expect(first).toContainText("ACC");
    await expect(first).toContainText("in total");
    // The results page's "Change search" has no list of airports (its page fits a slow connection's first round
    // trip): a city typed there is resolved all the same.
    await expect(page.locator("datalist")).toHaveCount(0);
    await page.locator("summary", { hasText: "Change search" }).click();
    const to = page.getByLabel("To").first();
    await expect(to).not.toHaveAttribute("list");
    await to.fill("Nairobi");
    await page.getByRole("button", { name: "Search flights" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lagos to Nairobi");
  });

  test("a three-leg multi-city trip, adding a leg without JavaScript", async ({ page }) => {
    await page.goto("/flight");
    await page.getByRole("radio", { name: "Multi city" }).check();
    const from = page.getByLabel("From");
    const to = page.getByLabel("To");
    const depart = page.getByLabel("Departure date");
    await from.nth(0).fill("LOS");
    await to.nth(0).fill("NBO");
    await depart.nth(0).fill(D1);
    await from.nth(1).fill("NBO");
    await to.nth(1).fill("JNB");
    await depart.nth(1).fill(D2);
    await page.getByRole("button", { name: "Add another flight" }).click();
    await expect(page.getByRole("group", { name: "Flight 3" })).toBeVisible();
    await expect(page.getByLabel("From").nth(1)).toHaveValue("NBO");
    await page.getByLabel("From").nth(2).fill("JNB");
    await page.getByLabel("To").nth(2).fill("LOS");
    await page.getByLabel("Departure date").nth(2).fill(D3);
    await page.getByRole("button", { name: "Search flights" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your multi-city trip");
    await expect(page.getByRole("article").first()).toContainText("JNB");
  });

  test("sort, filters and a calendar day change the URL and the list", async ({ page }) => {
    // On a phone, where the filters are a sheet behind a button (a column from 1,024 px: desktop.spec.ts).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/flight/search?trip=oneway&from=LOS&to=ABV&depart=${D1}&adults=1&cabin=economy`);
    await page.locator("summary", { hasText: "Sort by" }).click();
    await page.getByRole("navigation", { name: "Sort by" }).getByRole("link", { name: "Cheapest" }).click();
    await expect(page).toHaveURL(/sort=cheapest/);
    // Cheapest first: each offer's price per traveller is at least the one before it.
    const prices = (await page.getByRole("article").allTextContents()).map((text) =>
      Number(/([\d,.]+)\s*per adult/.exec(text)?.[1]?.replace(/[^\d]/g, "")),
    );
    expect(prices.length).toBeGreaterThan(2);
    expect(prices.every((price) => Number.isFinite(price) && price > 0)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await page.locator("summary", { hasText: "Filters (0)" }).click();
    await page.getByRole("checkbox", { name: "Nonstop" }).check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/stops=0/);
    const nonstop = await page.getByRole("article").all();
    expect(nonstop.length).toBeGreaterThan(0);
    for (const offer of nonstop) await expect(offer).toContainText("Nonstop");
    await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link")).toHaveText(["Nonstop"]);
    await page.locator("summary", { hasText: "Filters (1)" }).click();
    await page.getByRole("checkbox", { name: "Refundable fares only" }).check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/refundable=1/);
    const refundable = await page.getByRole("article").all();
    expect(refundable.length).toBeGreaterThan(0);
    // The fare shown is refundable (its badge); the other fares come on asking.
    for (const offer of refundable) await expect(offer.getByText("Refundable", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Fare options" })).toHaveCount(0);
    await refundable[0]!.getByRole("link", { name: "Fare options and flight details" }).click();
    await expect(page).toHaveURL(/refundable=1.*&open=[A-Z0-9.]+/);
    const opened = page.getByRole("article").first();
    await expect(opened.getByRole("heading", { name: "Fare options" })).toBeVisible();
    await expect(opened.getByRole("button", { name: /^Select .*Flex$/ })).toBeVisible();
    await expect(opened.getByRole("heading", { name: "Flight details" })).toBeVisible();
    await expect(opened.getByRole("list", { name: /^LOS–ABV$/ })).toBeVisible();
    // Only that card's.
    await expect(page.getByRole("heading", { name: "Fare options" })).toHaveCount(1);
    await opened.getByRole("link", { name: "Hide fare options and flight details" }).click();
    await expect(page).not.toHaveURL(/open=/);
    await expect(page.getByRole("heading", { name: "Fare options" })).toHaveCount(0);

    const calendar = page.getByRole("region", { name: "Fares around your dates" });
    const next = calendar.getByRole("link").last();
    const href = (await next.getAttribute("href")) ?? "";
    await next.click();
    await expect(page).toHaveURL(new RegExp(`depart=${new URLSearchParams(href.split("?")[1]).get("depart")}`));
    await expect(page).not.toHaveURL(new RegExp(`depart=${D1}`));
  });

  test("a city with several airports asks which one", async ({ page }) => {
    await page.goto(`/flight/search?trip=oneway&from=London&to=LOS&depart=${D1}&adults=1&cabin=economy`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Which airport did you mean?");
    await page.getByRole("radio", { name: /Gatwick/ }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/from=LGW/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("London to Lagos");
    await expectNoAxeViolations(page);
  });

  test("each invalid input shows its message and keeps what was typed", async ({ page }) => {
    const cases: Array<[string, string]> = [
      [`from=LOS&to=LOS&depart=${D1}&adults=1`, "Departure and arrival airports must be different"],
      [`from=LOS&to=LHR&depart=2020-01-01&adults=1`, "This date is in the past"],
      [`from=LOS&to=LHR&depart=${D1}&adults=1&infants=2`, "no more infants than adults"],
      [`from=LOS&to=LHR&depart=${D1}&adults=1&children=1`, "Children must have ages given"],
      [`from=LOS&to=LHR&depart=${D1}&adults=1&children=1&childAges=1`, "A child is 2 to 11 on the day of travel"],
      [`from=LOS&to=LHR&depart=${D1}&adults=8&children=2&childAges=3,4`, "Passengers must number between 1 and 9"],
      [`from=Qwertyville&to=LHR&depart=${D1}&adults=1`, "We couldn't find that airport"],
    ];
    for (const [query, message] of cases) {
      const response = await page.goto(`/flight/search?trip=oneway&${query}&cabin=economy`);
      expect(response?.status(), query).toBe(400);
      const summary = page.getByRole("alert");
      await expect(summary).toContainText("Form has errors, please check and correct");
      // Each field in error is a link to its input.
      const href = (await summary.getByRole("link").first().getAttribute("href")) ?? "";
      expect(await page.locator(`[id="${href.slice(1)}"]`).count(), `${query}: ${href}`).toBe(1);
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.getByLabel("To").first()).toHaveValue(new URLSearchParams(query).get("to") ?? "");
    }
    // Ten travellers: the limit points to the way round it.
    await page.goto(`/flight/search?trip=oneway&from=LOS&to=LHR&depart=${D1}&adults=8&children=2&childAges=3,4`);
    await expect(page.getByRole("link", { name: /^More than 9 travelling together\?/ })).toHaveAttribute(
      "href",
      "/business-travel",
    );
    await page.goto(`/flight/search?trip=return&from=LOS&to=LHR&depart=${D2}&return=${D1}&adults=1&cabin=economy`);
    await expect(page.getByText("The return must be after the departure")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("in French, with French text and prices in euros", async ({ page }) => {
    await page.goto(`/fr-FR/flight/search?trip=oneway&from=LOS&to=CDG&depart=${D1}&adults=1&cabin=economy`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lagos → Paris");
    await expect(page.getByRole("article").first()).toContainText("€");
    await expect(page.getByRole("article").first()).toContainText("par adulte");
    await page.goto(`/fr-FR/flight/search?trip=oneway&from=LOS&to=LOS&depart=${D1}&adults=1&cabin=economy`);
    await expect(page.getByText("Les aéroports de départ et d’arrivée doivent être différents")).toBeVisible();
  });

  test("a copied results URL shows the same results in a new browser", async ({ page, browser }, testInfo) => {
    // A search of its own per project, so neither finds the other's page in the page cache.
    const back = testInfo.project.name === "js-off" ? D3 : D2;
    const url = `/flight/search?trip=return&from=ABV&to=DXB&depart=${D1}&return=${back}&adults=1&cabin=economy&sort=cheapest`;
    await page.goto(url);
    const first = await page.getByRole("article").first().textContent();
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const fresh = await other.newPage();
    await fresh.goto(url);
    // Accepting cookies makes this browser's page another variant, which the page cache has never kept: the
    // results below are rendered again from the URL alone.
    const [rendered] = await Promise.all([
      fresh.waitForResponse((r) => r.url().includes("/flight/search?") && r.request().method() === "GET"),
      fresh.getByRole("button", { name: "Yes, I Agree" }).click(),
    ]);
    expect(rendered.headers()["cache-status"]).toContain("fwd=uri-miss");
    expect(first).toBeTruthy();
    await expect(fresh.getByRole("article").first()).toHaveText(first ?? "");
    await other.close();
  });
});

test.describe("GET /api/flights/search", () => {
  test.skip(REQUESTS_ONLY, "requests only: run in one project");
  test("answers offers as JSON, in the x-currency currency", async ({ request }) => {
    const response = await request.get(
      `/api/flights/search?trip=oneway&from=LOS&to=ACC&depart=${D1}&adults=1&cabin=economy`,
      { headers: { "x-currency": "USD" } },
    );
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.currency).toBe("USD");
    expect(body.offers.length).toBeGreaterThan(0);
    expect(body.offers[0].families[0].total.currency).toBe("USD");
    expect(body.calendar).toHaveLength(7);
  });

  test("errors are JSON with a code and the message, in the Accept-Language language", async ({ request }) => {
    const invalid = await request.get(`/api/flights/search?trip=oneway&from=LOS&to=LOS&depart=${D1}&adults=1`, {
      headers: { "Accept-Language": "fr-FR" },
    });
    expect(invalid.status()).toBe(400);
    expect(await invalid.json()).toMatchObject({
      code: "invalid_search",
      errors: { "to.0": ["Les aéroports de départ et d’arrivée doivent être différents"] },
    });
    const ambiguous = await request.get(`/api/flights/search?trip=oneway&from=Paris&to=LOS&depart=${D1}&adults=1`);
    expect(ambiguous.status()).toBe(409);
    expect((await ambiguous.json()).code).toBe("ambiguous_airport");
    const timeout = await request.get(`/api/flights/search?trip=oneway&from=IBA&to=LOS&depart=${D1}&adults=1`);
    expect(timeout.status()).toBe(503);
    expect(await timeout.json()).toEqual({
      code: "supplier_unavailable",
      message: "Failed to process request, please try again",
    });
  });
});
