import type { Page } from "@playwright/test";
import { acceptCookies } from "./booking-helpers";
import { faresFound } from "./discovery-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Airline pages (product rules §2 and §4): the route price grid, JavaScript on and off, English and French. A
// priced cell opens the flight search for 1 adult, one way or round trip by its Return flag, on its dates; an N/A
// cell links nowhere. Fares are searched after the first view (the page says so), so the test reloads until they
// are in.

const LABELS = {
  "en-US": {
    prefix: "",
    index: "Airlines",
    grid: "Lowest fares by route",
    notAvailable: "N/A",
    kano: "Kano (KAN)",
    accra: "Accra (ACC)",
    ibadan: "Ibadan (IBA)",
    oneWay: /one way/,
    return: /return/,
    results: { kano: "Lagos to Kano", accra: "Lagos to Accra" },
  },
  "fr-FR": {
    prefix: "/fr-FR",
    index: "Compagnies aériennes",
    grid: "Meilleurs prix par ligne",
    notAvailable: "N/D",
    kano: "Kano (KAN)",
    accra: "Accra (ACC)",
    ibadan: "Ibadan (IBA)",
    oneWay: /aller simple/,
    return: /aller-retour/,
    results: { kano: "Lagos → Kano", accra: "Lagos → Accra" },
  },
} as const;

/** The grid's cell for a destination's row and a departure's column (0 = the first hub). */
const cell = (page: Page, row: string, column: number) =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: row, exact: true }) })
    .getByRole("cell")
    .nth(column);

for (const locale of ["en-US", "fr-FR"] as const) {
  const l = LABELS[locale];
  test.describe(`airline pages (${locale})`, () => {
    test("from the index, a price cell opens its one-way or return search; an N/A cell is no link", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto(`${l.prefix}/airline`);
      await acceptCookies(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.index);
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: /^Air Peace/ }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Air Peace");
      await faresFound(page, locale);
      await expect(page.getByRole("region", { name: l.grid })).toBeVisible();
      await expectNoAxeViolations(page);

      // At home one way: Lagos to Kano.
      const kano = cell(page, l.kano, 0).getByRole("link");
      await expect(kano).toContainText(l.oneWay);
      const oneWay = new URL((await kano.getAttribute("href")) ?? "", page.url());
      expect(oneWay.pathname).toBe(`${l.prefix}/flight/search`);
      expect(Object.fromEntries(oneWay.searchParams)).toMatchObject({
        trip: "oneway",
        from: "LOS",
        to: "KAN",
        adults: "1",
        airlines: "P4",
      });
      expect(oneWay.searchParams.has("children") || oneWay.searchParams.has("infants")).toBe(false);
      expect(oneWay.searchParams.has("return")).toBe(false);

      // Abroad a round trip: Lagos to Accra and back a week later.
      const accra = cell(page, l.accra, 0).getByRole("link");
      await expect(accra).toContainText(l.return);
      const roundTrip = new URL((await accra.getAttribute("href")) ?? "", page.url());
      expect(Object.fromEntries(roundTrip.searchParams)).toMatchObject({ trip: "return", from: "LOS", to: "ACC" });
      const [depart, back] = [roundTrip.searchParams.get("depart"), roundTrip.searchParams.get("return")];
      expect(Date.parse(back ?? "") - Date.parse(depart ?? "")).toBe(7 * 86_400_000);

      await accra.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.results.accra);
      await expect(page).toHaveURL(new RegExp(`trip=return&from=LOS&to=ACC&depart=${depart}`));
      await page.goBack();
      await cell(page, l.kano, 0).getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.results.kano);
      await expect(page).toHaveURL(/trip=oneway&from=LOS&to=KAN/);

      // Overland Airways does not fly Lagos to Ibadan (too short a hop, no connection of its own): N/A, no link.
      await faresFound(page, locale, "overland-airways");
      const none = cell(page, l.ibadan, 0);
      await expect(none).toHaveText(l.notAvailable);
      await expect(none.getByRole("link")).toHaveCount(0);
      await expect(cell(page, l.ibadan, 1).getByRole("link")).toHaveCount(1);
    });
  });
}

test("an unknown airline answers 404, in both languages", async ({ request }) => {
  for (const path of ["/airline/no-such-airline", "/fr-FR/airline/no-such-airline"])
    expect((await request.get(path)).status()).toBe(404);
});
