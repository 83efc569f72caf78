import { env } from "cloudflare:test";
import { Webhook } from "svix";
import { beforeAll, describe, expect, test } from "vitest";
import { envContext } from "~/context";
import { startSession } from "~/domains/accounts/sessions.server";
import { createTraveller } from "~/domains/accounts/travellers.server";
import { agentToken } from "~/domains/agents/token";
import { agents } from "~/db/schema";
import { submitPayment } from "~/domains/bookings/payment.server";
import type { Booking } from "~/domains/bookings/types";
import { orderAccessToken } from "~/domains/core/access.server";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import {
  billing,
  bookingReady,
  db,
  harness,
  REFUND_REQUEST,
  SECRET,
  startDaysAt,
  ticketedBooking,
} from "../../../tests/support/checkout";
import { testClock, testDay } from "../../../tests/support/clock";
import { apiBookingBody, firstOffer } from "../../../tests/support/offers";
import { answered, documentedSuccesses, expectAsDocumented } from "../../../tests/support/openapi";
import { signedApiRequest, workerContext } from "../../../tests/support/requests";
import { API_TRAVELLER, registerMember } from "../../../tests/support/accounts";
import * as airports from "./airports";
import * as confirmation from "./booking-confirmation";
import * as history from "./booking-history";
import * as submit from "./booking-submit";
import * as crm from "./crm-agent-bookings";
import * as customers from "./customers";
import * as emailWebhook from "./email-webhook";
import * as flights from "./flights-search";
import * as hotels from "./hotels";
import * as manage from "./manage-booking";
import * as paymentsWebhook from "./payments-webhook";
import * as travellers from "./travellers";

// Every success the OpenAPI document describes, answered for real and checked against the document's own schema
// (tests/support/openapi.ts): a field the routes add, drop or retype without the document fails here.

startDaysAt(2000);

type Handler = (args: never) => unknown;
interface Call {
  token?: string;
  access?: string;
  json?: unknown;
  env?: Record<string, string>;
  params?: Record<string, string>;
  headers?: Record<string, string>;
}

async function run(handler: Handler, path: string, init: Call = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  if (init.access) headers.set("X-Booking-Access", init.access);
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  if (body) headers.set("Content-Type", "application/json");
  const request = new Request(`https://tern.test${path}`, { method: body ? "POST" : "GET", headers, body });
  const context = await workerContext(request);
  if (init.env) context.set(envContext, { ...env, ...init.env } as Env);
  return answered(handler, { request, context, params: init.params ?? {} });
}

const accessTo = (booking: Pick<Booking, "id">) => orderAccessToken(env.SESSION_SECRET, booking.id, testClock(), 1);
const PASSWORD = "a long enough passphrase for the API";
const traveller = API_TRAVELLER;

const setup = {} as {
  email: string;
  token: string;
  travellerId: string;
  memberBooking: Booking;
  classic: Booking;
  awaitingTransfer: Booking;
  agentId: string;
};

beforeAll(async () => {
  const { email, member } = await registerMember(undefined, PASSWORD);
  const session = await startSession(db, member.id, "api", testClock());
  const saved = await createTraveller(db, member.id, traveller as never, { primary: false, now: testClock() });
  if (!saved.ok) throw new Error("no traveller");
  const h = harness();
  const awaitingTransfer = await bookingReady(h, "answers-transfer");
  await submitPayment(h.deps(), awaitingTransfer, billing("bank_transfer"), { returnUrl: "/r" });
  const agentId = `answers-agent-${crypto.randomUUID().slice(0, 8)}`;
  await db
    .insert(agents)
    .values({ id: agentId, name: "Amara Test", status: "active", createdAt: testClock().toISOString() });
  Object.assign(setup, {
    email,
    token: session.token,
    travellerId: saved.id,
    memberBooking: await ticketedBooking("answers-member", { memberId: member.id }),
    classic: await ticketedBooking("answers-classic", { familyCode: "ECONOMY_CLASSIC" }),
    awaitingTransfer,
    agentId,
  });
}, 60_000);

const stayQuery = () =>
  new URLSearchParams({ where: "Lagos", checkIn: testDay(30), checkOut: testDay(32), room: "2" }).toString();

