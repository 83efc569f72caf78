import type { Page } from "@playwright/test";
import { testDay } from "../support/clock";
import { acceptCookies } from "./booking-helpers";
import { BAD_REQUEST_CONSOLE_ERROR, expect, expectNoAxeViolations, test } from "./fixtures";

// Subscriptions (decision 014): the newsletter, double opt-in, confirmed from the e-mail and left from its link; a price watch
// set on a results page, alerted once after the fare drops (the sandbox's fare-drop hook), never twice for one drop.
// JavaScript on and off, English and French.

const LABELS = {
  "en-US": {
    prefix: "",
    email: "E-mail address",
    subscribe: "Subscribe",
    invalid: "Email address is invalid. Kindly provide a valid email",
    sent: /^Check your inbox/,
    confirmMail: /^Confirm your subscription: the Tern newsletter$/,
    confirm: "Confirm",
    confirmed: /^Confirmed: the Tern newsletter will come to/,
    unsubscribe: "Unsubscribe",
    unsubscribed: /^Unsubscribed: nothing more about the Tern newsletter/,
    watch: "Watch this price",
    watchMail: /^Confirm your subscription: price alerts for LOS → ABV$/,
    alertMail: /^Price drop: price alerts for LOS → ABV, now /,
    appHeading: "Tern on your phone",
    appSend: "Send me the link",
    appSent: /^Check your inbox on your phone/,
    appMail: /^Tern on your phone$/,
  },
  "fr-FR": {
    prefix: "/fr-FR",
    email: "Adresse e-mail",
    subscribe: "S’abonner",
    invalid: "L’adresse e-mail n’est pas valide. Veuillez saisir une adresse valide",
    sent: /^Consultez votre boîte de réception/,
    confirmMail: /^Confirmez votre abonnement\s: la lettre d’information de Tern$/,
    confirm: "Confirmer",
    confirmed: /^Confirmé\s: .+ recevra la lettre d’information de Tern\.$/,
    unsubscribe: "Se désabonner",
    unsubscribed: /^Désabonné\s: plus rien concernant la lettre d’information de Tern/,
    watch: "Surveiller ce prix",
    watchMail: /^Confirmez votre abonnement\s: les alertes de prix pour LOS → ABV$/,
    alertMail: /^Baisse de prix\s: les alertes de prix pour LOS → ABV, désormais /,
    appHeading: "Tern sur votre téléphone",
    appSend: "Envoyez-moi le lien",
    appSent: /^Regardez votre boîte de réception sur votre téléphone/,
    appMail: /^Tern sur votre téléphone$/,
  },
} as const;

