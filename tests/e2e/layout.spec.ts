import type { Page } from "@playwright/test";
import { PERF_PAGES } from "../../scripts/perf-pages.mjs";
import { acceptCookies, day, type Person } from "./booking-helpers";
import { BAD_REQUEST_CONSOLE_ERROR, expect, expectNoAxeViolations, test } from "./fixtures";
import { memberSignedUp, seed, ticketedByCard, toPayment } from "./setup";
import { httpOf, perfApplications, perfOrders, perfStays } from "../../scripts/perf-booking.mjs";

/**
 * Every page fits a 320 px phone, a 390 px phone and a 1,366 px laptop without scrolling sideways, with
 * JavaScript on and off (the two projects); and axe finds nothing on it (WCAG 2.2 AA with target size, and best
 * practices). Without an island a page's HTML is the same with JavaScript off, so axe runs in the js-on project.
 */
const WIDTHS = [320, 390, 1366] as const;

/**
 * Each page is loaded once, at the narrowest width, then measured at each width as the viewport widens: the pages are
 * laid out by CSS media queries (and islands that follow resizes), which a resized viewport applies as a fresh load
 * at that width would.
 */
async function expectFits(page: Page, paths: string[]) {
  const javaScript = test.info().project.use.javaScriptEnabled !== false;
  for (const path of paths) {
    for (const [i, width] of WIDTHS.entries()) {
      await page.setViewportSize({ width, height: 844 });
      if (i === 0) await page.goto(path);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(innerWidth);
    }
    if (javaScript) {
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoAxeViolations(page);
    }
  }
}

/** The perf scripts' HTTP client over this page's own requests (its cookies), following no redirect. */
function pageHttp(page: Page, base: string) {
  const headers = { Origin: new URL(base).origin };
  return httpOf(base, async (path, form) => {
    const response = form
      ? await page.request.post(path, { form, headers, maxRedirects: 0 })
      : await page.request.get(path, { maxRedirects: 0 });
    return {
      status: response.status(),
      headers: { get: (name: string) => response.headers()[name.toLowerCase()] ?? null },
      text: () => response.text(),
    };
  });
}

const ADULT: Person[] = [{ group: /^Adult 1/, title: "MR", first: "Kunle", last: "Bello", born: "1979-06-21" }];

