import { expect, GOOGLEBOT, test } from "./fixtures";

const LABELS = {
  "/": ["Yes, I Agree", "Customise Settings", "Save settings", "Accept", "Decline"],
  "/fr-FR/": ["Oui, j’accepte", "Personnaliser les paramètres", "Enregistrer les paramètres", "Accepter", "Refuser"],
} as const;

test.describe("cookie consent", () => {
  for (const [path, [yes, customise, save, accept, decline]] of Object.entries(LABELS)) {
    test(`shows the spec's labels at ${path}`, async ({ page }) => {
      await page.goto(path);
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("button", { name: yes })).toBeVisible();
      await dialog.getByText(customise).click();
      await expect(dialog.getByRole("button", { name: save })).toBeVisible();
      await expect(dialog.getByRole("radio", { name: accept })).toHaveCount(2);
      await expect(dialog.getByRole("radio", { name: decline })).toHaveCount(2);
      // Analytics and targeting are off until accepted.
      for (const radio of await dialog.getByRole("radio", { name: decline }).all()) await expect(radio).toBeChecked();
    });
  }

  test("is a slim banner that leaves the search usable on a phone's first visit", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const banner = page.getByRole("dialog");
    await expect(banner.getByRole("button", { name: "Yes, I Agree" })).toBeVisible();
    expect((await banner.boundingBox())?.height ?? 844).toBeLessThan(844 * 0.3);
    // Nothing covers the search: a real click reaches the button (Playwright checks what receives it).
    await page.getByRole("button", { name: "Search flights" }).click({ trial: true });
    await expect(banner.getByRole("link", { name: "Cookie policy" })).toBeVisible();
  });

  test("is not in the HTML a crawler gets", async ({ browser, request }) => {
    const html = await (await request.get("/", { headers: { "User-Agent": GOOGLEBOT } })).text();
    expect(html).not.toContain("Yes, I Agree");
    const context = await browser.newContext({ userAgent: GOOGLEBOT });
    const page = await context.newPage();
    await page.goto("/fr-FR/");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await context.close();
  });

  test("'Yes, I Agree' saves the choice and the dialog stays closed", async ({ page, context }) => {
    await page.goto("/fr-FR/?from=test");
    await page.getByRole("button", { name: "Oui, j’accepte" }).click();
    await expect(page).toHaveURL(/\/fr-FR\/\?from=test$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === "tern_consent");
    expect(JSON.parse(atob(decodeURIComponent(cookie?.value ?? "")))).toEqual({ analytics: true, targeting: true });
  });

  test("customised settings keep each category's choice", async ({ page, context }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Customise Settings").click();
    await dialog.getByRole("group", { name: "Analytics" }).getByRole("radio", { name: "Accept" }).check();
    await dialog.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const cookie = (await context.cookies()).find((c) => c.name === "tern_consent");
    expect(JSON.parse(atob(decodeURIComponent(cookie?.value ?? "")))).toEqual({ analytics: true, targeting: false });
  });
});
