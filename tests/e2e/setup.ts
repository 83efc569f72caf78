import type { Page } from "@playwright/test";
import { acceptCookies, type Person } from "./booking-helpers";
import { expect, test } from "./fixtures";

// Set-up for journeys that start after it: the forms are posted as the pages would post them, with the page's
// own cookies, so the test spends its time on the journey it is about.

/**
 * From a results URL to a booking ready to pay: the first fare, the travellers, no extras. The steps before payment
 * have journeys of their own (booking.spec.ts); here they are posted as their forms would post them, with the
 * page's own cookies. Answers the booking's id.
 */
export async function bookingReadyToPay(
  page: Page,
  search: string,
  people: Person[],
  email: string,
  /** The first offer's fare family to book (its code); the cheapest when not given. */
  familyCode?: string,
) {
  const headers = { Origin: new URL(test.info().project.use.baseURL ?? "http://localhost").origin };
  const results = await (await page.request.get(search)).text();
  const offerId = /name="offerId" value="([^"]+)"/.exec(results)?.[1]?.replace(/&amp;/g, "&") ?? "";
  const family =
    familyCode ?? /value="([^"]+)"/.exec(/<button[^>]*name="family"[^>]*>/.exec(results)?.[0] ?? "")?.[1] ?? "";
  const selected = await page.request.post(search, { form: { offerId, family }, headers, maxRedirects: 0 });
  const bookingId = /\/booking\/([a-z0-9]{16})\/travellers/.exec(selected.headers().location ?? "")?.[1] ?? "";
  expect(bookingId, "a fare was selected").toMatch(/^[a-z0-9]{16}$/);
  const form = await (await page.request.get(`/booking/${bookingId}/travellers`)).text();
  const international = form.includes("passportNumber");
  const fields: Record<string, string> = { email, emailConfirm: email, phone: "+234 801 234 5678" };
  people.forEach((person, i) => {
    Object.assign(fields, {
      [`travellers[${i}].title`]: person.title,
      [`travellers[${i}].firstName`]: person.first,
      [`travellers[${i}].lastName`]: person.last,
      [`travellers[${i}].dateOfBirth`]: person.born,
      [`travellers[${i}].nationality`]: "NG",
      [`travellers[${i}].gender`]: ["MRS", "MISS"].includes(person.title) ? "female" : "male",
      ...(international
        ? {
            [`travellers[${i}].passportNumber`]: `A${person.born.replace(/-/g, "")}`,
            [`travellers[${i}].passportAuthority`]: "NG",
            [`travellers[${i}].passportIssuedOn`]: "2022-01-10",
            [`travellers[${i}].passportExpiresOn`]: "2032-01-09",
          }
        : {}),
    });
  });
  const saved = await page.request.post(`/booking/${bookingId}/travellers`, { form: fields, headers, maxRedirects: 0 });
  expect(saved.headers().location, "the travellers were saved").toMatch(/\/extras$/);
  const extras = await page.request.post(`/booking/${bookingId}/extras`, {
    form: { intent: "continue" },
    headers,
    maxRedirects: 0,
  });
  expect(extras.headers().location, "the extras step was passed").toMatch(/\/payment$/);
  return bookingId;
}

/**
 * A stay ready to pay, from a city's listing: the first property's first rate reserved, its one room's lead guest and
 * the contact saved, posted as the property page and the order's details step would post them. Answers the stay's id.
 */
export async function stayReadyToPay(
  page: Page,
  stay: { city: string; checkIn: string; checkOut: string; email: string; first: string; last: string },
) {
  const headers = { Origin: new URL(test.info().project.use.baseURL ?? "http://localhost").origin };
  const query = `where=${encodeURIComponent(stay.city)}&checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&room=1`;
  const listing = await (await page.request.get(`/hotel/search?${query}`)).text();
  const property = /href="(\/hotel\/[A-Z]{3}-\d{3})\?/.exec(listing)?.[1] ?? "";
  expect(property, "the listing links a property").not.toBe("");
  const details = await (await page.request.get(`${property}?${query}`)).text();
  const room = /name="room" value="([^"]+)"/.exec(details)?.[1] ?? "";
  const plan = /name="plan" value="([^"]+)"/.exec(details)?.[1] ?? "";
  const reserved = await page.request.post(`${property}?${query}`, {
    form: { intent: "reserve", room, plan },
    headers,
    maxRedirects: 0,
  });
  const stayId = /\/order\/([a-z0-9]{16})\/details/.exec(reserved.headers().location ?? "")?.[1] ?? "";
  expect(stayId, "a rate was reserved").toMatch(/^[a-z0-9]{16}$/);
  const saved = await page.request.post(`/order/${stayId}/details`, {
    form: {
      title: "MRS",
      firstName: stay.first,
      lastName: stay.last,
      email: stay.email,
      emailConfirm: stay.email,
      phone: "+234 801 234 5678",
    },
    headers,
    maxRedirects: 0,
  });
  expect(saved.headers().location, "the guests were saved").toMatch(/\/payment$/);
  return stayId;
}

/**
 * A signed-in member with trips (a ticketed flight and a booked stay), made by the forms and POST /dev/seed rather
 * than through the pages, for journeys that start from My Trips or manage booking.
 */
export async function memberWithTrips(
  page: Page,
  member: { email: string; first: string; last: string },
  trips: { flightSearch: string; born: string; stay: { city: string; checkIn: string; checkOut: string } },
) {
  await memberSignedUp(page, member.email, member.first, member.last);
  const people = [{ group: /^Adult 1/, title: "MRS", first: member.first, last: member.last, born: trips.born }];
  const bookingId = await bookingReadyToPay(page, trips.flightSearch, people, member.email);
  const ticketed = await seed(page, { intent: "ticket", bookingId });
  const stayId = await stayReadyToPay(page, { ...trips.stay, ...member });
  const booked = await seed(page, { intent: "confirm_order", orderId: stayId });
  return {
    bookingId,
    stayId,
    flightReference: String(ticketed.reference),
    stayReference: String(booked.reference),
  };
}

