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
import { expectMail } from "./setup";

// Things to do, the first product of the supplier order: find an activity, choose a day, a time and tickets for two
// adults and a child (ages checked), name the lead traveller, pay by card, get the ticket; then, from a fresh
// browser, find it by reference and e-mail and cancel it, the refund shown before confirming. JavaScript on and off,
// English and French.

const LABELS = {
  "en-US": {
    prefix: "",
    city: "City",
    find: "Find things to do",
    heading: "Things to do in Lagos",
    date: "When",
    moreChildren: "More children",
    age: "Age of child 1 on the day",
    years: "7 years",
    update: "Update",
    total: /^Total for your party: ₦[\d,]+$/,
    book: "Book these tickets",
    tickets: "2 adults, 1 child",
    mail: /^Booked: .+ \([A-Z2-9]{6}\)$/,
    free: /^You are cancelling in time: all of it, ₦[\d,]+, goes back/,
    tooYoung: "This activity is for ages 18 and over.",
    formErrors: "Form has errors, please check and correct",
  },
  "fr-FR": {
    prefix: "/fr-FR",
    city: "Ville",
    find: "Trouver des activités",
    heading: "Activités à Lagos",
    date: "Quand",
    moreChildren: "Plus d’enfants",
    age: "Âge de l’enfant 1 le jour même",
    years: "7 ans",
    update: "Mettre à jour",
    total: /^Total pour votre groupe\u202f: [\d\s\u202f,]+\s€$/,
    book: "Réserver ces billets",
    tickets: "2 adultes, 1 enfant",
    mail: /^Réservé\s: .+ \([A-Z2-9]{6}\)$/,
    free: /^Vous annulez à temps\u202f: la totalité, [\d\s\u202f,]+\s€, est remboursée/,
    tooYoung: "Cette activité est réservée aux 18 ans et plus.",
    formErrors: "Le formulaire contient des erreurs, veuillez vérifier et corriger",
  },
} as const;

for (const locale of ["en-US", "fr-FR"] as const) {
  test(`buy an activity for two adults and a child, get its ticket, retrieve and cancel it elsewhere (${locale})`, async ({
    page,
    browser,
  }) => {
    skipFrenchWithoutJavaScript(locale);
    test.setTimeout(90_000);
    const l = LABELS[locale];
    const o = ORDER_LABELS[locale];
    const scripts = collectScripts(page);
    const offset = (locale === "en-US" ? 20 : 22) + (test.info().project.name === "js-off" ? 1 : 0);
    await page.goto(`${l.prefix}/things-to-do`);
    await acceptCookies(page);
    await page.getByLabel(l.city, { exact: true }).fill("Lagos");
    await page.getByLabel(l.date).fill(day(offset));
    await page.getByRole("button", { name: l.find }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.heading);
    await expectNoAxeViolations(page);
    // A tour for everyone (the first listed is the boat cruise or a city tour; nightlife is last).
    await page.getByRole("listitem").getByRole("heading", { level: 3 }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/things-to-do\/ACT-LOS-\d{2}\?date=/);
    await expectNoAxeViolations(page);

    // Two adults (the default) and a child of 7: the child's age is asked for, then the party's total shows.
    await page.getByRole("button", { name: l.moreChildren }).click();
    await page.getByLabel(l.age).selectOption({ label: l.years });
    await page.getByRole("button", { name: l.update }).click();
    await expect(page.getByText(l.total)).toBeVisible();
    await page.getByRole("button", { name: l.book }).click();

    const email = `activity-${locale}-${test.info().project.name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { orderId, reference } = await detailsAndPay(page, locale, email);
    await expect(page.getByRole("definition").filter({ hasText: /^ACT-[A-Z2-9]{8}$/ })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: l.tickets })).toBeVisible();
    const calendar = await page.request.get(
      (await page.getByRole("link", { name: o.calendar }).getAttribute("href")) ?? "",
    );
    expect(await calendar.text()).toContain("BEGIN:VEVENT");
    await expectMail(page, email, l.mail);
    expect(scripts).toEqual([]);

    // A fresh browser finds it by reference and e-mail, and cancels it: the refund first, then the cancellation.
    await foundInFreshBrowser(browser, locale, { orderId, reference }, email, async (fresh) => {
      await fresh.getByRole("link", { name: o.cancelLink }).click();
      await expect(fresh.getByRole("heading", { level: 1 })).toHaveText(o.cancelHeading);
      await expect(fresh.getByText(l.free)).toBeVisible();
      await expectNoAxeViolations(fresh);
      await fresh.getByRole("button", { name: o.cancelConfirm }).click();
      await expect(fresh).toHaveURL(new RegExp(`/order/${orderId}/summary$`));
      await expect(fresh.getByRole("heading", { level: 1 })).toHaveText(o.cancelled);
      await expect(fresh.getByRole("status").filter({ hasText: o.refunded })).toBeVisible();
    });
  });
}

test("an activity opened for a day gone says so, and shows the first day it can be booked", async ({ page }) => {
  const listing = await (await page.request.get("/things-to-do?city=Lagos&kind=tours")).text();
  const activityId = /href="\/things-to-do\/(ACT-LOS-\d{2})\?/.exec(listing)?.[1] ?? "";
  expect(activityId).toMatch(/^ACT-LOS-\d{2}$/);
  await page.goto(`/things-to-do/${activityId}?date=${day(-2)}&adults=2`);
  await acceptCookies(page);
  await expect(page.getByRole("status").filter({ hasText: /^The day you chose cannot be booked/ })).toBeVisible();
  await page.goto(`/things-to-do/${activityId}?date=${day(5)}&adults=2`);
  await expect(page.getByText(/^The day you chose cannot be booked/)).toHaveCount(0);
});

test.describe("refusals", () => {
  test.use({ expectedConsoleErrors: [BAD_REQUEST_CONSOLE_ERROR] });

  test("a child too young for a night out is refused beside the field, the choice kept, in both languages", async ({
    page,
  }) => {
    for (const locale of ["en-US", "fr-FR"] as const) {
      const l = LABELS[locale];
      const listing = await (await page.request.get(`${l.prefix}/things-to-do?city=Lagos&kind=nightlife`)).text();
      const activityId = /href="(?:\/fr-FR)?\/things-to-do\/(ACT-LOS-\d{2})\?/.exec(listing)?.[1] ?? "";
      expect(activityId).toMatch(/^ACT-LOS-\d{2}$/);
      await page.goto(`${l.prefix}/things-to-do/${activityId}?date=${day(30)}&adults=1&children=1&age=9`);
      await acceptCookies(page);
      await page.getByRole("button", { name: l.book }).click();
      await expect(page.getByRole("alert")).toContainText(l.formErrors);
      await expect(page.getByText(l.tooYoung)).toBeVisible();
      await expect(page.getByLabel(l.age)).toHaveValue("9");
      await expectNoAxeViolations(page);
    }
  });
});
