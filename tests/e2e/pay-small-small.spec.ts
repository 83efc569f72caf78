import { testDay } from "../support/clock";
import { acceptCookies } from "./booking-helpers";
import { collectScripts, expect, expectNoAxeViolations, test } from "./fixtures";

// The Pay Small Small page (product rules §2): its rules and the calculator, a GET form whose plan is a URL.
// JavaScript on and off, English and French, each in naira: a plan for NGN 1,200,000 booked today for travel in 90
// days, and the spec's "no plan" for travel in 5 days; a query it cannot read names each field.

const LABELS = {
  "en-US": {
    prefix: "",
    amount: "Amount (NGN)",
    typed: "1,200,000",
    bookedOn: "Booking date",
    product: "Product",
    travelOn: "Service date (travel, check-in or start)",
    calculate: "Calculate",
    plan: "Your plan",
    kinds: ["Down payment", "Second payment", "Third payment", "Fourth payment", "Final payment"],
    amounts: ["₦300,000", "₦225,000", "₦225,000", "₦225,000", "₦225,000"],
    lastRefund: /^Cancelled after this payment: ₦900,000 back$/,
    noPlan: "No PaySmallSmall plan available for selected criteria",
    error: "Error getting PaySmallSmall data",
    required: /Amount \(NGN\) · field is required/,
    faq: "When do I get my ticket?",
    faqAnswer: /ticket document is held back until the final payment/,
    stays: "Stays",
  },
  "fr-FR": {
    prefix: "/fr-FR",
    amount: "Montant (NGN)",
    typed: "1 200 000",
    bookedOn: "Date de réservation",
    product: "Produit",
    travelOn: "Date du service (départ, arrivée ou début)",
    calculate: "Calculer",
    plan: "Votre plan",
    kinds: ["Acompte", "Deuxième versement", "Troisième versement", "Quatrième versement", "Dernier versement"],
    amounts: [/^300\s000\s₦$/, /^225\s000\s₦$/, /^225\s000\s₦$/, /^225\s000\s₦$/, /^225\s000\s₦$/],
    lastRefund: /^Annulé après ce versement\s: 900\s000\s₦ remboursés$/,
    noPlan: "Aucun plan PaySmallSmall disponible pour les critères choisis",
    error: "Erreur lors de l’obtention des données PaySmallSmall",
    required: /Montant \(NGN\) · champ obligatoire/,
    faq: "Quand ai-je mon billet\u202f?",
    faqAnswer: /billet est retenu jusqu’au dernier versement/,
    stays: "Hébergements",
  },
} as const;

for (const locale of ["en-US", "fr-FR"] as const) {
  const l = LABELS[locale];
  test.describe(`Pay Small Small (${locale})`, () => {
    test("the calculator: a plan for NGN 1,200,000 in 90 days, none for travel in 5 days, each field named when unread", async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/pay-small-small`);
      await acceptCookies(page);
      if (locale === "fr-FR") {
        // The French site opens in euros: the traveller chooses Nigeria's currency, as the header's form would.
        const changed = await page.request.post("/settings/market", {
          form: { intent: "currency", currency: "NGN", redirectTo: "/fr-FR/pay-small-small" },
          headers: { "Sec-Fetch-Site": "same-origin" },
        });
        expect(changed.ok()).toBe(true);
      }
      const scripts = collectScripts(page);
      await page.goto(`${l.prefix}/pay-small-small`);
      await expectNoAxeViolations(page);
      // The rules are a schema.org FAQPage for search engines, with the same questions.
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const faq = blocks.map((b) => JSON.parse(b) as { "@type": string; mainEntity?: Array<{ name: string }> });
      const questions = faq.find((b) => b["@type"] === "FAQPage")?.mainEntity?.map((q) => q.name) ?? [];
      expect(questions).toHaveLength(6);
      expect(questions).toContain(l.faq);
      await page.getByText(l.faq).click();
      await expect(page.getByText(l.faqAnswer)).toBeVisible();

      await page.getByLabel(l.amount).fill(l.typed);
      await expect(page.getByLabel(l.bookedOn)).toHaveValue(testDay(0));
      await page.getByLabel(l.travelOn).fill(testDay(90));
      await page.getByRole("button", { name: l.calculate }).click();
      // The plan is a URL: the query holds what was asked.
      await expect(page).toHaveURL(
        new RegExp(`/pay-small-small\\?amount=.+&bookedOn=${testDay(0)}&product=flight&travelOn=${testDay(90)}$`),
      );
      await expect(page.getByRole("heading", { name: l.plan, level: 2, exact: true })).toBeVisible();
      const payments = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
      await expect(payments).toHaveCount(5);
      for (const [i, kind] of l.kinds.entries()) {
        const heading = payments.nth(i).getByRole("heading", { level: 3 });
        await expect(heading.locator("span").first()).toHaveText(kind);
        await expect(heading.locator("span").last()).toHaveText(l.amounts[i] ?? "");
      }
      await expect(payments.nth(0).locator("time")).toHaveAttribute("datetime", testDay(1));
      await expect(payments.nth(4).locator("time")).toHaveAttribute("datetime", testDay(76));
      await expect(payments.nth(4).locator("small")).toHaveText(l.lastRefund);
      await expectNoAxeViolations(page);

      // Travel in 5 days: no room for instalments. Stays are eligible too, but not that soon.
      await page.getByLabel(l.product, { exact: true }).selectOption({ label: l.stays });
      await page.getByLabel(l.travelOn).fill(testDay(5));
      await page.getByRole("button", { name: l.calculate }).click();
      await expect(page.getByRole("status").filter({ hasText: l.noPlan })).toBeVisible();
      await expect(page.getByRole("heading", { name: l.plan, exact: true })).toHaveCount(0);
      await expect(page.getByLabel(l.amount)).toHaveValue(l.typed);

      // Nothing typed: the spec's error, each field's message, and the input kept.
      await page.goto(
        `${l.prefix}/pay-small-small?amount=&bookedOn=${testDay(0)}&product=flight&travelOn=${testDay(90)}`,
      );
      await expect(page.getByRole("alert")).toContainText(l.error);
      await expect(page.getByText(l.required)).toBeVisible();
      await expect(page.getByLabel(l.travelOn)).toHaveValue(testDay(90));
      await expectNoAxeViolations(page);
      expect(scripts).toEqual([]);
    });
  });
}
