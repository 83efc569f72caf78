import { bookingPayments } from "~/domains/bookings/payment.server";
import { env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { clockContext, dbContext, envContext, localeContext, marketContext } from "~/context";
import { createDb } from "~/db/client.server";

import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import { apiBookingBody, firstOffer } from "../../../tests/support/offers";
import { signedApiRequest as signed } from "../../../tests/support/requests";
import { loader as confirmation } from "./booking-confirmation";
import { action as submit } from "./booking-submit";
import { testClock, testDay, testClockAhead } from "../../../tests/support/clock";

const db = createDb(env.DB);

function contextFor(locale: "en-US" | "fr-FR" = "en-US", vars: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(envContext, { ...env, ...vars } as Env);
  context.set(dbContext, db);
  context.set(clockContext, testClock);
  context.set(localeContext, { locale, prefix: null, saved: null });
  context.set(marketContext, { country: "NG", currency: locale === "fr-FR" ? "EUR" : "NGN" });
  return context;
}

const args = (request: Request, context = contextFor()) => ({ request, context, params: {} }) as never;

async function status(run: () => Promise<Response>): Promise<number> {
  try {
    return (await run()).status;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe("the booking API's X-Auth-Hash", () => {
  const GET = "/api/booking/BookingConfirmation/Get?bookingId=aaaaaaaaaaaaaaaa";

  test("a missing, wrong, stale, future or other request's hash is refused; a good one is let through once", async () => {
    const unsigned = new Request(`https://tern.test${GET}`);
    expect(await status(() => confirmation(args(unsigned)))).toBe(401);
    expect(await status(async () => confirmation(args(await signed(GET, { key: "guessed" }))))).toBe(401);
    const other = "/api/booking/BookingConfirmation/Get?bookingId=bbbbbbbbbbbbbbbb";
    expect(await status(async () => confirmation(args(await signed(GET, { signed: { pathAndQuery: other } }))))).toBe(
      401,
    );
    expect(await status(async () => confirmation(args(await signed(GET, { signed: { method: "POST" } }))))).toBe(401);
    const stale = testClockAhead(-6 * 60_000)();
    expect(await status(async () => confirmation(args(await signed(GET, { at: stale }))))).toBe(401);
    const future = testClockAhead(6 * 60_000)();
    expect(await status(async () => confirmation(args(await signed(GET, { at: future }))))).toBe(401);
    // Past the check: no such booking.
    const good = await signed(GET);
    expect(await status(() => confirmation(args(good.clone() as Request)))).toBe(404);
    // The same captured request again, within its window: refused, for this id and any other.
    const replay = await confirmation(args(good.clone() as Request)).catch((thrown: Response) => thrown);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ code: "replayed" });
    const moved = new Request(`https://tern.test${other}`, { headers: good.headers });
    expect(await status(() => confirmation(args(moved)))).toBe(401);
    const post = await signed("/api/booking/Booking/Booking", { method: "POST", body: "{}", signed: { body: "[]" } });
    expect(await status(() => submit(args(post)))).toBe(401);
  });

  test("each partner signs with its own key; an unknown partner or another partner's key is refused", async () => {
    const partnerKey = "k".repeat(40);
    const withPartners = contextFor("en-US", { API_PARTNERS: JSON.stringify({ "travel-co": partnerKey }) });
    const asPartner = await signed(GET, { partner: "travel-co", key: partnerKey });
    expect(await status(() => confirmation(args(asPartner, withPartners)))).toBe(404);
    const defaultKey = await signed(GET, { partner: "travel-co" });
    expect(await status(() => confirmation(args(defaultKey, withPartners)))).toBe(401);
    const unknown = await signed(GET, { partner: "nobody", key: partnerKey });
    expect(await status(() => confirmation(args(unknown, withPartners)))).toBe(401);
  });

  test("a whole booking in one call, repeated, is one booking; its confirmation follows Accept-Language and x-currency", async () => {
    const supplier = new SandboxFlightSupplier(env.SESSION_SECRET);
    const date = testDay(70);
    const offer = await firstOffer(supplier, { to: "ABV", date });
    const body = apiBookingBody(offer, { email: "api@example.com" });
    // A retry is signed again, at its own time: the same signature twice is a replay.
    const post = (retry = 0) =>
      signed("/api/booking/Booking/Booking", { method: "POST", body, at: testClockAhead(retry)() });
    const first = await submit(args(await post()));
    const again = await submit(args(await post(1)));
    expect(first.status).toBe(201);
    const created = (await first.json()) as {
      bookingId: string;
      status: string;
      payment: { url: string; amount: unknown };
    };
    const repeated = (await again.json()) as typeof created;
    expect(repeated.bookingId).toBe(created.bookingId);
    expect(repeated.payment.url).toBe(created.payment.url);
    expect(created.status).toBe("pending_payment");
    expect(created.payment.url).toMatch(/^https:\/\/tern\.test\/pay\/cs_[0-9a-f]{24}$/);

    const get = await confirmation(
      args(await signed(`/api/booking/BookingConfirmation/Get?bookingId=${created.bookingId}`), contextFor("fr-FR")),
    );
    const json = (await get.json()) as {
      FlightBookingDetails: {
        FlightBookingSummary: Record<string, unknown> & { DisplayTotal: { currency: string; formatted: string } };
      };
    };
    const summary = json.FlightBookingDetails.FlightBookingSummary;
    expect(summary).toMatchObject({
      PnrReferenceNumber: null,
      BookingStatusLabel: "En attente",
      PaymentStatusLabel: "En attente",
    });
    expect(summary.DisplayTotal.currency).toBe("EUR");
    expect(summary.DisplayTotal.formatted).toMatch(/€$/);
  });

  test("an Idempotency-Key reused with other parameters answers 422 and leaves the first booking as it was", async () => {
    const supplier = new SandboxFlightSupplier(env.SESSION_SECRET);
    const date = testDay(71);
    const offer = await firstOffer(supplier, { to: "ABV", date });
    const bodyWith = (firstName: string, paymentMethod: string) =>
      apiBookingBody(offer, { email: "key@example.com", firstName, paymentMethod });
    const post = (body: string, retry: number, headers: Record<string, string>) =>
      signed("/api/booking/Booking/Booking", { method: "POST", body, at: testClockAhead(retry)(), headers });
    const key = { "Idempotency-Key": "order-4711-abc" };
    const first = await submit(args(await post(bodyWith("Ngozi", "card"), 0, key)));
    expect(first.status).toBe(201);
    const { bookingId } = (await first.json()) as { bookingId: string };
    const again = await submit(args(await post(bodyWith("Ngozi", "card"), 1, key)));
    expect(((await again.json()) as { bookingId: string }).bookingId).toBe(bookingId);

    const changed = await submit(args(await post(bodyWith("Chidi", "bank_transfer"), 2, key)));
    expect(changed.status).toBe(422);
    expect(await changed.json()).toMatchObject({ code: "idempotency_key_reused" });
    expect((await bookingPayments(db, bookingId)).map((p) => [p.method, p.status])).toEqual([["card", "pending"]]);

    // Keys are each partner's own: another partner's same key is a new booking.
    const partnerKey = "p".repeat(40);
    const asPartner = await signed("/api/booking/Booking/Booking", {
      method: "POST",
      body: bodyWith("Chidi", "card"),
      partner: "travel-co",
      key: partnerKey,
      headers: key,
    });
    const theirs = await submit(
      args(asPartner, contextFor("en-US", { API_PARTNERS: JSON.stringify({ "travel-co": partnerKey }) })),
    );
    expect(theirs.status).toBe(201);
    expect(((await theirs.json()) as { bookingId: string }).bookingId).not.toBe(bookingId);
  });

  test("bad bodies are answered with a code and the message in the caller's language", async () => {
    const response = await submit(
      args(await signed("/api/booking/Booking/Booking", { method: "POST", body: "{" }), contextFor("fr-FR")),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: "invalid_body",
      message: "Le formulaire contient des erreurs, veuillez vérifier et corriger",
    });
  });
});