/** One real call per documented success, answering it. */
const cases: Record<string, () => Promise<Response>> = {
  "GET /api/airports": () => run(airports.loader, "/api/airports?q=lagos"),
  "GET /api/flights/search": () =>
    run(flights.loader, `/api/flights/search?trip=return&from=LOS&to=ACC&depart=${testDay(31)}&return=${testDay(38)}`),
  "GET /api/hotels/search": () =>
    run(hotels.loader, `/api/hotels/search?${stayQuery()}`, { params: { target: "search" } }),
  "GET /api/hotels/{propertyId}": async () => {
    const search = await run(hotels.loader, `/api/hotels/search?${stayQuery()}`, { params: { target: "search" } });
    const { listings } = (await search.json()) as { listings: Array<{ property: { id: string } }> };
    const id = listings[0]?.property.id ?? "";
    return run(hotels.loader, `/api/hotels/${id}?${stayQuery()}`, { params: { target: id } });
  },
  "POST /api/booking/Booking/Booking": async () => {
    const offer = await firstOffer(new SandboxFlightSupplier(env.SESSION_SECRET), { to: "ABV", date: testDay(171) });
    const body = apiBookingBody(offer, { email: "answers@example.com", paymentMethod: "bank_transfer" });
    const request = await signedApiRequest("/api/booking/Booking/Booking", { method: "POST", body });
    return answered(submit.action, { request, context: await workerContext(request) });
  },
  "GET /api/booking/BookingConfirmation/Get": async () => {
    const request = await signedApiRequest(`/api/booking/BookingConfirmation/Get?bookingId=${setup.classic.id}`);
    return answered(confirmation.loader, { request, context: await workerContext(request) });
  },
  "POST /api/payments/webhook": async () => {
    const h = harness();
    const booking = await bookingReady(h, "answers-webhook");
    const paid = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
    await h.gateway().payByCard((paid as { url: string }).url.split("/").pop() ?? "", "4242424242424242");
    const [delivery] = h.deliveries.splice(0);
    if (!delivery) throw new Error("no delivery");
    const headers = { "Tern-Gateway-Signature": delivery.signature };
    return run(paymentsWebhook.action, "/api/payments/webhook", {
      json: JSON.parse(delivery.body),
      headers,
      env: { PAYMENT_WEBHOOK_SECRET: SECRET },
    });
  },
  "POST /api/email/webhook": async () => {
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    const event = {
      type: "email.delivered",
      created_at: testClock().toISOString(),
      data: { email_id: crypto.randomUUID(), to: ["a@example.com"] },
    };
    const id = `msg_${crypto.randomUUID()}`;
    const signature = new Webhook(secret).sign(id, testClock(), JSON.stringify(event));
    return run(emailWebhook.action, "/api/email/webhook", {
      json: event,
      headers: {
        "svix-id": id,
        "svix-timestamp": String(Math.floor(testClock().getTime() / 1000)),
        "svix-signature": signature,
      },
      env: { EMAIL_SENDER: "resend", RESEND_API_KEY: "re_test", RESEND_WEBHOOK_SECRET: secret },
    });
  },
  "POST /api/customers/SignIn": () =>
    run(customers.action, "/api/customers/SignIn", {
      json: { email: setup.email, password: PASSWORD },
      params: { operation: "SignIn" },
    }),
  "POST /api/customers/SendCode": () =>
    run(customers.action, "/api/customers/SendCode", {
      json: { email: "nobody-answers@example.com" },
      params: { operation: "SendCode" },
    }),
  "POST /api/customers/Update": () =>
    run(customers.action, "/api/customers/Update", {
      token: setup.token,
      json: { firstName: "Adaeze", lastName: "Obi" },
      params: { operation: "Update" },
    }),
  "GET /api/customers/GetCustomerAccountDetails": () =>
    run(customers.loader, "/api/customers/GetCustomerAccountDetails", {
      token: setup.token,
      params: { operation: "GetCustomerAccountDetails" },
    }),
  "GET /api/Traverllers/GetByCustomer": () =>
    run(travellers.loader, "/api/Traverllers/GetByCustomer", {
      token: setup.token,
      params: { operation: "GetByCustomer" },
    }),
  "POST /api/Traverllers/Create": () =>
    run(travellers.action, "/api/Traverllers/Create", {
      token: setup.token,
      json: traveller,
      params: { operation: "Create" },
    }),
  "POST /api/Traverllers/Update": () =>
    run(travellers.action, "/api/Traverllers/Update", {
      token: setup.token,
      json: { ...traveller, id: setup.travellerId, firstName: "Kwabena" },
      params: { operation: "Update" },
    }),
  "GET /api/booking/BookingHistory/GetBookingListingAsync": () =>
    run(history.loader, "/api/booking/BookingHistory/GetBookingListingAsync", {
      token: setup.token,
      params: { operation: "GetBookingListingAsync" },
    }),
  "GET /api/booking/BookingHistory/GetBookingByIdAsync": () =>
    run(history.loader, `/api/booking/BookingHistory/GetBookingByIdAsync?bookingId=${setup.memberBooking.id}`, {
      token: setup.token,
      params: { operation: "GetBookingByIdAsync" },
    }),
  "POST /api/manage-booking/Retrieve": () =>
    run(manage.action, "/api/manage-booking/Retrieve", {
      json: { reference: setup.classic.reference, email: "answers-classic@example.com" },
      params: { operation: "Retrieve" },
    }),
  "GET /api/manage-booking/Actions": () =>
    run(manage.loader, `/api/manage-booking/Actions?bookingId=${setup.classic.id}`, {
      access: accessTo(setup.classic),
      params: { operation: "Actions" },
    }),
  "POST /api/manage-booking/ResendTicket": () =>
    run(manage.action, "/api/manage-booking/ResendTicket", {
      access: accessTo(setup.classic),
      json: { bookingId: setup.classic.id },
      params: { operation: "ResendTicket" },
    }),
  "GET /api/manage-booking/RefundQuote": () =>
    run(manage.loader, `/api/manage-booking/RefundQuote?bookingId=${setup.memberBooking.id}`, {
      access: accessTo(setup.memberBooking),
      params: { operation: "RefundQuote" },
    }),
  "POST /api/manage-booking/RefundRequest": () =>
    run(manage.action, "/api/manage-booking/RefundRequest", {
      access: accessTo(setup.memberBooking),
      json: { bookingId: setup.memberBooking.id, ...REFUND_REQUEST, positions: [0], terms: true },
      params: { operation: "RefundRequest" },
    }),
  "POST /api/manage-booking/ConfirmPayment": () =>
    run(manage.action, "/api/manage-booking/ConfirmPayment", {
      access: accessTo(setup.awaitingTransfer),
      json: {
        bookingId: setup.awaitingTransfer.id,
        payer: "Ade Okafor",
        amount: "1000",
        channel: "bank_transfer",
        reference: "ANSWERS-TRANSFER-1",
        bankName: "Sandbox Bank",
      },
      params: { operation: "ConfirmPayment" },
    }),
  "GET /api/manage-booking/Eligibility": () =>
    run(manage.loader, `/api/manage-booking/Eligibility?bookingId=${setup.classic.id}`, {
      access: accessTo(setup.classic),
      params: { operation: "Eligibility" },
    }),
  "GET /api/manage-booking/ChangeQuote": () => {
    const date = setup.classic.offer.slices[0]?.segments[0]?.departLocal.slice(0, 10) ?? "";
    const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const query = new URLSearchParams({ bookingId: setup.classic.id, dates: next, cabin: setup.classic.offer.cabin });
    return run(manage.loader, `/api/manage-booking/ChangeQuote?${query}`, {
      access: accessTo(setup.classic),
      params: { operation: "ChangeQuote" },
    });
  },
  "GET /api/crm-agent/bookings": () =>
    run(crm.loader, "/api/crm-agent/bookings", {
      headers: {
        Authorization: `Bearer ${agentToken(env.AGENT_TOKEN_SECRET, setup.agentId, new Date(testClock().getTime() + 3_600_000))}`,
      },
    }),
};

describe("the API's answers, as /api/openapi.json describes them", () => {
  test("every documented success has a case here", () => {
    expect(Object.keys(cases).sort()).toEqual(documentedSuccesses().sort());
  });

  test.each(Object.keys(cases))("%s", async (operation) => {
    const response = await cases[operation]!();
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    await expectAsDocumented(operation, response);
  });
});
