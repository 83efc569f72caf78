import type { Page, TestInfo } from "@playwright/test";
import { day, type Person } from "./booking-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { toPayment } from "./setup";

const PERSON: Person = { group: /^Adult 1/, title: "MRS", first: "Ngozi", last: "Adeyemi", born: "1984-02-11" };

test.describe("country and currency switchers", () => {
  test("en-US opens on Nigeria in naira; switching country and then currency persists", async ({ page }) => {
    await page.goto("/about-us?from=test");
    const header = page.getByRole("banner");
    await expect(header.getByText("Language, country and currency: English, Nigeria, NGN")).toBeVisible();

    await header.locator("summary", { hasText: "Language, country and currency" }).click();
    await header.getByRole("combobox", { name: "Country" }).selectOption("GH");
    await header.getByRole("button", { name: "Change country" }).click();
    await expect(page).toHaveURL(/\/about-us\?from=test$/);
    await expect(
      page.getByRole("banner").getByText("Language, country and currency: English, Ghana, GHS"),
    ).toBeVisible();

    await page.getByRole("banner").locator("summary", { hasText: "Language, country and currency" }).click();
    await page.getByRole("banner").getByRole("combobox", { name: "Currency" }).selectOption("USD");
    await page.getByRole("banner").getByRole("button", { name: "Change currency" }).click();
    await expect(
      page.getByRole("banner").getByText("Language, country and currency: English, Ghana, USD"),
    ).toBeVisible();

    // Saved: another page, and the French site, show the same market.
    await page.goto("/fr-FR/contact-us");
    await expect(page.getByRole("banner").getByText(/^Langue, pays et devise\s: Français, Ghana, USD$/)).toBeVisible();
  });

  test("fr-FR opens in euros", async ({ page }) => {
    await page.goto("/fr-FR/about-us");
    await expect(page.getByRole("banner").getByText(/^Langue, pays et devise\s: Français, France, EUR$/)).toBeVisible();
  });

  test("a forged market value changes nothing", async ({ request }) => {
    const response = await request.post("/settings/market", {
      form: { intent: "currency", currency: "BTC", redirectTo: "/about-us" },
      headers: { "Sec-Fetch-Site": "same-origin" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });
});

/** A flight booking at its payment step and a stay reserved beside it, the cart open: the stay's URL prefix. */
async function flightAndStayInCart(page: Page, testInfo: TestInfo, offset: number, email: string): Promise<string> {
  const search = `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${day(offset)}&adults=1&cabin=economy`;
  await toPayment(page, search, [PERSON], email);
  const property = `/hotel/LOS-002?where=Lagos&checkIn=${day(offset)}&checkOut=${day(offset + 1)}&room=1`;
  const room = /name="room" value="([A-Z0-9]+)"/.exec(await (await page.request.get(property)).text())?.[1] ?? "";
  const reserved = await page.request.post(property, {
    form: { intent: "reserve", room, plan: "ROOM_ONLY_FLEX" },
    headers: { Origin: new URL(testInfo.project.use.baseURL ?? "http://localhost").origin },
    maxRedirects: 0,
  });
  const stayPath = /\/order\/[a-z0-9]{16}\//.exec(reserved.headers().location ?? "")?.[0] ?? "";
  expect(stayPath, "a room was reserved").not.toBe("");
  await page.goto("/cart");
  await expect(page.getByRole("link", { name: "Continue" })).toHaveCount(2);
  return stayPath;
}

test.describe("the cart", () => {
  test("each item, the flight and the stay, leaves the cart by its own button", async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const stayPath = await flightAndStayInCart(
      page,
      testInfo,
      testInfo.project.name === "js-off" ? 136 : 134,
      `cart-remove-${testInfo.project.name}@example.com`,
    );
    const items = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Remove from cart" }) });
    await items.filter({ hasText: "Lagos" }).getByRole("button", { name: "Remove from cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(items).toHaveCount(1);
    await expect(items).toContainText("LOS → ABV");
    await page.goto(`${stayPath}summary`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This booking is cancelled");
    await page.goto("/cart");
    await items.getByRole("button", { name: "Remove from cart" }).click();
    await expect(page.getByText("Your cart is empty.")).toBeVisible();
  });
});

test.describe("a cart priced in another market", () => {
  test("switching currency asks first, keeps the cart when told, and empties it when confirmed", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    // A stay beside the flight: the switch empties it too, and gives its rooms back.
    const stayPath = await flightAndStayInCart(
      page,
      testInfo,
      testInfo.project.name === "js-off" ? 132 : 130,
      `cart-${testInfo.project.name}@example.com`,
    );

    const switchTo = async (currency: string) => {
      const header = page.getByRole("banner");
      await header.locator("summary", { hasText: "Language, country and currency" }).click();
      await header.getByRole("combobox", { name: "Currency" }).selectOption(currency);
      await header.getByRole("button", { name: "Change currency" }).click();
    };
    await switchTo("USD");
    await expect(page).toHaveURL(/\/cart\/market\?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Change currency and empty your cart?");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Keep my cart and the current currency" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(
      page.getByRole("banner").getByText("Language, country and currency: English, Nigeria, NGN"),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue" })).toHaveCount(2);

    await switchTo("USD");
    await page.getByRole("button", { name: "Switch to USD and empty my cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(
      page.getByRole("banner").getByText("Language, country and currency: English, Nigeria, USD"),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue" })).toHaveCount(0);
    await page.goto(`${stayPath}summary`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This booking is cancelled");

    // With nothing left to lose, the question is not asked.
    await page.goto("/fr-FR/cart/market?intent=currency&currency=EUR&redirectTo=%2Ffr-FR%2Fcart");
    await expect(page).toHaveURL(/\/fr-FR\/cart$/);
  });
});
