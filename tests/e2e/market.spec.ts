import { expect, test } from "./fixtures";

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
