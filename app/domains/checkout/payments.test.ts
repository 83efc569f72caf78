import { describe, expect, test } from "vitest";
import { AUTH_HASH_WINDOW_MS, authHash, checkAuthHash } from "~/lib/api-auth.server";
import { BillingSchema, cardFormSchema, expiryValid, luhn, paymentMethodsFor } from "./schema";
import { isTestCard } from "./sandbox/test-cards";
import { signWebhook, verifyWebhook } from "./webhooks";

const event = {
  id: "evt_1",
  type: "payment.succeeded",
  data: { sessionId: "cs_0", merchantKey: "b-p1", status: "succeeded", amount: 1000, currency: "NGN" },
  created: "2026-11-22T00:00:00.000Z",
};

describe("payments", () => {
  test("card numbers carry a Luhn check digit; the test cards pass it", () => {
    expect(luhn("4242424242424242")).toBe(true);
    expect(luhn("4000000000000002")).toBe(true);
    expect(luhn("4000002760003184")).toBe(true);
    expect(luhn("4242424242424241")).toBe(false);
    expect(
      cardFormSchema(new Date("2026-11-22T00:00:00Z")).safeParse({
        cardNumber: "4242 4242 4242 4241",
        expiry: "12/34",
        cvc: "123",
        cardholder: "A",
      }).success,
    ).toBe(false);
  });

  test("a card is valid through the last day of its expiry month", () => {
    const now = new Date("2026-11-22T00:00:00Z");
    expect(expiryValid("11/26", now)).toBe(true);
    expect(expiryValid("10/26", now)).toBe(false);
    expect(expiryValid("01/27", now)).toBe(true);
  });

  test("only the sandbox's test cards are shown back after an error, however they were typed", () => {
    expect(isTestCard("4242424242424242")).toBe(true);
    expect(isTestCard("4000-0027-6000-3184")).toBe(true);
    expect(isTestCard("5555 5555 5555 4444")).toBe(false);
    expect(isTestCard(undefined)).toBe(false);
  });

  test("an expiry reads as people type it, with one message when it is wrong or past", () => {
    const now = new Date("2026-11-22T00:00:00Z");
    const expiry = (typed: string) => {
      const parsed = cardFormSchema(now).shape.expiry.safeParse(typed);
      return parsed.success ? parsed.data : parsed.error.issues.map((issue) => issue.message);
    };
    for (const typed of ["1228", "12/28", "12 / 28", "12-28", " 12/28 "]) expect(expiry(typed)).toBe("12/28");
    expect(expiry("1325")).toEqual(["errors.expiry"]);
    expect(expiry("128")).toEqual(["errors.expiry"]);
    expect(expiry("1025")).toEqual(["errors.expired"]);
    expect(expiry("")).toEqual(["errors.expiry"]);
  });

  test("a postal code where the country's addresses have one, in its pattern (Google's address metadata)", () => {
    const billing = { nameOnCard: "Ada Obi", address: "1 Road", city: "Town", state: "" };
    const zip = (country: string, zipCode: string) => {
      const parsed = BillingSchema.safeParse({ ...billing, country, zipCode });
      return parsed.success ? "ok" : parsed.error.issues.map((issue) => issue.message);
    };
    expect(zip("NG", "")).toBe("ok");
    expect(zip("NG", "101001")).toBe("ok");
    expect(zip("AE", "")).toBe("ok");
    expect(zip("GB", "")).toEqual(["errors.zipRequired"]);
    expect(zip("GB", "sw1a 1aa")).toBe("ok");
    expect(zip("GB", "12345")).toEqual(["errors.zipFormat"]);
    expect(zip("US", "1234")).toEqual(["errors.zipFormat"]);
    expect(zip("FR", "75001")).toBe("ok");
  });

  test("billing info: every field but the state is required, with the spec's messages", () => {
    const result = BillingSchema.safeParse({ nameOnCard: "", address: "", zipCode: "!!", city: "", country: "XX" });
    expect(result.success).toBe(false);
    const messages: Record<string, string> = {};
    // The first message of each field is the one shown.
    for (const issue of result.error?.issues ?? []) messages[issue.path.join(".")] ??= issue.message;
    expect(messages).toEqual({
      nameOnCard: "errors.required",
      address: "errors.required",
      zipCode: "errors.invalid",
      city: "errors.required",
      country: "errors.invalid",
    });
  });

  test("each market has its payment options; the UAE sandbox market has none", () => {
    const sandbox = { transferCurrencies: "any" as const };
    expect(paymentMethodsFor("NG", "NGN", sandbox)).toEqual(["card", "bank_transfer"]);
    expect(paymentMethodsFor("US", "USD", sandbox)).toEqual(["card"]);
    expect(paymentMethodsFor("AE", "AED", sandbox)).toEqual([]);
  });

  test("a gateway with transfer accounts in some currencies only (Paystack: naira) offers the card elsewhere", () => {
    const paystack = { transferCurrencies: ["NGN"] as const };
    expect(paymentMethodsFor("NG", "NGN", paystack)).toEqual(["card", "bank_transfer"]);
    expect(paymentMethodsFor("GH", "GHS", paystack)).toEqual(["card"]);
    expect(paymentMethodsFor("NG", "USD", paystack)).toEqual(["card"]);
  });

  test("webhooks: the gateway's signature verifies; another secret, another body or an old timestamp does not", async () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const body = JSON.stringify(event);
    const signature = await signWebhook("s3cret", body, now);
    expect(await verifyWebhook("s3cret", body, signature, now)).toEqual(event);
    expect(await verifyWebhook("other", body, signature, now)).toBeNull();
    expect(await verifyWebhook("s3cret", body.replace("1000", "1"), signature, now)).toBeNull();
    expect(await verifyWebhook("s3cret", body, signature, new Date(now.getTime() + 301_000))).toBeNull();
    // The window's edges, on both sides: 300 seconds pass, 301 do not.
    for (const [shift, ok] of [
      [-301, false],
      [-300, true],
      [300, true],
      [301, false],
    ] as const) {
      const at = new Date(now.getTime() + shift * 1000);
      const signed = await signWebhook("s3cret", body, at);
      expect(await verifyWebhook("s3cret", body, signed, now), `${shift} s`).toEqual(ok ? event : null);
    }
    expect(await verifyWebhook("s3cret", body, "t=1,v1=zz", now)).toBeNull();
  });

  test("X-Auth-Hash is SHA-512 of segment, timestamp and key, then the method, path with query and body digest", async () => {
    const request = {
      method: "post",
      pathAndQuery: "/api/booking/Booking/Booking?x=1",
      timestamp: "2026-11-22T12:00:00.000Z",
      key: "salt",
      body: '{"a":1}',
    };
    const hash = await authHash(request);
    const { createHash } = await import("node:crypto");
    const bodyDigest = createHash("sha256").update('{"a":1}').digest("hex");
    expect(hash).toBe(
      createHash("sha512")
        .update(`Booking2026-11-22T12:00:00.000Zsalt\nPOST\n/api/booking/Booking/Booking?x=1\n${bodyDigest}`)
        .digest("hex"),
    );
    for (const change of [
      { body: '{"a":2}' },
      { pathAndQuery: "/api/booking/Booking/Booking?x=2" },
      { method: "GET" },
      { key: "other" },
    ]) {
      expect(await authHash({ ...request, ...change })).not.toBe(hash);
    }
  });

  test("X-Auth-Hash's TimeStamp window, on both sides of its edges: 5 minutes pass, a millisecond more does not", async () => {
    const now = new Date("2026-11-22T12:00:00.000Z");
    const path = "/api/booking/BookingConfirmation/Get?bookingId=aaaaaaaaaaaaaaaa";
    for (const [shiftMs, ok] of [
      [-AUTH_HASH_WINDOW_MS - 1, false],
      [-AUTH_HASH_WINDOW_MS, true],
      [AUTH_HASH_WINDOW_MS, true],
      [AUTH_HASH_WINDOW_MS + 1, false],
    ] as const) {
      const timestamp = new Date(now.getTime() + shiftMs).toISOString();
      const hash = await authHash({ method: "GET", pathAndQuery: path, timestamp, key: "k", body: "" });
      const request = new Request(`https://tern.test${path}`, {
        headers: { TimeStamp: timestamp, "X-Auth-Hash": hash },
      });
      expect((await checkAuthHash(request, "", "k", now)).ok, `${shiftMs} ms`).toBe(ok);
    }
  });
});
