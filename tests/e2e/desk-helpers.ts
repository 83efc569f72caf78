import type { Browser, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { siteClock } from "../support/clock";
import { seed } from "./setup";

// The desk in end-to-end tests: each test makes its own staff account through /dev/seed (its TOTP codes are then its
// own: a code is good once, and tests run side by side), and signs in as staff do, a password then a TOTP code.

export interface StaffAccount {
  email: string;
  password: string;
  secret: string;
}

/** A staff account with these roles, its address unique to the test and its project. */
export async function staffAccount(page: Page, name: string, roles: string[]): Promise<StaffAccount> {
  const { project } = test.info();
  const email = `${name}-${project.name}-${crypto.randomUUID().slice(0, 8)}@desk.example`;
  const made = await seed(page, { intent: "staff", email, roles: roles.join(",") });
  return { email, password: String(made.password), secret: String(made.secret) };
}

/** The authenticator's code now, by the site's clock (TEST_TODAY at the time of day): what the server checks. */
export const totpNow = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: siteClock().getTime() });

/** Signs a staff member in at the desk: e-mail and password, then the authenticator's code. */
export async function deskSignIn(page: Page, account: StaffAccount, prefix = "") {
  await page.goto(`${prefix}/desk`);
  await expect(page).toHaveURL(new RegExp(`${prefix}/desk/sign-in$`));
  await page.getByLabel(/^(Work e-mail|E-mail professionnel)$/).fill(account.email);
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(account.password);
  await page.getByRole("button", { name: /^(Continue|Continuer)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/desk/sign-in/code$`));
  await page.getByLabel("Code").fill(totpNow(account.secret));
  await page.getByRole("button", { name: /^(Sign in|Se connecter)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/desk$`));
}

/**
 * A refunds officer, in a browser of their own, takes the case with this reference from the queue and approves it in
 * full: the money moves then. Answers the page, still signed in, on the case.
 */
export async function approveRefundAtDesk(browser: Browser, page: Page, caseReference: string) {
  const account = await staffAccount(page, "refunds", ["refunds"]);
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const desk = await context.newPage();
  await deskSignIn(desk, account);
  await desk.getByRole("link", { name: /open refund case/ }).click();
  await desk.getByRole("link", { name: `Case ${caseReference}` }).click();
  await desk.getByRole("button", { name: "Take this case" }).click();
  await expect(desk.getByRole("status")).toHaveText("You have taken this case.");
  await desk.getByRole("button", { name: "Approve the refund" }).click();
  await expect(desk.getByRole("status")).toHaveText("Approved: the refund was paid.");
  return desk;
}

export type ApplicationStep = "ask_again" | "checked" | "lodged" | "approve";

/**
 * An officer of the role that decides this kind of application, in a browser of their own, opens it from the queue
 * and takes these decisions in order ("ask_again" asks for its first document again, with a reason).
 */
export async function decideApplicationAtDesk(
  browser: Browser,
  page: Page,
  reference: string,
  role: "visas" | "partners",
  steps: readonly ApplicationStep[],
) {
  const account = await staffAccount(page, role, [role]);
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const desk = await context.newPage();
  await deskSignIn(desk, account);
  await desk.getByRole("link", { name: /applications? waiting$/ }).click();
  await desk.getByRole("link", { name: reference, exact: true }).click();
  // A traveller's file reaches the officer as a download of bytes, never a page the browser would render.
  const file = await desk.request.get(
    (await desk.getByRole("link", { name: "Download" }).first().getAttribute("href")) ?? "",
  );
  expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="/);
  expect(file.headers()["content-type"]).toBe("application/octet-stream");
  for (const step of steps) {
    if (step === "ask_again") {
      await desk.getByLabel("Which document").selectOption({ index: 1 });
      await desk.getByLabel("Reason the traveller reads").fill("The page is cut off at the bottom: scan it whole.");
      await desk.getByRole("button", { name: "Ask for it again" }).click();
    } else {
      const label = { checked: "Documents checked", lodged: "Submitted to the embassy or issuer", approve: "Approve" };
      await desk.getByRole("button", { name: label[step], exact: true }).click();
    }
    await expect(desk.getByRole("status")).toContainText("Done: the application is now");
  }
  await expectNoAxeViolations(desk);
  await context.close();
}