test.describe("every page fits the screen", () => {
  test.use({ expectedConsoleErrors: [BAD_REQUEST_CONSOLE_ERROR] });
  // The pages npm run perf measures without a booking, a few a test: axe on each of them fits in a test's own time.
  const plain = PERF_PAGES.filter((p) => !p.booking && !p.owner).map((p) => p.path);
  const PER_TEST = 6;
  for (let first = 0; first < plain.length; first += PER_TEST) {
    const paths = plain.slice(first, first + PER_TEST);
    test(`the pages npm run perf measures, ${first + 1} to ${first + paths.length}: ${paths[0]}…`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto("/about-us");
      await acceptCookies(page);
      await expectFits(page, paths);
    });
  }

  test("a ticketed booking's manage pages (those npm run perf measures with a booking)", async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const offset = testInfo.project.name === "js-off" ? 136 : 134;
    const search = `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${day(offset)}&adults=1&cabin=economy`;
    const id = await ticketedByCard(
      page,
      search,
      ADULT,
      `layout-manage-${testInfo.project.name}@example.com`,
      "ECONOMY_CLASSIC",
    );
    const next = day(offset + 1);
    const options = `/manage-booking/${id}/change/options?dates=${next}&cabin=economy`;
    await page.goto(options);
    await page
      .getByRole("button", { name: /^Choose/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/changes\/[a-z0-9]{16}$/);
    const change = /\/changes\/([a-z0-9]{16})$/.exec(page.url())?.[1] ?? "";
    await expectFits(
      page,
      PERF_PAGES.filter((p) => p.booking && !p.stay && !p.order && !p.application).map((p) =>
        p.path.replace("{booking}", id).replace("{change}", change).replace("{next}", next),
      ),
    );
    await expectFits(page, [
      `/fr-FR/manage-booking/${id}/change`,
      `/cart/market?intent=currency&currency=USD&redirectTo=%2Fcart`,
    ]);
  });

  test("a stay's pages (those npm run perf measures with a stay)", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto("/about-us");
    await acceptCookies(page);
    const base = testInfo.project.use.baseURL ?? "";
    // The stays perf makes, made through this page's own cookies.
    const { stayId, draftStayId } = await perfStays(base, undefined, pageHttp(page, base));
    await expectFits(page, [
      ...PERF_PAGES.filter((p) => p.stay).map((p) =>
        p.path.replace("{stay}", stayId).replace("{draftStay}", draftStayId),
      ),
      `/order/${stayId}/cancel`,
      `/fr-FR/order/${draftStayId}/details`,
      `/cart`,
    ]);
  });

  test("an order's pages (those npm run perf measures with an order)", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await page.goto("/about-us");
    await acceptCookies(page);
    const base = testInfo.project.use.baseURL ?? "";
    const { orderId, draftOrderId } = await perfOrders(base, undefined, pageHttp(page, base));
    await expectFits(page, [
      ...PERF_PAGES.filter((p) => p.order).map((p) =>
        p.path.replace("{order}", orderId).replace("{draftOrder}", draftOrderId),
      ),
      `/fr-FR/order/${draftOrderId}/details`,
      `/cart`,
    ]);
  });

  test("an application's page, sent and waiting for its photos (those npm run perf measures)", async ({
    page,
  }, testInfo) => {
    await page.goto("/about-us");
    await acceptCookies(page);
    const base = testInfo.project.use.baseURL ?? "";
    const { applicationId, draftApplicationId } = await perfApplications(base, undefined, pageHttp(page, base));
    await expectFits(
      page,
      PERF_PAGES.filter((p) => p.application).map((p) =>
        p.path.replace("{application}", applicationId).replace("{draftApplication}", draftApplicationId),
      ),
    );
  });

  test("the extranet's pages (those npm run perf measures with the sandbox owner), for a manager of its property", async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const email = `layout-owner-${testInfo.project.name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect(await seed(page, { intent: "manager", email, propertyId: "own-lekkigarde" })).toMatchObject({ email });
    await memberSignedUp(page, email, "Funke", "Adeyemi");
    await page.goto("/about-us");
    await acceptCookies(page);
    await expectFits(page, [
      ...PERF_PAGES.filter((p) => p.owner).map((p) => p.path),
      "/extranet/own-lekkigarde/rooms?room=R2",
      "/fr-FR/extranet/own-lekkigarde/reservations",
    ]);
  });

  test("the empty results page and the search form with errors", async ({ page }) => {
    await page.goto("/about-us");
    await acceptCookies(page);
    await expectFits(page, [
      `/flight/search?trip=oneway&from=YOL&to=MIU&depart=${day(30)}&adults=1&cabin=economy`,
      `/fr-FR/flight/search?trip=multicity&from=LOS&to=&depart=&from=&to=&depart=&adults=1&cabin=economy`,
      `/flight?trip=return&adults=2&children=2&adjust=children:up`,
    ]);
  });

  test("the booking steps and the summary", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const offset = testInfo.project.name === "js-off" ? 95 : 75;
    const search = `/flight/search?trip=oneway&from=LOS&to=LHR&depart=${day(offset)}&adults=1&cabin=economy`;
    const id = await toPayment(page, search, ADULT, `layout-${testInfo.project.name}@example.com`);
    await expectFits(page, [
      `/booking/${id}/travellers`,
      `/booking/${id}/extras`,
      `/booking/${id}/seats/0-0/0`,
      `/booking/${id}/payment`,
      `/fr-FR/booking/${id}/payment`,
      `/booking/${id}/summary`,
      `/manage-booking/${id}`,
      `/fr-FR/manage-booking/${id}`,
    ]);
  });

  test("a wide-body seat map: all nine seats of an A350 row fit a 360 px phone, each 44 px tall", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const offset = testInfo.project.name === "js-off" ? 97 : 77;
    const id = await toPayment(
      page,
      `/flight/search?trip=oneway&from=LOS&to=CDG&depart=${day(offset)}&adults=1&cabin=economy`,
      ADULT,
      `layout-a350-${testInfo.project.name}@example.com`,
    );
    // The booking's flights, each with its seat page: the first one flown by an A350.
    const extras = await (await page.request.get(`/booking/${id}/extras`)).text();
    const refs = [...new Set([...extras.matchAll(/value="seat:([0-9]+-[0-9]+):0"/g)].map((m) => m[1]))];
    let a350 = "";
    for (const ref of refs) {
      if ((await (await page.request.get(`/booking/${id}/seats/${ref}/0`)).text()).includes("Airbus A350")) {
        a350 = `/booking/${id}/seats/${ref}/0`;
        break;
      }
    }
    expect(a350, "an A350 flies from Lagos to Paris").not.toBe("");
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(a350);
    await expect(page.getByText(/Airbus A350-900/)).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    // An economy row of nine: each seat whole on screen and at least 44 px tall.
    const rows = page.locator("fieldset div").filter({ has: page.locator("label") });
    const nine = rows.filter({ has: page.locator("label:nth-of-type(9)") }).first();
    const seats = await nine
      .locator("label")
      .evaluateAll((labels) =>
        labels
          .map((label) => label.getBoundingClientRect())
          .map(({ left, right, height }) => ({ left, right, height })),
      );
    expect(seats.length).toBe(9);
    for (const seat of seats) {
      expect(seat.left).toBeGreaterThanOrEqual(0);
      expect(seat.right).toBeLessThanOrEqual(360);
      expect(seat.height).toBeGreaterThanOrEqual(44);
    }
  });

  test("the account pages", async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto("/account/sign-in");
    await acceptCookies(page);
    await expectFits(page, ["/account/sign-in", "/fr-FR/account/register?email=a%40example.com"]);
    await memberSignedUp(
      page,
      `layout-${testInfo.project.name}-${crypto.randomUUID().slice(0, 8)}@example.com`,
      "Adaeze",
      "Okonkwo-Abernathy",
    );
    await expectFits(page, [
      "/account",
      "/account/trips",
      "/account/profile/edit",
      "/account/password",
      "/account/travellers/new",
      "/fr-FR/account",
      "/account/points",
      "/fr-FR/account/points",
    ]);
  });
});

test("on a phone each field of a form row takes the row; on a laptop the e-mail and its confirmation sit side by side", async ({
  page,
}) => {
  await page.goto(`/visa/apply?type=AE-TOURIST-30&destination=AE&nationality=NG&date=${day(45)}&travellers=1`);
  const email = page.getByLabel("E-mail", { exact: true });
  const confirm = page.getByLabel("Confirm e-mail", { exact: true });
  const first = page.getByLabel(/^First name/).first();
  const last = page.getByLabel(/^Last name$/).first();
  const top = async (locator: typeof email) => (await locator.boundingBox())?.y ?? 0;
  const width = async (locator: typeof email) => (await locator.boundingBox())?.width ?? 0;
  for (const phone of [360, 390]) {
    await page.setViewportSize({ width: phone, height: 844 });
    // Stacked, and each as wide as the form: an address like adaeze.okafor@example.com is read whole.
    expect(await top(confirm)).toBeGreaterThan(await top(email));
    expect(await top(last)).toBeGreaterThan(await top(first));
    expect(await width(email)).toBeGreaterThan(phone * 0.8);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
  expect(Math.abs((await top(confirm)) - (await top(email)))).toBeLessThan(2);
});
