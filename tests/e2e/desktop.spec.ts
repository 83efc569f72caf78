import type { Locator } from "@playwright/test";
import { day } from "./booking-helpers";
import { BAD_REQUEST_CONSOLE_ERROR, expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * A 1,366 px laptop gets layouts worth its width (from 1,024 px): the filters in a column beside the results, and
 * the stays map beside its list, with JavaScript on and off (the two projects), in English and French.
 */
test.use({ viewport: { width: 1366, height: 900 } });

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not laid out");
  return found;
};
/** `right` sits wholly right of `left`, and the two share the first screen's height. */
async function expectSideBySide(left: Locator, right: Locator) {
  const [a, b] = [await box(left), await box(right)];
  expect(a.x + a.width).toBeLessThanOrEqual(b.x);
  expect(a.y).toBeLessThan(900);
  expect(b.y).toBeLessThan(900);
  expect(Math.abs(a.y - b.y)).toBeLessThan(200);
}

const STAYS = `where=Lagos&checkIn=${day(60)}&checkOut=${day(62)}&room=2`;

test("flight results: the filters are a column beside the list, open without a tap", async ({ page }) => {
  await page.goto(`/flight/search?trip=return&from=LOS&to=LHR&depart=${day(30)}&return=${day(37)}&adults=1`);
  const filters = page.getByRole("form", { name: "Filters" });
  await expect(filters).toBeVisible();
  // The sheet's button has no use at this width.
  await expect(page.locator("summary", { hasText: /^Filters/ })).toBeHidden();
  await expectSideBySide(filters, page.getByRole("article").first());
  // The column is the filters form: choosing one and applying narrows the list.
  await filters.getByLabel("1 stop").check();
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/stops=1/);
  await expect(page.getByRole("form", { name: "Filters" }).getByLabel("1 stop")).toBeChecked();
  await expectSideBySide(page.getByRole("form", { name: "Filters" }), page.getByRole("article").first());
  await expectNoAxeViolations(page);
});

test("flight results: five offers fit one 1366×900 screen, each a price and its button beside the trip", async ({
  page,
}) => {
  await page.goto(`/flight/search?trip=oneway&from=LOS&to=ABV&depart=${day(30)}&adults=1&cabin=economy`);
  const cards = page.getByRole("article");
  await expect(cards.nth(5)).toBeVisible();
  // Below the sticky header, the first five offers read in one screen, each whole.
  await cards.first().evaluate((el) => el.scrollIntoView({ block: "start" }));
  const header = await box(page.getByRole("banner").first());
  const [first, fifth] = [await box(cards.first()), await box(cards.nth(4))];
  expect(fifth.y + fifth.height - first.y).toBeLessThanOrEqual(900 - header.height);
  // The price and its button stand beside the trip, not under it.
  const card = cards.first();
  const [departs, select] = [
    await box(card.locator("time").first()),
    await box(card.getByRole("button", { name: "Select" }).first()),
  ];
  expect(select.x).toBeGreaterThan(departs.x + departs.width);
  expect(Math.abs(select.y - departs.y)).toBeLessThan(60);
  // Its fare options, shown on asking, take the card's width, under the trip.
  const id = await card.getAttribute("id");
  await card.getByRole("link", { name: "Fare options and flight details" }).click();
  const opened = page.locator(`#${id}`);
  await expect(opened.getByRole("heading", { name: "Fare options" })).toBeVisible();
  const family = await box(opened.getByRole("button", { name: /^Select / }).first());
  expect(family.y).toBeGreaterThan(select.y + select.height);
  expect(family.width).toBeGreaterThan((await box(opened)).width / 2);
  await expectNoAxeViolations(page);
});

test("stays: filters beside the list; the map view puts map and list side by side", async ({ page }) => {
  await page.goto(`/fr-FR/hotel/search?${STAYS}`);
  const filters = page.getByRole("group", { name: "Filtres" });
  await expect(filters).toBeVisible();
  await expectSideBySide(filters, page.getByRole("article").first());
  await expectNoAxeViolations(page);

  await page.goto(`/hotel/search?${STAYS}&view=map`);
  const map = page.getByRole("figure");
  await expect(map).toBeVisible();
  await expectSideBySide(page.getByRole("article").first(), map);
  // The map stays in view while the list scrolls.
  await page.getByRole("article").nth(5).scrollIntoViewIfNeeded();
  const scrolled = await box(map);
  expect(scrolled.y).toBeGreaterThanOrEqual(0);
  expect(scrolled.y).toBeLessThan(100);
  await expectNoAxeViolations(page);
});