/** From a results URL to the payment page (bookingReadyToPay), where the test pays through the page. */
export async function toPayment(
  page: Page,
  search: string,
  people: Person[],
  email: string,
  /** The first offer's fare family to book (its code); the cheapest when not given. */
  familyCode?: string,
) {
  const bookingId = await bookingReadyToPay(page, search, people, email, familyCode);
  await page.goto(`/booking/${bookingId}/payment`);
  await acceptCookies(page);
  await expect(page).toHaveURL(/\/payment$/);
  return bookingId;
}

/**
 * End-to-end set-up done by the domain (POST /dev/seed, app/utils/seeds.server.ts): a booking or a stay of this
 * browser paid with the sandbox's succeeding card and fulfilled, without its pages; the journeys about paying have
 * their own specs (payment.spec.ts, stays-booking.spec.ts).
 */
export async function seed(page: Page, form: Record<string, string>) {
  const headers = { Origin: new URL(test.info().project.use.baseURL ?? "http://localhost").origin };
  const answer = await page.request.post("/dev/seed", { form, headers });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
}

/**
 * A signed-in member for tests whose journey starts after registration (registration has its own test): the
 * registration forms are posted with the page's own cookies and the code read from the outbox.
 */
export async function memberSignedUp(page: Page, email: string, first: string, last: string) {
  const headers = { Origin: new URL(test.info().project.use.baseURL ?? "http://localhost").origin };
  const query = `?email=${encodeURIComponent(email)}`;
  await page.request.post(`/account/register${query}`, {
    form: { email, firstName: first, lastName: last },
    headers,
    maxRedirects: 0,
  });
  // Only this address's mail: another test may be registering at the same moment.
  const mailbox = await (await page.request.get(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  const code = /(\d{6}) is your Tern verification code/.exec(mailbox)?.[1] ?? "";
  const verified = await page.request.post(`/account/register/verify${query}`, {
    form: { email, code },
    headers,
    maxRedirects: 0,
  });
  expect(verified.headers().location, "the account was created").toMatch(/\/account$/);
}

const BILLING_LABELS = {
  "en-US": {
    name: /^Name on card/,
    address: "Address",
    zip: /^Postal code/,
    city: "City",
    group: "Billing information",
    country: "Country",
  },
  "fr-FR": {
    name: /^Nom sur la carte/,
    address: "Adresse",
    zip: /^Code postal/,
    city: "Ville",
    group: "Informations de facturation",
    country: "Pays",
  },
} as const;

/** The billing fields of a payment step (a flight's or a stay's), in the page's language. */
export async function fillBilling(
  page: Page,
  name = "Amina Okafor",
  locale: keyof typeof BILLING_LABELS = "en-US",
  /** A Nigerian address has a postal code only if the payer knows it: "" leaves it out. */
  postalCode = "101001",
) {
  const labels = BILLING_LABELS[locale];
  await page.getByLabel(labels.name).fill(name);
  await page.getByLabel(labels.address, { exact: true }).fill("12 Marina Road");
  await page.getByLabel(labels.zip, { exact: true }).fill(postalCode);
  await page.getByLabel(labels.city, { exact: true }).fill("Lagos");
  await page.getByRole("group", { name: labels.group }).getByLabel(labels.country).selectOption("NG");
}

const CARD_PAGE_LABELS = {
  "en-US": {
    card: "Card number",
    expiry: "Expiry date (MM/YY)",
    cvc: "Security code",
    name: "Name on card",
    pay: /^Pay /,
  },
  "fr-FR": {
    card: "Numéro de carte",
    expiry: "Date d’expiration (MM/AA)",
    cvc: "Code de sécurité",
    name: "Nom sur la carte",
    pay: /^Payer /,
  },
} as const;

/** The sandbox gateway's card page, in the language it opened in. */
export async function payByCard(page: Page, card: string, locale: keyof typeof CARD_PAGE_LABELS = "en-US") {
  const labels = CARD_PAGE_LABELS[locale];
  await expect(page).toHaveURL(/\/pay\/cs_[0-9a-f]{24}$/);
  await page.getByLabel(labels.card).fill(card);
  await page.getByLabel(labels.expiry).fill("12/34");
  await page.getByLabel(labels.cvc).fill("123");
  await page.getByLabel(labels.name).fill("Amina Okafor");
  await page.getByRole("button", { name: labels.pay }).click();
}

/**
 * A booking made from a results URL, paid with the sandbox's succeeding card and ticketed, set up without its pages
 * (bookingReadyToPay, then seed): its id, its summary open.
 */
export async function ticketedByCard(
  page: Page,
  search: string,
  people: Person[],
  email: string,
  familyCode?: string,
): Promise<string> {
  const bookingId = await bookingReadyToPay(page, search, people, email, familyCode);
  expect(await seed(page, { intent: "ticket", bookingId })).toMatchObject({ bookingId, status: "ticketed" });
  await page.goto(`/booking/${bookingId}/summary`);
  await acceptCookies(page);
  await expectStatus(page, "Ticketed");
  return bookingId;
}

/** The summary refreshes itself until the queue consumers have done their work. */
export async function expectStatus(page: Page, label: string) {
  await expect(page.getByRole("region", { name: "Booking status" }).getByRole("definition").first()).toHaveText(label, {
    timeout: 30_000,
  });
}

/** The mailbox is read as it is: reload it until the e-mail queue has delivered. */
export async function expectMail(page: Page, email: string, subject: RegExp) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("heading", { name: subject }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
