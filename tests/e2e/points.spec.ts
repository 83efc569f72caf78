import type { Page } from "@playwright/test";
import { acceptCookies, day } from "./booking-helpers";
import { BAD_REQUEST_CONSOLE_ERROR, expect, expectNoAxeViolations, test } from "./fixtures";
import { bookingReadyToPay, fillBilling, memberSignedUp, payByCard, seed } from "./setup";

// Wakapoints on the member's account (decision 015): a ticketed flight booked while signed in earns points, pending until the
// flight's day, shown with their booking; the PIN that redemption asks for is set from the same page. JavaScript on
// and off, English and French.

const LABELS = {
  "en-US": {
    prefix: "",
    heading: "Wakapoints",
    id: /^WP\d{10}$/,
    pending: "Pending",
    earned: /Earned · \+[\d,]+ points · Booking /,
    order: /^Booking [A-Z0-9]{6}$/,
    pendingWorth: /^Your pending points will be worth .+ once you have travelled\.$/,
    pin: "New PIN (4 to 6 digits)",
    pinConfirm: "New PIN again",
    save: "Save PIN",
    mismatch: /New PIN again: fields value does not match/,
    saved: "Your points PIN has been saved.",
    set: /Your PIN is set/,
    link: /^Wakapoints: 0 available$/,
    banner: /^You have 0 wakapoints to use and [\d,]+ on their way\.$/,
    bannerAction: "See my points",
    redeem: {
      region: "Use wakapoints",
      intro: /^You have 3,000 points available, worth .+\. This booking can take 100 to [\d,]+ points\.$/,
      pointsId: "Points id",
      points: "Points to use",
      pin: "Points PIN",
      use: "Use points",
      invalid: "Invalid wakapoint is provided",
      pinWrong: "This PIN is not right",
      applied: /^150 wakapoints pay (.+) of this booking\. Left to pay: (.+)$/,
      used: /Used · −150 points · Booking /,
    },
  },
  "fr-FR": {
    prefix: "/fr-FR",
    heading: "Wakapoints",
    id: /^WP\d{10}$/,
    pending: "En attente",
    earned: /Gagnés · \+[\d\s]+ points · Réservation /,
    order: /^Réservation [A-Z0-9]{6}$/,
    pendingWorth: /^Vos points en attente vaudront .+ une fois votre voyage effectué\.$/,
    pin: "Nouveau code PIN (4 à 6 chiffres)",
    pinConfirm: "Nouveau code PIN, à nouveau",
    save: "Enregistrer le code PIN",
    mismatch: /Nouveau code PIN, à nouveau\s: /,
    saved: "Votre code PIN de points est enregistré.",
    set: /Votre code PIN est défini/,
    link: /^Wakapoints\s: 0 disponibles$/,
    banner: /^Vous avez 0 wakapoints à utiliser et [\d\s]+ en attente\.$/,
    bannerAction: "Voir mes points",
    redeem: {
      region: "Utiliser des wakapoints",
      intro:
        /^Vous avez 3\s000\spoints disponibles, d’une valeur de .+\. Cette réservation peut recevoir de 100 à [\d\s]+\spoints\.$/,
      pointsId: "Identifiant de points",
      points: "Points à utiliser",
      pin: "Code PIN de points",
      use: "Utiliser les points",
      invalid: "Le wakapoint fourni n’est pas valide",
      pinWrong: "Ce code PIN n’est pas le bon",
      applied: /^150\swakapoints paient (.+) de cette réservation\. Reste à payer\s: (.+)$/,
      used: /Utilisés · −150 points · Réservation /,
    },
  },
} as const;

/** Bola's one-way LOS–ABV flight `offset` days ahead, her details saved, at its payment step. */
const bolaReadyToPay = (page: Page, email: string, offset: number) =>
  bookingReadyToPay(
    page,
    `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${day(offset)}&adults=1&cabin=economy`,
    [{ group: /^Adult 1/, title: "MRS", first: "Bola", last: "Ade", born: "1986-04-04" }],
    email,
  );

