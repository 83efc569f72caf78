import type { Page } from "@playwright/test";
import { acceptCookies, day } from "./booking-helpers";
import { collectScripts, expect, expectNoAxeViolations, skipFrenchWithoutJavaScript, test } from "./fixtures";
import { leadDetails, paidToBooked } from "./order-helpers";
import { expectMail, fillBilling, memberSignedUp, payByCard, toPayment } from "./setup";

// Reserve a room from a property's page, name the guests, pay with the sandbox card and get the
// voucher, with and without JavaScript, in English and French; and a rate that can no longer be booked.

const LABELS = {
  "en-US": {
    prefix: "",
    rooms: "Rooms and prices",
    reserve: /^Reserve: .+, Refundable$/,
    guests: "Who is going?",
    room: (n: number) => `Room ${n}: lead guest`,
    title: "Title",
    mrs: "Mrs",
    first: "First name",
    last: "Last name",
    email: "E-mail",
    emailConfirm: "Confirm e-mail",
    phone: "Mobile number",
    requests: /^Special requests/,
    toPayment: "Continue to payment",
    review: "Review and pay",
    card: /^Card/,
    pay: /^Continue to pay/,
    booked: "You are booked",
    confirmation: "Hotel confirmation",
    voucher: "Download the ticket (PDF)",
    calendar: "Add it to your calendar (.ics)",
    mail: /^Booked: .+, Lagos \([A-Z0-9-]+\)$/,
    flight: "Search flights",
    unavailable: "The selected room could not be booked!",
    cart: "Also in your cart",
    cartLink: (n: number) => `Cart: ${n} ${n === 1 ? "item" : "items"}`,
    payTogether: /^Pay .+ for this and the rest of your cart$/,
    flightStatus: "Booking status",
    buyEsim: /^Buy eSIM mobile data: 10 GB$/,
    together: "Paid in the same payment",
    cartTotal: /^Cart total: ₦[\d,]+$/,
    payAll: "Pay for all in one payment",
    removeEsim: /^Remove from cart: eSIM mobile data: 10 GB/,
    esim: "eSIM mobile data: 10 GB",
    yourEsim: "Your eSIM",
    scanOnce: "Scan it once, from the phone it is for",
    ticketed: "Ticketed",
    cancelLink: "Cancel this booking",
    cancelHeading: "Cancel this booking?",
    free: /^You are cancelling in time: all of it, ₦[\d,]+, goes back/,
    cancelConfirm: "Cancel my booking",
    cancelled: "This booking is cancelled",
    refunded: /^Your booking is cancelled\. ₦[\d,]+ goes back to the card/,
  },
  "fr-FR": {
    prefix: "/fr-FR",
    rooms: "Chambres et prix",
    reserve: /^Réserver\s: .+, Remboursable$/,
    guests: "Qui participe\u202f?",
    room: (n: number) => `Chambre ${n}\u202f: client principal`,
    title: "Civilité",
    mrs: "Madame",
    first: "Prénom",
    last: "Nom",
    email: "E-mail",
    emailConfirm: "Confirmer l’e-mail",
    phone: "Numéro de mobile",
    requests: /^Demandes particulières/,
    toPayment: "Continuer vers le paiement",
    review: "Vérifier et payer",
    card: /^Carte/,
    pay: /^Continuer vers le paiement de/,
    booked: "Vous êtes réservé",
    confirmation: "Confirmation de l’hôtel",
    voucher: "Télécharger le billet (PDF)",
    calendar: "L’ajouter à votre agenda (.ics)",
    mail: /^Réservé\s: .+, Lagos \([A-Z0-9-]+\)$/,
    flight: "Chercher des vols",
    unavailable: "La chambre sélectionnée n’a pas pu être réservée\u202f!",
    cart: "Aussi dans votre panier",
    cartLink: (n: number) => new RegExp(`^Panier\\s: ${n} ${n === 1 ? "article" : "articles"}$`),
    payTogether: /^Payer .+ pour ceci et le reste de votre panier$/,
    flightStatus: "Statut de la réservation",
    buyEsim: /^Acheter\s: Données mobiles eSIM\s: 10 Go$/,
    together: "Payé avec le même paiement",
    cartTotal: /^Total du panier\s: \d[\d\s\u202f,]* (€|₦)$/,
    payAll: "Tout payer en un seul paiement",
    removeEsim: /^Retirer du panier\s: Données mobiles eSIM/,
    esim: /Données mobiles eSIM\s: 10 Go/,
    yourEsim: "Votre eSIM",
    scanOnce: "À scanner une seule fois, depuis le téléphone auquel elle est destinée",
    ticketed: "Billet émis",
    cancelLink: "Annuler cette réservation",
    cancelHeading: "Annuler cette réservation\u202f?",
    free: /^Vous annulez à temps\u202f: la totalité, [\d\s\u202f,]+\s€, est remboursée/,
    cancelConfirm: "Annuler ma réservation",
    cancelled: "Cette réservation est annulée",
    refunded: /^Votre réservation est annulée\. [\d\s\u202f,]+\s€ est remboursé/,
  },
} as const;

