import { env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { clockContext, dbContext, envContext, localeContext, marketContext } from "~/context";
import { createDb } from "~/db/client.server";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import { authHash } from "~/utils/api-auth.server";
import { firstOffer } from "../../../tests/support/offers";
import { loader as confirmation } from "./booking-confirmation";
import { action as submit } from "./booking-submit";

const db = createDb(env.DB);

function contextFor(locale: "en-US" | "fr-FR" = "en-US") {
  const context = new RouterContextProvider();
  context.set(envContext, env);
  context.set(dbContext, db);
  context.set(clockContext, () => new Date());
  context.set(localeContext, { locale, prefix: null, saved: null });
  context.set(marketContext, { country: "NG", currency: locale === "fr-FR" ? "EUR" : "NGN" });
  return context;
}

async function signed(path: string, init: RequestInit & { at?: Date; segment?: string; salt?: string } = {}) {
  const timestamp = (init.at ?? new Date()).toISOString();
  const segment = init.segment ?? path.split("?")[0]?.split("/").pop() ?? "";
  const hash = await authHash(segment, timestamp, init.salt ?? env.API_AUTH_SALT);
  return new Request(`https://tern.test${path}`, {
    ...init,
    headers: { TimeStamp: timestamp, "X-Auth-Hash": hash, "Content-Type": "application/json", ...init.headers },
  });
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

  test("a missing, wrong, stale or other path's hash is refused; a good one is let through", async () => {
    const unsigned = new Request(`https://tern.test${GET}`);
    expect(await status(() => confirmation(args(unsigned)))).toBe(401);
    expect(await status(async () => confirmation(args(await signed(GET, { salt: "guessed" }))))).toBe(401);
    expect(await status(async () => confirmation(args(await signed(GET, { segment: "Booking" }))))).toBe(401);
    const stale = new Date(Date.now() - 6 * 60_000);
    expect(await status(async () => confirmation(args(await signed(GET, { at: stale }))))).toBe(401);
    const future = new Date(Date.now() + 6 * 60_000);
    expect(await status(async () => confirmation(args(await signed(GET, { at: future }))))).toBe(401);
    // Past the check: no such booking.
    expect(await status(async () => confirmation(args(await signed(GET))))).toBe(404);
    const post = await signed("/api/booking/Booking/Booking", { method: "POST", body: "{}", segment: "Get" });
    expect(await status(() => submit(args(post)))).toBe(401);
  });

  test("a whole booking in one call, repeated, is one booking; its confirmation follows Accept-Language and x-currency", async () => {
    const supplier = new SandboxFlightSupplier();
    const date = new Date(Date.now() + 70 * 86_400_000).toISOString().slice(0, 10);
    const offer = await firstOffer(supplier, { to: "ABV", date });
    const body = JSON.stringify({
      offerId: offer.id,
      familyCode: offer.families[0]?.code,
      contact: { email: "api@example.com", phone: "+2348012345678" },
      travellers: [
        {
          title: "MS",
          firstName: "Ngozi",
          lastName: "Eze",
          dateOfBirth: "1990-02-03",
          nationality: "NG",
          gender: "female",
        },
      ],
      billing: { nameOnCard: "Ngozi Eze", address: "3 Allen Avenue", zipCode: "100001", city: "Ikeja", country: "NG" },
      paymentMethod: "card",
    });
    const post = () => signed("/api/booking/Booking/Booking", { method: "POST", body });
    const first = await submit(args(await post()));
    const again = await submit(args(await post()));
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