for (const locale of ["en-US", "fr-FR"] as const) {
  const l = LABELS[locale];
  test.describe(`wakapoints (${locale})`, () => {
    test.use({ expectedConsoleErrors: [BAD_REQUEST_CONSOLE_ERROR] });

    test("a member's ticketed flight earns pending points; the PIN is set from the points page", async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const email = `points-${testInfo.project.name}-${locale}-${crypto.randomUUID().slice(0, 8)}@example.com`;
      await memberSignedUp(page, email, "Bola", "Ade");
      const bookingId = await bolaReadyToPay(page, email, testInfo.project.name === "js-off" ? 87 : 86);
      await seed(page, { intent: "ticket", bookingId });

      // The landing page's points banner shows the member's points.
      await page.goto(`${l.prefix}/`);
      await acceptCookies(page);
      const banner = page.getByRole("region", { name: l.heading });
      await expect(banner.getByText(l.banner)).toBeVisible();
      await expect(banner.getByRole("link", { name: l.bannerAction })).toHaveAttribute(
        "href",
        `${l.prefix}/account/points`,
      );

      await page.goto(`${l.prefix}/account`);
      // Pending points are not available yet.
      // In the header's account menu and on the profile.
      await expect(page.getByRole("banner").locator(`a[href="${l.prefix}/account/points"]`)).toHaveText(l.link);
      await expect(page.getByRole("main").getByRole("link", { name: l.link })).toBeVisible();
      await page.getByRole("main").getByRole("link", { name: l.link }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.heading);
      await expect(page.getByText(l.id)).toBeVisible();
      const pending = page.getByRole("definition").nth(1);
      await expect(page.getByRole("term").nth(1)).toHaveText(l.pending);
      await expect(pending).not.toHaveText("0");
      // The entry names the booking by the reference the traveller knows, linked to where it is managed.
      await expect(page.getByText(l.earned)).not.toContainText(bookingId);
      await expect(page.getByRole("link", { name: l.order })).toHaveAttribute(
        "href",
        `${l.prefix}/manage-booking/${bookingId}`,
      );
      // What the pending points will be worth, not only the available ones.
      await expect(page.getByText(l.pendingWorth)).toBeVisible();
      await expectNoAxeViolations(page);

      const form = page.locator("form#points-pin");
      await form.evaluate((f) => f.setAttribute("novalidate", ""));
      await form.getByLabel(l.pin).fill("4321");
      await form.getByLabel(l.pinConfirm).fill("1234");
      await form.getByRole("button", { name: l.save }).click();
      await expect(page.locator("form#points-pin")).toContainText(l.mismatch);
      // A PIN is never sent back into the page.
      await expect(page.locator("form#points-pin").getByLabel(l.pin)).toHaveValue("");
      await page.locator("form#points-pin").getByLabel(l.pin).fill("4321");
      await page.locator("form#points-pin").getByLabel(l.pinConfirm).fill("4321");
      await page.locator("form#points-pin").getByRole("button", { name: l.save }).click();
      await expect(page.getByText(l.saved)).toBeVisible();
      await expect(page.getByText(l.set)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("a member uses 150 of their points with the PIN on a flight's payment step and pays the rest by card", async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const r = l.redeem;
      const email = `redeem-${testInfo.project.name}-${locale}-${crypto.randomUUID().slice(0, 8)}@example.com`;
      await memberSignedUp(page, email, "Bola", "Ade");
      const points = await seed(page, { intent: "points", email, points: "3000" });
      const headers = { Origin: new URL(testInfo.project.use.baseURL ?? "http://localhost").origin };
      await page.request.post("/account/points", { form: { pin: "4321", pinConfirm: "4321" }, headers });
      const bookingId = await bolaReadyToPay(page, email, testInfo.project.name === "js-off" ? 89 : 88);
      await page.goto(`${l.prefix}/booking/${bookingId}/payment`);
      await acceptCookies(page);
      const region = page.getByRole("region", { name: r.region });
      await expect(region.getByText(r.intro)).toBeVisible();
      await expect(region.getByLabel(r.pointsId)).toHaveValue(String(points.accountId));
      await expectNoAxeViolations(page);

      // Someone else's id (here, no one's) is refused beside its field; the number typed stays, the PIN does not.
      await region.getByLabel(r.pointsId).fill("WP0000000000");
      await region.getByLabel(r.points).fill("150");
      await region.getByLabel(r.pin).fill("4321");
      await region.getByRole("button", { name: r.use }).click();
      const again = page.getByRole("region", { name: r.region });
      await expect(again).toContainText(r.invalid);
      await expect(again.getByLabel(r.points)).toHaveValue("150");
      await expect(again.getByLabel(r.pin)).toHaveValue("");
      await expectNoAxeViolations(page);
      // A wrong PIN is said beside the PIN.
      await again.getByLabel(r.pointsId).fill(String(points.accountId));
      await again.getByLabel(r.pin).fill("9999");
      await again.getByRole("button", { name: r.use }).click();
      await expect(page.getByRole("region", { name: r.region })).toContainText(r.pinWrong);
      await page.getByRole("region", { name: r.region }).getByLabel(r.pin).fill("4321");
      await page.getByRole("region", { name: r.region }).getByRole("button", { name: r.use }).click();

      // The points pay part of the booking; the card pays what is left, on the gateway's page too.
      const applied = page.getByRole("region", { name: r.region }).getByRole("status");
      await expect(applied).toHaveText(r.applied);
      const due = r.applied.exec((await applied.textContent()) ?? "")?.[2] ?? "";
      expect(due).not.toBe("");
      await expectNoAxeViolations(page);
      await fillBilling(page, "Bola Ade", locale);
      // French amounts are grouped with narrow no-break spaces, which an accessible name may read as spaces.
      const amount = new RegExp(due.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s/g, "\\s"));
      const pay = page.getByRole("button", { name: amount });
      await pay.click();
      await expect(page.getByRole("main")).toContainText(amount);
      await payByCard(page, "4242424242424242", locale);
      await expect(page).toHaveURL(new RegExp(`/booking/${bookingId}/summary`));

      await page.goto(`${l.prefix}/account/points`);
      // Named by its reference, linked to the booking (its manage page once ticketed, its next step before).
      await expect(page.getByText(r.used).getByRole("link", { name: l.order })).toHaveAttribute(
        "href",
        new RegExp(`^${l.prefix}/[a-z-]+/${bookingId}`),
      );
    });
  });
}
