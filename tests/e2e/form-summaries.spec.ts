import type { Locator, Page } from "@playwright/test";
import { acceptCookies, day } from "./booking-helpers";
import { BAD_REQUEST_CONSOLE_ERROR, expect, test } from "./fixtures";
import { bookingReadyToPay, fillBilling, memberSignedUp, stayReadyToPay, ticketedByCard } from "./setup";

/**
 * Every form of the site, sent with one field wrong, opens with a summary (role="alert") that links that field:
 * the link's text names the field as its label does, and it leads to the control, marked invalid. In English and
 * French, with JavaScript on (the summary drawn at once) and off (the server's answer); the browser's own
 * validation bubble is switched off, as the site's messages are what is tested.
 */
test.use({ expectedConsoleErrors: [BAD_REQUEST_CONSOLE_ERROR, /status of 4\d\d/] });

const LOCALES = ["", "/fr-FR"] as const;

/** Sends the form holding `field` without the browser's checks. */
async function send(page: Page, field: Locator, submit: RegExp) {
  const form = field.locator("xpath=ancestor::form[1]");
  await form.evaluate((f: HTMLFormElement) => {
    f.noValidate = true;
  });
  await form.getByRole("button", { name: submit }).first().click();
}

/** The summary lists the one field in error, linked to its control by the control's own label. */
async function expectSummaryLinks(page: Page, label: RegExp) {
  const summary = page
    .getByRole("alert")
    .filter({ has: page.getByRole("link") })
    .first();
  await expect(summary).toBeVisible();
  const link = summary.getByRole("link", { name: label });
  await expect(link).toHaveCount(1);
  const id = ((await link.getAttribute("href")) ?? "").replace(/^#/, "");
  expect(id).not.toBe("");
  const control = page.locator(`[id="${id}"]`);
  await expect(control).toHaveCount(1);
  // The control is the field: marked invalid, or the first choice of a group whose fieldset is.
  const invalid = await control.evaluate(
    (el) =>
      el.getAttribute("aria-invalid") === "true" ||
      (el.closest("fieldset")?.getAttribute("aria-describedby") ?? null) !== null,
  );
  expect(invalid).toBe(true);
  await link.click();
  await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(`#${id}`);
}

for (const prefix of LOCALES) {
  const fr = prefix === "/fr-FR";
  test.describe(fr ? "in French" : "in English", () => {
    test("search forms: flights and stays", async ({ page }) => {
      await page.goto(`${prefix}/flight`);
      await acceptCookies(page);
      const from = page.getByLabel(fr ? /^Départ/ : /^From/).first();
      await page
        .getByLabel(fr ? /^Arrivée/ : /^To/)
        .first()
        .fill("LHR");
      await page
        .getByLabel(fr ? /^Date de départ/ : /^Departure date/)
        .first()
        .fill(day(30));
      await from.fill("");
      await send(page, from, fr ? /^Rechercher/ : /^Search flights/);
      await expectSummaryLinks(page, fr ? /^Départ/ : /^From/);

      await page.goto(`${prefix}/hotel`);
      const where = page.getByLabel(fr ? /^Où allez-vous/ : /^Where are you going/);
      await page.getByLabel(fr ? /^Arrivée/ : /^Check-in/).fill(day(60));
      await page.getByLabel(fr ? /^Départ/ : /^Check-out/).fill(day(62));
      await send(page, where, fr ? /^Rechercher/ : /^Search stays/);
      await expectSummaryLinks(page, fr ? /^Où allez-vous/ : /^Where are you going/);
    });

    test("manage booking and the account's forms", async ({ page }) => {
      await page.goto(`${prefix}/manage-booking`);
      await acceptCookies(page);
      const reference = page.getByLabel(fr ? /^Référence de réservation/ : /^Booking reference/);
      await page.getByLabel(fr ? /^E-mail de la réservation/ : /^Booking e-mail/).fill("someone@example.com");
      await send(page, reference, fr ? /^Retrouver/ : /^Find/);
      await expectSummaryLinks(page, fr ? /^Référence de réservation/ : /^Booking reference/);

      await page.goto(`${prefix}/account/sign-in`);
      const email = page.getByLabel(fr ? /^Adresse e-mail/ : /^Email address/);
      await email.fill("not-an-address");
      await send(page, email, fr ? /^Continuer/ : /^Continue/);
      await expectSummaryLinks(page, fr ? /^Adresse e-mail/ : /^Email address/);

      await page.goto(`${prefix}/account/register?email=${encodeURIComponent("new-member@example.com")}`);
      const registerFirst = page.getByLabel(fr ? /^Prénom/ : /^First name/);
      await page.getByLabel(fr ? /^Nom$/ : /^Last name/).fill("Obi");
      await send(page, registerFirst, fr ? /^Continuer/ : /^Continue/);
      await expectSummaryLinks(page, fr ? /^Prénom/ : /^First name/);

      await memberSignedUp(
        page,
        `forms-${fr ? "fr" : "en"}-${crypto.randomUUID().slice(0, 8)}@example.com`,
        "Ada",
        "Obi",
      );
      // A new member has no password yet: the form creates one, and a confirmation that differs is the error.
      await page.goto(`${prefix}/account/password`);
      const confirmPassword = page.getByLabel(fr ? /^Confirmez le nouveau mot de passe/ : /^Confirm the new password/);
      await page.getByLabel(fr ? /^Nouveau mot de passe/ : /^New password/).fill("a long passphrase 2026");
      await confirmPassword.fill("another passphrase 2026");
      await send(page, confirmPassword, fr ? /^Créer le mot de passe/ : /^Create password/);
      await expectSummaryLinks(page, fr ? /^Confirmez le nouveau mot de passe/ : /^Confirm the new password/);

      await page.goto(`${prefix}/account/profile/edit`);
      const first = page.getByLabel(fr ? /^Prénom/ : /^First name/);
      await first.fill("");
      await send(page, first, fr ? /^Enregistrer le profil/ : /^Save profile/);
      await expectSummaryLinks(page, fr ? /^Prénom/ : /^First name/);

      await page.goto(`${prefix}/account/travellers/new?ageGroup=adult`);
      const last = page.getByLabel(fr ? /^Nom$/ : /^Last name/);
      await page.getByLabel(fr ? /^Prénom/ : /^First name/).fill("Ada");
      await send(page, last, fr ? /^Enregistrer le voyageur/ : /^Save traveller/);
      await expectSummaryLinks(page, fr ? /^Nom/ : /^Last name/);

      await page.goto(`${prefix}/account/delete`);
      const confirm = page.getByRole("checkbox");
      await send(page, confirm, fr ? /^Supprimer le profil/ : /^Delete profile/);
      await expectSummaryLinks(page, fr ? /^Oui, supprimer/ : /^Yes, delete/);
    });

    test("the booking steps: travellers, payment, the card page, and a stay's guests", async ({ page }) => {
      test.setTimeout(90_000);
      const search = `${prefix}/flight/search?trip=oneway&from=LOS&to=ACC&depart=${day(30)}&adults=1&cabin=economy`;
      const bookingId = await bookingReadyToPay(
        page,
        search,
        [{ group: /^(Adult|Adulte) 1/, title: "MR", first: "Kunle", last: "Bello", born: "1979-06-21" }],
        `forms-${crypto.randomUUID().slice(0, 8)}@example.com`,
      );
      await page.goto(`${prefix}/booking/${bookingId}/travellers`);
      await acceptCookies(page);
      const firstName = page.getByLabel(fr ? /^Prénom/ : /^First name/).first();
      await firstName.fill("");
      await send(page, firstName, fr ? /^Continuer/ : /^Continue/);
      await expectSummaryLinks(page, fr ? /Prénom/ : /First name/);

      await page.goto(`${prefix}/booking/${bookingId}/payment`);
      const nameOnCard = page.getByLabel(fr ? /^Nom sur la carte/ : /^Name on card/);
      await nameOnCard.fill("");
      await send(page, nameOnCard, fr ? /^Continuer vers le paiement/ : /^Continue to pay/);
      await expectSummaryLinks(page, fr ? /^Nom sur la carte/ : /^Name on card/);

      // The sandbox gateway's card page, opened by a payment step filled right.
      await fillBilling(page, "Kunle Bello", fr ? "fr-FR" : "en-US");
      await page.getByRole("button", { name: fr ? /^Continuer vers le paiement/ : /^Continue to pay/ }).click();
      await expect(page).toHaveURL(/\/pay\/cs_[0-9a-f]{24}$/);
      const card = page.getByLabel(fr ? "Numéro de carte" : "Card number");
      await page.getByLabel(fr ? "Date d’expiration (MM/AA)" : "Expiry date (MM/YY)").fill("12/34");
      await page.getByLabel(fr ? "Code de sécurité" : "Security code").fill("123");
      await page.getByLabel(fr ? "Nom sur la carte" : "Name on card").fill("Kunle Bello");
      await send(page, card, fr ? /^Payer / : /^Pay /);
      await expectSummaryLinks(page, fr ? /^Numéro de carte/ : /^Card number/);

      const stayId = await stayReadyToPay(page, {
        city: "Lagos",
        checkIn: day(60),
        checkOut: day(62),
        email: `forms-stay-${crypto.randomUUID().slice(0, 8)}@example.com`,
        first: "Ada",
        last: "Obi",
      });
      await page.goto(`${prefix}/order/${stayId}/details`);
      const guestFirst = page.getByLabel(fr ? /^Prénom/ : /^First name/).first();
      await guestFirst.fill("");
      await send(page, guestFirst, fr ? /^Continuer/ : /^Continue/);
      await expectSummaryLinks(page, fr ? /Prénom/ : /First name/);
    });
  });
}

// Manage booking's forms need a ticketed booking: seeded, without its pages (setup.ts).
test("a ticketed booking's refund and itinerary change forms, in English and French", async ({ page }) => {
  test.setTimeout(90_000);
  const email = `forms-manage-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const bookingId = await ticketedByCard(
    page,
    `/flight/search?trip=oneway&from=LOS&to=ACC&depart=${day(40)}&adults=1&cabin=economy`,
    [{ group: /^Adult 1/, title: "MR", first: "Kunle", last: "Bello", born: "1979-06-21" }],
    email,
  );
  for (const prefix of LOCALES) {
    const fr = prefix === "/fr-FR";
    await page.goto(`${prefix}/manage-booking/${bookingId}/refund`);
    await acceptCookies(page);
    const terms = page.getByRole("checkbox", { name: fr ? /^J’accepte/ : /^I accept/ });
    await send(page, terms, fr ? /^Demander le remboursement/ : /^Request the refund/);
    await expectSummaryLinks(page, fr ? /^Motif du remboursement/ : /^Reason for the refund/);

    await page.goto(`${prefix}/manage-booking/${bookingId}/itinerary-change`);
    const details = page.getByLabel(fr ? /^Dites-nous ce dont vous avez besoin/ : /^Tell us what you need/);
    await details.fill("Please move us to the evening flight.");
    await send(page, details, fr ? /^Envoyer la demande/ : /^Send the request/);
    await expectSummaryLinks(page, fr ? /^Que faut-il modifier/ : /^What to change/);
  }
});
