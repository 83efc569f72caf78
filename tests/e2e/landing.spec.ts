import { acceptCookies } from "./booking-helpers";
import { faresFound } from "./discovery-helpers";
import { BAD_REQUEST_CONSOLE_ERROR, expect, expectNoAxeViolations, test } from "./fixtures";

// The landing page's sections (product rules §2): the ads banner, offers (the editors' deals, then the fares found), experiences,
// the newsletter, the SEO footer's plain links and the Feedback link with its form. JavaScript on and off, en and fr.

const LABELS = {
  "en-US": {
    prefix: "",
    banner: "Black-friday deals",
    offers: "Cheapest fares found",
    newsletter: "Newsletter",
    points: "Start earning points",
    explore: "Explore",
    airlines: "Airlines",
    destinations: "Destinations",
    feedback: "Send us feedback",
    message: "Your message",
    send: "Send",
    thanks: /^Thank you: your message is with the team\.$/,
    required: /Your message: field is required/,
    // The market's own first: Nigeria's airlines and countries in English, France's in French.
    airline: "Air Peace",
    dealPrice: /^Lagos to Accra, an hour in the air₦[\d,.]+(one way|return)$/,
    country: { link: /^Nigeria$/, slug: "nigeria" },
  },
  "fr-FR": {
    prefix: "/fr-FR",
    banner: "Offres du Black Friday",
    offers: "Meilleurs prix trouvés",
    newsletter: "Lettre d’information",
    points: "Commencer à gagner des points",
    explore: "Explorer",
    airlines: "Compagnies aériennes",
    destinations: "Destinations",
    feedback: "Envoyez-nous vos remarques",
    message: "Votre message",
    send: "Envoyer",
    thanks: /^Merci\s: votre message est arrivé à l’équipe\.$/,
    required: /Votre message\s: champ obligatoire/,
    airline: "Air France",
    dealPrice: /^Lagos – Accra, une heure de vol[\d\s,]+€(aller simple|aller-retour)$/,
    country: { link: /^France$/, slug: "france" },
  },
} as const;

for (const locale of ["en-US", "fr-FR"] as const) {
  const l = LABELS[locale];
  test.describe(`landing page (${locale})`, () => {
    test.use({ expectedConsoleErrors: [BAD_REQUEST_CONSOLE_ERROR] });

    test("its sections link real pages: offers found, airlines, destinations; feedback is sent", async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`${l.prefix}/`);
      await acceptCookies(page);
      // The fares behind the offers: Air Peace's are found after its page is first seen.
      await faresFound(page, locale);

      await page.goto(`${l.prefix}/`);
      await expectNoAxeViolations(page);
      await expect(page.getByRole("heading", { name: l.banner, level: 2 })).toBeVisible();
      const offers = page.getByRole("region", { name: l.offers });
      // The editors' deals first, then the fares found.
      await expect(offers.getByRole("listitem").first().getByRole("link")).toHaveAttribute(
        "href",
        `${l.prefix}/deals/lagos-accra`,
      );
      await expect(offers.getByRole("listitem").first()).toContainText(l.dealPrice);
      await expect(offers.getByRole("listitem").last().getByRole("link")).toHaveAttribute(
        "href",
        new RegExp(`^${l.prefix}/flight/search\\?trip=(oneway|return)&`),
      );
      await expect(page.getByRole("heading", { name: l.newsletter, level: 2 })).toBeVisible();
      // The points banner leads a visitor to the points page (signing in first).
      await expect(
        page.getByRole("region", { name: "Wakapoints" }).getByRole("link", { name: l.points }),
      ).toHaveAttribute("href", `${l.prefix}/account/points`);
      const explore = page.getByRole("navigation", { name: l.explore });
      await explore.getByRole("link", { name: l.airline }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.airline);
      await page.goBack();
      await page.getByRole("navigation", { name: l.explore }).getByRole("link", { name: /^Nig/ }).first().click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/destinations/nigeria$`));
      await page.goBack();

      await page.getByRole("link", { name: l.feedback }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.feedback);
      await page.locator("form#feedback").evaluate((f) => f.setAttribute("novalidate", ""));
      await page.getByRole("button", { name: l.send }).click();
      await expect(page.locator("form#feedback")).toContainText(l.required);
      await page.getByLabel(l.message).fill("The fare calendar could show two weeks.");
      await page.getByRole("button", { name: l.send }).click();
      await expect(page.getByRole("status")).toHaveText(l.thanks);
      await expectNoAxeViolations(page);
    });
  });
}
