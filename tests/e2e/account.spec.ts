import type { Page } from "@playwright/test";
import { acceptCookies, day } from "./booking-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { memberSignedUp, memberWithTrips } from "./setup";
import { TEST_TODAY } from "../support/clock";

/** A refused sign-in answers 401, a refused form 400: the browser logs both. */
test.use({ expectedConsoleErrors: /status of (400|401)/ as unknown as RegExp[] });

const CREDENTIAL = "The entered credential is incorrect. Please provide correct details to proceed.";

const emailFor = (name: string, project: string) => `${name}-${project}-${crypto.randomUUID().slice(0, 8)}@example.com`;

/**
 * Whether the browser's session cookie signs a member in. Every browser has a session (its form tokens are bound to
 * it); a member's carries its token. The cookie's data is base64 JSON before its signature.
 */
async function hasSession(page: Page): Promise<boolean> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "__Host-tern_session");
  const data = cookie ? decodeURIComponent(cookie.value).split(".")[0] : "";
  if (!data) return false;
  return "memberToken" in (JSON.parse(Buffer.from(data, "base64").toString("utf8")) as object);
}

/** The newest code e-mailed to an address, read from the sandbox outbox in another tab. */
async function codeFrom(page: Page, email: string, subject: RegExp): Promise<string> {
  const mailbox = await page.context().newPage();
  await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const text = await mailbox.getByRole("heading", { name: subject }).first().innerText();
  await mailbox.close();
  const code = /\d{6}/.exec(text)?.[0];
  if (!code) throw new Error(`no code in "${text}"`);
  return code;
}

async function enterEmail(page: Page, email: string, prefix = "") {
  await page.goto(`${prefix}/account/sign-in`);
  await acceptCookies(page);
  await page.getByLabel(/^(Email address|Adresse e-mail)$/).fill(email);
  await page.getByRole("button", { name: /^(Continue|Continuer)$/ }).click();
}

/** A member created by posting the registration forms (setup.ts), then My Profile opened. */
async function signedUpMember(page: Page, email: string, first: string, last: string) {
  await memberSignedUp(page, email, first, last);
  await page.goto("/account");
  await acceptCookies(page);
  await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
}

async function logout(page: Page) {
  await page.getByRole("navigation", { name: "Account" }).first().getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
}

