import { acceptCookies, day } from "./booking-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { memberSignedUp } from "./setup";

// Members' prices (product rules §6): Air Peace's economy fares have one in the sandbox. A visitor is told what
// members pay and offered to sign in; a signed-in member sees it as the price, and the fare summary of the booking
// they start takes it off. JavaScript on and off, English and French.

const LABELS = {
  "en-US": {
    prefix: "",
    offer: /^Members pay .+ per adult Sign in for the member price$/,
    signIn: "Sign in for the member price",
    badge: "Member price",
    regular: /^.+ without signing in$/,
    select: "Select",
    summary: "Fare summary",
    saving: "Member price",
  },
  "fr-FR": {
    prefix: "/fr-FR",
    offer: /^Les membres paient .+ par adulte Connectez-vous pour le prix membre$/,
    signIn: "Connectez-vous pour le prix membre",
    badge: "Prix membre",
    regular: /^.+ sans connexion$/,
    select: "Sélectionner",
    summary: "Récapitulatif du tarif",
    saving: "Prix membre",
  },
} as const;

for (const locale of ["en-US", "fr-FR"] as const) {
  const l = LABELS[locale];
  test(`a visitor is offered the members' price; a member sees it and books at it (${locale})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const offset = testInfo.project.name === "js-off" ? 91 : 90;
    const search = `${l.prefix}/flight/search?trip=oneway&from=LOS&to=ABV&depart=${day(offset)}&adults=1&cabin=economy&airlines=P4`;
    await page.goto(search);
    await acceptCookies(page);
    const card = page.getByRole("article").first();
    await expect(card.getByText(l.offer)).toBeVisible();
    const signIn = card.getByRole("link", { name: l.signIn });
    const back = new URL((await signIn.getAttribute("href")) ?? "", page.url()).searchParams.get("redirectTo");
    expect(back).toBe(new URL(page.url()).pathname + new URL(page.url()).search);
    await expectNoAxeViolations(page);

    const email = `member-price-${testInfo.project.name}-${locale}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await memberSignedUp(page, email, "Bola", "Ade");
    await page.goto(search);
    const memberCard = page.getByRole("article").first();
    await expect(memberCard.getByText(l.badge, { exact: true })).toBeVisible();
    await expect(memberCard.getByText(l.regular)).toBeVisible();
    await expect(memberCard.getByRole("link", { name: l.signIn })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await memberCard.getByRole("button", { name: l.select, exact: true }).click();
    await expect(page).toHaveURL(/\/booking\/[a-z0-9]{16}\/travellers/);
    const summary = page.getByRole("region", { name: l.summary });
    await expect(summary.getByRole("row", { name: new RegExp(`^${l.saving}`) })).toBeVisible();
  });
}
