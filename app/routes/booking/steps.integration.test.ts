import { bookingPayments } from "~/domains/bookings/payment.server";
import { env } from "cloudflare:test";
import { describe, expect, test, vi } from "vitest";
import en from "../../../locales/en-US/booking.json";
import { createDb } from "~/db/client.server";
import { getBooking, startBooking } from "~/domains/bookings/lifecycle.server";
import { getTravellers, saveTravellers } from "~/domains/bookings/travellers.server";
import { getItems } from "~/domains/bookings/extras.server";
import { travelDate } from "~/domains/bookings/rules";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";

import { action as submit } from "~/routes/api/booking-submit";
import { firstOffer, selectFirstFare } from "../../../tests/support/offers";
import { signedApiRequest, statusOf, stepContext } from "../../../tests/support/requests";
import { action as extrasAction } from "./extras";
import { action as paymentAction } from "./payment";
import { action as seatsAction } from "./seats";
import { action as travellersAction } from "./travellers";
import { travelExtras } from "~/domains/products/sandbox/catalog";
import { adult } from "../../../tests/support/checkout";
import { testClock, testDay } from "../../../tests/support/clock";

const db = createDb(env.DB);
const supplier = new SandboxFlightSupplier(env.SESSION_SECRET);
let nextDay = 300;
const departDay = () => testDay(nextDay++);

/** The most a booking takes: 9 passengers, 1 adult, 7 children and an infant (D1 binds 100 values a statement). */
const NINE = { adults: 1, childAges: [2, 3, 4, 5, 6, 8, 11], infants: 1 };

/** A date of birth that makes a passenger of this age on the day of travel. */
function bornBefore(day: string, years: number, months = 0) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

/** One traveller per passenger of NINE, with Nigerian names in their Yoruba spelling on two of them. */
function nineTravellers(day: string) {
  const person = (i: number, dateOfBirth: string, title: string) => ({
    title,
    firstName: i === 0 ? "Adébáyọ̀" : `Ada${"a".repeat(i)}`,
    lastName: i === 1 ? "Ẹ̀kọ́" : "Okafor",
    dateOfBirth,
    nationality: "NG",
    gender: i % 2 === 0 ? "male" : "female",
    passportNumber: `A1234567${i}`,
    passportAuthority: "NG",
    passportIssuedOn: "2024-01-10",
    passportExpiresOn: "2033-01-09",
  });
  return [
    person(0, "1985-04-12", "MR"),
    ...NINE.childAges.map((age, i) => person(i + 1, bornBefore(day, age, 1), "MISS")),
    // Born a month ago: an infant on a day of travel less than a year away.
    person(8, bornBefore(testClock().toISOString().slice(0, 10), 0, 1), "MSTR"),
  ];
}

/** The real database, except that every write batch fails. */
const brokenDb = () =>
  new Proxy(db, {
    get(target, property, receiver) {
      if (property === "batch") return () => Promise.reject(new Error("D1 write failed"));
      return Reflect.get(target, property, receiver);
    },
  });

/** A booking for one adult from Lagos (to Abuja unless told), as most steps start. */
async function startOne(visitorId: string, to = "ABV") {
  const offer = await firstOffer(supplier, { to, date: departDay() });
  const started = await startBooking(
    { db, inventory: env.INVENTORY, supplier, now: testClock(), holdMinutes: 20, extras: travelExtras },
    selectFirstFare(offer, { visitorId }),
  );
  if (started.kind !== "started") throw new Error(started.kind);
  const booking = await getBooking(db, started.bookingId);
  if (!booking) throw new Error("not stored");
  return booking;
}

async function startNine(visitorId: string) {
  const offer = await firstOffer(supplier, { to: "LHR", date: departDay() }, NINE);
  const started = await startBooking(
    {
      db,
      inventory: env.INVENTORY,
      supplier,
      now: testClock(),
      holdMinutes: 20,
      extras: travelExtras,
    },
    selectFirstFare(offer, { visitorId }),
  );
  if (started.kind !== "started") throw new Error(started.kind);
  const booking = await getBooking(db, started.bookingId);
  if (!booking) throw new Error("not stored");
  return { offer, booking };
}

const post = (path: string, fields: Record<string, string>) =>
  new Request(`https://tern.test${path}`, { method: "POST", body: new URLSearchParams(fields) });

const billing = {
  nameOnCard: "Adébáyọ̀ Okafor",
  address: "12 Marina Road",
  zipCode: "101001",
  city: "Lagos",
  state: "Lagos",
  country: "NG",
};

