import { workerContext } from "../../../tests/support/requests";
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { memberContext } from "~/context";
import { createRequestContext } from "~/context.server";
import { createDb } from "~/db/client.server";
import { memberForToken, startSession } from "~/domains/accounts/sessions.server";
import { createTraveller, listTravellers } from "~/domains/accounts/travellers.server";
import { getBooking, startBooking } from "~/domains/bookings/lifecycle.server";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import { sessionStorageFor } from "~/domains/accounts/session.server";
import * as bookingHistory from "~/routes/api/booking-history";
import { requireBookingStep } from "~/utils/booking-step.server";
import * as customers from "~/routes/api/customers";
import * as travellersApi from "~/routes/api/travellers";
import {
  API_TRAVELLER,
  RecordingSender,
  registerMember,
  SCRYPT_TIMEOUT,
  uniqueEmail,
} from "../../../tests/support/accounts";
import { firstOffer, selectFirstFare } from "../../../tests/support/offers";
import { action as codeAction } from "./code";
import { action as registerAction } from "./register";
import { action as emailAction } from "./sign-in";
import { action as passwordAction } from "./sign-in-password";
import { action as signOutAction } from "./sign-out";
import { travelExtras } from "~/domains/products/sandbox/catalog";
import { testClock, testDay } from "../../../tests/support/clock";

const db = createDb(env.DB);
const PASSWORD = "correct horse battery";