type Locale = keyof typeof LABELS;

/** From a filtered listing to the details step of the cheapest 4-star stay's first refundable rate. */
async function reserveRefundable(
  page: Page,
  locale: Locale,
  checkIn: string,
  checkOut: string,
  party = "room=2&room=1-6",
) {
  const l = LABELS[locale];
  await page.goto(
    `${l.prefix}/hotel/search?where=Lagos&checkIn=${checkIn}&checkOut=${checkOut}&${party}&stars=4&freeCancellation=1&sort=price`,
  );
  await acceptCookies(page);
  await page.getByRole("article").first().getByRole("heading", { level: 2 }).getByRole("link").click();
  const rooms = page.getByRole("region", { name: l.rooms });
  await rooms.getByRole("button", { name: l.reserve }).first().click();
  await expect(page).toHaveURL(/\/order\/[a-z0-9]{16}\/details$/);
  return /\/order\/([a-z0-9]{16})\//.exec(page.url())?.[1] ?? "";
}

for (const locale of ["en-US", "fr-FR"] as const) {
  test(`reserve a refundable room for two rooms, name the guests, pay by card, get the voucher (${locale})`, async ({
    page,
  }) => {
    skipFrenchWithoutJavaScript(locale);
    const l = LABELS[locale];
    const scripts = collectScripts(page);
    const checkIn = day(locale === "en-US" ? 75 : 76);
    const checkOut = day(locale === "en-US" ? 77 : 78);
    const stayId = await reserveRefundable(page, locale, checkIn, checkOut);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.guests);
    await expectNoAxeViolations(page);

    const email = `stay-${locale}-${test.info().project.name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    for (const [n, first] of [
      [1, "Ngozi"],
      [2, "Adaeze"],
    ] as const) {
      const room = page.getByRole("group", { name: l.room(n) });
      await room.getByLabel(l.title).selectOption({ label: l.mrs });
      await room.getByLabel(l.first, { exact: true }).fill(first);
      await room.getByLabel(l.last, { exact: true }).fill("Okafor");
    }
    await page.getByLabel(l.email, { exact: true }).fill(email);
    await page.getByLabel(l.emailConfirm, { exact: true }).fill(email);
    await page.getByLabel(l.phone).fill("+234 801 234 5678");
    await page.getByLabel(l.requests).fill("A quiet room, please");
    await page.getByRole("button", { name: l.toPayment }).click();

    await paidToBooked(page, locale, stayId);
    await expect(page.getByRole("definition").filter({ hasText: /^LOS-[A-Z2-9]{8}$/ })).toBeVisible();

    const voucher = await page.request.get(
      (await page.getByRole("link", { name: l.voucher }).getAttribute("href")) ?? "",
    );
    expect(voucher.headers()["content-type"]).toBe("application/pdf");
    expect((await voucher.body()).subarray(0, 5).toString()).toBe("%PDF-");
    const calendar = await page.request.get(
      (await page.getByRole("link", { name: l.calendar }).getAttribute("href")) ?? "",
    );
    expect(await calendar.text()).toContain("BEGIN:VEVENT");

    await expectMail(page, email, l.mail);
    // The stay's old summary address (a voucher printed before stays were orders) lands on the order's.
    await page.goto(`${l.prefix}/stay/${stayId}/summary`);
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/order/${stayId}/summary$`));

    // A flight to the stay's city on its dates, for its guests, from the summary.
    await expect(page.getByRole("link", { name: l.flight })).toHaveAttribute(
      "href",
      new RegExp(
        `/flight\\?trip=return&from=&to=LOS&depart=${checkIn}&return=${checkOut}&adults=3&children=1&childAges=6&cabin=economy$`,
      ),
    );

    // Cancelled before the free-cancellation deadline: the terms first, then all of it back.
    await page.getByRole("link", { name: l.cancelLink }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.cancelHeading);
    await expect(page.getByText(l.free)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: l.cancelConfirm }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${stayId}/summary$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.cancelled);
    await expect(page.getByRole("status").filter({ hasText: l.refunded })).toBeVisible();

    // A cancelled stay no longer suggests a flight to its city.
    await expect(page.getByRole("link", { name: l.flight })).toHaveCount(0);
    expect(scripts).toEqual([]);
  });
}

