import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { sessionStorageFor } from "~/domains/accounts/session.server";
import { i18nextMiddleware } from "~/i18n/i18next.server";
import { orderAccessToken } from "~/domains/core/access.server";
import { LOOKUP_FAILURES_PER_IP, LOOKUP_FAILURES_PER_REFERENCE, retrieveOrder } from "~/domains/orders/retrieve.server";
import { clientAddress } from "~/utils/security.server";
import { bookingReady, db, harness, startDaysAt } from "../../../tests/support/checkout";
import { statusOf, stepContext } from "../../../tests/support/requests";
import { memberContext } from "~/context";

const member = (id: string) => ({
  id,
  email: `${id}@example.com`,
  firstName: "Ade",
  lastName: "Okafor",
  phone: null,
  hasPassword: true,
  locale: "en-US" as const,
  createdAt: testClock().toISOString(),
});
import { loader as bookingLoader } from "./booking";
import { action as retrieveAction } from "./index";
import { testClock } from "../../../tests/support/clock";

// Retrieving a booking by reference and e-mail, and who may see it.
startDaysAt(520);

const post = (fields: Record<string, string>, ip: string) =>
  new Request("https://tern.test/manage-booking", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "CF-Connecting-IP": ip },
  });

async function answer(fields: Record<string, string>, ip: string) {
  const result = await retrieveAction({
    request: post(fields, ip),
    context: await stepContext(null),
    params: {},
  } as never).catch((thrown: unknown) => thrown);
  if (result instanceof Response) return { status: result.status, body: result.headers.get("Location") };
  const { init, data } = result as { init: { status: number }; data: unknown };
  return { status: init.status, body: JSON.stringify(data) };
}

describe("manage booking", () => {
  test("a wrong e-mail and an unknown reference answer the same, status and body", async () => {
    const booking = await bookingReady(harness(), "manage-same");
    const wrongEmail = await answer({ reference: booking.reference, email: "nobody@example.com" }, "198.51.100.1");
    const unknown = await answer({ reference: "ZZZZZZ", email: "nobody@example.com" }, "198.51.100.2");
    expect(wrongEmail.status).toBe(400);
    expect(unknown).toEqual({ ...wrongEmail, body: wrongEmail.body?.replace(booking.reference, "ZZZZZZ") });
    const found = await answer(
      { reference: booking.reference.toLowerCase(), email: "MANAGE-SAME@example.com" },
      "198.51.100.3",
    );
    expect(found).toEqual({ status: 302, body: `/manage-booking/${booking.id}` });
  });

  test(`failures stop at ${LOOKUP_FAILURES_PER_REFERENCE} per reference in the window, even with the right e-mail`, async () => {
    const booking = await bookingReady(harness(), "manage-guesser");
    const now = testClock();
    for (let i = 0; i < LOOKUP_FAILURES_PER_REFERENCE; i++) {
      const r = await retrieveOrder(
        db,
        { reference: booking.reference, email: `guess${i}@example.com` },
        { ip: `203.0.113.${i}` },
        now,
      );
      expect(r.kind).toBe("not_found");
    }
    const right = { reference: booking.reference, email: "manage-guesser@example.com" };
    expect((await retrieveOrder(db, right, { ip: "203.0.113.99" }, now)).kind).toBe("throttled");
    expect((await retrieveOrder(db, right, { ip: "203.0.113.99" }, new Date(now.getTime() + 16 * 60_000))).kind).toBe(
      "found",
    );
  });

  test(`past ${LOOKUP_FAILURES_PER_IP} failures an address slows to one look-up a minute, and is never locked out`, async () => {
    const booking = await bookingReady(harness(), "manage-carrier");
    const ip = "198.51.100.77";
    const start = testClock();
    for (let i = 0; i < LOOKUP_FAILURES_PER_IP; i++) {
      const r = await retrieveOrder(db, { reference: `ZZ${1000 + i}`, email: "x@example.com" }, { ip }, start);
      expect(r.kind).toBe("not_found");
    }
    const right = { reference: booking.reference, email: "manage-carrier@example.com" };
    // Another traveller behind the same address: one look-up goes through now, the next waits a minute, not 15.
    expect((await retrieveOrder(db, right, { ip }, start)).kind).toBe("found");
    expect(await retrieveOrder(db, right, { ip }, start)).toEqual({ kind: "throttled", minutes: 1 });
    const aMinuteOn = new Date(start.getTime() + 61_000);
    expect((await retrieveOrder(db, right, { ip }, aMinuteOn)).kind).toBe("found");
  });

  test("CF-Connecting-IP keys the limits only where the deployment trusts it", () => {
    const request = new Request("https://tern.test/manage-booking", { headers: { "CF-Connecting-IP": "203.0.113.5" } });
    expect(clientAddress(request, { TRUST_CF_CONNECTING_IP: "1" })).toBe("203.0.113.5");
    expect(clientAddress(request, { TRUST_CF_CONNECTING_IP: "0" })).toBe("unknown");
    const forged = new Request("https://tern.test/", { headers: { "CF-Connecting-IP": "<script>" } });
    expect(clientAddress(forged, { TRUST_CF_CONNECTING_IP: "1" })).toBe("unknown");
  });

  test("a booking opens only for its maker, its member, a browser that retrieved it, or a valid e-mailed link", async () => {
    const booking = await bookingReady(harness(), "manage-owner");
    // The page reads its words from the root middleware's i18next instance.
    const open = async (
      visitorId: string | null,
      url = `https://tern.test/manage-booking/${booking.id}`,
      memberId: string | null = null,
    ) => {
      const request = new Request(url);
      const context = await stepContext(visitorId);
      if (memberId) context.set(memberContext, member(memberId));
      let status = 0;
      await i18nextMiddleware({ request, context, params: {} } as never, async () => {
        status = await statusOf(() => bookingLoader({ request, context, params: { bookingId: booking.id } } as never));
        return new Response();
      });
      return status;
    };
    expect(await open("manage-owner")).toBe(200);
    expect(await open("a-stranger")).toBe(404);
    // A member's booking: its member, signed in on any browser, opens it from My Trips; another member does not.
    await env.DB.prepare("UPDATE bookings SET member_id = 'member-owner' WHERE id = ?").bind(booking.id).run();
    const page = `https://tern.test/manage-booking/${booking.id}`;
    expect(await open("another-browser", page, "member-owner")).toBe(200);
    expect(await open("another-browser", page, "member-other")).toBe(404);
    await env.DB.prepare("UPDATE bookings SET member_id = NULL WHERE id = ?").bind(booking.id).run();
    expect(await open(null)).toBe(404);
    const token = orderAccessToken(env.SESSION_SECRET, booking.id, testClock());
    const viaLink = await bookingLoader({
      request: new Request(`https://tern.test/manage-booking/${booking.id}?access=${token}`),
      context: await stepContext("a-stranger"),
      params: { bookingId: booking.id },
    } as never).catch((thrown: unknown) => thrown);
    expect((viaLink as Response).status).toBe(302);
    const cookie = (viaLink as Response).headers.get("Set-Cookie") ?? "";
    const session = await sessionStorageFor(env.SESSION_SECRET).getSession(cookie);
    expect(session.get("granted")).toEqual([booking.id]);
    const forged = orderAccessToken("another-secret", booking.id, testClock());
    expect(await open("a-stranger", `https://tern.test/manage-booking/${booking.id}?access=${forged}`)).toBe(404);
  });
});
