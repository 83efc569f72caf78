import { day, type Person, yearsBefore } from "./booking-helpers";
import { expectMail, expectStatus, fillBilling, payByCard, toPayment } from "./setup";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { TEST_TODAY } from "../support/clock";

/** 400 and 502 are how a refused form and a failed gateway answer; the browser logs them. */
test.use({ expectedConsoleErrors: [/status of (400|502)/] });

/** Each project books its own days, so the two runs never compete for the same seats. */
const dayFor = (project: string, offset: number) => day(offset + (project === "js-off" ? 20 : 0));

const FAMILY: Person[] = [
  { group: /^Adult 1/, title: "MRS", first: "Amina", last: "Okafor", born: "1988-03-14" },
  { group: /^Adult 2/, title: "MR", first: "Tunde", last: "Okafor", born: "1985-11-02" },
  { group: /^Child 1/, title: "MISS", first: "Zara", last: "Okafor", born: yearsBefore(day(32), 5, 40) },
  { group: /^Infant 1/, title: "MSTR", first: "Dayo", last: "Okafor", born: yearsBefore(day(32), 1) },
];
const ADULT = (last = "Bello"): Person[] => [
  { group: /^Adult 1/, title: "MR", first: "Kunle", last, born: "1979-06-21" },
];

test.describe("paying for a flight", () => {
  test("2 adults, a child and an infant paid by the succeeding card: Ticketed, with PNR, tickets and e-mail", async ({
    page,
  }, testInfo) => {
    const email = `family-${testInfo.project.name}@example.com`;
    const search = `/flight/search?trip=oneway&from=LOS&to=LHR&depart=${dayFor(testInfo.project.name, 32)}&adults=2&children=1&childAges=5&infants=1&cabin=economy`;
    const bookingId = await toPayment(page, search, FAMILY, email);
    await expect(page.getByRole("group", { name: "Billing information" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Bad billing input: the messages, the input kept, nothing submitted.
    await page.locator("form#payment").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByLabel(/^Name on card/).fill("Amina Okafor");
    await page.getByLabel(/^Postal code/).fill("!!");
    await page.getByRole("button", { name: /^Continue to pay/ }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Form has errors, please check and correct" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("link", { name: "Postal code" })).toBeVisible();
    await expect(page.getByLabel(/^Name on card/)).toHaveValue("Amina Okafor");
    await expect(page).toHaveURL(/\/payment$/);

    await fillBilling(page);
    await page.getByRole("radio", { name: /^Card/ }).check();
    await page.getByRole("button", { name: /^Continue to pay/ }).click();
    await expect(page.getByText("SANDBOX · test mode · no real money")).toBeVisible();
    await expect(page.getByText("4242 4242 4242 4242")).toBeVisible();
    await expectNoAxeViolations(page);
    await payByCard(page, "4242 4242 4242 4242");

    await expect(page).toHaveURL(new RegExp(`/booking/${bookingId}/summary$`));
    await expectStatus(page, "Ticketed");
    await expect(page.getByText(/^Airline PNR$/)).toBeVisible();
    const pnr = await page.getByRole("region", { name: "Booking status" }).getByRole("definition").nth(2).innerText();
    expect(pnr).toMatch(/^[A-Z2-9]{6}$/);
    await expect(page.getByText(/: e-ticket \d{13} \(/)).toHaveCount(4);
    // What happened first, then what to do next.
    const booked = page.getByRole("region", { name: "You're booked" });
    await expect(booked.getByRole("link", { name: "Download the e-ticket (PDF)" })).toBeVisible();
    await expect(booked.getByRole("link", { name: "Add the trip to your calendar (.ics)" })).toBeVisible();
    await expect(booked.getByRole("link", { name: "Manage this booking" })).toHaveAttribute(
      "href",
      `/manage-booking/${bookingId}`,
    );
    await expectNoAxeViolations(page);

    const pdf = await page.request.get(`/booking/${bookingId}/e-ticket.pdf`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    expect(await (await page.request.get(`/booking/${bookingId}/trip.ics`)).text()).toContain("BEGIN:VEVENT");

    // A booked booking's steps land on its summary, keeping the query string.
    await page.goto(`/booking/${bookingId}/travellers?from=mail`);
    await expect(page).toHaveURL(new RegExp(`/booking/${bookingId}/summary\\?from=mail$`));

    await expectMail(page, email, new RegExp(`^Your e-ticket for booking .* \\(PNR ${pnr}\\)$`));
    await expect(page.getByRole("link", { name: /^e-ticket-.*\.pdf$/ })).toBeVisible();
  });

  test("a return trip paid by bank transfer stays Pending with its account details", async ({ page }, testInfo) => {
    const email = `bank-${testInfo.project.name}@example.com`;
    const search = `/flight/search?trip=return&from=LOS&to=ACC&depart=${dayFor(testInfo.project.name, 33)}&return=${dayFor(testInfo.project.name, 40)}&adults=1&cabin=economy`;
    await toPayment(page, search, ADULT(), email);
    // The funnel's header names both ends of a return, not the origin twice.
    await expect(page.locator("summary").filter({ hasText: "Lagos ⇄ Accra" })).toBeVisible();
    // A Nigerian address without a postal code is complete: few are known, none is needed.
    await fillBilling(page, "Kunle Bello", "en-US", "");
    await page.getByRole("radio", { name: /^Bank transfer/ }).check();
    await page.getByRole("button", { name: /^Continue to pay/ }).click();
    await expect(page).toHaveURL(/\/summary$/);
    await expectStatus(page, "Pending");
    const bank = page.getByRole("region", { name: "Pay by bank transfer" });
    await expect(bank.getByText(/^\d{10}$/)).toBeVisible();
    await expect(bank.getByText("Sandbox Bank (test mode)")).toBeVisible();
    await expect(bank).toContainText("Your booking stays Pending until the money arrives.");
    await expect(page.getByRole("link", { name: "Pay online instead" })).toBeVisible();
    await expectMail(page, email, /^Bank transfer details for booking /);
  });

  test("a declined card shows Payment was not successful, and a retry succeeds", async ({ page }, testInfo) => {
    const search = `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${dayFor(testInfo.project.name, 34)}&adults=1&cabin=economy`;
    await toPayment(page, search, ADULT(), `declined-${testInfo.project.name}@example.com`);
    await fillBilling(page, "Kunle Bello");
    await page.getByRole("button", { name: /^Continue to pay/ }).click();
    await payByCard(page, "4000 0000 0000 0002");
    await expect(page.getByRole("alert").getByRole("heading", { name: "Payment was not successful" })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByRole("heading", { name: "Payment was not successful" })).toBeVisible();
    await page.getByRole("button", { name: /^Continue to pay/ }).click();
    // The expiry typed without its slash is read as MM/YY; a short security code is the one message, and what was
    // typed stays for the traveller to mend.
    const expiry = `12${String(Number(TEST_TODAY.slice(0, 4)) + 3).slice(2)}`;
    await page.getByLabel("Card number").fill("4000 0027 6000 3184");
    await page.getByLabel("Expiry date (MM/YY)").fill(expiry);
    await page.getByLabel("Security code").fill("12");
    await page.getByLabel("Name on card").fill("Kunle Bello");
    await page.locator("form#card").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByText("Enter the 3 or 4 digit security code")).toBeVisible();
    await expect(page.getByText("Enter a valid expiry date as MM/YY")).toHaveCount(0);
    await expect(page.getByText("This card has expired")).toHaveCount(0);
    await expect(page.getByLabel("Card number")).toHaveValue("4000 0027 6000 3184");
    await page.getByLabel("Security code").fill("123");
    await page.getByRole("button", { name: /^Pay / }).click();
    await expect(page.getByRole("heading", { name: "Confirm with your bank" })).toBeVisible();
    await page.getByLabel("One-time code").fill("123456");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expectStatus(page, "Ticketed");
  });

  test("no PNR: Booking not completed, with the refund recorded", async ({ page }, testInfo) => {
    const search = `/flight/search?trip=oneway&from=LOS&to=ACC&depart=${dayFor(testInfo.project.name, 35)}&adults=1&cabin=economy`;
    await toPayment(page, search, ADULT("SANDBOX-PNR-FAIL"), `pnr-${testInfo.project.name}@example.com`);
    await fillBilling(page, "Kunle Bello");
    await page.getByRole("button", { name: /^Continue to pay/ }).click();
    await payByCard(page, "4242424242424242");
    const alert = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Booking not completed" }) });
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expect(alert).toContainText("the airline could not generate the booking (PNR)");
    await expect(alert.getByRole("link", { name: "Contact support" })).toBeVisible();
    await expect(page.getByText(/^Refund of .* started on /)).toBeVisible();
    await expect(page.getByRole("region", { name: "Booking status" })).toContainText("Refunded");
  });

  test("a gateway error keeps the form and says so; in French, the same in French and EUR", async ({
    page,
  }, testInfo) => {
    const search = `/fr-FR/flight/search?trip=oneway&from=LOS&to=KAN&depart=${dayFor(testInfo.project.name, 36)}&adults=1&cabin=economy`;
    await page.goto(search);
    const agree = page.getByRole("button", { name: "Oui, j’accepte" });
    if (await agree.isVisible()) await agree.click();
    await page.getByRole("button", { name: "Sélectionner", exact: true }).first().click();
    await expect(page).toHaveURL(/\/fr-FR\/booking\/[a-z0-9]{16}\/travellers$/);
    const group = page.getByRole("group", { name: /^Adulte 1/ });
    await group.getByLabel("Civilité").selectOption("MR");
    await group.getByLabel("Prénom", { exact: true }).fill("Kunle");
    await group.getByLabel("Nom", { exact: true }).fill("Bello");
    await group.getByLabel("Date de naissance", { exact: true }).fill("1979-06-21");
    await group.getByLabel("Nationalité").selectOption("NG");
    await group.getByLabel("Sexe").selectOption("male");
    await page.getByLabel("E-mail", { exact: true }).fill("kunle@example.com");
    await page.getByLabel("Confirmer l’e-mail").fill("kunle@example.com");
    await page.getByLabel("Numéro de mobile").fill("+234 801 234 5678");
    await page.getByRole("button", { name: /^Continuer/ }).click();
    await expect(page).toHaveURL(/\/extras$/);
    await page.getByRole("button", { name: /^Continuer/ }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await page.getByLabel(/^Nom sur la carte/).fill("SANDBOX-GATEWAY-DOWN");
    await page.getByLabel("Adresse", { exact: true }).fill("12 Marina Road");
    await page.getByLabel(/^Code postal/).fill("101001");
    await page.getByLabel("Ville", { exact: true }).fill("Lagos");
    await page.getByRole("group", { name: "Informations de facturation" }).getByLabel("Pays").selectOption("NG");
    await page.getByRole("button", { name: /^Continuer vers le paiement de .*€$/ }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Échec de l’envoi de la demande de paiement, veuillez réessayer." }),
    ).toBeVisible();
    await expect(page.getByLabel(/^Nom sur la carte/)).toHaveValue("SANDBOX-GATEWAY-DOWN");
    await expect(page).toHaveURL(/\/payment$/);
  });
});