test.describe("accounts", () => {
  test("register with a code, sign out, sign in with the password and with a code, change the password", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const email = emailFor("ada", testInfo.project.name);

    await enterEmail(page, email);
    await expect(page).toHaveURL(/\/account\/register\?email=/);
    await expectNoAxeViolations(page);
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Obi");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText(`Enter the 6-digit code we sent to ${email}.`)).toBeVisible();
    await expectNoAxeViolations(page);
    const code = await codeFrom(page, email, /is your Tern verification code$/);
    // A wrong code: the spec's message, and still no session.
    await page.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page.getByRole("alert")).toHaveText(CREDENTIAL);
    expect(await hasSession(page)).toBe(false);
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("Your account is ready");
    // The notice came in a one-time cookie, not in the URL, and is gone on the next visit.
    await expect(page).toHaveURL(/\/account$/);
    expect(await hasSession(page)).toBe(true);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    await expect(page.getByText(/^Welcome to Tern! Your account is ready/)).toHaveCount(0);

    // A member's pages are their own: a results page other visitors get from the page cache is rendered anew.
    const results = `/flight/search?trip=oneway&from=LOS&to=ACC&depart=${day(95)}&adults=1&cabin=economy`;
    const visitor = await page.context().browser()?.newPage();
    expect((await visitor?.goto(results))?.headers()["cache-status"]).toMatch(
      /^tern-pages; (hit|fwd=uri-miss; stored)/,
    );
    await visitor?.close();
    expect((await page.goto(results))?.headers()["cache-status"]).toBe("tern-pages; fwd=bypass");
    await expect(page.getByRole("banner")).toContainText("Ada");
    await page.goto("/account");

    // A code-only account creates its password.
    await page.getByRole("link", { name: "Create a password" }).click();
    await expectNoAxeViolations(page);
    await page.getByLabel("New password", { exact: true }).fill("first long passphrase");
    await page.getByLabel("Confirm the new password").fill("first long passphrase");
    await page.getByRole("button", { name: "Create password" }).click();
    await expect(page.getByRole("status")).toHaveText("Your password has been created.");
    await logout(page);

    // Password: wrong, then right.
    await enterEmail(page, email);
    await expect(page).toHaveURL(/\/account\/sign-in\/password\?email=/);
    await expectNoAxeViolations(page);
    await page.getByLabel("Password", { exact: true }).fill("not the passphrase");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(CREDENTIAL);
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    expect(await hasSession(page)).toBe(false);
    await page.getByLabel("Password", { exact: true }).fill("first long passphrase");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    // The header's account menu.
    await expect(page.getByText("Hello, Ada")).toBeVisible();
    await logout(page);

    // A code instead of the password.
    await enterEmail(page, email);
    await page.getByRole("button", { name: "Sign in with a verification code instead" }).click();
    await expect(page).toHaveURL(/\/account\/sign-in\/code\?.*sent=1/);
    await expectNoAxeViolations(page);
    await page.getByLabel("Verification code").fill(await codeFrom(page, email, /is your Tern sign-in code$/));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();

    // Change password, then sign in with the new one.
    await page.getByRole("link", { name: "Change password" }).click();
    await page.getByLabel("Current password").fill("first long passphrase");
    await page.getByLabel("New password", { exact: true }).fill("second long passphrase");
    await page.getByLabel("Confirm the new password").fill("second long passphrase");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("status")).toContainText("Your password has been changed.");
    await logout(page);
    await enterEmail(page, email);
    await page.getByLabel("Password", { exact: true }).fill("second long passphrase");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
  });

  test("add, edit and delete a co-traveller, then delete the profile", async ({ page }, testInfo) => {
    // Four forms and their pages, axe on each: over one page's 30 seconds on a loaded 2-core machine.
    test.setTimeout(90_000);
    const email = emailFor("kofi", testInfo.project.name);
    await signedUpMember(page, email, "Kofi", "Mensah");

    await page.getByRole("link", { name: "Add a co-traveller" }).click();
    await expect(page.getByRole("group", { name: "Age group" })).toBeVisible();
    await expectNoAxeViolations(page);
    // Asking for the form without an age group: the spec's message.
    await page.goto("/account/travellers/new?ageGroup=");
    await expect(page.getByText("An age group must be selected before editing travel information")).toBeVisible();
    await page.getByRole("radio", { name: /^Child/ }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Age group: Child.")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("Title").selectOption("MISS");
    await page.getByLabel("First name").fill("Esi");
    await page.getByLabel("Last name", { exact: true }).fill("Mensah");
    await page.getByLabel("Date of birth").fill("1990-02-02");
    await page.getByLabel("Nationality").selectOption("GH");
    await page.getByLabel("Gender").selectOption("female");
    await page.getByRole("button", { name: "Save traveller" }).click();
    await expect(page.getByText("A child must be 2 to 11 years old")).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Esi");
    await page.getByLabel("Date of birth").fill(`${Number(TEST_TODAY.slice(0, 4)) - 6}-03-03`);
    await page.getByRole("button", { name: "Save traveller" }).click();
    await expect(page.getByRole("status")).toHaveText("The traveller has been added.");
    await expect(page.getByRole("heading", { name: "Esi Mensah" })).toBeVisible();

    await page.getByRole("link", { name: "Edit Esi Mensah" }).click();
    await expect(page.getByLabel("First name")).toHaveValue("Esi");
    await page.getByLabel("First name").fill("Efua");
    await page.getByRole("button", { name: "Save traveller" }).click();
    await expect(page.getByRole("status")).toHaveText("The traveller has been saved.");
    await expect(page.getByRole("heading", { name: "Efua Mensah" })).toBeVisible();

    await page.getByRole("link", { name: "Delete Efua Mensah" }).click();
    await expect(page.getByRole("heading", { name: "Delete Efua Mensah?" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Delete traveller" }).click();
    await expect(page.getByRole("status")).toHaveText("The traveller has been deleted.");
    await expect(page.getByRole("heading", { name: "Efua Mensah" })).toHaveCount(0);

    await page.getByRole("link", { name: "Delete my profile" }).click();
    await expectNoAxeViolations(page);
    await page.getByRole("checkbox", { name: "Yes, delete my profile" }).check();
    await page.getByRole("button", { name: "Delete profile" }).click();
    await expect(page.getByRole("status")).toHaveText("Your profile has been deleted and you are signed out.");
    expect(await hasSession(page)).toBe(false);
    // The address has no account any more: it is offered registration.
    await enterEmail(page, email);
    await expect(page).toHaveURL(/\/account\/register\?email=/);
    // A member page now asks to sign in first, and comes back afterwards.
    await page.goto("/account/trips");
    await expect(page).toHaveURL(/\/account\/sign-in\?redirectTo=%2Faccount%2Ftrips$/);
  });

  test("a booking made while signed in is in My Trips; the travellers step offers saved travellers", async ({
    page,
  }, testInfo) => {
    const email = emailFor("trips", testInfo.project.name);
    await signedUpMember(page, email, "Bola", "Adeyemi");
    await page.getByRole("link", { name: "Add your travel details" }).click();
    await page.getByRole("radio", { name: /^Adult/ }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("First name")).toHaveValue("Bola");
    await page.getByLabel("Title").selectOption("MR");
    await page.getByLabel("Date of birth").fill("1980-07-07");
    await page.getByLabel("Nationality").selectOption("NG");
    await page.getByLabel("Gender").selectOption("male");
    await page.getByRole("button", { name: "Save traveller" }).click();
    await expect(page.getByRole("status")).toHaveText("The traveller has been added.");

    await page.getByRole("link", { name: "My Trips" }).first().click();
    await expect(page.getByText("You have no trips yet.")).toBeVisible();
    await expectNoAxeViolations(page);

    const depart = day(testInfo.project.name === "js-off" ? 61 : 60);
    await page.goto(`/flight/search?trip=oneway&from=LOS&to=ABV&depart=${depart}&adults=1&cabin=economy`);
    await page.getByRole("button", { name: "Select", exact: true }).first().click();
    await expect(page).toHaveURL(/\/booking\/[a-z0-9]{16}\/travellers$/);
    const bookingId = page.url().match(/booking\/([a-z0-9]{16})/)?.[1] ?? "";
    // The primary traveller fills the first passenger, and the member's e-mail the contact.
    await expect(page.getByRole("group", { name: "Your saved travellers" })).toBeVisible();
    const adult = page.getByRole("group", { name: /^Adult 1/ });
    await expect(adult.getByLabel("First name")).toHaveValue("Bola");
    await expect(adult.getByLabel("Date of birth")).toHaveValue("1980-07-07");
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);
    // "Someone new" empties the passenger; choosing the saved traveller fills it again.
    const saved = page.getByRole("group", { name: "Your saved travellers" });
    await saved.getByLabel(/^Adult 1/).selectOption({ label: "Someone new" });
    await page.getByRole("button", { name: "Fill in these travellers" }).click();
    await expect(adult.getByLabel("First name")).toHaveValue("");
    await saved.getByLabel(/^Adult 1/).selectOption({ label: "Bola Adeyemi" });
    await page.getByRole("button", { name: "Fill in these travellers" }).click();
    await expect(adult.getByLabel("First name")).toHaveValue("Bola");
    await expectNoAxeViolations(page);
    await page.getByLabel("Mobile number").fill("+234 801 234 5678");
    await page.getByRole("button", { name: "Continue to trip customisation" }).click();
    await expect(page).toHaveURL(/\/extras$/);

    await page.goto("/account/trips");
    const trip = page.getByRole("article").filter({ hasText: "Abuja" });
    await expect(trip).toHaveCount(1);
    await expect(trip.getByText("In progress")).toBeVisible();
    await trip.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/booking/${bookingId}/travellers$`));
  });

  test("My Trips lists a member's flight and stay from one order read; a stay's e-mailed link opens it anywhere", async ({
    page,
    browser,
  }, testInfo) => {
    const email = emailFor("both", testInfo.project.name);
    const offset = testInfo.project.name === "js-off" ? 83 : 82;
    const made = await memberWithTrips(
      page,
      { email, first: "Chioma", last: "Eze" },
      {
        flightSearch: `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${day(offset)}&adults=1&cabin=economy`,
        born: "1985-03-03",
        stay: { city: "Abuja", checkIn: day(offset), checkOut: day(offset + 2) },
      },
    );
    await page.goto("/account/trips");
    await acceptCookies(page);
    const flight = page.getByRole("article").filter({ hasText: made.flightReference });
    const stay = page.getByRole("article").filter({ hasText: made.stayReference });
    await expect(flight.getByText("Ticketed")).toBeVisible();
    await expect(flight.getByRole("heading", { level: 2 })).toHaveText("Lagos (LOS) – Abuja (ABV)");
    await expect(stay.getByText("Confirmed")).toBeVisible();
    await expect(stay.getByText(/^ABV-[A-Z2-9]{8}$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await stay.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/order/${made.stayId}/summary$`));
    await page.goto("/account/trips");
    await flight.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/manage-booking/${made.bookingId}$`));

    // The stay's e-mail links manage booking's one address with a token: another browser opens the stay's summary.
    // The e-mail goes through a queue: the outbox is read until it holds it.
    const linkIn = async () => {
      const mailbox = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
      return (
        new RegExp(`http://localhost:\\d+(/manage-booking/${made.stayId}\\?access=[\\w.-]+)`).exec(mailbox)?.[1] ?? ""
      );
    };
    await expect.poll(linkIn, { timeout: 20_000 }).toContain("access=");
    const link = await linkIn();
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const fresh = await other.newPage();
    await fresh.goto(link);
    await expect(fresh).toHaveURL(new RegExp(`/order/${made.stayId}/summary$`));
    await expect(fresh.getByRole("heading", { level: 1 })).toHaveText("You are booked");
    await other.close();
  });

  test("in French: the sign-in pages and the spec's message", async ({ page }, testInfo) => {
    const email = emailFor("awa", testInfo.project.name);
    await enterEmail(page, email, "/fr-FR");
    await expect(page).toHaveURL(/\/fr-FR\/account\/register\?email=/);
    await expect(page.getByRole("heading", { name: "Créer votre compte" })).toBeVisible();
    await page.getByLabel("Prénom").fill("Awa");
    await page.getByLabel("Nom", { exact: true }).fill("Diop");
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(page).toHaveURL(/\/fr-FR\/account\/register\/verify\?/);
    await page.getByLabel("Code de vérification").fill("000000");
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "L’identifiant saisi est incorrect. Veuillez fournir des informations correctes pour continuer.",
    );
    await expectNoAxeViolations(page);
    await page
      .getByLabel("Code de vérification")
      .fill(await codeFrom(page, email, /est votre code de vérification Tern$/));
    await page.getByRole("button", { name: "Créer mon compte" }).click();
    await expect(page).toHaveURL(/\/fr-FR\/account$/);
    await expect(page.getByText(/^Bienvenue sur Tern\s! Votre compte est prêt/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mon profil" })).toBeVisible();
  });
});
