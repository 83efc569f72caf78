import type { Browser, Page } from "@playwright/test";
import { acceptCookies } from "./booking-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { fillBilling, payByCard } from "./setup";

// Every product of the supplier order shares its details, payment and summary pages: one way through them for every
// product's journey, in both languages.

export const ORDER_LABELS = {
  "en-US": {
    who: "Who is going?",
    title: "Title",
    mrs: "Mrs",
    mr: "Mr",
    traveller: (n: number) => `Traveller ${n}`,
    first: "First name",
    last: "Last name",
    email: "E-mail",
    emailConfirm: "Confirm e-mail",
    phone: "Mobile number",
    toPayment: "Continue to payment",
    review: "Review and pay",
    card: /^Card/,
    pay: /^Continue to pay/,
    booked: "You are booked",
    document: "Download the ticket (PDF)",
    calendar: "Add it to your calendar (.ics)",
    reference: "Booking reference or airline PNR",
    bookingEmail: "Booking e-mail",
    findBooking: "Find my booking",
    cancelLink: "Cancel this booking",
    cancelHeading: "Cancel this booking?",
    cancelConfirm: "Cancel my booking",
    cancelled: "This booking is cancelled",
    refunded: /^Your booking is cancelled\. ₦[\d,]+ goes back to the card/,
  },
  "fr-FR": {
    who: "Qui participe\u202f?",
    title: "Civilité",
    mrs: "Madame",
    mr: "Monsieur",
    traveller: (n: number) => `Voyageur ${n}`,
    first: "Prénom",
    last: "Nom",
    email: "E-mail",
    emailConfirm: "Confirmer l’e-mail",
    phone: "Numéro de mobile",
    toPayment: "Continuer vers le paiement",
    review: "Vérifier et payer",
    card: /^Carte/,
    pay: /^Continuer vers le paiement de/,
    booked: "Vous êtes réservé",
    document: "Télécharger le billet (PDF)",
    calendar: "L’ajouter à votre agenda (.ics)",
    reference: "Référence de réservation ou PNR de la compagnie",
    bookingEmail: "E-mail de la réservation",
    findBooking: "Retrouver ma réservation",
    cancelLink: "Annuler cette réservation",
    cancelHeading: "Annuler cette réservation\u202f?",
    cancelConfirm: "Annuler ma réservation",
    cancelled: "Cette réservation est annulée",
    refunded: /^Votre réservation est annulée\. [\d\s\u202f,]+\s€ est remboursé/,
  },
} as const;

export type OrderLocale = keyof typeof ORDER_LABELS;

/** From an order's payment step to its booked summary: the billing, the sandbox's succeeding card, the supplier. */
export async function paidToBooked(page: Page, locale: OrderLocale, orderId: string) {
  const l = ORDER_LABELS[locale];
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}/payment$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.review);
  await expectNoAxeViolations(page);
  await fillBilling(page, "Ngozi Okafor", locale);
  await page.getByRole("radio", { name: l.card }).check();
  await page.getByRole("button", { name: l.pay }).click();
  await payByCard(page, "4242 4242 4242 4242", locale);

  await expect(page).toHaveURL(new RegExp(`/order/${orderId}/summary$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.booked, { timeout: 30_000 });
  await expectNoAxeViolations(page);
}

/**
 * An order's details step filled in with its lead traveller (Mrs {first} Okafor) and sent: answers the order's id.
 */
export async function leadDetails(page: Page, locale: OrderLocale, email: string, first: string) {
  const l = ORDER_LABELS[locale];
  await expect(page).toHaveURL(/\/order\/[a-z0-9]{16}\/details$/);
  const orderId = /\/order\/([a-z0-9]{16})\//.exec(page.url())?.[1] ?? "";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.who);
  await expectNoAxeViolations(page);
  await page.getByLabel(l.title).selectOption({ label: l.mrs });
  await page.getByLabel(l.first, { exact: true }).fill(first);
  await page.getByLabel(l.last, { exact: true }).fill("Okafor");
  await page.getByLabel(l.email, { exact: true }).fill(email);
  await page.getByLabel(l.emailConfirm, { exact: true }).fill(email);
  await page.getByLabel(l.phone).fill("+234 801 234 5678");
  await page.getByRole("button", { name: l.toPayment }).click();
  return orderId;
}

/**
 * From an order's details step to its booked summary: the lead traveller, the billing, the sandbox's succeeding card.
 * Answers the order's id and its Tern reference.
 */
export async function detailsAndPay(page: Page, locale: OrderLocale, email: string) {
  const l = ORDER_LABELS[locale];
  const orderId = await leadDetails(page, locale, email, "Ngozi");

  await paidToBooked(page, locale, orderId);
  const ticket = await page.request.get(
    (await page.getByRole("link", { name: l.document }).getAttribute("href")) ?? "",
  );
  expect(ticket.headers()["content-type"]).toBe("application/pdf");
  expect((await ticket.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const reference = await page.getByRole("term").filter({ hasText: /Tern/ }).locator("+ dd").first().innerText();
  expect(reference).toMatch(/^[A-Z2-9]{6}$/);
  return { orderId, reference };
}

/** A fresh browser finds the order by its reference and e-mail and lands on its summary. */
export async function retrievedElsewhere(page: Page, locale: OrderLocale, reference: string, email: string) {
  const l = ORDER_LABELS[locale];
  await page.goto(`${locale === "fr-FR" ? "/fr-FR" : ""}/manage-booking`);
  await acceptCookies(page);
  await page.getByLabel(l.reference).fill(reference);
  await page.getByLabel(l.bookingEmail).fill(email);
  await page.getByRole("button", { name: l.findBooking }).click();
  await expect(page).toHaveURL(/\/order\/[a-z0-9]{16}\/summary$/);
}

/**
 * Another browser (JavaScript as this project's) finds the order by its reference and e-mail, lands on its summary,
 * and does whatever else `then` asks there before it closes.
 */
export async function foundInFreshBrowser(
  browser: Browser,
  locale: OrderLocale,
  order: { orderId: string; reference: string },
  email: string,
  then: (page: Page) => Promise<void> = async () => {},
) {
  const other = await browser.newContext({ javaScriptEnabled: test.info().project.use.javaScriptEnabled ?? true });
  const fresh = await other.newPage();
  await retrievedElsewhere(fresh, locale, order.reference, email);
  await expect(fresh).toHaveURL(new RegExp(`/order/${order.orderId}/summary$`));
  await then(fresh);
  await other.close();
}
