import { siteClock, testDay } from "../support/clock";
import { crmToken, crmUrl } from "../support/agents";
import { acceptCookies, type Person } from "./booking-helpers";
import { collectScripts, expect, expectNoAxeViolations, test } from "./fixtures";
import { bookingReadyToPay, expectMail, memberSignedUp, seed } from "./setup";

// CRM agent mode (product rules §4 "Agent validation" and §6 "CRM agent"): the CRM's bookmarked URL validates an
// agent, the banner says so on every page, a flight booked from a bookmarked results URL carries the agent's id and
// its e-mails go to the customer, and the agent finds it under My agent bookings and opens it without the e-mail
// step. An expired or forged token leaves a web user: no banner, and no tag on a booking made next. JavaScript on and
// off, English and French; no JavaScript file on the new pages.

const LABELS = {
  "en-US": {
    prefix: "",
    validated: "Validated",
    failed: "Validation failed",
    invalid: "Invalid agent access",
    banner: "Agent mode: Ngozi Okafor (AG1001)",
    leave: "Leave agent mode",
    bookings: "My agent bookings",
    status: "Status",
    ticketed: "Ticketed",
    show: "Show bookings",
    asWebUser: "Continue to Tern",
  },
  "fr-FR": {
    prefix: "/fr-FR",
    validated: "Validé",
    failed: "Échec de la validation",
    invalid: "Accès agent non valide",
    banner: /^Mode agent\s: Ngozi Okafor \(AG1001\)$/,
    leave: "Quitter le mode agent",
    bookings: "Mes réservations d’agent",
    status: "Statut",
    ticketed: "Billet émis",
    show: "Afficher les réservations",
    asWebUser: "Continuer sur Tern",
  },
} as const;

const CUSTOMER = (last: string): Person[] => [
  { group: /^Adult 1/, title: "MRS", first: "Chioma", last, born: "1983-02-11" },
];

for (const locale of ["en-US", "fr-FR"] as const) {
  const l = LABELS[locale];
  test.describe(`agent mode (${locale})`, () => {
    test("an agent validated by the CRM books for a customer and finds it under My agent bookings", async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const scripts = collectScripts(page);
      await page.goto(crmUrl(l.prefix, "AG1001", crmToken("AG1001", siteClock())));
      // The token leaves the address once checked.
      await expect(page).toHaveURL(new RegExp(`^[^?]*${l.prefix}/account/crm-agent/login$`));
      await acceptCookies(page);
      await expect(page.getByText(l.validated, { exact: true })).toBeVisible();
      const banner = page.getByRole("region", { name: locale === "en-US" ? "Agent mode" : "Mode agent" });
      await expect(banner.getByText(l.banner)).toBeVisible();
      await expectNoAxeViolations(page);

      // A bookmarked results URL, as the CRM keeps it; the customer's own contact details.
      const offset = (testInfo.project.name === "js-off" ? 120 : 121) + (locale === "fr-FR" ? 2 : 0);
      const search = `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${testDay(offset)}&adults=1&cabin=economy`;
      await page.goto(`${l.prefix}${search}`);
      await expect(banner.getByText(l.banner)).toBeVisible();
      // The banner wraps on the narrowest phone rather than pushing the page sideways.
      await page.setViewportSize({ width: 320, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await page.setViewportSize({ width: 1280, height: 720 });
      const customer = `agent-customer-${testInfo.project.name}-${locale}-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const bookingId = await bookingReadyToPay(page, search, CUSTOMER("Eze"), customer);
      expect(await seed(page, { intent: "ticket", bookingId })).toMatchObject({ bookingId, status: "ticketed" });

      await page.goto(`${l.prefix}/account/crm-agent/bookings`);
      await acceptCookies(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.bookings);
      await page.getByLabel(l.status).selectOption({ label: l.ticketed });
      await page.getByRole("button", { name: l.show }).click();
      await expect(page).toHaveURL(/status=ticketed/);
      const line = page.locator(`article:has(a[href*="/manage-booking/${bookingId}?access="])`);
      await expect(line).toBeVisible();
      await expect(line.getByText(l.ticketed, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      // Opened without the e-mail step.
      await line.getByRole("link").first().click();
      await expect(page).toHaveURL(new RegExp(`/manage-booking/${bookingId}$`));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/[A-Z0-9]{6}/);
      expect(scripts).toEqual([]);

      // The e-ticket went to the customer.
      await expectMail(page, customer, /^Your e-ticket for booking /);

      await page.goto(`${l.prefix}/`);
      await page.getByRole("button", { name: l.leave }).click();
      await expect(page.getByText(l.banner)).toHaveCount(0);
      await page.goto(`${l.prefix}/account/crm-agent/bookings`);
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/account/crm-agent/login$`));
    });

    test("an expired or forged token says so and leaves a web user, whose next booking carries no agent", async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(90_000);
      await page.goto(crmUrl(l.prefix, "AG1002", crmToken("AG1002", siteClock(), -1)));
      await acceptCookies(page);
      await expect(page.getByText(l.failed, { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: l.asWebUser })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto(crmUrl(l.prefix, "AG1002", crmToken("AG1002", siteClock(), 1, "a forged key")));
      await expect(page.getByText(l.invalid, { exact: true })).toBeVisible();
      await expect(page.getByText(/AG1002\)$/)).toHaveCount(0);

      const offset = (testInfo.project.name === "js-off" ? 124 : 125) + (locale === "fr-FR" ? 2 : 0);
      const search = `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${testDay(offset)}&adults=1&cabin=economy`;
      const bookingId = await bookingReadyToPay(
        page,
        search,
        CUSTOMER("Obi"),
        `web-${crypto.randomUUID()}@example.com`,
      );
      const crm = await request.get("/api/crm-agent/bookings", {
        headers: { Authorization: `Bearer ${crmToken("AG1002", siteClock())}` },
      });
      expect(crm.status()).toBe(200);
      const body = (await crm.json()) as { Bookings: Array<{ BookingId: string }> };
      expect(body.Bookings.map((b) => b.BookingId)).not.toContain(bookingId);
    });
  });
}

