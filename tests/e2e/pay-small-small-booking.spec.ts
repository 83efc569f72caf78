import { acceptCookies, day } from "./booking-helpers";
import { expect, expectNoAxeViolations, skipFrenchWithoutJavaScript, test } from "./fixtures";
import { bookingReadyToPay, expectMail, fillBilling, memberSignedUp, payByCard } from "./setup";

// Booking a flight with Pay Small Small (decision 015): the plan offered on the payment step, the down payment by card, the
// booking issued under a lien (no e-ticket to see or download), then the next payment and the balance paid from
// manage booking, and the e-ticket released. JavaScript on and off, English and French.

const LABELS = {
  "en-US": {
    prefix: "",
    plan: "Pay Small Small",
    down: /^Pay Small Small: pay (.+) now$/,
    lien: /^Part paid: (₦[\d,]+(?:\.\d\d)?) left\. Your ticket is issued and held until your final payment, due by .+: it is sent to you then\.$/,
    partPaid: /^Part paid: ₦[\d,]+(?:\.\d\d)? left$/,
    paymentStatus: "Payment status",
    paidOn: /^Down payment · Paid on /,
    released: "All paid: your ticket is released and was sent to you.",
    next: /^Pay the next payment: /,
    balance: /^Pay the whole balance: /,
    card: "Card",
    paid: "Paid",
    due: "To pay",
    eTicket: "Download the e-ticket (PDF)",
    trips: /^next payment .+ by .+ Pay it now$/,
    schedule: /^Pay Small Small for [A-Z0-9]{6}: your plan$/,
    payNow: "Pay it now",
  },
  "fr-FR": {
    prefix: "/fr-FR",
    plan: "Pay Small Small",
    down: /^Pay Small Small\s: payer (.+) maintenant$/,
    lien: /^Payé en partie\s: il reste (.+?)\. Votre billet est émis et conservé jusqu’à votre dernier versement, à faire avant le .+\s: il vous est envoyé alors\.$/,
    partPaid: /^Payé en partie\s: il reste .+$/,
    paymentStatus: "Statut du paiement",
    paidOn: /^Acompte · Payé le /,
    released: "Tout est payé\u202f: votre billet est libéré et vous a été envoyé.",
    next: /^Payer le prochain versement\s: /,
    balance: /^Payer tout le solde\s: /,
    card: "Carte",
    paid: "Payé",
    due: "À payer",
    eTicket: "Télécharger le billet électronique (PDF)",
    trips: /^prochain versement de .+ avant le .+ Le payer maintenant$/,
    schedule: /^Pay Small Small pour [A-Z0-9]{6}\s: votre plan$/,
    payNow: "Le payer maintenant",
  },
} as const;

const escape = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s/g, "\\s"));

for (const locale of ["en-US", "fr-FR"] as const) {
  const l = LABELS[locale];
  test(`book a flight with Pay Small Small, pay the rest from manage booking, then download the ticket (${locale})`, async ({
    page,
  }, testInfo) => {
    skipFrenchWithoutJavaScript(locale);
    test.setTimeout(180_000);
    const offset = testInfo.project.name === "js-off" ? 121 : 120;
    const email = `pss-${testInfo.project.name}-${locale}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await memberSignedUp(page, email, "Ngozi", "Okafor");
    const people = [{ group: /^Adult 1/, title: "MRS", first: "Ngozi", last: "Okafor", born: "1988-02-14" }];
    const bookingId = await bookingReadyToPay(
      page,
      `${l.prefix}/flight/search?trip=oneway&from=LOS&to=LHR&depart=${day(offset)}&adults=1&cabin=economy`,
      people,
      email,
    );

    // The payment step shows the plan, each payment with its day, and offers its down payment.
    await page.goto(`${l.prefix}/booking/${bookingId}/payment`);
    await acceptCookies(page);
    const plan = page.getByRole("region", { name: l.plan });
    await expect(plan.getByRole("row")).toHaveCount(5);
    await expectNoAxeViolations(page);
    await fillBilling(page, "Ngozi Okafor", locale);
    const downButton = page.getByRole("button", { name: l.down });
    const down = l.down.exec((await downButton.textContent()) ?? "")?.[1] ?? "";
    await downButton.click();
    await expect(page.getByRole("main")).toContainText(escape(down));
    await payByCard(page, "4242424242424242", locale);
    await expect(page).toHaveURL(new RegExp(`/booking/${bookingId}/summary`));

    // Issued under the lien, at once (the return from the gateway asks it): part paid with what is left, never "Paid";
    // the down payment's line dated the day it was paid; no e-ticket to see or download.
    const held = page.getByRole("region", { name: l.plan });
    await expect(held.getByRole("status")).toHaveText(l.lien);
    // The e-ticket is issued by the ticketing queue: the page refreshes itself until it has been.
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0, { timeout: 30_000 });
    const left = l.lien.exec((await held.getByRole("status").textContent()) ?? "")?.[1] ?? "";
    expect(left).not.toBe("");
    await expect(
      page.getByRole("term").filter({ hasText: l.paymentStatus }).locator("xpath=following-sibling::dd[1]"),
    ).toHaveText(l.partPaid);
    await expect(held.getByRole("rowheader").first()).toHaveText(l.paidOn);
    await expect(page.getByRole("link", { name: l.eTicket })).toHaveCount(0);
    expect((await page.request.get(`/booking/${bookingId}/e-ticket.pdf`)).status()).toBe(404);
    await expectNoAxeViolations(page);

    // The plan's schedule is e-mailed in the booking's language.
    await expectMail(page, email, l.schedule);

    // My Trips shows the next payment, and leads to where it is paid.
    await page.goto(`${l.prefix}/account/trips`);
    const trip = page.getByRole("article").filter({ hasText: "LOS" });
    await expect(trip.getByRole("definition").filter({ hasText: l.payNow })).toHaveText(l.trips);
    await expect(trip.getByRole("link", { name: l.payNow })).toHaveAttribute(
      "href",
      `${l.prefix}/manage-booking/${bookingId}`,
    );

    // From manage booking: the next payment, then the whole balance in one charge.
    for (const [which, paidBefore] of [
      [l.next, 1],
      [l.balance, 2],
    ] as const) {
      await page.goto(`${l.prefix}/manage-booking/${bookingId}`);
      const region = page.getByRole("region", { name: l.plan });
      // The payment before this one is in (the return asked the gateway): the balance is what is left.
      await expect(region.getByText(l.paid, { exact: true })).toHaveCount(paidBefore);
      await region.getByLabel(l.card).check();
      const button = region.getByRole("button", { name: which });
      const amount = ((await button.textContent()) ?? "").replace(which, "");
      await button.click();
      await expect(page.getByRole("main")).toContainText(escape(amount));
      await payByCard(page, "4242424242424242", locale);
      await expect(page).toHaveURL(new RegExp(`/manage-booking/${bookingId}`));
    }
    // Back from the gateway, the last payment is already in: released without a reload.
    await expect(page.getByRole("region", { name: l.plan }).getByRole("status")).toHaveText(l.released);
    await expect(page.getByRole("region", { name: l.plan }).getByText(l.due, { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Released: the e-ticket is there to download.
    await page.goto(`${l.prefix}/booking/${bookingId}/summary`);
    await expect(page.getByRole("link", { name: l.eTicket }).first()).toBeVisible();
    const pdf = await page.request.get(`/booking/${bookingId}/e-ticket.pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
  });
}
