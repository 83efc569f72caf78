import { acceptCookies } from "./booking-helpers";
import { collectScripts, expect, expectNoAxeViolations, test } from "./fixtures";

const PAGES = [
  ["/about-us", "About Tern", "/fr-FR/about-us", "À propos de Tern"],
  ["/terms-condition", "Terms and conditions", "/fr-FR/terms-condition", "Conditions générales"],
  ["/privacy-policy", "Privacy policy", "/fr-FR/privacy-policy", "Politique de confidentialité"],
  ["/cookie-policy", "Cookie policy", "/fr-FR/cookie-policy", "Politique relative aux cookies"],
  ["/contact-us", "Contact us", "/fr-FR/contact-us", "Nous contacter"],
  ["/affiliates", "Affiliates and partners", "/fr-FR/affiliates", "Affiliés et partenaires"],
  ["/careers", "Careers at Tern", "/fr-FR/careers", "Carrières chez Tern"],
] as const;

test.describe("static content pages", () => {
  for (const [enPath, enHeading, frPath, frHeading] of PAGES) {
    test(`${enPath} in English and French, each with its own title and description, and no JavaScript`, async ({
      page,
    }) => {
      const scripts = collectScripts(page);
      await page.goto(enPath);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(enHeading);
      await expect(page).toHaveTitle(`${enHeading} | Tern`);
      const enDescription = await page.locator('meta[name="description"]').getAttribute("content");
      await expectNoAxeViolations(page);

      await page.goto(frPath);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(frHeading);
      await expect(page).toHaveTitle(`${frHeading} | Tern`);
      const frDescription = await page.locator('meta[name="description"]').getAttribute("content");
      expect(frDescription).toBeTruthy();
      expect(frDescription).not.toBe(enDescription);
      expect(scripts).toEqual([]);
    });
  }

  test("the footer links every content page, keeping the locale", async ({ page }) => {
    await page.goto("/fr-FR/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Nous contacter" }).click();
    await expect(page).toHaveURL(/\/fr-FR\/contact-us$/);
    await page.getByRole("contentinfo").getByRole("link", { name: "Conditions générales" }).click();
    await expect(page).toHaveURL(/\/fr-FR\/terms-condition$/);
    for (const name of ["À propos", "Politique de confidentialité", "Politique relative aux cookies"]) {
      await expect(page.getByRole("contentinfo").getByRole("link", { name })).toBeVisible();
    }
  });

  test("support answers the common questions without JavaScript, as a FAQPage, in both languages", async ({ page }) => {
    for (const [home, footerLink, heading, question, answer] of [
      ["/", "Support", "Support", "How do I find my booking?", /enter the booking reference and the e-mail address/],
      [
        "/fr-FR/",
        "Assistance",
        "Assistance",
        /^Comment retrouver ma réservation\s\?$/,
        /saisissez la référence de réservation/,
      ],
    ] as const) {
      await page.goto(home);
      await page.getByRole("contentinfo").getByRole("link", { name: footerLink }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      // A question opens its answer (details and summary: no JavaScript needed).
      await page.getByText(question).click();
      await expect(page.getByText(answer)).toBeVisible();
      await expectNoAxeViolations(page);
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
      expect(data["@type"]).toBe("FAQPage");
      expect(data.mainEntity.length).toBeGreaterThanOrEqual(8);
      expect(data.mainEntity[0].acceptedAnswer.text).not.toMatch(/</);
    }
  });

  test("the blog lists its posts newest first, each opening in the page's language", async ({ page }) => {
    for (const [home, blog, first, heading] of [
      ["/", "Blog", "Applying for a visa on Tern, step by step", "Applying for a visa on Tern, step by step"],
      ["/fr-FR/", "Blog", "Demander un visa sur Tern, étape par étape", "Demander un visa sur Tern, étape par étape"],
    ] as const) {
      await page.goto(home);
      // The consent banner sticks to the window's foot: chosen first, as a reader would, so nothing sits under it.
      await acceptCookies(page);
      await page.getByRole("contentinfo").getByRole("link", { name: blog }).click();
      await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText(first);
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: first }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
      expect(data).toMatchObject({ "@type": "BlogPosting", headline: heading, datePublished: "2026-11-24" });
    }
    expect((await page.request.get("/blog/no-such-post")).status()).toBe(404);
  });

  test("contact us lists each office with its location, address, phone and e-mail", async ({ page }) => {
    await page.goto("/contact-us");
    const lagos = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Lagos (head office)" }) });
    await expect(lagos).toContainText("Victoria Island");
    await expect(lagos.getByRole("link", { name: "+234 1 700 4120" })).toHaveAttribute("href", "tel:+23417004120");
    await expect(lagos.getByRole("link", { name: "lagos@tern.travel" })).toHaveAttribute(
      "href",
      "mailto:lagos@tern.travel",
    );
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(5);
  });

  test("the cookie policy page changes the saved choice", async ({ page, context }) => {
    await page.goto("/cookie-policy");
    const settings = page.getByRole("region", { name: "Cookie settings" });
    await expect(settings).toContainText("You have not made a choice yet");
    await settings.getByRole("group", { name: "Targeting" }).getByRole("radio", { name: "Accept" }).check();
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expect(page).toHaveURL(/\/cookie-policy$/);
    await expect(page.getByRole("region", { name: "Cookie settings" })).toContainText(
      "analytics declined, targeting accepted",
    );
    const cookie = (await context.cookies()).find((c) => c.name === "tern_consent");
    expect(JSON.parse(atob(decodeURIComponent(cookie?.value ?? "")))).toEqual({ analytics: false, targeting: true });
  });
});