test("a rate that can no longer be booked answers the spec's message and keeps the search, in both languages", async ({
  page,
}) => {
  const checkIn = day(80);
  const checkOut = day(82);
  const search = `where=Lagos&checkIn=${checkIn}&checkOut=${checkOut}&room=2`;
  const listing = await (await page.request.get(`/hotel/search?${search}`)).text();
  const propertyId = /href="\/hotel\/([A-Z]{3}-\d{3})\?/.exec(listing)?.[1] ?? "";
  expect(propertyId).toMatch(/^LOS-\d{3}$/);
  const headers = { Origin: new URL(test.info().project.use.baseURL ?? "http://localhost").origin };
  for (const locale of ["en-US", "fr-FR"] as const) {
    const l = LABELS[locale];
    const url = `${l.prefix}/hotel/${propertyId}?${search}`;
    const page1 = await (await page.request.get(url)).text();
    const room = /name="room" value="([A-Z0-9]+)"/.exec(page1)?.[1] ?? "";
    // The page offered a room; the hotel no longer sells the rate asked for (a code it does not know).
    const refused = await page.request.post(url, {
      form: { intent: "reserve", room, plan: "WITHDRAWN_RATE" },
      headers,
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(409);
    const html = await refused.text();
    expect(html).toContain(l.unavailable.replace("\u202f", "\u202f"));
    // The search is kept: the same property for the same stay, its rooms still offered.
    expect(html).toContain(`<h2 id="rooms-heading">${l.rooms}</h2>`);
    expect(html).toContain('name="plan" value="ROOM_ONLY_FLEX"');
  }
});

test("a stay's old addresses answer a permanent redirect to the same step of its order, the query kept", async ({
  page,
}) => {
  const id = "abcdefghjkmnpqrs";
  for (const [from, to, status, method] of [
    [`/stay/${id}/guests`, `/order/${id}/details`, 301, "get"],
    [`/fr-FR/stay/${id}/voucher.pdf`, `/fr-FR/order/${id}/document.pdf`, 301, "get"],
    [`/stay/${id}/stay.ics?access=token`, `/order/${id}/event.ics?access=token`, 301, "get"],
    [`/stay/${id}/cancel`, `/order/${id}/cancel`, 308, "post"],
  ] as const) {
    const response = await page.request[method](from, {
      maxRedirects: 0,
      headers: { Origin: new URL(test.info().project.use.baseURL ?? "http://localhost").origin },
    });
    expect(response.status(), from).toBe(status);
    expect(response.headers().location, from).toBe(to);
  }
});

test("a member's stay is in My Trips and opens its next step", async ({ page }) => {
  const email = `stay-member-${test.info().project.name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await memberSignedUp(page, email, "Ngozi", "Okafor");
  const stayId = await reserveRefundable(page, "en-US", day(84), day(85));
  await page.goto("/account/trips");
  const trip = page.getByRole("article").filter({ hasText: ", Lagos" });
  await expect(trip).toContainText("Check-in");
  await trip.getByRole("heading", { level: 2 }).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/order/${stayId}/details$`));
});

