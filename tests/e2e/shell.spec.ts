import {
  collectScripts,
  ENHANCEMENT_SCRIPT,
  expect,
  axeViolations,
  expectNoAxeViolations,
  NOT_FOUND_CONSOLE_ERROR,
  test,
} from "./fixtures";

test.describe("the site shell", () => {
  test("the landing page is English at / and French at /fr-FR/, each with its own title and description", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Travel booking that works on any network");
    const enTitle = await page.title();
    const enDescription = await page.locator('meta[name="description"]').getAttribute("content");

    await page.goto("/fr-FR/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "La réservation de voyages qui fonctionne sur tous les réseaux",
    );
    expect(await page.title()).not.toBe(enTitle);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).not.toBe(enDescription);
    expect(enTitle).toContain("Tern");
    expect(enDescription?.length).toBeGreaterThan(50);
  });

  test("every page links its canonical URL and its hreflang alternates", async ({ page }) => {
    await page.goto("/fr-FR/");
    const origin = new URL(page.url()).origin;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/fr-FR/`);
    await expect(page.locator('link[hreflang="en-US"]')).toHaveAttribute("href", `${origin}/`);
    await expect(page.locator('link[hreflang="fr-FR"]')).toHaveAttribute("href", `${origin}/fr-FR/`);
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute("href", `${origin}/`);
  });

  test("an unknown first segment is not a locale: /xx-YY/flight is an unknown path, sent home", async ({ page }) => {
    await page.goto("/xx-YY/flight");
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  });

  test("the landing page loads no JavaScript file but the enhancement script, and has no market change", async ({
    page,
  }) => {
    const scripts = collectScripts(page);
    await page.goto("/");
    await page.goto("/fr-FR/");
    expect(scripts).toEqual([]);
    // Added once the page has painted, and only where JavaScript runs.
    if (test.info().project.name === "js-on") {
      await expect(page.locator("script[src]")).toHaveCount(1);
      await expect(page.locator("script[src]")).toHaveAttribute("src", ENHANCEMENT_SCRIPT);
    } else await expect(page.locator("script[src]")).toHaveCount(0);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    await expect(page.getByText(/Pays et devise/)).toHaveCount(0);
  });

  test("the landing page lists the product tabs of the spec and the sandbox label", async ({ page }) => {
    await page.goto("/");
    for (const name of [
      "Flight",
      "Stays",
      "Visa",
      "Rides",
      "Holidays",
      "Things to Do",
      "Travel Card",
      "Business Travel",
      "Travel Extras",
      "List Your Property",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }
    // Every product tab links its page, and the page answers in both languages.
    for (const [name, path] of [
      ["Flight", "/flight"],
      ["Stays", "/hotel"],
      ["Visa", "/visa"],
      ["Rides", "/rides"],
      ["Holidays", "/holidays"],
      ["Things to Do", "/things-to-do"],
      ["Travel Card", "/travel-card"],
      ["Business Travel", "/business-travel"],
      ["Travel Extras", "/travel-addons"],
      ["List Your Property", "/list-your-property"],
    ] as const) {
      const tab = page.getByRole("heading", { level: 3, name, exact: true }).getByRole("link");
      await expect(tab).toHaveAttribute("href", path);
      for (const prefix of ["", "/fr-FR"]) expect((await page.request.get(`${prefix}${path}`)).status()).toBe(200);
    }
    // Property owners reach their entry from the footer too (product rules §6).
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "List your property", exact: true }),
    ).toHaveAttribute("href", "/list-your-property");
    await expect(page.getByRole("region", { name: "Sandbox notice" })).toContainText("Sandbox");
    // The hero promises what can be bought today, the products whose pages exist, in each language.
    await expect(
      page.getByText(
        /^Flights, stays, visas, airport rides, holidays, things to do, a travel card, business travel, travel extras, and a place to list your property, in pages light enough/,
      ),
    ).toBeVisible();
    await page.goto("/fr-FR/");
    await expect(
      page.getByText(
        /^Des vols, des hébergements, des visas, des transferts aéroport, des séjours organisés, des activités, une carte de voyage, des voyages d’affaires, des services de voyage et un espace pour proposer votre hébergement, dans des pages assez légères/,
      ),
    ).toBeVisible();
  });

  test.describe(() => {
    test.use({ expectedConsoleErrors: [NOT_FOUND_CONSOLE_ERROR] });
    test("a missing file is a 404 page, not the home page", async ({ page }) => {
      const response = await page.goto("/fr-FR/images/missing-photo.jpg");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");
      await expect(page).toHaveTitle("Page introuvable | Tern");
      await expectNoAxeViolations(page);
    });
  });

  test("axe finds no violation on the landing page in either language", async ({ page, context }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);
    await context.clearCookies();
    await page.goto("/fr-FR/");
    await expectNoAxeViolations(page);
  });

  test("the accessibility check fails a page that breaks its rules", async ({ page }) => {
    test.skip(test.info().project.use.javaScriptEnabled === false, "axe runs as a script: the js-on project checks");
    await page.goto("/about-us");
    // The page's first heading made faint, and a link's words and name taken away.
    await page.evaluate(() => {
      // Through the CSSOM: the page's CSP refuses a style attribute.
      const heading = document.querySelector("h1");
      heading?.style.setProperty("color", "#ddd");
      heading?.style.setProperty("background", "#fff");
      const link = document.querySelector("main a");
      link?.replaceChildren();
      link?.removeAttribute("aria-label");
    });
    const found = (await axeViolations(page)).map((line) => line.split(":")[0]);
    expect(found).toEqual(expect.arrayContaining(["color-contrast", "link-name"]));
  });
});
