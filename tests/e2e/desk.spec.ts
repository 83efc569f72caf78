import { crmToken, crmUrl } from "../support/agents";
import { acceptCookies } from "./booking-helpers";
import { deskSignIn, staffAccount, totpNow } from "./desk-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { siteClock, testDay } from "../support/clock";
import { bookingReadyToPay, expectMail, memberSignedUp, seed } from "./setup";

// The desk (DESIGN.md: the people who run Tern): only staff, signed in with a password and a TOTP code, get a desk
// page, and each page only for its role. The refunds journey itself is in manage-booking.spec.ts.
// A page the role may not open answers 403; the browser logs it.
test.use({ expectedConsoleErrors: [/status of (400|401|403|409|410)/] });

test.describe("the desk", () => {
  test("a visitor, a member and an agent get no desk page; a support officer opens and decides no refund", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    // A visitor is sent to the desk's own sign-in, from any desk page; a decision sent without a session does nothing.
    await page.goto("/desk/refunds");
    await expect(page).toHaveURL(/\/desk\/sign-in$/);
    await acceptCookies(page);
    await expectNoAxeViolations(page);
    const origin = new URL(page.url()).origin;
    const post = await page.request.post("/desk/refunds/abcdefghjkmnpqrs", {
      form: { intent: "approve", amount: "1000" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(302);
    expect(post.headers().location).toMatch(/\/desk\/sign-in$/);

    // A signed-in member: the desk does not know members.
    await memberSignedUp(
      page,
      `desk-member-${test.info().project.name}-${crypto.randomUUID().slice(0, 8)}@example.com`,
      "Ife",
      "Ola",
    );
    await page.goto("/desk");
    await expect(page).toHaveURL(/\/desk\/sign-in$/);

    // An agent in agent mode: nor agents.
    const agentContext = await browser.newContext({ baseURL: origin });
    const agent = await agentContext.newPage();
    await agent.goto(crmUrl("", "AG1001", crmToken("AG1001", siteClock())));
    await agent.goto("/desk");
    await expect(agent).toHaveURL(/\/desk\/sign-in$/);
    await agentContext.close();

    // A support officer signs in, and has no refund queue: its page and its decisions answer 403.
    const support = await staffAccount(page, "support", ["support"]);
    const staffContext = await browser.newContext({ baseURL: origin });
    const desk = await staffContext.newPage();
    await deskSignIn(desk, support);
    await expect(desk.getByText("None of your roles has a queue on the desk yet.")).toBeVisible();
    await expect(desk.getByRole("link", { name: "Refund cases" })).toHaveCount(0);
    await expectNoAxeViolations(desk);
    expect((await desk.goto("/desk/refunds"))?.status()).toBe(403);
    const refused = await desk.request.post("/desk/refunds/abcdefghjkmnpqrs", {
      form: { intent: "decline", reason: "no" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    await staffContext.close();
  });

  test("in French: a wrong code is refused and the right one signs in; signing out everywhere ends the session", async ({
    page,
  }) => {
    const account = await staffAccount(page, "refunds-fr", ["refunds"]);
    await page.goto("/fr-FR/desk");
    await expect(page).toHaveURL(/\/fr-FR\/desk\/sign-in$/);
    await acceptCookies(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion de l’équipe");
    await page.getByLabel("E-mail professionnel").fill(account.email);
    await page.getByLabel("Mot de passe").fill("not the password");
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(page.getByRole("alert")).toContainText("L’e-mail ou le mot de passe n’est pas correct.");
    await page.getByLabel("Mot de passe").fill(account.password);
    await page.getByRole("button", { name: "Continuer" }).click();
    await expect(page).toHaveURL(/\/fr-FR\/desk\/sign-in\/code$/);
    const right = totpNow(account.secret);
    await page.getByLabel("Code").fill(right === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert")).toContainText("Ce code n’est pas correct, ou il a déjà servi.");
    await page.getByLabel("Code").fill(totpNow(account.secret));
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/fr-FR\/desk$/);
    await expect(page.getByRole("link", { name: /dossiers? de remboursement ouverts?$/ })).toBeVisible();
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.getByRole("link", { name: "Dossiers de remboursement" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dossiers de remboursement");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Se déconnecter partout" }).click();
    await expect(page).toHaveURL(/\/fr-FR\/desk\/sign-in$/);
    await page.goto("/fr-FR/desk/refunds");
    await expect(page).toHaveURL(/\/fr-FR\/desk\/sign-in$/);
  });

  test("an admin reads the audit trail, filtered by who and what; other roles may not", async ({ page, browser }) => {
    const admin = await staffAccount(page, "admin", ["admin"]);
    const refunds = await staffAccount(page, "refunds-audit", ["refunds"]);
    const origin = new URL(test.info().project.use.baseURL ?? "http://localhost").origin;
    const officer = await (await browser.newContext({ baseURL: origin })).newPage();
    await deskSignIn(officer, refunds);
    expect((await officer.goto("/desk/audit"))?.status()).toBe(403);
    await officer.context().close();
    await deskSignIn(page, admin);
    await acceptCookies(page);
    await page.getByRole("link", { name: "Audit trail" }).click();
    await page.getByLabel("Staff e-mail").selectOption({ label: `${refunds.email.split("@")[0]} (${refunds.email})` });
    await page.getByLabel("Action", { exact: true }).selectOption("sign_in");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/\/desk\/audit\?staff=[\w-]+&action=sign_in&record=$/);
    const rows = page.getByRole("row");
    // The heading row and the officer's one sign-in: the 403 page is no action.
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(refunds.email);
    await expect(rows.nth(1)).toContainText("sign_in");
    await expectNoAxeViolations(page);
  });

  test("a content editor changes an airline page's description: saved as a draft, previewed, published, shown", async ({
    page,
    browser,
  }) => {
    // Each project its own page, so the two never publish over each other.
    const locale = test.info().project.name === "js-off" ? "fr-FR" : "en-US";
    const publicPath = `${locale === "fr-FR" ? "/fr-FR" : ""}/airline/air-china`;
    const editor = await staffAccount(page, "content", ["content"]);
    const origin = new URL(test.info().project.use.baseURL ?? "http://localhost").origin;
    // The public page is kept by the page cache: the edit must purge it.
    const visitor = await (await browser.newContext({ baseURL: origin })).newPage();
    await visitor.goto(publicPath);
    await acceptCookies(visitor);
    const sentence = `Fresh from the desk ${test.info().project.name} ${crypto.randomUUID().slice(0, 8)}.`;
    await expect(visitor.getByText(sentence)).toHaveCount(0);

    await deskSignIn(page, editor);
    await page.getByRole("link", { name: "Content", exact: true }).click();
    await page.getByRole("link", { name: `Air China (${locale})` }).click();
    const description = page.getByLabel("Description (HTML)");
    const original = await description.inputValue();
    await description.fill(`${original}<p>${sentence}</p><script>alert(1)</script>`);
    await page.getByRole("button", { name: "Save the draft" }).click();
    await expect(page.getByRole("status")).toHaveText("Draft saved. Check its preview, then publish it.");
    const preview = page.getByRole("region", { name: "Preview of the draft" });
    await expect(preview.getByText(sentence)).toBeVisible();
    // Sanitized on save: the script is gone from what is kept and shown.
    expect(await page.getByLabel("Description (HTML)").inputValue()).not.toContain("<script");
    await expectNoAxeViolations(page);
    // Saved, not yet published: the site still shows the old words.
    await visitor.reload();
    await expect(visitor.getByText(sentence)).toHaveCount(0);
    await page.getByRole("button", { name: "Publish the draft" }).click();
    await expect(page.getByRole("status")).toHaveText("Published: the site shows the new words.");
    await visitor.reload();
    await expect(visitor.getByText(sentence)).toBeVisible();
    await visitor.context().close();
  });

  test("a content editor adds a paragraph to a static page: the same form, preview and publish as any page's", async ({
    page,
    browser,
  }) => {
    const locale = test.info().project.name === "js-off" ? "fr-FR" : "en-US";
    const publicPath = `${locale === "fr-FR" ? "/fr-FR" : ""}/careers`;
    const editor = await staffAccount(page, "content-pages", ["content"]);
    const origin = new URL(test.info().project.use.baseURL ?? "http://localhost").origin;
    const visitor = await (await browser.newContext({ baseURL: origin })).newPage();
    await visitor.goto(publicPath);
    const sentence = `Join us ${test.info().project.name} ${crypto.randomUUID().slice(0, 8)}.`;

    await deskSignIn(page, editor);
    await page.getByRole("link", { name: "Content", exact: true }).click();
    const pages = page.getByRole("region", { name: "Static pages" });
    const title = locale === "fr-FR" ? "Carrières chez Tern" : "Careers at Tern";
    await pages.getByRole("link", { name: `${title} (${locale})` }).click();
    const text = page.getByLabel("Page text (HTML)");
    await text.fill(`${await text.inputValue()}<p>${sentence}</p>`);
    await page.getByRole("button", { name: "Save the draft" }).click();
    await expect(page.getByRole("region", { name: "Preview of the draft" }).getByText(sentence)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Publish the draft" }).click();
    await expect(page.getByRole("status")).toHaveText("Published: the site shows the new words.");
    await visitor.reload();
    await expect(visitor.getByText(sentence)).toBeVisible();
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
    await visitor.context().close();
  });

  test("an admin gives a role and suspends an account: its open session ends at once; the admin keeps their own", async ({
    page,
    browser,
  }) => {
    const admin = await staffAccount(page, "admin-staff", ["admin"]);
    const officer = await staffAccount(page, "support-staff", ["support"]);
    const origin = new URL(test.info().project.use.baseURL ?? "http://localhost").origin;
    const other = await (await browser.newContext({ baseURL: origin })).newPage();
    await deskSignIn(other, officer);
    await deskSignIn(page, admin);
    await acceptCookies(page);
    await page.getByRole("link", { name: "Staff", exact: true }).click();
    await expectNoAxeViolations(page);
    const row = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: new RegExp(officer.email) }) });
    await row.getByRole("checkbox", { name: "Refunds" }).check();
    await row.getByRole("button", { name: /^Save / }).click();
    await expect(page.getByRole("status")).toHaveText("Saved.");
    await other.goto("/desk");
    await expect(other.getByRole("link", { name: "Refund cases", exact: true })).toBeVisible();
    await row.getByLabel("Access").selectOption("Suspended");
    await row.getByRole("button", { name: /^Save / }).click();
    await expect(page.getByRole("status")).toHaveText("Saved.");
    await other.goto("/desk");
    await expect(other).toHaveURL(/\/desk\/sign-in$/);
    await other.context().close();
    // The admin's own account keeps its admin role.
    const mine = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: new RegExp(admin.email) }) });
    await mine.getByLabel("Access").selectOption("Suspended");
    await mine.getByRole("button", { name: /^Save / }).click();
    await expect(mine.getByRole("alert")).toContainText("You cannot suspend yourself");
  });

  test("support finds an order by its contact's e-mail, phone or reference, and keeps a note on it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const { project } = test.info();
    const email = `support-find-${project.name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const search = `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${testDay(project.name === "js-off" ? 150 : 152)}&adults=1&cabin=economy`;
    const bookingId = await bookingReadyToPay(
      page,
      search,
      [{ group: /^Adult 1/, title: "MR", first: "Tunde", last: "Bello", born: "1986-05-19" }],
      email,
    );
    expect(await seed(page, { intent: "ticket", bookingId })).toMatchObject({ status: "ticketed" });
    const support = await staffAccount(page, "support-find", ["support"]);
    const origin = new URL(test.info().project.use.baseURL ?? "http://localhost").origin;
    const desk = await (await browser.newContext({ baseURL: origin })).newPage();
    await deskSignIn(desk, support);
    await desk.getByRole("link", { name: "Orders", exact: true }).click();
    const find = async (term: string) => {
      await desk.getByLabel("Reference, airline PNR, e-mail or phone").fill(term);
      await desk.getByRole("button", { name: "Find", exact: true }).click();
    };
    await find(email.toUpperCase());
    await expect(desk.getByText("1 order found")).toBeVisible();
    const reference = await desk.getByRole("list", { name: "Orders found" }).getByRole("link").first().innerText();
    expect(reference).toMatch(/^[A-Z0-9]{6}$/);
    await find(reference.toLowerCase());
    await expect(desk.getByRole("link", { name: reference })).toBeVisible();
    // The phone every test booking gives: newest first, this one among them.
    await find("+234 801 234 5678");
    await expect(desk.getByRole("link", { name: reference })).toBeVisible();
    await expectNoAxeViolations(desk);
    await desk.getByRole("link", { name: reference }).click();
    await expect(desk.getByRole("heading", { level: 1 })).toHaveText(`Order ${reference}`);
    await desk.getByLabel("Add a note").fill("Called: <b>asked</b> for a window seat.");
    await desk.getByRole("button", { name: "Save the note" }).click();
    await expect(desk.getByRole("status")).toHaveText("Note saved.");
    // Kept as text, never as markup.
    await expect(desk.getByText("Called: <b>asked</b> for a window seat.")).toBeVisible();
    await expectNoAxeViolations(desk);
    await desk.getByRole("button", { name: "Send the documents again" }).click();
    await expect(desk.getByRole("status")).toHaveText("Documents sent again to the order's e-mail.");
    await expect(async () => {
      const html = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
      expect((html.match(/Your e-ticket for booking /g) ?? []).length).toBeGreaterThanOrEqual(2);
    }).toPass({ timeout: 20_000 });
    await desk.context().close();
  });

  test("a partners officer validates a CRM agent id, whose token then opens agent mode, and suspends it: refused", async ({
    page,
    browser,
  }) => {
    const partners = await staffAccount(page, "partners-agents", ["partners"]);
    const agentId = `AG-${test.info().project.name}-${crypto.randomUUID().slice(0, 8)}`;
    const origin = new URL(test.info().project.use.baseURL ?? "http://localhost").origin;
    const crm = async () => {
      const context = await browser.newContext({ baseURL: origin });
      const agent = await context.newPage();
      await agent.goto(crmUrl("", agentId, crmToken(agentId, siteClock())));
      const text = await agent.getByRole("main").innerText();
      await context.close();
      return text;
    };
    expect(await crm()).toContain("Validation failed");
    await deskSignIn(page, partners);
    await acceptCookies(page);
    await page.getByRole("link", { name: "Agents", exact: true }).click();
    await page.getByLabel("CRM agent id").fill(agentId);
    await page.getByLabel("Name shown in the agent banner").fill("Desk Test Agent");
    await page.getByRole("button", { name: "Validate the agent" }).click();
    await expect(page.getByRole("status")).toHaveText("Agent validated: the CRM's tokens for this id open agent mode.");
    await expectNoAxeViolations(page);
    expect(await crm()).toContain("Validated");
    await page.getByRole("button", { name: `Suspend ${agentId}` }).click();
    await expect(page.getByRole("status")).toHaveText("Agent suspended: their tokens are refused.");
    expect(await crm()).toContain("Validation failed");
    await page.getByRole("link", { name: `Desk Test Agent (${agentId})` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Desk Test Agent (${agentId})`);
  });

  test("an admin invites a new staff member, who sets up a password and an authenticator from the e-mailed link", async ({
    page,
    browser,
  }) => {
    const admin = await staffAccount(page, "admin-invite", ["admin"]);
    const email = `new-officer-${test.info().project.name}-${crypto.randomUUID().slice(0, 8)}@desk.example`;
    await deskSignIn(page, admin);
    await acceptCookies(page);
    await page.getByRole("link", { name: "Staff", exact: true }).click();
    const invite = page.getByRole("form", { name: "Invite a staff member" }).or(page.locator("form#invite"));
    await invite.getByLabel("Name").fill("Nkechi New");
    await invite.getByLabel("Work e-mail").fill(email);
    await invite.getByRole("checkbox", { name: "Refunds" }).check();
    await invite.getByRole("button", { name: "Send the invitation" }).click();
    await expect(page.getByRole("status")).toHaveText("Invitation sent: the link works for 48 hours.");
    await expectMail(page, email, /^Your Tern desk account$/);
    const mailbox = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
    const link = /(\/desk\/enrol\?token=[\w%.-]+)/.exec(mailbox)?.[1]?.replace(/&amp;/g, "&") ?? "";
    expect(link).toContain("token=");

    const origin = new URL(test.info().project.use.baseURL ?? "http://localhost").origin;
    const newcomer = await (await browser.newContext({ baseURL: origin })).newPage();
    await newcomer.goto(link);
    await acceptCookies(newcomer);
    await expect(newcomer.getByRole("heading", { level: 1 })).toHaveText("Set up your desk account");
    await expectNoAxeViolations(newcomer);
    const secret = await newcomer.locator("figcaption code").innerText();
    const recovery = await newcomer.getByRole("listitem").locator("code").first().innerText();
    await newcomer.getByLabel("Password").fill("password");
    await newcomer.getByLabel("The 6-digit code your app shows now").fill(totpNow(secret));
    await newcomer.getByRole("button", { name: "Finish setting up" }).click();
    await expect(newcomer.getByText("Use 12 to 128 characters.")).toBeVisible();
    const password = "lagoon kettle marigold 42";
    await newcomer.getByLabel("Password").fill(password);
    await newcomer.getByLabel("The 6-digit code your app shows now").fill(totpNow(secret));
    await newcomer.getByRole("button", { name: "Finish setting up" }).click();
    await expect(newcomer).toHaveURL(/\/desk\/sign-in\?enrolled=1$/);
    await expect(newcomer.getByRole("status")).toContainText("Your account is ready");
    // The link is spent.
    await newcomer.goto(link);
    await expect(newcomer.getByRole("alert")).toHaveText(
      "This link has expired or was already used. Ask an admin to invite you again.",
    );
    // Signed in with the new password and a recovery code (the app's code of this half-minute is spent).
    await newcomer.goto("/desk/sign-in");
    await newcomer.getByLabel("Work e-mail").fill(email);
    await newcomer.getByLabel("Password").fill(password);
    await newcomer.getByRole("button", { name: "Continue" }).click();
    await newcomer.getByLabel("Code").fill(recovery);
    await newcomer.getByRole("button", { name: "Sign in" }).click();
    await expect(newcomer).toHaveURL(/\/desk$/);
    await expect(newcomer.getByRole("link", { name: "Refund cases", exact: true })).toBeVisible();
    await newcomer.context().close();
  });
});