/** A request through the same context the Worker builds: cookie and Bearer token resolved as in production. */
async function call<T>(
  handler: (args: never) => T,
  path: string,
  init: { method?: string; form?: Record<string, string>; json?: unknown; cookie?: string; token?: string } = {},
  params: Record<string, string> = {},
) {
  const headers = new Headers();
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  let body: BodyInit | undefined;
  if (init.form) body = new URLSearchParams(init.form);
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers.set("Content-Type", "application/json");
  }
  if (init.form) headers.set("Content-Type", "application/x-www-form-urlencoded");
  const request = new Request(`https://tern.test${path}`, {
    method: init.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  const context = await workerContext(request);
  try {
    return await handler({ request, context, params } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown as T;
    throw thrown;
  }
}

const setCookie = (result: unknown) => (result instanceof Response ? result.headers.get("Set-Cookie") : null);
const statusOf = (result: unknown) =>
  result instanceof Response ? result.status : ((result as { init?: { status?: number } }).init?.status ?? 200);

async function memberTokenOf(cookieHeader: string) {
  const session = await sessionStorageFor(env.SESSION_SECRET).getSession(cookieHeader);
  return session.get("memberToken") ?? null;
}
const cookiePair = (header: string | null) => header?.split(";")[0] ?? "";

async function registeredMember(password = PASSWORD) {
  const { email, member } = await registerMember(new RecordingSender(), password);
  return { email, member };
}

describe("sign-in pages", { timeout: SCRYPT_TIMEOUT }, () => {
  test("set no session before success: e-mail step, wrong password, registration and wrong codes", async () => {
    const { email } = await registeredMember();
    const newcomer = uniqueEmail();
    const attempts = [
      await call(emailAction, "/account/sign-in", { form: { email } }),
      await call(emailAction, "/account/sign-in", { form: { email: "not an address" } }),
      await call(passwordAction, `/account/sign-in/password?email=${email}`, {
        form: { email, password: "wrong one" },
      }),
      await call(passwordAction, `/account/sign-in/password?email=${newcomer}`, {
        form: { email: newcomer, password: PASSWORD },
      }),
      await call(registerAction, `/account/register?email=${newcomer}`, {
        form: { email: newcomer, firstName: "Bola", lastName: "Ade" },
      }),
      await call(codeAction, `/account/register/verify?email=${newcomer}`, {
        form: { email: newcomer, code: "000000" },
      }),
      await call(codeAction, `/account/sign-in/code?email=${email}`, { form: { email, intent: "send" } }),
      await call(codeAction, `/account/sign-in/code?email=${email}`, { form: { email, code: "000000" } }),
    ];
    // No session cookie: at most a one-time notice ("A code was sent") rides along.
    for (const result of attempts) expect(setCookie(result) ?? "").not.toMatch(/__Host-tern_session=/);
    expect(
      attempts
        .map(setCookie)
        .filter(Boolean)
        .every((c) => /^tern_flash=/.test(c ?? "")),
    ).toBe(true);
    expect(attempts.map(statusOf)).toEqual([302, 400, 401, 401, 302, 401, 302, 401]);
    // The spec's message for a wrong password or code.
    const wrong = attempts[2] as { data: { result: { error: Record<string, string[]> } } };
    expect(wrong.data.result.error[""]).toEqual(["account:errors.credential"]);
  });

  test("a session id is new at every sign-in, and dead after sign-out", async () => {
    const { email, member } = await registeredMember();
    const form = { email, password: PASSWORD };
    // A browser that has been looking around: a visitor id, no member.
    const storage = sessionStorageFor(env.SESSION_SECRET);
    const anonymous = await storage.getSession();
    anonymous.set("visitorId", "browsing-visitor");
    const anonymousCookie = cookiePair(await storage.commitSession(anonymous));

    const first = await call(passwordAction, "/account/sign-in/password", { form, cookie: anonymousCookie });
    expect(statusOf(first)).toBe(302);
    expect(setCookie(first)).toMatch(/^__Host-tern_session=.*; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const firstCookie = cookiePair(setCookie(first));
    const firstToken = await memberTokenOf(firstCookie);
    expect(firstToken).toBeTruthy();
    expect((await memberForToken(db, firstToken ?? "", "web", testClock()))?.id).toBe(member.id);

    // Posting the sign-in form while signed in changes nothing: it goes to the profile.
    const again = await call(passwordAction, "/account/sign-in/password", { form, cookie: firstCookie });
    expect(setCookie(again)).toBeNull();

    const signedOut = await call(signOutAction, "/account/sign-out", { method: "POST", cookie: firstCookie });
    expect(statusOf(signedOut)).toBe(302);
    expect(setCookie(signedOut)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    // A copy of the cookie kept from before sign-out signs nobody in.
    expect(await memberForToken(db, firstToken ?? "", "web", testClock())).toBeNull();
    const context = await createRequestContext({
      request: new Request("https://tern.test/account", { headers: { Cookie: firstCookie } }),
      env,
      ctx: createExecutionContext(),
      nonce: "n",
    });
    expect(context.get(memberContext)).toBeNull();

    // Signing in again, even from the old cookie, makes another session id.
    const second = await call(passwordAction, "/account/sign-in/password", { form, cookie: firstCookie });
    const secondToken = await memberTokenOf(cookiePair(setCookie(second)));
    expect(secondToken).toBeTruthy();
    expect(secondToken).not.toBe(firstToken);
  });
});

describe("the browser's visitor id", { timeout: SCRYPT_TIMEOUT }, () => {
  const supplier = new SandboxFlightSupplier(env.SESSION_SECRET);
  const depart = testDay(46);

  /** Whether this cookie opens the booking's steps, as the routes decide. */
  async function opens(cookie: string, bookingId: string): Promise<boolean> {
    const request = new Request(`https://tern.test/booking/${bookingId}/summary`, { headers: { Cookie: cookie } });
    const context = await workerContext(request);
    return requireBookingStep({ request, context, params: { bookingId } }, { guard: false }).then(
      () => true,
      () => false,
    );
  }
  const visitorOf = async (cookie: string) =>
    (await sessionStorageFor(env.SESSION_SECRET).getSession(cookie)).get("visitorId") ?? "";

  test("changes at sign-in and sign-out: copied cookies open none of the member's bookings", async () => {
    const { email, member } = await registeredMember();
    const storage = sessionStorageFor(env.SESSION_SECRET);
    const anonymous = await storage.getSession();
    anonymous.set("visitorId", `pre-sign-in-${member.id}`);
    const beforeCookie = cookiePair(await storage.commitSession(anonymous));
    const offer = await firstOffer(supplier, { to: "ABV", date: depart });
    const before = await startBooking(
      { db, inventory: env.INVENTORY, supplier, now: testClock(), holdMinutes: 20, extras: travelExtras },
      selectFirstFare(offer, { visitorId: await visitorOf(beforeCookie) }),
    );
    if (before.kind !== "started") throw new Error(before.kind);
    expect(await opens(beforeCookie, before.bookingId)).toBe(true);

    const signedInResult = await call(passwordAction, "/account/sign-in/password", {
      form: { email, password: PASSWORD },
      cookie: beforeCookie,
    });
    const memberCookie = cookiePair(setCookie(signedInResult));
    expect(await visitorOf(memberCookie)).not.toBe(await visitorOf(beforeCookie));
    // The draft chosen before signing in is the member's now, and only theirs.
    expect((await getBooking(db, before.bookingId))?.memberId).toBe(member.id);
    expect(await opens(memberCookie, before.bookingId)).toBe(true);
    expect(await opens(beforeCookie, before.bookingId)).toBe(false);

    const after = await startBooking(
      { db, inventory: env.INVENTORY, supplier, now: testClock(), holdMinutes: 20, extras: travelExtras },
      selectFirstFare(offer, {
        visitorId: await visitorOf(memberCookie),
        memberId: member.id,
        familyCode: offer.families[1]?.code ?? "",
      }),
    );
    if (after.kind !== "started") throw new Error(after.kind);
    expect(await opens(memberCookie, after.bookingId)).toBe(true);
    expect(await opens(beforeCookie, after.bookingId)).toBe(false);

    await call(signOutAction, "/account/sign-out", { method: "POST", cookie: memberCookie });
    // A copy of the signed-in cookie, kept after sign-out, opens neither booking.
    expect(await opens(memberCookie, after.bookingId)).toBe(false);
    expect(await opens(memberCookie, before.bookingId)).toBe(false);
  });
});

describe("the member API", { timeout: SCRYPT_TIMEOUT }, () => {
  const supplier = new SandboxFlightSupplier(env.SESSION_SECRET);
  const depart = testDay(45);

  async function bookingFor(memberId: string) {
    const offer = await firstOffer(supplier, { to: "ACC", date: depart });
    const started = await startBooking(
      { db, inventory: env.INVENTORY, supplier, now: testClock(), holdMinutes: 20, extras: travelExtras },
      selectFirstFare(offer, { visitorId: `visitor-${memberId}`, memberId, search: "" }),
    );
    if (started.kind !== "started") throw new Error(started.kind);
    return started.bookingId;
  }

  const traveller = API_TRAVELLER;

  async function apiSignIn(email: string) {
    const response = (await call(
      customers.action,
      "/api/customers/SignIn",
      { json: { email, password: PASSWORD } },
      {
        operation: "SignIn",
      },
    )) as Response;
    expect(response.status).toBe(200);
    const body = (await response.json()) as { TokenData: { access_token: string; token_type: string } };
    expect(body.TokenData.token_type).toBe("Bearer");
    return body.TokenData.access_token;
  }

  test("SendCode answers an address with an account exactly as one without: 202, then 429 for a quick resend", async () => {
    const { email } = await registeredMember();
    const stranger = uniqueEmail();
    const answers = [];
    for (const address of [email, stranger]) {
      for (let i = 0; i < 2; i++) {
        const result = await call(
          customers.action,
          "/api/customers/SendCode",
          { json: { email: address } },
          { operation: "SendCode" },
        );
        const response = result as Response;
        answers.push([response.status, ((await response.json()) as { code?: string }).code ?? "sent"]);
      }
    }
    expect(answers).toEqual([
      [202, "sent"],
      [429, "cooldown"],
      [202, "sent"],
      [429, "cooldown"],
    ]);
  });

  test("a wrong password gets the spec's message and no token", async () => {
    const { email } = await registeredMember();
    const response = (await call(
      customers.action,
      "/api/customers/SignIn",
      { json: { email, password: "nope nope" } },
      {
        operation: "SignIn",
      },
    )) as Response;
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: "bad_credential",
      message: "The entered credential is incorrect. Please provide correct details to proceed.",
    });
  });

  test("a token only ever reaches its own member's account, travellers and bookings", async () => {
    const a = await registeredMember();
    const b = await registeredMember("b's own passphrase");
    const tokenA = await apiSignIn(a.email);
    const bTraveller = await createTraveller(db, b.member.id, traveller as never, { primary: false, now: testClock() });
    if (!bTraveller.ok) throw new Error("no traveller");
    const bBooking = await bookingFor(b.member.id);
    const aBooking = await bookingFor(a.member.id);
    /** One API call, its operation the path's last segment, answered as a Response. */
    const api = async <T>(handler: (args: never) => T, path: string, init: Parameters<typeof call>[2]) =>
      (await call(handler, path, init, { operation: path.split("?")[0]!.split("/").pop()! })) as Response;
    const asA = { token: tokenA };

    // Account: always the token's own member.
    const details = await api(customers.loader, "/api/customers/GetCustomerAccountDetails", asA);
    expect(((await details.json()) as { Customer: { email: string } }).Customer.email).toBe(a.email);
    const update = await api(customers.action, "/api/customers/Update", {
      ...asA,
      json: { firstName: "Adaeze", lastName: "Obi" },
    });
    expect(update.status).toBe(200);
    const password = await api(customers.action, "/api/customers/ChangeCustomerPassword", {
      ...asA,
      json: { currentPassword: PASSWORD, newPassword: "a's new passphrase" },
    });
    expect(password.status).toBe(204);
    // B is untouched: B's name and password are as they were.
    const withAsPassword = await api(customers.action, "/api/customers/SignIn", {
      json: { email: b.email, password: PASSWORD },
    });
    expect(withAsPassword.status).toBe(401);
    expect(await withAsPassword.json()).toMatchObject({ code: "bad_credential" });
    const bToken = await api(customers.action, "/api/customers/SignIn", {
      json: { email: b.email, password: "b's own passphrase" },
    });
    expect(bToken.status).toBe(200);

    // Travellers: B's traveller id finds nothing through A's token, for reading, changing or deleting.
    const list = await api(travellersApi.loader, "/api/Traverllers/GetByCustomer", asA);
    expect(((await list.json()) as { Travellers: unknown[] }).Travellers).toEqual([]);
    const changeB = await api(travellersApi.action, "/api/Traverllers/Update", {
      ...asA,
      json: { ...traveller, id: bTraveller.id, firstName: "Hijacked" },
    });
    expect(changeB.status).toBe(404);
    const deleteB = await api(travellersApi.action, "/api/Traverllers/Delete", { ...asA, json: { id: bTraveller.id } });
    expect(deleteB.status).toBe(404);
    expect((await listTravellers(db, b.member.id)).map((x) => x.firstName)).toEqual(["Kofi"]);
    const created = await api(travellersApi.action, "/api/Traverllers/Create", {
      ...asA,
      json: { ...traveller, id: bTraveller.id },
    });
    expect(created.status).toBe(201);
    // A given id is ignored on create: the new traveller is A's, with its own id.
    expect((await listTravellers(db, a.member.id)).map((x) => x.id)).not.toContain(bTraveller.id);
    expect(await listTravellers(db, b.member.id)).toHaveLength(1);

    // Bookings: A's list holds A's booking only; B's booking by id is not found.
    const listing = await api(bookingHistory.loader, "/api/booking/BookingHistory/GetBookingListingAsync", asA);
    const ids = ((await listing.json()) as { Bookings: Array<{ BookingId: string }> }).Bookings.map((x) => x.BookingId);
    expect(ids).toEqual([aBooking]);
    const byIdB = await api(
      bookingHistory.loader,
      `/api/booking/BookingHistory/GetBookingByIdAsync?bookingId=${bBooking}`,
      asA,
    );
    expect(byIdB.status).toBe(404);
    const byIdA = await api(
      bookingHistory.loader,
      `/api/booking/BookingHistory/GetBookingByIdAsync?bookingId=${aBooking}`,
      asA,
    );
    expect(byIdA.status).toBe(200);
    expect((await getBooking(db, bBooking))?.memberId).toBe(b.member.id);
  });

  test("every member endpoint refuses a missing, unknown, revoked or web-session token", async () => {
    const { email, member } = await registeredMember();
    const token = await apiSignIn(email);
    const web = await startSession(db, member.id, "web", testClock());
    const signOut = (await call(
      customers.action,
      "/api/customers/SignOut",
      { method: "POST", token },
      { operation: "SignOut" },
    )) as Response;
    expect(signOut.status).toBe(204);
    const endpoints: Array<[(args: never) => unknown, string, string, unknown]> = [
      [customers.loader, "/api/customers/GetCustomerAccountDetails", "GetCustomerAccountDetails", undefined],
      [
        customers.action,
        "/api/customers/ChangeCustomerPassword",
        "ChangeCustomerPassword",
        { newPassword: "whatever long" },
      ],
      [customers.action, "/api/customers/Update", "Update", { firstName: "X", lastName: "Y" }],
      [travellersApi.loader, "/api/Traverllers/GetByCustomer", "GetByCustomer", undefined],
      [travellersApi.action, "/api/Traverllers/Create", "Create", traveller],
      [travellersApi.action, "/api/Traverllers/Update", "Update", traveller],
      [travellersApi.action, "/api/Traverllers/Delete", "Delete", { id: crypto.randomUUID() }],
      [
        bookingHistory.loader,
        "/api/booking/BookingHistory/GetBookingListingAsync",
        "GetBookingListingAsync",
        undefined,
      ],
      [
        bookingHistory.loader,
        "/api/booking/BookingHistory/GetBookingByIdAsync?bookingId=aaaaaaaaaaaaaaaa",
        "GetBookingByIdAsync",
        undefined,
      ],
    ];
    for (const candidate of [undefined, "x".repeat(43), token, web.token]) {
      for (const [handler, path, operation, json] of endpoints) {
        const init = json === undefined ? { token: candidate } : { token: candidate, json };
        const response = (await call(handler, path, init, { operation })) as Response;
        expect(response.status, `${path} with ${candidate === undefined ? "no token" : "a bad token"}`).toBe(401);
      }
    }
  });
});
