import type { Page } from "@playwright/test";
import { acceptCookies, day, type Person } from "./booking-helpers";
import { collectScripts, expect, expectNoAxeViolations, test } from "./fixtures";
import { approveRefundAtDesk, deskSignIn, staffAccount } from "./desk-helpers";
import { expectMail, expectStatus, fillBilling, payByCard, ticketedByCard, toPayment } from "./setup";

// A booking found again by its reference and e-mail in a browser that has forgotten it, its e-ticket
// downloaded and sent again, and the e-mailed link that opens it on any device.
// A refused look-up answers 400, a booking this browser may not open 404, a repeated request 409; the browser logs them.
test.use({ expectedConsoleErrors: [/status of (400|404|409)/] });

const COUPLE: Person[] = [
  { group: /^Adult 1/, title: "MRS", first: "Ngozi", last: "Adeyemi", born: "1984-02-11" },
  { group: /^Adult 2/, title: "MR", first: "Femi", last: "Adeyemi", born: "1982-07-30" },
];

/** A ticketed booking made in this page's browser: its id and booking reference. */
async function ticketedBooking(page: Page, email: string, offset: number) {
  const search = `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${day(offset)}&adults=2&cabin=economy`;
  const bookingId = await ticketedByCard(page, search, COUPLE, email);
  const reference = (await page.getByRole("heading", { level: 1 }).innerText()).replace(/^Booking /, "");
  return { bookingId, reference };
}

/**
 * A booking for one paid by bank transfer and waiting for it, made in this page's browser on the day `offset` (js-off)
 * or `onOffset` (js-on) days ahead: its id and reference, the transfer's own reference and the amount due as shown.
 */
async function awaitingTransfer(page: Page, email: string, offset: number, onOffset: number) {
  const days = test.info().project.name === "js-off" ? offset : onOffset;
  const search = `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${day(days)}&adults=1&cabin=economy`;
  const bookingId = await toPayment(page, search, COUPLE.slice(0, 1), email);
  await fillBilling(page, "Ngozi Adeyemi");
  await page.getByRole("radio", { name: /^Bank transfer/ }).check();
  await page.getByRole("button", { name: /^Continue to pay/ }).click();
  await expectStatus(page, "Pending");
  const reference = (await page.getByRole("heading", { level: 1 }).innerText()).replace(/^Booking /, "");
  const bank = page.getByRole("region", { name: "Pay by bank transfer" });
  const transferReference = (await bank.getByRole("definition").last().innerText()).trim();
  const amount = (await bank.getByRole("definition").nth(3).innerText()).replace(/[^\d.,]/g, "");
  return { bookingId, reference, transferReference, amount };
}