test.describe("a search sent back for its travellers", () => {
  test.use({ expectedConsoleErrors: [BAD_REQUEST_CONSOLE_ERROR] });

  test("opens the travellers in the form's flow, Search within reach, on a laptop and a phone", async ({ page }) => {
    // A child with no age: the form comes back with the travellers open at that field.
    const search = `/flight/search?trip=oneway&from=LOS&to=ACC&depart=${day(30)}&adults=1&children=1&cabin=economy`;
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(search);
      const travellers = page.getByRole("group", { name: "Travellers and cabin" });
      await expect(travellers.getByLabel("Age of child 1")).toBeVisible();
      // Nothing covers Search: a trial click finds it the topmost element where it is.
      const submit = page.getByRole("button", { name: "Search flights" });
      await submit.scrollIntoViewIfNeeded();
      await submit.click({ trial: true, timeout: 2_000 });
      await travellers.getByLabel("Age of child 1").selectOption("7");
      await submit.click();
      await expect(page).toHaveURL(/childAges=7/);
      await expect(page.getByRole("article").first()).toBeVisible();
    }
  });
});

test.describe("the header on a laptop", () => {
  // The product links the row shows at each width; the others are under "More".
  for (const { locale, width, prefix, inline, more, cart } of [
    { locale: "en-US", width: 1366, prefix: "", inline: 5, more: "More", cart: /^Cart: / },
    { locale: "fr-FR", width: 1440, prefix: "/fr-FR", inline: 5, more: "Plus", cart: /^Panier\s?: / },
    { locale: "fr-FR", width: 1024, prefix: "/fr-FR", inline: 4, more: "Plus", cart: /^Panier\s?: / },
    { locale: "fr-FR", width: 800, prefix: "/fr-FR", inline: 3, more: "Plus", cart: /^Panier\s?: / },
  ] as const) {
    test(`fits one row at ${width} px in ${locale}: its product links, "More" and the cart link`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/`);
      const header = page.getByRole("banner");
      const nav = header.getByRole("navigation").filter({ visible: true }).first();
      const links = nav.getByRole("link").filter({ visible: true });
      await expect(links).toHaveCount(inline);
      const tops = await links.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      // One row: every link starts at the same height (a wrapped link would start a row lower).
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4);
      const moreButton = header.getByText(more, { exact: true }).filter({ visible: true });
      await expect(moreButton).toBeVisible();
      const cartLink = header.getByRole("link", { name: cart });
      await expect(cartLink).toBeVisible();
      // The whole header is one bar: no taller than two tap targets.
      expect((await box(header)).height).toBeLessThanOrEqual(88);
      // "More" on the same row as the links.
      expect(Math.abs((await box(moreButton)).y - (await box(links.first())).y)).toBeLessThanOrEqual(4);
    });
  }
});

test("the home page's product tabs all show on a laptop: the row wraps rather than hiding the last ones", async ({
  page,
}) => {
  await page.goto("/");
  const tabs = page.getByRole("navigation", { name: "What to book" }).getByRole("link");
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(9);
  const row = await box(page.getByRole("navigation", { name: "What to book" }));
  for (let i = 0; i < count; i += 1) {
    const tab = await box(tabs.nth(i));
    expect(tab.x).toBeGreaterThanOrEqual(row.x - 1);
    expect(tab.x + tab.width).toBeLessThanOrEqual(row.x + row.width + 1);
  }
});

test("the home page's hero fills its heading's column on a laptop with what Tern promises", async ({ page }) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: /^Travel booking that works on any network/ });
  const points = hero
    .getByRole("listitem")
    .filter({ hasText: /^(Light on data|100% protected|Your country, your currency)$/ });
  await expect(points).toHaveCount(3);
  await expect(points.first()).toBeVisible();
});
