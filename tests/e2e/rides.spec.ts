import type { Person } from "./booking-helpers";
import { day } from "./booking-helpers";
import { collectScripts, expect, expectNoAxeViolations, skipFrenchWithoutJavaScript, test } from "./fixtures";
import { detailsAndPay, foundInFreshBrowser } from "./order-helpers";
import { ticketedByCard } from "./setup";

// Rides: a flight's summary offers a car from the airport it lands at, its arrival and flight filled in; the
// traveller adds an address, picks a car that takes the party and its bags, and books it. A party no car takes is told
// so. JavaScript on and off, English and French.

const LABELS = {
  "en-US": {
    prefix: "",
    offer: "Book a ride from Lagos airport",
    address: "Address",
    time: "Pick-up time",
    flight: "Flight number (optional)",
    submit: "Show cars",
    book: /^Book the Economy car: ₦[\d,]+$/,
    noneFits: "No car takes 9 passengers with 2 bags. Book two rides, or take fewer bags.",
  },
  "fr-FR": {
    prefix: "/fr-FR",
    offer: "Réserver un transfert depuis l’aéroport de Lagos",
    address: "Adresse",
    time: "Heure de prise en charge",
    flight: "Numéro de vol (facultatif)",
    submit: "Voir les voitures",
    book: /^Réserver\s: Voiture économique, [\d\s\u202f,]+\s€$/,
    noneFits: "Aucune voiture ne prend 9 passagers avec 2 bagages. Réservez deux trajets, ou prenez moins de bagages.",
  },
} as const;

const TRAVELLER: Person[] = [{ group: /^Adult 1/, title: "MRS", first: "Ngozi", last: "Okafor", born: "1986-05-02" }];

for (const locale of ["en-US", "fr-FR"] as const) {
  test(`book a ride from LOS airport offered on a flight's summary, find it from a fresh browser (${locale})`, async ({
    page,
    browser,
  }) => {
    skipFrenchWithoutJavaScript(locale);
    test.setTimeout(120_000);
    const l = LABELS[locale];
    const offset = (locale === "en-US" ? 50 : 52) + (test.info().project.name === "js-off" ? 1 : 0);
    const email = `ride-${locale}-${test.info().project.name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const bookingId = await ticketedByCard(
      page,
      `/flight/search?trip=oneway&from=ABV&to=LOS&depart=${day(offset)}&adults=1&cabin=economy`,
      TRAVELLER,
      email,
    );
    await page.goto(`${l.prefix}/booking/${bookingId}/summary`);
    const scripts = collectScripts(page);
    await page.getByRole("link", { name: l.offer }).click();
    await expect(page).toHaveURL(/\/rides\?direction=from_airport&airport=LOS&date=/);
    // The flight's arrival, filled in: only the address is the traveller's to give.
    await expect(page.getByLabel(l.flight)).not.toHaveValue("");
    await expect(page.getByLabel(l.time)).not.toHaveValue("");
    await page.getByLabel(l.address, { exact: true }).fill("12 Adeola Odeku Street, Victoria Island");
    await page.getByRole("button", { name: l.submit }).click();
    await expectNoAxeViolations(page);
    const flight = await page.getByLabel(l.flight).inputValue();
    await page.getByRole("button", { name: l.book }).click();
    const { orderId, reference } = await detailsAndPay(page, locale, email);
    await expect(page.getByRole("definition").filter({ hasText: /^RID-[A-Z2-9]{8}$/ })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: flight })).toBeVisible();
    expect(scripts).toEqual([]);

    await foundInFreshBrowser(browser, locale, { orderId, reference }, email);
  });

  test(`a party no car takes is told so, in the page's language (${locale})`, async ({ page }) => {
    const l = LABELS[locale];
    await page.goto(
      `${l.prefix}/rides?direction=to_airport&airport=LOS&address=${encodeURIComponent("Eko Hotel, Victoria Island")}&date=${day(60)}&time=09:30&passengers=9&bags=2`,
    );
    await expect(page.getByRole("status").filter({ hasText: l.noneFits })).toBeVisible();
    await expect(page.getByRole("button", { name: l.book })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}
