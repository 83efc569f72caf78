import type { Person } from "./booking-helpers";
import { acceptCookies } from "./booking-helpers";
import { collectScripts, expect, expectNoAxeViolations, skipFrenchWithoutJavaScript, test } from "./fixtures";
import { ORDER_LABELS, foundInFreshBrowser } from "./order-helpers";
import { fillBilling, payByCard, toPayment } from "./setup";

// Holidays: a package for two sharing a room, found by destination and month, its day-by-day outline and terms;
// the flight from the traveller's city is its own line in the same cart, and one payment pays both. JavaScript on
// and off, English and French.

const LABELS = {
  "en-US": {
    prefix: "",
    destination: "Destination",
    zanzibar: "Zanzibar",
    month: "Month",
    find: "Find holidays",
    outline: "Day by day",
    day1: /Day 1: Arrival/,
    total: /^Total for your party: ₦[\d,]+$/,
    book: "Book this holiday",
    addFlight: "Search flights",
    dayBefore: /^Leave the day before/,
    cart: "Also in your cart",
    payTogether: /^Pay .+ for this and the rest of your cart$/,
    ticketed: "Ticketed",
    flightStatus: "Booking status",
  },
  "fr-FR": {
    prefix: "/fr-FR",
    destination: "Destination",
    zanzibar: "Zanzibar",
    month: "Mois",
    find: "Trouver des séjours",
    outline: "Jour par jour",
    day1: /Jour 1\s: Arrivée/,
    total: /^Total pour votre groupe\u202f: [\d\s\u202f,]+\s€$/,
    book: "Réserver ce séjour",
    addFlight: "Chercher des vols",
    dayBefore: /^Partir la veille/,
    cart: "Aussi dans votre panier",
    payTogether: /^Payer .+ pour ceci et le reste de votre panier$/,
    ticketed: "Billet émis",
    flightStatus: "Statut de la réservation",
  },
} as const;

const COUPLE: Person[] = [
  { group: /^Adult 1/, title: "MRS", first: "Ngozi", last: "Okafor", born: "1986-05-02" },
  { group: /^Adult 2/, title: "MR", first: "Emeka", last: "Okafor", born: "1984-01-20" },
];

for (const locale of ["en-US", "fr-FR"] as const) {
  test(`book a holiday for two with its flight line, paid in one payment, find it from a fresh browser (${locale})`, async ({
    page,
    browser,
  }) => {
    skipFrenchWithoutJavaScript(locale);
    test.setTimeout(150_000);
    const l = LABELS[locale];
    const o = ORDER_LABELS[locale];
    const scripts = collectScripts(page);
    await page.goto(`${l.prefix}/holidays`);
    await acceptCookies(page);
    await page.getByLabel(l.destination).selectOption({ label: l.zanzibar });
    // A month well ahead, different for each run so departures do not fill.
    const months = page.getByLabel(l.month).locator("option");
    const pick = (locale === "en-US" ? 3 : 4) + (test.info().project.name === "js-off" ? 2 : 0);
    await page.getByLabel(l.month).selectOption((await months.nth(pick).getAttribute("value")) ?? "");
    await page.getByRole("button", { name: l.find }).click();
    await expectNoAxeViolations(page);
    await page.getByRole("listitem").getByRole("heading", { level: 3 }).getByRole("link").first().click();
    await expect(page.getByRole("region", { name: l.outline })).toContainText(l.day1);
    await expect(page.getByText(l.total)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: l.book }).click();

    await expect(page).toHaveURL(/\/order\/[a-z0-9]{16}\/details$/);
    const orderId = /\/order\/([a-z0-9]{16})\//.exec(page.url())?.[1] ?? "";
    const email = `holiday-${locale}-${test.info().project.name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    // A holiday for two names both travellers: the first is the lead and the contact.
    const lead = page.getByRole("group", { name: o.traveller(1) });
    await lead.getByLabel(o.title).selectOption({ label: o.mrs });
    await lead.getByLabel(o.first, { exact: true }).fill("Ngozi");
    await lead.getByLabel(o.last, { exact: true }).fill("Okafor");
    const second = page.getByRole("group", { name: o.traveller(2) });
    await second.getByLabel(o.title).selectOption({ label: o.mr });
    await second.getByLabel(o.first, { exact: true }).fill("Chidi");
    await second.getByLabel(o.last, { exact: true }).fill("Okafor");
    await page.getByLabel(o.email, { exact: true }).fill(email);
    await page.getByLabel(o.emailConfirm, { exact: true }).fill(email);
    await page.getByLabel(o.phone).fill("+234 801 234 5678");
    await page.getByRole("button", { name: o.toPayment }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}/payment$`));

    // The flight the holiday suggests: to Zanzibar on its dates, for its two travellers.
    const flightHref = (await page.getByRole("link", { name: l.addFlight }).getAttribute("href")) ?? "";
    const query = new URLSearchParams(flightHref.split("?")[1]);
    expect([query.get("to"), query.get("adults")]).toEqual(["ZNZ", "2"]);
    // Day 1's transfer meets the flight: only flights landing by then are offered; none leaving that day from Lagos
    // lands in Zanzibar the same day, so the results offer the day before.
    expect(query.get("arriveBy")).toBe(query.get("depart"));
    await page.goto(
      `${l.prefix}/flight/search?trip=return&from=LOS&to=ZNZ&depart=${query.get("depart")}&return=${query.get("return")}&adults=2&cabin=economy&arriveBy=${query.get("depart")}`,
    );
    const earlier = page.getByRole("link", { name: l.dayBefore });
    if ((await earlier.count()) > 0) await earlier.click();
    const landing = new URL(page.url());
    expect(landing.searchParams.get("arriveBy")).toBe(query.get("depart"));
    const bookingId = await toPayment(page, `${landing.pathname}${landing.search}`, COUPLE, email);
    await page.goto(`${l.prefix}/booking/${bookingId}/payment`);
    await expect(page.getByRole("region", { name: l.cart })).toContainText("Zanzibar");
    await fillBilling(page, "Ngozi Okafor", locale);
    await page.getByRole("radio", { name: o.card }).check();
    await page.getByRole("button", { name: l.payTogether }).click();
    await payByCard(page, "4242 4242 4242 4242", locale);
    await expect(page.getByRole("region", { name: l.flightStatus }).getByRole("definition").first()).toHaveText(
      l.ticketed,
      { timeout: 30_000 },
    );
    await page.goto(`${l.prefix}/order/${orderId}/summary`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(o.booked, { timeout: 30_000 });
    await expect(page.getByRole("definition").filter({ hasText: /^HOL-[A-Z2-9]{8}$/ })).toBeVisible();
    expect(scripts).toEqual([]);
    const reference = await page.getByRole("term").filter({ hasText: /Tern/ }).locator("+ dd").first().innerText();

    await foundInFreshBrowser(browser, locale, { orderId, reference }, email);
  });
}
