// A ticketed booking for `npm run perf` to measure the manage-booking pages with: made over HTTP as a browser
// without JavaScript would make it (post/redirect/get, the sandbox card), then a change quoted and accepted, so its
// page exists too; and two stays: one booked, one waiting at its payment step. Answers their ids and a Cookie
// header that opens them all.

import { readFileSync } from "node:fs";

const TRAVEL_DAYS = 45;

/** A travel card's fields past the applicant's name and birth date, as the workerd tests send them too. */
const TRAVEL_CARD = JSON.parse(
  readFileSync(new URL("../tests/fixtures/applications/travel-card.json", import.meta.url), "utf8"),
);

/** A day `n` days after the server's today: TEST_TODAY when the tests set it (the end-to-end server runs as of it). */
const serverDay = (n) => {
  const today = process.env.TEST_TODAY || new Date().toISOString().slice(0, 10);
  return new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
};

/** A cookie jar of one: the session cookie the site sets, sent back on every request. */
function jar() {
  const cookies = new Map();
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    take(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const at = pair.indexOf("=");
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
  };
}

/** Requests as one browser without JavaScript: the session cookie kept, POSTs with their Origin, no redirect followed. */
function client(base, cookies = jar()) {
  const origin = new URL(base).origin;
  const request = async (path, form) => {
    const response = await fetch(base + path, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        Cookie: cookies.header(),
        ...(form ? { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    cookies.take(response);
    return response;
  };
  return { ...httpOf(base, request), cookies };
}

/** A payment step's form posted for the sandbox's succeeding card, then the gateway's card page. */
async function payByCard({ request, location }, paymentPath) {
  const gateway = location(
    await request(paymentPath, {
      nameOnCard: "Ngozi Adeyemi",
      address: "12 Marina Road",
      zipCode: "101001",
      city: "Lagos",
      state: "Lagos",
      country: "NG",
      method: "card",
    }),
    `the payment step ${paymentPath}`,
  );
  location(
    await request(gateway.pathname, {
      intent: "pay",
      cardNumber: "4242424242424242",
      expiry: "12/34",
      cvc: "123",
      cardholder: "Ngozi Adeyemi",
    }),
    "the gateway's card page",
  );
}

export async function perfBooking(base) {
  const { request, location, cookies } = client(base);
  const depart = serverDay(TRAVEL_DAYS);
  const search = `/flight/search?trip=oneway&from=LOS&to=ABV&depart=${depart}&adults=1&cabin=economy`;
  const results = await (await request(search)).text();
  const offerId = /name="offerId" value="([^"]+)"/.exec(results)?.[1]?.replace(/&amp;/g, "&");
  if (!offerId) throw new Error("perf booking: no offer on the results page");
  const started = location(await request(search, { offerId, family: "ECONOMY_CLASSIC" }), "selecting a fare");
  const bookingId = /\/booking\/([a-z0-9]{16})\//.exec(started.pathname)?.[1];
  const email = "perf@example.com";
  location(
    await request(`/booking/${bookingId}/travellers`, {
      email,
      emailConfirm: email,
      phone: "+234 801 234 5678",
      "travellers[0].title": "MRS",
      "travellers[0].firstName": "Ngozi",
      "travellers[0].lastName": "Adeyemi",
      "travellers[0].dateOfBirth": "1984-02-11",
      "travellers[0].nationality": "NG",
      "travellers[0].gender": "female",
    }),
    "the travellers step",
  );
  location(await request(`/booking/${bookingId}/extras`, { intent: "continue" }), "the extras step");
  await payByCard({ request, location }, `/booking/${bookingId}/payment`);
  const end = Date.now() + 60_000;
  while (!(await (await request(`/manage-booking/${bookingId}`)).text()).includes(">Ticketed<")) {
    if (Date.now() > end) throw new Error("perf booking: not ticketed within 60 s");
    await new Promise((r) => setTimeout(r, 500));
  }

  const next = new Date(Date.parse(`${depart}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const options = `/manage-booking/${bookingId}/change/options?dates=${next}&cabin=economy`;
  const key = /name="key" value="([^"]+)"/.exec(await (await request(options)).text())?.[1]?.replace(/&amp;/g, "&");
  if (!key) throw new Error("perf booking: no change option");
  const change = location(await request(options, { key, dates: next, cabin: "economy" }), "accepting a change");
  const changeId = /\/changes\/([a-z0-9]{16})$/.exec(change.pathname)?.[1];
  const stays = await perfStays(base, cookies);
  const orders = await perfOrders(base, cookies);
  const applications = await perfApplications(base, cookies);
  return { bookingId, changeId, next, ...stays, ...orders, ...applications, cookie: cookies.header() };
}

/** A stay reserved, its guests named and paid by card until the hotel confirms it; and one left at its payment step. */
export async function perfStays(base, cookies = jar(), http = client(base, cookies)) {
  const { request, location } = http;
  const day = serverDay;
  const reserve = async (checkIn, plan) => {
    const page = `/hotel/LOS-001?where=Lagos&checkIn=${checkIn}&checkOut=${day(TRAVEL_DAYS + 12)}&room=2&room=1-6`;
    const room = /name="room" value="([A-Z0-9]+)"/.exec(await (await request(page)).text())?.[1];
    const guests = location(await request(page, { intent: "reserve", room, plan }), "reserving a room");
    const stayId = /\/order\/([a-z0-9]{16})\//.exec(guests.pathname)?.[1];
    location(
      await request(`/order/${stayId}/details`, {
        title: "MRS",
        firstName: "Ngozi",
        lastName: "Adeyemi",
        "others[0].title": "MR",
        "others[0].firstName": "Kunle",
        "others[0].lastName": "Adeyemi",
        email: "perf@example.com",
        emailConfirm: "perf@example.com",
        phone: "+234 801 234 5678",
      }),
      "the details step",
    );
    return stayId;
  };
  const stayId = await reserve(day(TRAVEL_DAYS + 10), "ROOM_ONLY_FLEX");
  await payByCard(http, `/order/${stayId}/payment`);
  const end = Date.now() + 60_000;
  while (!(await (await request(`/order/${stayId}/summary`)).text()).includes("You are booked")) {
    if (Date.now() > end) throw new Error("perf booking: the stay was not confirmed within 60 s");
    await new Promise((r) => setTimeout(r, 500));
  }
  const draftStayId = await reserve(day(TRAVEL_DAYS + 11), "ROOM_ONLY_NONREF");
  return { stayId, draftStayId, cookie: cookies.header() };
}

/**
 * Orders of the supplier order (decision 012): an activity's tickets held, its lead traveller named and paid by card
 * until the supplier confirms; and a holiday left at its payment step.
 */
export async function perfOrders(base, cookies = jar(), http = client(base, cookies)) {
  const { request, location } = http;
  const day = serverDay(TRAVEL_DAYS + 14);
  /** The details step: the lead, and the other people the product names (a holiday's second traveller). */
  const details = async (orderPath, others = {}) =>
    location(
      await request(orderPath, {
        title: "MRS",
        firstName: "Ngozi",
        lastName: "Adeyemi",
        email: "perf@example.com",
        emailConfirm: "perf@example.com",
        phone: "+234 801 234 5678",
        ...others,
      }),
      "the details step",
    );
  const tickets = location(
    await request(`/things-to-do/ACT-LOS-01?date=${day}`, {
      date: day,
      slot: "09:00",
      adults: "2",
      children: "1",
      age: "7",
    }),
    "booking an activity",
  );
  const orderId = /\/order\/([a-z0-9]{16})\//.exec(tickets.pathname)?.[1];
  await details(`/order/${orderId}/details`);
  await payByCard(http, `/order/${orderId}/payment`);
  const end = Date.now() + 60_000;
  while (!(await (await request(`/order/${orderId}/summary`)).text()).includes("You are booked")) {
    if (Date.now() > end) throw new Error("perf booking: the activity was not confirmed within 60 s");
    await new Promise((r) => setTimeout(r, 500));
  }
  const list = await (await request(`/holidays?destination=ZNZ&month=${day.slice(0, 7)}`)).text();
  const holiday = /href="\/holidays\/(HOL-ZNZ-\d+N)\?[^"]*departure=(\d{4}-\d{2}-\d{2})/.exec(list);
  const draft = location(
    await request(`/holidays/${holiday?.[1]}`, { departure: holiday?.[2] ?? "", adults: "2", rooms: "1" }),
    "booking a holiday",
  );
  const draftOrderId = /\/order\/([a-z0-9]{16})\//.exec(draft.pathname)?.[1];
  await details(`/order/${draftOrderId}/details`, {
    "others[0].title": "MR",
    "others[0].firstName": "Kunle",
    "others[0].lastName": "Adeyemi",
  });
  return { orderId, draftOrderId, cookie: cookies.header() };
}

/**
 * The same requests through another HTTP client that keeps its own cookies (a Playwright page's `request`, which
 * shares the browser's): `send(path, form?)` answers a fetch-like response without following redirects.
 */
export function httpOf(base, send) {
  const request = (path, form) => send(path, form);
  const location = (response, what) => {
    const to = response.headers.get("location");
    if (!to) throw new Error(`perf booking: ${what} answered ${response.status} without a redirect`);
    return new URL(to, base);
  };
  return { request, location };
}

/** Applications (decision 013): a travel card application sent, and a property listing waiting for its photos. */
export async function perfApplications(base, cookies = jar(), http = client(base, cookies)) {
  const { request, location } = http;
  const contact = {
    firstName: "Ngozi",
    lastName: "Adeyemi",
    email: "perf@example.com",
    emailConfirm: "perf@example.com",
    phone: "+234 801 234 5678",
  };
  const card = location(
    await request("/travel-card", {
      ...contact,
      dateOfBirth: "1984-02-11",
      ...TRAVEL_CARD,
    }),
    "applying for a travel card",
  );
  const listing = location(
    await request("/list-your-property", {
      ...contact,
      propertyName: "Lagoon View",
      propertyType: "guesthouse",
      addressLine: "12 Admiralty Way",
      city: "Lagos",
      pin: "6.4281, 3.4219",
      rooms: "8",
      rate: "45000",
      rateCurrency: "NGN",
    }),
    "listing a property",
  );
  const id = (url) => /\/applications\/([a-z0-9]{16})$/.exec(url.pathname)?.[1];
  return { applicationId: id(card), draftApplicationId: id(listing) };
}

/**
 * The sandbox owner (scripts/seed/owners.mjs) signed up as a member, as its registration forms post, the code read
 * from the outbox: the extranet's pages are measured with this session.
 */
export async function perfOwner(base, cookies = jar(), http = client(base, cookies)) {
  const { request, location } = http;
  const email = "owner@tern-sandbox.example";
  const query = `?email=${encodeURIComponent(email)}`;
  location(
    await request(`/account/register${query}`, { email, firstName: "Funke", lastName: "Adeyemi" }),
    "registering the owner",
  );
  const mailbox = await (await request(`/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
  const code = /(\d{6}) is your Tern verification code/.exec(mailbox)?.[1] ?? "";
  location(await request(`/account/register/verify${query}`, { email, code }), "the owner's code");
  return { cookie: cookies.header() };
}