describe("a group of 9 travellers", () => {
  test("through the web travellers step: all 9 are saved, names with combining marks included", async () => {
    const { booking } = await startNine("nine-web");
    const fields: Record<string, string> = {
      email: "nine@example.com",
      emailConfirm: "nine@example.com",
      phone: "+2348012345678",
    };
    nineTravellers(travelDate(booking.offer)).forEach((traveller, i) => {
      for (const [key, value] of Object.entries(traveller)) fields[`travellers[${i}].${key}`] = value;
    });
    const result = await travellersAction({
      request: post(`/booking/${booking.id}/travellers`, fields),
      context: await stepContext("nine-web"),
      params: { bookingId: booking.id },
    } as never);
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("Location")).toBe(`/booking/${booking.id}/extras`);
    const saved = await getTravellers(db, booking.id);
    expect(saved.map((t) => t.type)).toEqual(["adult", ...NINE.childAges.map(() => "child"), "infant"]);
    expect(saved[0]?.firstName).toBe("Adébáyọ̀".normalize("NFC"));
    expect(saved[1]?.lastName).toBe("Ẹ̀kọ́".normalize("NFC"));
  });

  test("through the booking API in one call: 201 with a card payment for the 9", async () => {
    const offer = await firstOffer(supplier, { to: "LHR", date: departDay() }, NINE);
    const body = JSON.stringify({
      offerId: offer.id,
      familyCode: offer.families[0]?.code,
      contact: { email: "nine-api@example.com", phone: "+2348012345678" },
      travellers: nineTravellers(offer.slices[0]?.segments[0]?.departLocal.slice(0, 10) ?? ""),
      billing,
      paymentMethod: "card",
    });
    const response = await submit({
      request: await signedApiRequest("/api/booking/Booking/Booking", { method: "POST", body }),
      context: await stepContext(null),
      params: {},
    } as never);
    expect(response.status).toBe(201);
    const created = (await response.json()) as { bookingId: string; status: string };
    expect(created.status).toBe("pending_payment");
    expect(await getTravellers(db, created.bookingId)).toHaveLength(9);
  });
});

describe("one travellers rule for the web step and the booking API", () => {
  test("an unknown SANDBOX- surname is refused by both, at the same field, before anything is paid", async () => {
    const offer = await firstOffer(supplier, { to: "ABV", date: departDay() });
    const traveller = {
      title: "MS",
      firstName: "Ngozi",
      lastName: "SANDBOX-NO-SUCH-SCENARIO",
      dateOfBirth: "1990-02-03",
      nationality: "NG",
      gender: "female",
    };
    const body = JSON.stringify({
      offerId: offer.id,
      familyCode: offer.families[0]?.code,
      contact: { email: "sandbox@example.com", phone: "+2348012345678" },
      travellers: [traveller],
      billing,
      paymentMethod: "card",
    });
    const api = await submit({
      request: await signedApiRequest("/api/booking/Booking/Booking", { method: "POST", body }),
      context: await stepContext(null),
      params: {},
    } as never);
    expect(api.status).toBe(400);
    const apiError = (await api.json()) as { code: string; issues: Array<{ path: string; message: string }> };
    expect(apiError.code).toBe("invalid_travellers");
    expect(apiError.issues).toEqual([{ path: "travellers.0.lastName", message: "errors.sandboxSurname" }]);

    const started = await startBooking(
      { db, inventory: env.INVENTORY, supplier, now: testClock(), holdMinutes: 20, extras: travelExtras },
      selectFirstFare(offer, { visitorId: "sandbox-surname-web" }),
    );
    if (started.kind !== "started") throw new Error(started.kind);
    const fields: Record<string, string> = {
      email: "sandbox@example.com",
      emailConfirm: "sandbox@example.com",
      phone: "+2348012345678",
    };
    for (const [key, value] of Object.entries(traveller)) fields[`travellers[0].${key}`] = value;
    const web = (await travellersAction({
      request: post(`/booking/${started.bookingId}/travellers`, fields),
      context: await stepContext("sandbox-surname-web"),
      params: { bookingId: started.bookingId },
    } as never)) as { init: { status: number }; data: { result: { error: Record<string, string[]> } } };
    expect(web.init.status).toBe(400);
    expect(web.data.result.error).toEqual({ "travellers[0].lastName": ["errors.sandboxSurname"] });
    expect(await getTravellers(db, started.bookingId)).toEqual([]);
    expect(await bookingPayments(db, started.bookingId)).toEqual([]);
  });
});