/** The mailbox's messages to an address with this subject, once the e-mail queue has delivered `count`. */
async function mails(page: Page, email: string, subject: RegExp, count = 1) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  const found = page.getByRole("article").filter({ has: page.getByRole("heading", { name: subject }) });
  await expect(async () => {
    await page.reload();
    await expect(found).toHaveCount(count, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return found;
}

/** A link of the newest matching e-mail's text part, by its path's end. */
async function linkIn(page: Page, email: string, subject: RegExp, ending: string) {
  const text = (await (await mails(page, email, subject)).first().locator("pre").textContent()) ?? "";
  const link = text
    .split(/\s+/)
    .find((word) => new URL(word, "http://x").pathname.endsWith(ending) && word.startsWith("http"));
  expect(link, `${ending} in ${text}`).toBeTruthy();
  const url = new URL(link ?? "");
  return `${url.pathname}${url.search}`;
}

for (const locale of ["en-US", "fr-FR"] as const) {
  const l = LABELS[locale];
  test.describe(`subscriptions (${locale})`, () => {
    test.use({ expectedConsoleErrors: [BAD_REQUEST_CONSOLE_ERROR] });

    test("the newsletter: refused with a bad address, confirmed from its e-mail once, left from its link", async ({
      page,
    }, testInfo) => {
      const email = `news-${testInfo.project.name}-${locale}-${crypto.randomUUID().slice(0, 8)}@example.com`;
      await page.goto(`${l.prefix}/subscribe`);
      await acceptCookies(page);
      await expectNoAxeViolations(page);
      const form = page.locator("form#subscribe-newsletter");
      await form.evaluate((f) => f.setAttribute("novalidate", ""));
      await form.getByLabel(l.email).fill("not-an-address");
      await form.getByRole("button", { name: l.subscribe }).click();
      await expect(page.locator("form#subscribe-newsletter")).toContainText(l.invalid);
      await expect(page.locator("form#subscribe-newsletter").getByLabel(l.email)).toHaveValue("not-an-address");
      await expectNoAxeViolations(page);

      // Sent twice: one e-mail.
      for (let i = 0; i < 2; i++) {
        await page.locator("form#subscribe-newsletter").getByLabel(l.email).fill(email);
        await page.locator("form#subscribe-newsletter").getByRole("button", { name: l.subscribe }).click();
        await expect(page.getByRole("status").filter({ hasText: l.sent })).toBeVisible();
      }
      const mail = await mails(page, email, l.confirmMail);
      // Its headers: List-Unsubscribe, one-click (RFC 8058).
      await expect(mail.getByRole("definition").filter({ hasText: /^<http.+\/unsubscribe\?token=.+>$/ })).toHaveCount(
        1,
      );
      await expect(mail.getByRole("definition").filter({ hasText: /^List-Unsubscribe=One-Click$/ })).toHaveCount(1);

      await page.goto(await linkIn(page, email, l.confirmMail, "/confirm"));
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: l.confirm }).click();
      await expect(page.getByRole("status")).toHaveText(l.confirmed);

      await page.goto(await linkIn(page, email, l.confirmMail, "/unsubscribe"));
      await page.getByRole("button", { name: l.unsubscribe }).click();
      await expect(page.getByRole("status")).toHaveText(l.unsubscribed);
      // A link with another token is refused.
      const bad = await page.goto(`${l.prefix}/subscribe/abc/unsubscribe?token=${"x".repeat(43)}`);
      expect(bad?.status()).toBe(400);
    });

    test("a price watch set on a results page alerts once after the fare drops", async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const email = `watch-${testInfo.project.name}-${locale}-${crypto.randomUUID().slice(0, 8)}@example.com`;
      await page.goto(
        `${l.prefix}/flight/search?trip=oneway&from=LOS&to=ABV&depart=${testDay(21)}&adults=1&cabin=economy`,
      );
      await acceptCookies(page);
      const form = page.locator("form#subscribe-price_watch");
      await form.getByLabel(l.email).fill(email);
      await form.getByRole("button", { name: l.watch }).click();
      await expect(page.getByRole("status").filter({ hasText: l.sent })).toBeVisible();
      await page.goto(await linkIn(page, email, l.watchMail, "/confirm"));
      await page.getByRole("button", { name: l.confirm }).click();

      // The fare drops (the sandbox's hook), the cron searches the trip again: one alert, and no second one.
      const drop = await page.request.post("/dev/seed", { form: { intent: "fare_drop", email } });
      expect(await drop.json()).toEqual({ watches: 1 });
      await expect(async () => {
        await page.request.get("/cdn-cgi/local/scheduled");
        await mails(page, email, l.alertMail);
      }).toPass({ timeout: 60_000 });
      await page.request.get("/cdn-cgi/local/scheduled");
      await page.request.get("/cdn-cgi/local/scheduled");
      await mails(page, email, l.alertMail, 1);
    });

    test("the mobile-app link from the landing page: one e-mail with the link, however often it is asked for", async ({
      page,
    }, testInfo) => {
      const email = `app-${testInfo.project.name}-${locale}-${crypto.randomUUID().slice(0, 8)}@example.com`;
      await page.goto(`${l.prefix}/`);
      await acceptCookies(page);
      for (let i = 0; i < 2; i++) {
        if (i) await page.goto(`${l.prefix}/`);
        const form = page.locator("form#subscribe-app_link");
        await expect(form.getByRole("heading", { name: l.appHeading })).toBeVisible();
        await form.getByLabel(l.email).fill(email);
        await form.getByRole("button", { name: l.appSend }).click();
        await expect(page.getByRole("status").filter({ hasText: l.appSent })).toBeVisible();
      }
      const mail = await mails(page, email, l.appMail, 1);
      const text = (await mail.locator("pre").textContent()) ?? "";
      // The link opens Tern's home page in the page's language; nothing is to be confirmed.
      expect(text).toMatch(new RegExp(`^https?://[^/]+${l.prefix}/$`, "m"));
      expect(text).not.toContain("/confirm?token=");
    });
  });
}