for (const locale of ["en-US", "fr-FR"] as const) {
  test(`a stay, an eSIM and a flight to its city, searched from the cart, paid together in one payment (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const l = LABELS[locale];
    const offset = (locale === "en-US" ? 90 : 93) + (test.info().project.name === "js-off" ? 1 : 0);
    const [checkIn, checkOut] = [day(offset), day(offset + 2)];
    const stayId = await reserveRefundable(page, locale, checkIn, checkOut, "room=1");
    const email = `together-${locale}-${test.info().project.name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const room = page.getByRole("group", { name: l.room(1) });
    await room.getByLabel(l.title).selectOption({ label: l.mrs });
    await room.getByLabel(l.first, { exact: true }).fill("Amina");
    await room.getByLabel(l.last, { exact: true }).fill("Okafor");
    await page.getByLabel(l.email, { exact: true }).fill(email);
    await page.getByLabel(l.emailConfirm, { exact: true }).fill(email);
    await page.getByLabel(l.phone).fill("+234 801 234 5678");
    await page.getByRole("button", { name: l.toPayment }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${stayId}/payment$`));

    // The header's cart link on every page says what the cart holds, and leads to it.
    await expect(page.getByRole("banner").getByRole("link", { name: l.cartLink(1) })).toHaveAttribute(
      "href",
      `${l.prefix}/cart`,
    );
    // An eSIM for the trip, its lead named: the cart holds two.
    await page.goto(`${l.prefix}/travel-addons?kind=esim&date=${checkIn}&travellers=1&country=NG`);
    await page.getByRole("button", { name: l.buyEsim }).click();
    const esimId = await leadDetails(page, locale, email, "Amina");
    await expect(page).toHaveURL(new RegExp(`/order/${esimId}/payment$`));

    // The cart says its total, and pays it all from the first line's payment step, which lists the rest.
    await page.goto(`${l.prefix}/cart`);
    await expect(page.getByRole("region", { name: l.cartTotal })).toBeVisible();
    await page.getByRole("link", { name: l.payAll }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${stayId}/payment$`));
    await expect(page.getByRole("region", { name: l.cart })).toContainText(l.esim);
    // Each line the charge would pay can be taken out of the cart from here.
    await expect(page.getByRole("region", { name: l.cart }).getByRole("button", { name: l.removeEsim })).toBeVisible();
    await expectNoAxeViolations(page);

    // From the cart, a flight to the stay's city on its dates, for its guest.
    await page.goto(`${l.prefix}/cart`);
    await page.getByRole("link", { name: l.flight }).click();
    await expect(page).toHaveURL(
      new RegExp(`/flight\\?trip=return&from=&to=LOS&depart=${checkIn}&return=${checkOut}&adults=1&cabin=economy$`),
    );
    await expect(page.locator("#to-0")).toHaveValue("LOS");
    const bookingId = await toPayment(
      page,
      `${l.prefix}/flight/search?trip=return&from=ABV&to=LOS&depart=${checkIn}&return=${checkOut}&adults=1&cabin=economy`,
      [{ group: /^Adult 1/, title: "MRS", first: "Amina", last: "Okafor", born: "1990-03-14" }],
      email,
    );
    await page.goto(`${l.prefix}/booking/${bookingId}/payment`);
    await expect(page.getByRole("region", { name: l.cart })).toContainText(", Lagos");
    await expect(page.getByRole("region", { name: l.cart })).toContainText(l.esim);
    await expect(page.getByRole("banner").getByRole("link", { name: l.cartLink(3) })).toBeVisible();
    await expectNoAxeViolations(page);
    // Both payment buttons fit a 320 px phone.
    await page.setViewportSize({ width: 320, height: 800 });
    const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(width[0]).toBeLessThanOrEqual(width[1] ?? 0);
    await fillBilling(page, "Amina Okafor", locale);
    await page.getByRole("radio", { name: l.card }).check();
    await page.getByRole("button", { name: l.payTogether }).click();
    await payByCard(page, "4242 4242 4242 4242", locale);

    await expect(page.getByRole("region", { name: l.flightStatus }).getByRole("definition").first()).toHaveText(
      l.ticketed,
      { timeout: 30_000 },
    );
    // The flight's confirmation lists all that the payment paid: the stay and the eSIM, each with its status.
    const together = page.getByRole("region", { name: l.together });
    await expect(together.getByRole("listitem")).toHaveCount(2);
    await expect(together).toContainText(", Lagos");
    await expect(together).toContainText(l.esim);
    await expectNoAxeViolations(page);
    for (const id of [stayId, esimId]) {
      await page.goto(`${l.prefix}/order/${id}/summary`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.booked, { timeout: 30_000 });
    }
    // The eSIM's page shows its activation code: a QR code to scan from the phone it is for, and the code as text.
    const esim = page.getByRole("region", { name: l.yourEsim });
    await expect(esim.getByRole("img", { name: l.scanOnce })).toBeVisible();
    await expect(esim.locator("code")).toHaveText(/^LPA:1\$smdp\.sandbox\.tern\.example\$[A-Z2-9]{20}$/);
    await expectNoAxeViolations(page);
  });
}
