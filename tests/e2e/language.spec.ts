import { expect, test } from "./fixtures";

test.describe("language selector", () => {
  test("switching to French opens the same page in French and is remembered", async ({ page }) => {
    await page.goto("/?ref=home");
    await page.getByRole("banner").locator("summary", { hasText: "Language" }).click();
    await page.getByRole("combobox", { name: "Language" }).selectOption("fr-FR");
    await page.getByRole("button", { name: "Change language" }).click();
    await expect(page).toHaveURL(/\/fr-FR\/\?ref=home$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");

    // The saved setting wins over the unprefixed URL.
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr-FR\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("La réservation de voyages");

    await page.getByRole("banner").locator("summary", { hasText: "Langue" }).click();
    await page.getByRole("combobox", { name: "Langue" }).selectOption("en-US");
    await page.getByRole("button", { name: "Changer de langue" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await page.goto("/");
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});