describe("every step's action enforces what its loader does", () => {
  test("with the travellers skipped, the payment, extras and seats actions go back to the travellers step and charge nothing", async () => {
    const { booking } = await startNine("skips-travellers");
    const context = () => stepContext("skips-travellers");
    const payment = await paymentAction({
      request: post(`/booking/${booking.id}/payment`, { ...billing, method: "card" }),
      context: await context(),
      params: { bookingId: booking.id },
    } as never).catch((thrown: unknown) => thrown);
    expect(payment).toBeInstanceOf(Response);
    expect((payment as Response).headers.get("Location")).toBe(`/booking/${booking.id}/travellers`);
    expect(await bookingPayments(db, booking.id)).toEqual([]);
    expect((await getBooking(db, booking.id))?.status).toBe("draft");

    for (const [action, path, params] of [
      [extrasAction, "extras", {}],
      [seatsAction, "seats/0-0/0", { flight: "0-0", traveller: "0" }],
    ] as const) {
      const thrown = await action({
        request: post(`/booking/${booking.id}/${path}`, { intent: "continue", seat: "1A" }),
        context: await context(),
        params: { bookingId: booking.id, ...params },
      } as never).catch((e: unknown) => e);
      expect((thrown as Response).headers.get("Location")).toBe(`/booking/${booking.id}/travellers`);
    }
  });

  test("a stranger learns nothing of a booking with a PNR: 404 before the guard's redirect", async () => {
    const { booking } = await startNine("owner-of-pnr");
    await env.DB.prepare("UPDATE bookings SET pnr = 'ABC123' WHERE id = ?").bind(booking.id).run();
    const stranger = await statusOf(async () =>
      paymentAction({
        request: post(`/booking/${booking.id}/payment`, {}),
        context: await stepContext("a-stranger"),
        params: { bookingId: booking.id },
      } as never),
    );
    expect(stranger).toBe(404);
  });
});

describe("storage failures answer the spec's messages", () => {
  test("a storage failure on the extras step answers the spec's message", async () => {
    const booking = (await startNine("visitor-extras")).booking;
    await saveTravellers(
      db,
      booking,
      {
        email: "e@example.com",
        emailConfirm: "e@example.com",
        phone: "+2348012345678",
        travellers: nineTravellers(travelDate(booking.offer)),
      } as never,
      testClock(),
    );
    const form = new FormData();
    form.set("intent", "continue");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const result = await extrasAction({
      request: new Request(`https://tern.test/booking/${booking.id}/extras`, { method: "POST", body: form }),
      context: await stepContext("visitor-extras", { db: brokenDb() }),
      params: { bookingId: booking.id },
    } as never);
    warn.mockRestore();
    expect(result).toMatchObject({ init: { status: 503 }, data: { alert: "errors.additionalServices" } });
    expect(en.errors.additionalServices).toBe("Failed to submit additional services data, please try again.");
  });

  test("a storage failure on the travellers step answers the spec's message and keeps the input", async () => {
    const booking = await startOne("visitor-storage");
    const broken = brokenDb();
    const form = new FormData();
    for (const [k, v] of Object.entries({
      "travellers[0].title": "MR",
      "travellers[0].firstName": "Ada",
      "travellers[0].lastName": "Obi",
      "travellers[0].dateOfBirth": "1990-01-01",
      "travellers[0].nationality": "NG",
      "travellers[0].gender": "female",
      "travellers[0].passportNumber": "A1234567",
      "travellers[0].passportAuthority": "NG",
      "travellers[0].passportIssuedOn": "2020-01-01",
      "travellers[0].passportExpiresOn": "2035-01-01",
      email: "ada@example.com",
      emailConfirm: "ada@example.com",
      phone: "+2348012345678",
    }))
      form.set(k, v);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const result = await travellersAction({
      request: new Request(`https://tern.test/booking/${booking.id}/travellers`, { method: "POST", body: form }),
      context: await stepContext("visitor-storage", { db: broken }),
      params: { bookingId: booking.id },
    } as never);
    warn.mockRestore();
    expect(result).toMatchObject({ init: { status: 503 }, data: { alert: "errors.customerInfo" } });
    expect(en.errors.customerInfo).toBe("Failed to submit customer information, please validate data and try again");
  });
});

