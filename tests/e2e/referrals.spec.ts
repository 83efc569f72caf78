import type { Page } from "@playwright/test";
import { testDay } from "../support/clock";
import { acceptCookies, type Person } from "./booking-helpers";
import { collectScripts, expect, expectNoAxeViolations, test } from "./fixtures";
import { approveRefundAtDesk, deskSignIn, staffAccount } from "./desk-helpers";
import { bookingReadyToPay, memberSignedUp, seed } from "./setup";

// Referrals (product rules §2 redirects): a member shares their link from Refer a customer (the footer's link);
// a new visitor follows it, is told who referred them, registers, books and is ticketed; both see the reward once on
// their points; a refund of that booking takes it back. JavaScript on and off, English and French.

const LABELS = {
  "en-US": {
    prefix: "",
    footer: "Refer a customer",
    heading: "Refer a customer",
    username: "Referral username",
    save: "Save username",
    saved: "Your referral username has been saved.",
    referred:
      /^Bola referred you to Tern\. Register, and when your first booking is confirmed you both get 500 wakapoints\.$/,
    unknown: /^We don’t know the referral username “no\.such\.friend”\./,
    reward: /Referral reward · \+500 points/,
    reversed: /Taken back \(refund\) · −500 points/,
    signUps: "Signed up from your link",
    bookings: "First bookings rewarded",
  },
  "fr-FR": {
    prefix: "/fr-FR",
    footer: "Recommander un client",
    heading: "Recommander un client",
    username: "Nom de parrainage",
    save: "Enregistrer le nom",
    saved: "Votre nom de parrainage a été enregistré.",
    referred:
      /^Bola vous a parrainé sur Tern\. Inscrivez-vous, et quand votre première réservation sera confirmée, vous recevrez chacun 500 wakapoints\.$/,
    unknown: /^Nous ne connaissons pas le nom de parrainage «\sno\.such\.friend\s»\./,
    reward: /Récompense de parrainage · \+500 points/,
    reversed: /Retirés \(remboursement\) · −500 points/,
    signUps: "Inscriptions depuis votre lien",
    bookings: "Premières réservations récompensées",
  },
} as const;

const TRAVELLER: Person[] = [{ group: /^Adult 1/, title: "MR", first: "Tunde", last: "Bello", born: "1986-05-19" }];

async function countOf(page: Page, label: string) {
  return page.getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd[1]").innerText();
}

for (const locale of ["en-US", "fr-FR"] as const) {
  const l = LABELS[locale];
  test(`a referred visitor registers and books; both are rewarded once, and a refund takes it back (${locale})`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const run = `${testInfo.project.name}-${locale}-${crypto.randomUUID().slice(0, 6)}`;
    await memberSignedUp(page, `referrer-${run}@example.com`, "Bola", "Ade");
    await page.goto(`${l.prefix}/`);
    await acceptCookies(page);
    const scripts = collectScripts(page);
    await page.getByRole("contentinfo").getByRole("link", { name: l.footer }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.heading);
    const username = `ref.${run}`.slice(0, 30);
    await page.getByLabel(l.username).fill(username);
    await page.getByRole("button", { name: l.save }).click();
    await expect(page.getByText(l.saved)).toBeVisible();
    const link = await page
      .getByRole("link", { name: new RegExp(`/referral/${username.replace(/\./g, "\\.")}$`) })
      .innerText();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize({ width: 1280, height: 720 });

    // A new visitor, in another browser, follows the link.
    const other = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
    const friend = await other.newPage();
    await friend.goto(`${l.prefix}/referral/no.such.friend`);
    await acceptCookies(friend);
    await expect(friend.getByText(l.unknown)).toBeVisible();
    await friend.goto(new URL(link).pathname);
    await expect(friend).toHaveURL(new RegExp(`/account/referral/validate/${username.replace(/\./g, "\\.")}$`));
    await expect(friend.getByText(l.referred)).toBeVisible();
    await expectNoAxeViolations(friend);
    const friendEmail = `referee-${run}@example.com`;
    await memberSignedUp(friend, friendEmail, "Tunde", "Bello");
    const search = `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${testDay(testInfo.project.name === "js-off" ? 140 : 142)}&adults=1&cabin=economy`;
    const bookingId = await bookingReadyToPay(friend, search, TRAVELLER, friendEmail);
    expect(await seed(friend, { intent: "ticket", bookingId })).toMatchObject({ status: "ticketed" });

    // Both see the reward once.
    await friend.goto(`${l.prefix}/account/points`);
    await expect(friend.getByText(l.reward)).toHaveCount(1);
    await page.goto(`${l.prefix}/account/points`);
    await expect(page.getByText(l.reward)).toHaveCount(1);
    await page.goto(`${l.prefix}/account/referral`);
    expect(await countOf(page, l.signUps)).toBe("1");
    expect(await countOf(page, l.bookings)).toBe("1");
    expect(scripts).toEqual([]);

    // The booking refunded in full: the rewards are taken back.
    const origin = new URL(testInfo.project.use.baseURL ?? "http://localhost").origin;
    const asked = await friend.request.post(`/manage-booking/${bookingId}/refund`, {
      form: { reason: "visa_rejection", positions: "0", terms: "on" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(asked.status(), await asked.text()).toBe(302);
    // Approved at the desk, the refund is paid, and the rewards go with it.
    await friend.goto(`/manage-booking/${bookingId}`);
    const caseReference = /RF-[A-Z0-9]{6}/.exec(await friend.locator("main").innerText())?.[0] ?? "";
    expect(caseReference).not.toBe("");
    await (await approveRefundAtDesk(browser, page, caseReference)).context().close();
    await page.goto(`${l.prefix}/account/points`);
    await expect(page.getByText(l.reversed)).toHaveCount(1);
    await page.goto(`${l.prefix}/account/referral`);
    expect(await countOf(page, l.bookings)).toBe("0");
    await other.close();

    // The partners desk's referral ledger: the referrer's reward, and the same taken back.
    const partners = await staffAccount(page, "partners-ledger", ["partners"]);
    const deskContext = await browser.newContext({ baseURL: origin });
    const desk = await deskContext.newPage();
    await deskSignIn(desk, partners);
    await desk.getByRole("link", { name: "Referrals", exact: true }).click();
    const rows = desk.getByRole("row").filter({ hasText: `(${username})` });
    await expect(rows).toHaveCount(2);
    await expect(rows.getByRole("cell", { name: /^-\d+$/ })).toHaveCount(1);
    await expectNoAxeViolations(desk);
    await deskContext.close();
  });
}
