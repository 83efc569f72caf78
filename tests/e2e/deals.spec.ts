import { acceptCookies } from "./booking-helpers";
import { faresFound } from "./discovery-helpers";
import { collectScripts, expect, expectNoAxeViolations, NOT_FOUND_CONSOLE_ERROR, test } from "./fixtures";

// The content-managed landing paths (product rules §1): the editors' deals at the cheapest fare found on their
// route, a service and a product's page, each with its call to action; no JavaScript file; JavaScript on and off,
// English and French.

const LABELS = {
  "en-US": {
    prefix: "",
    deals: "Deals",
    deal: "Lagos to Accra, an hour in the air",
    fare: /^From ₦[\d,.]+ return$/,
    see: "See the flights",
    results: "Lagos to Accra",
    service: "Group travel, booked together",
    newsletter: "Newsletter",
    blackFriday: "Black-friday deals",
    product: "Where to stay in Lagos",
    openProduct: "Go to Stays",
  },
  "fr-FR": {
    prefix: "/fr-FR",
    deals: "Bons plans",
    deal: "Lagos – Accra, une heure de vol",
    fare: /^À partir de [\d\s,]+€ aller-retour$/,
    see: "Voir les vols",
    results: "Lagos → Accra",
    service: "Voyages de groupe, réservés ensemble",
    newsletter: "Lettre d’information",
    blackFriday: "Offres du Black Friday",
    product: "Où dormir à Lagos",
    openProduct: "Ouvrir la page Hébergements",
  },
} as const;

for (const locale of ["en-US", "fr-FR"] as const) {
  const l = LABELS[locale];
  test.describe(`deals and landing paths (${locale})`, () => {
    test.use({ expectedConsoleErrors: [NOT_FOUND_CONSOLE_ERROR] });

    test("a deal shows the cheapest fare found on its route and opens that search", async ({ page }) => {
      test.setTimeout(120_000);
      // Lagos to Accra is an Air Peace sector: its fare is found once the airline's page has been seen (and the deals
      // pages, kept in the page cache for ten minutes, are first opened after that).
      await page.goto(`${l.prefix}/airline`);
      await acceptCookies(page);
      await faresFound(page, locale);

      const scripts = collectScripts(page);
      await page.goto(`${l.prefix}/deals`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.deals);
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: l.deal }) });
      await expect(card.getByText(l.fare)).toBeVisible();
      await expect(page.getByRole("heading", { name: l.blackFriday, level: 2 })).toBeVisible();
      await expectNoAxeViolations(page);

      await card.getByRole("link", { name: l.deal }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/deals/lagos-accra$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.deal);
      await expect(page.getByText(l.fare)).toBeVisible();
      await expectNoAxeViolations(page);
      const see = page.getByRole("link", { name: l.see });
      await expect(see).toHaveAttribute(
        "href",
        new RegExp(`^${l.prefix}/flight/search\\?trip=return&from=LOS&to=ACC&depart=\\d{4}-\\d{2}-\\d{2}&`),
      );
      expect(scripts).toEqual([]);
      await see.click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(l.results);
    });

    test("a service and a product's page, each with its call to action; an unknown one is not found", async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/services/group-travel`);
      await acceptCookies(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.service);
      await expect(page.getByRole("heading", { name: l.newsletter, level: 2 })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(`${l.prefix}/products/hotels-in-lagos`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.product);
      await page.getByRole("link", { name: l.openProduct }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/hotel$`));

      // A deal's slug under another kind's path, or none at all, is not a page.
      expect((await page.goto(`${l.prefix}/services/lagos-accra`))?.status()).toBe(404);
      expect((await page.goto(`${l.prefix}/deals/no-such-deal`))?.status()).toBe(404);
    });
  });
}