test.describe("manage booking", () => {
  test("find a booking again by reference and e-mail, download and resend its e-ticket", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const email = `manage-${testInfo.project.name}@example.com`;
    const { bookingId, reference } = await ticketedBooking(page, email, testInfo.project.name === "js-off" ? 110 : 100);

    // A browser that has forgotten everything: the booking is not its own.
    await page.context().clearCookies();
    expect((await page.goto(`/manage-booking/${bookingId}`))?.status()).toBe(404);

    const scripts = collectScripts(page);
    await page.goto("/manage-booking");
    await acceptCookies(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manage booking");
    await expectNoAxeViolations(page);

    // A wrong e-mail and an unknown reference answer alike.
    const attempt = async (ref: string, mail: string) => {
      await page.getByLabel("Booking reference or airline PNR").fill(ref);
      await page.getByLabel("Booking e-mail").fill(mail);
      await page.getByRole("button", { name: "Find my booking" }).click();
    };
    await attempt(reference, "someone-else@example.com");
    const notFound = "We couldn't find a booking with this reference and e-mail. Check both and try again.";
    await expect(page.getByRole("alert")).toContainText(notFound);
    await expect(page.getByLabel("Booking reference or airline PNR")).toHaveValue(reference);
    await attempt("ZZZZZZ", email);
    await expect(page.getByRole("alert")).toContainText(notFound);
    expect(page.url()).not.toContain("example.com");

    await attempt(reference.toLowerCase(), email.toUpperCase());
    await expect(page).toHaveURL(new RegExp(`/manage-booking/${bookingId}$`));
    const pnr = (
      await page
        .getByRole("definition")
        .filter({ hasText: /^[A-Z0-9]{6}$/ })
        .allInnerTexts()
    ).find((code) => code !== reference);
    expect(pnr, "the booking shows its airline PNR").toMatch(/^[A-Z0-9]{6}$/);
    // A Light fare cannot change: the page says so beside the actions, rather than offering a change it would refuse.
    await expect(page.getByRole("link", { name: "Change date or cabin" })).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Not available for this booking now" })).toContainText(
      "Change date or cabin: this fare cannot be changed. You can send an itinerary change request instead.",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Booking ${reference}`);
    await expect(page.getByRole("region", { name: "Booking status" })).toContainText("Ticketed");
    await expectNoAxeViolations(page);
    expect(scripts).toEqual([]);

    const pdf = await page.request.get(`/booking/${bookingId}/e-ticket.pdf`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    await expect(page.getByRole("link", { name: "Download the e-ticket (PDF)" })).toBeVisible();

    // Sent again: exactly one more e-mail per request.
    const before = await ticketMails(page, email);
    await page.getByRole("button", { name: `E-mail the e-ticket again to ${email}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your e-ticket is on its way" })).toBeVisible();
    await expect.poll(() => ticketMails(page, email)).toBe(before + 1);

    // "Find another booking" keeps this one a tap away.
    await page.getByRole("link", { name: "Find another booking" }).click();
    await expect(
      page.getByRole("link", { name: new RegExp(`^${reference} · Lagos \\(LOS\\) – Abuja \\(ABV\\)$`) }),
    ).toBeVisible();
    // The airline's PNR, as the e-ticket prints it, finds the booking too.
    await attempt(pnr ?? "", email);
    await expect(page).toHaveURL(new RegExp(`/manage-booking/${bookingId}$`));
    await page.goto("/manage-booking");

    // The e-mailed link opens the booking in a new browser, once its token is checked; a forged one does not.
    await expectMail(page, email, /^Your e-ticket for booking /);
    const mailbox = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
    const link =
      new RegExp(`http://localhost:\\d+(/manage-booking/${bookingId}\\?access=[\\w.-]+)`).exec(mailbox)?.[1] ?? "";
    expect(link).toContain("access=");
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const fresh = await other.newPage();
    expect((await fresh.goto(link.replace(/.$/, (c) => (c === "A" ? "B" : "A"))))?.status()).toBe(404);
    await fresh.goto(link);
    await expect(fresh).toHaveURL(new RegExp(`/manage-booking/${bookingId}$`));
    await expect(fresh.getByRole("heading", { level: 1 })).toHaveText(`Booking ${reference}`);
    await other.close();

    // A refund for one of the two passengers: the spec's messages first, then the case, decided at the desk.
    await page.goto(`/manage-booking/${bookingId}`);
    await page.getByRole("link", { name: "Request a refund" }).click();
    await expect(page.getByText(/Ngozi Adeyemi · refund ₦/)).toBeVisible();
    await page.locator("form#refund").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Request the refund" }).click();
    await expect(page.getByText("Please provide a reason for requesting refund!")).toBeVisible();
    await expect(page.getByText("At least one passenger must be selected to refund a ticket!")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole("radio", { name: "Visa rejection" }).check();
    await page.getByRole("checkbox", { name: /^Femi Adeyemi/ }).check();
    // Paid by card: the money goes back to the card, so no bank account is asked for.
    await expect(page.getByText("The refund goes back to the card that paid for the booking")).toBeVisible();
    await expect(page.getByLabel("Bank name")).toHaveCount(0);
    await page.getByRole("checkbox", { name: "I accept the fare's refund rules." }).check();
    await page.locator("form#refund").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Request the refund" }).click();
    await expect(page).toHaveURL(new RegExp(`/manage-booking/${bookingId}$`));
    const refund = page.getByRole("region", { name: /^Refund request RF-/ });
    await expect(refund).toContainText("Received");
    await expect(refund).toContainText("Femi");
    // While Femi's is decided, Ngozi may still ask for hers, and change her seat: actions are per passenger.
    await expect(page.getByRole("link", { name: "Request a refund" })).toHaveCount(1);
    // A refunds officer signs in with a password and a TOTP code, takes the case from the queue and approves it.
    const caseReference = /RF-[A-Z0-9]{6}/.exec(await refund.innerText())?.[0] ?? "";
    expect(caseReference).not.toBe("");
    const desk = await approveRefundAtDesk(browser, page, caseReference);
    await expectNoAxeViolations(desk);
    await desk.context().close();
    await page.reload();
    await expect(refund).toContainText("Paid");
    await expectMail(page, email, /^Refund request RF-.*: Approved$/);
    // Femi's refund is paid: his ticket is void, Ngozi's stands, and she may still ask for hers.
    await page.goto(`/manage-booking/${bookingId}`);
    await expect(page.getByRole("region", { name: "Booking status" })).toContainText(/Refunded ₦[\d,]+ of ₦[\d,]+/);
    await expect(page.getByRole("listitem").filter({ hasText: "Femi" })).toContainText("Refunded");
    await expect(page.getByRole("listitem").filter({ hasText: "Ngozi" })).not.toContainText("Refunded");
    await expect(page.getByRole("link", { name: "Request a refund" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("confirm a bank transfer: left for review, 'Request already submitted.', then matched and ticketed", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = `confirm-${testInfo.project.name}@example.com`;
    const { bookingId, transferReference, amount } = await awaitingTransfer(page, email, 112, 102);

    await page.goto(`/manage-booking/${bookingId}`);
    await page.getByRole("link", { name: "Confirm your payment" }).click();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 1280, height: 720 });
    const confirm = async (reference: string, paid: string) => {
      await page.getByLabel("Amount paid (NGN)").fill(paid);
      await page.getByLabel("Payment reference").fill(reference);
      await page.getByLabel(/^Bank name/).fill("Sandbox Bank");
      await page.getByRole("button", { name: "Confirm payment" }).click();
    };
    await confirm("TRF-ELSEWHERE", "1000");
    await expect(page.getByRole("status")).toContainText("we are checking your payment with the bank");
    await page.getByRole("link", { name: "Confirm your payment" }).click();
    await confirm("TRF-ELSEWHERE", "1000");
    await expect(page.getByRole("alert")).toContainText("Request already submitted.");
    await confirm(transferReference, amount);
    await expect(page.getByRole("status")).toContainText("the bank found your payment");
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("region", { name: "Booking status" })).toContainText("Ticketed", { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  });

  test("a transfer the bank did not match is confirmed at the payments desk against a statement line, then ticketed", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = `desk-pay-${testInfo.project.name}@example.com`;
    const { bookingId, reference, amount } = await awaitingTransfer(page, email, 116, 106);
    // Paid from a banking app that wrote its own reference: the bank cannot match it, so it waits for the desk.
    await page.goto(`/manage-booking/${bookingId}`);
    await page.getByRole("link", { name: "Confirm your payment" }).click();
    await page.getByLabel("Amount paid (NGN)").fill(amount);
    await page.getByLabel("Payment reference").fill(`APP-${testInfo.project.name}-${reference}`);
    await page.getByLabel(/^Bank name/).fill("Sandbox Bank");
    await page.getByRole("button", { name: "Confirm payment" }).click();
    await expect(page.getByRole("status")).toContainText("we are checking your payment with the bank");

    const officer = await staffAccount(page, "payments", ["payments"]);
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const desk = await context.newPage();
    await deskSignIn(desk, officer);
    await desk.getByRole("link", { name: /payments? to confirm$/ }).click();
    await desk.getByRole("link", { name: `Booking ${reference}` }).click();
    await expectNoAxeViolations(desk);
    await desk.getByLabel("Statement line reference").fill("NIP/0042/771");
    await desk.getByLabel("Date on the statement").fill(day(0));
    await desk.getByRole("button", { name: "Confirm the payment" }).click();
    await expect(desk.getByRole("status")).toHaveText("Confirmed: the booking moves on as if the bank had told us.");
    await context.close();
    await expect(async () => {
      await page.goto(`/manage-booking/${bookingId}`);
      await expect(page.getByRole("region", { name: "Booking status" })).toContainText("Ticketed", { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  });

  test("in French", async ({ page }) => {
    await page.goto("/fr-FR/manage-booking");
    await acceptCookies(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gérer ma réservation");
    await page.getByLabel("Référence de réservation ou PNR de la compagnie").fill("ZZZZZZ");
    await page.getByLabel("E-mail de la réservation").fill("personne@example.com");
    await page.getByRole("button", { name: "Retrouver ma réservation" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Nous n’avons trouvé aucune réservation avec cette référence et cet e-mail.",
    );
    await expectNoAxeViolations(page);
  });
});

async function ticketMails(page: Page, email: string): Promise<number> {
  const html = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  return (html.match(/Your e-ticket for booking /g) ?? []).length;
}

test.describe("changes after ticketing", () => {
  test("change the date of a Classic fare and pay the difference, change a seat, ask for an itinerary change", async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const email = `change-${testInfo.project.name}@example.com`;
    // Days no other test books on LOS–ABV (the agents journeys take 120-127): its fare is never another test's.
    const offset = testInfo.project.name === "js-off" ? 164 : 166;
    const date = day(offset);
    const search = `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${date}&adults=1&cabin=economy`;
    const bookingId = await ticketedByCard(page, search, COUPLE.slice(0, 1), email, "ECONOMY_CLASSIC");
    const scripts = collectScripts(page);

    // The form's messages, word for word, in English and in French.
    const changeForm = page.locator("form#change");
    const submitChange = async (label: RegExp) => {
      await changeForm.evaluate((form) => form.setAttribute("novalidate", ""));
      await page.getByRole("button", { name: label }).click();
    };
    await page.goto(`/manage-booking/${bookingId}`);
    await page.getByRole("link", { name: "Change date or cabin" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Change date or cabin");
    await expectNoAxeViolations(page);
    const messages = [
      {
        prefix: "",
        submit: /^See change options/,
        cabin: "Cabin",
        messages: [
          "No change has been made to this ticket!",
          "All fields are Required!",
          "No flight available for change on this ticket",
        ],
      },
      {
        prefix: "/fr-FR",
        submit: /^Voir les options/,
        cabin: "Cabine",
        messages: [
          "Aucune modification n’a été apportée à ce billet !",
          "Tous les champs sont obligatoires !",
          "Aucun vol disponible pour modifier ce billet",
        ],
      },
    ];
    for (const {
      prefix,
      submit,
      cabin,
      messages: [unchanged, required, noFlight],
    } of messages) {
      await page.goto(`${prefix}/manage-booking/${bookingId}/change`);
      await submitChange(submit);
      await expect(page.getByRole("alert")).toContainText(unchanged ?? "");
      await page.getByLabel(/^LOS → ABV/).fill("");
      await submitChange(submit);
      await expect(page.getByRole("alert")).toContainText(required ?? "");
      await page.getByLabel(cabin).selectOption("first");
      await page.getByLabel(/^LOS → ABV/).fill(date);
      await submitChange(submit);
      await expect(page.getByRole("status")).toContainText(noFlight ?? "");
    }

    // The next day: options with the fare difference and the Classic fee, then the gateway for what is due.
    await toPayment(page, search.replace("adults=1", "adults=2"), COUPLE, email);
    await page.goto(`/manage-booking/${bookingId}/change`);
    await page.getByLabel(/^LOS → ABV/).fill(day(offset + 1));
    await submitChange(/^See change options/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Change options");
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 1280, height: 720 });
    // The seat change below needs a seat map: the first option of a carrier that has one (docs/sandbox.md: Overland,
    // Precision Air and Air Burkina have none), whichever day the test runs.
    const option = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: /^Option \d+$/ }) })
      .filter({ hasNotText: /\b(OF|PW|2J)\d+\b/ })
      .first();
    const optionName = await option.getByRole("heading", { name: /^Option \d+$/ }).innerText();
    await expect(option).toContainText("Change fee");
    // The cart holds another booking for two: keeping it is refused (the passengers must match), clearing it is not.
    await option.getByRole("radio", { name: "Keep my cart" }).check();
    await option.getByRole("button", { name: /^Choose and pay ₦/ }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Your cart's bookings are for a different number of travellers",
    );
    const retry = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: optionName, exact: true }) });
    await retry.getByRole("radio", { name: "Clear my cart and start anew" }).check();
    await retry.getByRole("button", { name: /^Choose and pay ₦/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Date or cabin change");
    await page.getByRole("button", { name: /^Pay ₦/ }).click();
    await payByCard(page, "4242 4242 4242 4242");
    await expect(page.getByRole("status").filter({ hasText: /^Done: your booking has its new flights/ })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole("link", { name: "Back to the booking" }).click();
    const newDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(`${day(offset + 1)}T00:00:00Z`),
    );
    await expect(page.getByRole("region", { name: "Changes" })).toContainText("Done");
    await expect(page.getByText(newDate).first()).toBeVisible();
    await expectMail(page, email, /^Your booking [A-Z0-9]{6} has changed$/);

    // A seat after ticketing, on the seat map; what it costs more is paid.
    await page.goto(`/manage-booking/${bookingId}`);
    await page.getByRole("link", { name: "Change seat" }).click();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: /^Change the seat of Ngozi Adeyemi/ }).click();
    // A seat someone else has: "Queried Seat Not Available, Please Select Another Option", in both languages.
    const seatPage = new URL(page.url()).pathname;
    const taken = await page.locator('input[name="seat"][disabled]').first().getAttribute("value");
    const origin = { Origin: new URL(page.url()).origin };
    for (const [path, message] of [
      [seatPage, "Queried Seat Not Available, Please Select Another Option"],
      [`/fr-FR${seatPage}`, "Le siège demandé n’est pas disponible, veuillez choisir une autre option"],
    ] as const) {
      const refused = await page.request.post(path, { form: { seat: taken ?? "" }, headers: origin });
      expect(refused.status()).toBe(409);
      expect(await refused.text()).toContain(message);
    }
    const seat = page.locator('input[name="seat"]:not([disabled])').first();
    const seatId = await seat.getAttribute("value");
    await seat.check({ force: true });
    await page.getByRole("button", { name: "Choose this seat" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seat change");
    const pay = page.getByRole("button", { name: /^Pay / });
    if (await pay.isVisible()) {
      await pay.click();
      await payByCard(page, "4242 4242 4242 4242");
    }
    await expect(page.getByRole("status").filter({ hasText: /^Done: your new seat is confirmed/ })).toBeVisible({
      timeout: 30_000,
    });
    await page.goto(`/manage-booking/${bookingId}/seats`);
    await expect(page.getByText(`Ngozi Adeyemi: seat ${seatId}`)).toBeVisible();

    // What cannot be changed online: an itinerary change request, a case of its own.
    await page.goto(`/manage-booking/${bookingId}`);
    await page.getByRole("link", { name: "Request an itinerary change" }).click();
    await expectNoAxeViolations(page);
    await page.getByRole("radio", { name: "Correct a name" }).check();
    await page.getByLabel("Tell us what you need").fill("My first name is Ngozi, spelt with a z.");
    await page.getByRole("button", { name: "Send the request" }).click();
    await expect(page.getByRole("status")).toContainText("Your itinerary change request is received");
    await expect(page.getByRole("region", { name: "Itinerary change requests" })).toContainText(/IC-[A-Z0-9]{6}/);
    await expectMail(page, email, /^Itinerary change request IC-.*: Received$/);

    // The refund form's messages in French.
    await page.goto(`/fr-FR/manage-booking/${bookingId}/refund`);
    await page.locator("form#refund").evaluate((form) => form.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: "Demander le remboursement" }).click();
    await expect(page.getByText("Veuillez indiquer le motif de la demande de remboursement !")).toBeVisible();
    await expect(
      page.getByText("Au moins un passager doit être sélectionné pour rembourser un billet !"),
    ).toBeVisible();
    expect(scripts).toEqual([]);
  });
});

test.describe("en français", () => {
  test("retrouver une réservation, renvoyer le billet, changer la date (payer la différence) et le siège", async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    const email = `fr-${testInfo.project.name}@example.com`;
    const offset = testInfo.project.name === "js-off" ? 168 : 170;
    const search = `/fr-FR/flight/search?trip=oneway&from=LOS&to=ABV&depart=${day(offset)}&adults=1&cabin=economy`;
    const bookingId = await ticketedByCard(page, search, COUPLE.slice(0, 1), email, "ECONOMY_CLASSIC");
    const reference = (await page.getByRole("heading", { level: 1 }).innerText()).replace(/^Booking /, "");
    const scripts = collectScripts(page);

    // A browser that has forgotten it finds it again by reference and e-mail.
    await page.context().clearCookies();
    await page.goto("/fr-FR/manage-booking");
    await acceptCookies(page);
    await page.getByLabel("Référence de réservation ou PNR de la compagnie").fill(reference);
    await page.getByLabel("E-mail de la réservation").fill(email);
    await page.getByRole("button", { name: "Retrouver ma réservation" }).click();
    await expect(page).toHaveURL(new RegExp(`/fr-FR/manage-booking/${bookingId}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Réservation ${reference}`);
    await expect(page.getByRole("region", { name: "Statut de la réservation" })).toContainText("Billet émis");
    await expect(page.getByRole("link", { name: "Télécharger le billet électronique (PDF)" })).toBeVisible();
    await page.getByRole("button", { name: `Renvoyer le billet électronique à ${email}` }).click();
    await expect(page.getByRole("status")).toContainText("Votre billet électronique est en route");

    // The next day, paid by card on the gateway's French page.
    await page.getByRole("link", { name: "Changer de date ou de cabine" }).click();
    await expectNoAxeViolations(page);
    await page.getByLabel(/^LOS → ABV/).fill(day(offset + 1));
    await page.getByRole("button", { name: "Voir les options" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Options de modification");
    await page
      .getByRole("button", { name: /^Choisir et payer/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Changement de date ou de cabine");
    await page.getByRole("button", { name: /^Payer / }).click();
    await payByCard(page, "4242 4242 4242 4242", "fr-FR");
    await expect(
      page.getByRole("status").filter({ hasText: /^C’est fait\s: votre réservation a ses nouveaux vols/ }),
    ).toBeVisible({
      timeout: 30_000,
    });

    // A seat, included in the fare or paid.
    await page.getByRole("link", { name: "Retour à la réservation" }).click();
    await page.getByRole("link", { name: "Changer de siège" }).click();
    await page.getByRole("link", { name: /^Changer le siège de Ngozi Adeyemi/ }).click();
    const seat = page.locator('input[name="seat"]:not([disabled])').first();
    await seat.check({ force: true });
    await page.getByRole("button", { name: "Choisir ce siège" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Changement de siège");
    const pay = page.getByRole("button", { name: /^Payer / });
    if (await pay.isVisible()) {
      await pay.click();
      await payByCard(page, "4242 4242 4242 4242", "fr-FR");
    }
    await expect(
      page.getByRole("status").filter({ hasText: /^C’est fait\s: votre nouveau siège est confirmé/ }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expectMail(page, email, /a été modifiée$/);
    expect(scripts).toEqual([]);
  });
});