test.describe("leaving agent mode", () => {
  // The booking a browser may not open answers 404, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("ends the agent's session: the same browser sees none of their customers, and a member there gets no draft", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const l = LABELS["en-US"];
    await page.goto(crmUrl("", "AG1001", crmToken("AG1001", siteClock())));
    await acceptCookies(page);
    await expect(page.getByText(l.validated, { exact: true })).toBeVisible();
    const day = testInfo.project.name === "js-off" ? 150 : 151;
    const search = `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${testDay(day)}&adults=1&cabin=economy`;
    const run = crypto.randomUUID().slice(0, 8);
    const ticketed = await bookingReadyToPay(page, search, CUSTOMER("Eze"), `agent-left-${run}@example.com`);
    expect(await seed(page, { intent: "ticket", bookingId: ticketed })).toMatchObject({ status: "ticketed" });
    const later = search.replace(testDay(day), testDay(day + 2));
    const draft = await bookingReadyToPay(page, later, CUSTOMER("Obi"), `agent-draft-${run}@example.com`);
    expect((await page.goto(`/manage-booking/${ticketed}`))?.status()).toBe(200);
    expect((await page.request.get(`/booking/${ticketed}/e-ticket.pdf`)).status()).toBe(200);

    await page.goto("/");
    await page.getByRole("button", { name: l.leave }).click();
    await expect(page.getByText(l.banner)).toHaveCount(0);
    // The next person at this browser: the agent's customers' bookings and e-tickets are not theirs to open.
    expect((await page.goto(`/manage-booking/${ticketed}`))?.status()).toBe(404);
    expect((await page.goto(`/manage-booking/${draft}`))?.status()).toBe(404);
    expect((await page.request.get(`/booking/${ticketed}/e-ticket.pdf`)).status()).toBe(404);
    // A member signing in here takes no agent draft with them.
    await memberSignedUp(page, `after-agent-${run}@example.com`, "Ada", "Obi");
    expect((await page.goto(`/manage-booking/${draft}`))?.status()).toBe(404);
    await page.goto("/account/trips");
    await expect(page.locator(`a[href*="${draft}"]`)).toHaveCount(0);
  });
});