describe("the extras step keeps the traveller's choices", () => {
  // London: extra bags are sold there (not on domestic flights), and insurance is the Europe cover.
  async function readyOne(visitorId: string) {
    const booking = await startOne(visitorId, "LHR");
    const contact = `${visitorId}@example.com`;
    const travellers = [adult("Okafor")];
    await saveTravellers(
      db,
      booking,
      { email: contact, emailConfirm: contact, phone: "+2348012345678", travellers } as never,
      testClock(),
    );
    return booking;
  }
  const extras = (visitorId: string, bookingId: string, fields: Record<string, string>) =>
    stepContext(visitorId).then((context) =>
      extrasAction({
        request: post(`/booking/${bookingId}/extras`, fields),
        context,
        params: { bookingId },
      } as never).catch((thrown: unknown) => thrown),
    );

  test("applying a promo code saves the chosen bag and insurance first, and stays on the step", async () => {
    await env.DB.prepare(
      "INSERT OR REPLACE INTO promo_codes (code, kind, value, currency, valid_from, valid_until) VALUES ('KEEPME', 'percent', 5, NULL, '2026-01-01', '2099-12-31')",
    ).run();
    const booking = await readyOne("keeps-choices");
    const answer = await extras("keeps-choices", booking.id, {
      intent: "promo",
      code: "keepme",
      "bags.0.0": "1",
      "addon-insurance": "INS-EUROPE-STANDARD",
    });
    expect((answer as Response).headers.get("Location")).toBe(`/booking/${booking.id}/extras`);
    const items = await getItems(db, booking.id);
    expect(items.filter((i) => i.kind === "bag").map((i) => i.quantity)).toEqual([1]);
    expect(items.filter((i) => i.kind === "addon").map((i) => i.code)).toEqual(["INS-EUROPE-STANDARD"]);
    // Its facts are kept with it, so the e-ticket names it without the catalog.
    expect(items.find((i) => i.kind === "addon")?.addon).toMatchObject({ kind: "insurance", tier: "standard" });
    expect((await getBooking(db, booking.id))?.promoCode).toBe("KEEPME");
  });

  test("opening a seat map from the extras step saves the bag and extras chosen first, then goes to the seat", async () => {
    const booking = await readyOne("keeps-choices-seat");
    const answer = await extras("keeps-choices-seat", booking.id, {
      intent: "seat:0-0:0",
      "bags.0.0": "1",
      "addon-insurance": "INS-EUROPE-STANDARD",
    });
    expect((answer as Response).headers.get("Location")).toBe(`/booking/${booking.id}/seats/0-0/0`);
    const items = await getItems(db, booking.id);
    expect(items.filter((i) => i.kind === "bag").map((i) => i.quantity)).toEqual([1]);
    expect(items.filter((i) => i.kind === "addon").map((i) => i.code)).toEqual(["INS-EUROPE-STANDARD"]);
    // Any other intent is refused as the form it is not.
    const forged = (await extras("keeps-choices-seat", booking.id, { intent: "seat:../../x:0" })) as {
      init: { status: number };
    };
    expect(forged.init.status).toBe(400);
  });

  test("an unknown promo code answers its message with the choices kept in the form", async () => {
    const booking = await readyOne("keeps-choices-unknown");
    const answer = (await extras("keeps-choices-unknown", booking.id, {
      intent: "promo",
      code: "NOPE99",
      "bags.0.0": "2",
      "addon-insurance": "INS-EUROPE-PREMIUM",
    })) as { init: { status: number }; data: { promoError: string; submitted: { bags: unknown; addons: string[] } } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.promoError).toBe("errors.promoUnknown");
    expect(answer.data.submitted).toEqual({ bags: { "0": { "0": "2" } }, addons: ["INS-EUROPE-PREMIUM"] });
  });

  test("one insurance tier at most: two policies are refused and nothing is saved", async () => {
    const booking = await readyOne("two-policies");
    const form = new URLSearchParams({ intent: "continue" });
    form.append("addons", "INS-EUROPE-BASIC");
    form.append("addons", "INS-EUROPE-PREMIUM");
    const answer = (await extrasAction({
      request: new Request(`https://tern.test/booking/${booking.id}/extras`, { method: "POST", body: form }),
      context: await stepContext("two-policies"),
      params: { bookingId: booking.id },
    } as never)) as { init: { status: number }; data: { errors: Record<string, { key: string }> } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors.addons).toEqual({ key: "errors.oneTierPerProduct" });
    expect(await getItems(db, booking.id)).toEqual([]);
    expect(en.errors.oneTierPerProduct).toBe("Choose one option of each product at most.");
  });
});
