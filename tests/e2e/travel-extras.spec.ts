import type { Person } from "./booking-helpers";
import { acceptCookies, day } from "./booking-helpers";
import {
  BAD_REQUEST_CONSOLE_ERROR,
  collectScripts,
  expect,
  expectNoAxeViolations,
  skipFrenchWithoutJavaScript,
  test,
} from "./fixtures";
import { detailsAndPay, ORDER_LABELS, foundInFreshBrowser } from "./order-helpers";
import { expectMail, ticketedByCard } from "./setup";

// Travel extras on their own (/travel-addons): an eSIM for the arrival country, bought, its voucher, found again from
// a fresh browser; a lounge attached by its PNR to a booking this browser made; a PNR this browser has not opened is
// refused beside the field. JavaScript on and off, English and French.

const LABELS = {
  "en-US": {
    prefix: "",
    kind: "What do you need?",
    esim: "eSIM mobile data",
    lounge: "Lounge access",
    date: "Date of travel",
    travellers: "Travellers",
    country: "Arrival country",
    ghana: "Ghana",
    airport: "Airport",
    pnr: "Booking reference or PNR (optional)",
    submit: "Show prices",
    buy: /^Buy eSIM mobile data: 10 GB$/,
    total: /for 2 travellers/,
    mail: /^Booked: eSIM mobile data: 10 GB \([A-Z2-9]{6}\)$/,
    attached: (reference: string) => `It will be attached to booking ${reference}.`,
    pnrRefused: /No booking with this reference is open on this device/,
  },
  "fr-FR": {
    prefix: "/fr-FR",
    kind: "De quoi avez-vous besoin\u202f?",
    esim: "Données mobiles eSIM",
    lounge: "Accès au salon",
    date: "Date du voyage",
    travellers: "Voyageurs",
    country: "Pays d’arrivée",
    ghana: "Ghana",
    airport: "Aéroport",
    pnr: "Référence de réservation ou PNR (facultatif)",
    submit: "Voir les prix",
    buy: /^Acheter\s: Données mobiles eSIM\s: 10 Go$/,
    total: /pour 2 voyageurs/,
    mail: /^Réservé\s: Données mobiles eSIM\s: 10 Go \([A-Z2-9]{6}\)$/,
    attached: (reference: string) => `Il sera rattaché à la réservation ${reference}.`,
    pnrRefused: /Aucune réservation avec cette référence n’est ouverte sur cet appareil/,
  },
} as const;

for (const locale of ["en-US", "fr-FR"] as const) {
  test(`buy an eSIM on its own, get its voucher, find it from a fresh browser (${locale})`, async ({
    page,
    browser,
  }) => {
    skipFrenchWithoutJavaScript(locale);
    test.setTimeout(90_000);
    const l = LABELS[locale];
    const scripts = collectScripts(page);
    await page.goto(`${l.prefix}/travel-addons`);
    await acceptCookies(page);
    await page.getByLabel(l.kind).selectOption({ label: l.esim });
    await page.getByLabel(l.date).fill(day(40));
    await page.getByLabel(l.travellers).fill("2");
    await page.getByLabel(l.country).selectOption({ label: l.ghana });
    await page.getByRole("button", { name: l.submit }).click();
    await expectNoAxeViolations(page);
    const option = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: l.buy }) });
    await expect(option).toContainText(l.total);
    await option.getByRole("button", { name: l.buy }).click();

    const email = `esim-${locale}-${test.info().project.name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { orderId, reference } = await detailsAndPay(page, locale, email);
    await expect(page.getByRole("definition").filter({ hasText: /^EXT-[A-Z2-9]{8}$/ })).toBeVisible();
    // Data has no time of day: no calendar event.
    await expect(page.getByRole("link", { name: ORDER_LABELS[locale].calendar })).toHaveCount(0);
    await expectMail(page, email, l.mail);
    expect(scripts).toEqual([]);

    await foundInFreshBrowser(browser, locale, { orderId, reference }, email);
  });
}

test.describe("attached by PNR", () => {
  // A refused search answers 400 with its errors; the browser logs it.
  test.use({ expectedConsoleErrors: [BAD_REQUEST_CONSOLE_ERROR] });

  test("a lounge attached by PNR to this browser's booking; another browser's PNR is refused", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const l = LABELS["en-US"];
    const people: Person[] = [{ group: /^Adult 1/, title: "MRS", first: "Ngozi", last: "Okafor", born: "1986-05-02" }];
    const email = `lounge-${test.info().project.name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const offset = test.info().project.name === "js-off" ? 44 : 45;
    await ticketedByCard(
      page,
      `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${day(offset)}&adults=1&cabin=economy`,
      people,
      email,
    );
    const reference = (await page.getByRole("heading", { level: 1 }).innerText()).replace(/^Booking /, "");
    const search = `/travel-addons?kind=lounge&date=${day(offset)}&travellers=1&country=&airport=LOS&pnr=${reference}`;

    // Another browser has not opened the booking: the PNR is refused beside its field, the search kept.
    const other = await browser.newContext({ javaScriptEnabled: test.info().project.use.javaScriptEnabled ?? true });
    const stranger = await other.newPage();
    await stranger.goto(search);
    await expect(stranger.getByText(l.pnrRefused)).toBeVisible();
    await expect(stranger.getByLabel(l.pnr)).toHaveValue(reference);
    await expectNoAxeViolations(stranger);
    await other.close();

    await page.goto(search);
    await expect(page.getByText(l.attached(reference))).toBeVisible();
    await page.getByRole("button", { name: /^Buy Lounge access at LOS/ }).click();
    const lounge = await detailsAndPay(page, "en-US", email);
    await expect(page.getByRole("definition").filter({ hasText: reference })).toBeVisible();

    // Found again from a fresh browser by its own reference and e-mail.
    await foundInFreshBrowser(browser, "en-US", lounge, email);
  });
});
