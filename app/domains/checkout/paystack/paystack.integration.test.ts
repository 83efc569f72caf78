import { env } from "cloudflare:test";
import { delay, http, HttpResponse } from "msw";
import { describe, expect, test, vi } from "vitest";
import { createDb } from "~/db/client.server";
import { hmacSha512Hex } from "~/lib/digest";
import initialized from "../../../../tests/fixtures/paystack/initialize.json";
import duplicate from "../../../../tests/fixtures/paystack/duplicate-reference.json";
import transferAccount from "../../../../tests/fixtures/paystack/transfer-account.json";
import verifySuccess from "../../../../tests/fixtures/paystack/verify-success.json";
import verifyAbandoned from "../../../../tests/fixtures/paystack/verify-abandoned.json";
import notFound from "../../../../tests/fixtures/paystack/not-found.json";
import refundCreated from "../../../../tests/fixtures/paystack/refund-created.json";
import refundList from "../../../../tests/fixtures/paystack/refund-list.json";
import fullyReversed from "../../../../tests/fixtures/paystack/fully-reversed.json";
import rateLimited from "../../../../tests/fixtures/paystack/rate-limited.json";
import chargeSuccess from "../../../../tests/fixtures/paystack/webhook-charge-success.json";
import refundProcessed from "../../../../tests/fixtures/paystack/webhook-refund-processed.json";
import { filled, mswFetch } from "../../../../tests/support/msw";
import { testClock, testClockAhead } from "../../../../tests/support/clock";
import { GatewayError, type SessionInput } from "../gateway";
import { PAYSTACK_API } from "./api";
import { PaystackGateway, REFUND_IN_FLIGHT_MS } from "./gateway.server";
import { bookingPayments, submitPayment } from "~/domains/bookings/payment.server";
import { paymentReturned, receiveWebhookEvent } from "../webhooks.server";
import { billing, bookingReady, fresh, harness, startDaysAt } from "../../../../tests/support/checkout";

// The Paystack adapter against Paystack's documented answers (tests/fixtures/paystack), with msw's handlers answering
// its fetch inside workerd and its own records in the real D1: every call asserted, and each way Paystack can fail.

const db = createDb(env.DB);
startDaysAt(410);
const KEY = "sk_test_0123456789abcdef";
const api = (path: string) => `${PAYSTACK_API}${path}`;

function gateway(mock: ReturnType<typeof mswFetch>, now = testClock()) {
  return new PaystackGateway({
    db,
    now,
    secretKey: KEY,
    siteUrl: "https://tern.example",
    fetch: mock.fetch,
    timeoutMs: 50,
  });
}

const input = (amount = 1_250_000, currency: "NGN" | "EUR" | "GHS" = "NGN"): SessionInput => ({
  merchantKey: `${crypto.randomUUID().slice(0, 16)}-p1`,
  amount: { amount, currency },
  customerName: "Ade Okafor",
  customerEmail: "ade@example.com",
  locale: "en-US",
  returnUrl: "/booking/abc/summary",
});

const initializes = () =>
  http.post(api("/transaction/initialize"), async ({ request }) => {
    const body = (await request.json()) as { reference: string };
    return HttpResponse.json(filled(initialized, { reference: body.reference }));
  });
const verifies = (fixture: object, amount: number) =>
  http.get(api("/transaction/verify/:reference"), ({ params }) =>
    HttpResponse.json(filled(fixture, { reference: String(params.reference), amount })),
  );

describe("the Paystack gateway", () => {
  test("a card session: Paystack's checkout for the amount, kept and answered again without a second call", async () => {
    const mock = mswFetch(initializes());
    const session = input();
    const opened = await gateway(mock).createCardSession(session);
    expect(opened.url).toBe("https://checkout.paystack.com/0peioxfhpn");
    expect(opened.sessionId).toMatch(new RegExp(`^${session.merchantKey}\\.[a-z2-9]{8}$`));
    const [call] = mock.seen;
    expect(call?.method).toBe("POST");
    expect(call?.headers.get("Authorization")).toBe(`Bearer ${KEY}`);
    expect(JSON.parse(call?.body ?? "")).toEqual({
      email: "ade@example.com",
      amount: 1_250_000,
      currency: "NGN",
      reference: opened.sessionId,
      callback_url: "https://tern.example/payments/return",
      channels: ["card", "bank", "ussd", "mobile_money", "bank_transfer"],
      metadata: { merchant_key: session.merchantKey, cancel_action: "https://tern.example/booking/abc/summary" },
    });
    expect(await gateway(mock).createCardSession(session)).toEqual(opened);
    expect(mock.seen).toHaveLength(1);
    expect(await gateway(mock).returnTo(opened.sessionId)).toBe("/booking/abc/summary");
  });

  test("two sessions opened at once for one key answer the same page; the other is never shown", async () => {
    const mock = mswFetch(initializes());
    const session = input();
    const [a, b] = await Promise.all([
      gateway(mock).createCardSession(session),
      gateway(mock).createCardSession(session),
    ]);
    expect(a).toEqual(b);
  });

  test("a currency Paystack does not settle, a refusal, a rate limit and a timeout are GatewayErrors", async () => {
    const mock = mswFetch(initializes());
    await expect(gateway(mock).createCardSession(input(10_000, "EUR"))).rejects.toBeInstanceOf(GatewayError);
    expect(mock.seen).toHaveLength(0);

    mock.use(http.post(api("/transaction/initialize"), () => HttpResponse.json(duplicate, { status: 400 })));
    await expect(gateway(mock).createCardSession(input())).rejects.toThrow(/refused: duplicate_reference/);

    mock.use(
      http.post(api("/transaction/initialize"), () =>
        HttpResponse.json(rateLimited, { status: 429, headers: { "ratelimit-reset": "12" } }),
      ),
    );
    await expect(gateway(mock).createCardSession(input())).rejects.toThrow(/429 \(retry after 12\)/);

    mock.use(http.post(api("/transaction/initialize"), () => delay("infinite")));
    const timedOut = await gateway(mock)
      .createCardSession(input())
      .catch((error: unknown) => error);
    expect(timedOut).toBeInstanceOf(GatewayError);
    expect(String(timedOut)).not.toContain(KEY);
  });

  test("a bank transfer: Paystack's one-off account for the exact naira amount; other currencies are refused", async () => {
    const mock = mswFetch(
      http.post(api("/charge"), async ({ request }) => {
        const body = (await request.json()) as { reference: string };
        return HttpResponse.json(filled(transferAccount, { reference: body.reference }));
      }),
    );
    const session = input(4_500_000);
    const expiresAt = testClockAhead(2 * 86_400_000)();
    const { sessionId, account } = await gateway(mock).createBankTransfer({ ...session, expiresAt });
    expect(account).toEqual({
      bankName: "Test Bank",
      accountNumber: "1260021565",
      accountName: "PAYSTACK CHECKOUT",
      amount: { amount: 4_500_000, currency: "NGN" },
      reference: sessionId,
      expiresAt: "2026-11-28T10:30:00.000Z",
    });
    expect(JSON.parse(mock.seen[0]?.body ?? "")).toEqual({
      email: "ade@example.com",
      amount: 4_500_000,
      reference: sessionId,
      bank_transfer: { account_expires_at: expiresAt.toISOString() },
      metadata: { merchant_key: session.merchantKey },
    });
    await expect(gateway(mock).createBankTransfer({ ...input(100, "GHS"), expiresAt })).rejects.toThrow(/NGN only/);
  });

  test("verify: paid, left unpaid, closed by Tern, unknown; a transfer claim matches only money Paystack has", async () => {
    const mock = mswFetch(initializes(), verifies(verifySuccess, 1_250_000));
    const { sessionId } = await gateway(mock).createCardSession(input());
    expect(await gateway(mock).getSession(sessionId)).toEqual({
      id: sessionId,
      merchantKey: expect.any(String),
      status: "succeeded",
      amount: { amount: 1_250_000, currency: "NGN" },
    });
    const claim = { reference: sessionId, amount: { amount: 1_250_000, currency: "NGN" as const } };
    expect(await gateway(mock).confirmTransfer(sessionId, claim)).toBe("matched");
    expect(await gateway(mock).confirmTransfer(sessionId, { ...claim, amount: { amount: 1, currency: "NGN" } })).toBe(
      "unmatched",
    );

    mock.use(verifies(verifyAbandoned, 1_250_000));
    expect((await gateway(mock).getSession(sessionId))?.status).toBe("open");
    expect((await gateway(mock).cancel(sessionId))?.status).toBe("cancelled");
    // A closed attempt's page is never given out again.
    await expect(
      gateway(mock).createCardSession({
        ...input(),
        merchantKey: (await gateway(mock).getSession(sessionId))!.merchantKey,
      }),
    ).rejects.toThrow(/closed/);

    mock.use(http.get(api("/transaction/verify/:reference"), () => HttpResponse.json(notFound, { status: 404 })));
    expect((await gateway(mock).getSession(sessionId))?.status).toBe("cancelled");
    expect(await gateway(mock).getSession("not-ours.abcdefgh")).toBeNull();
  });

  test("refunds: one per key, asked once; in flight, not asked twice; lost with its Worker, found by its note", async () => {
    const refunds: Array<{ transaction: string; amount?: number; merchant_note: string }> = [];
    const mock = mswFetch(
      initializes(),
      http.post(api("/refund"), async ({ request }) => {
        const body = (await request.json()) as (typeof refunds)[number];
        refunds.push(body);
        return HttpResponse.json(
          filled(refundCreated, {
            reference: body.transaction,
            amount: body.amount ?? 1_250_000,
            note: body.merchant_note,
          }),
        );
      }),
    );
    const { sessionId } = await gateway(mock).createCardSession(input());
    const first = await gateway(mock).refund(sessionId, { key: "pay-1", amount: { amount: 250_000, currency: "NGN" } });
    expect(first).toEqual({ refundId: "15581137", amount: { amount: 250_000, currency: "NGN" } });
    expect(refunds).toEqual([{ transaction: sessionId, amount: 250_000, merchant_note: "tern:pay-1" }]);
    expect(await gateway(mock).refund(sessionId, { key: "pay-1" })).toEqual(first);
    expect(refunds).toHaveLength(1);

    // A Worker stopped after Paystack took the refund and before it was recorded: the claim stays without an id.
    mock.use(http.post(api("/refund"), () => delay("infinite")));
    await expect(gateway(mock).refund(sessionId, { key: "pay-2" })).rejects.toBeInstanceOf(GatewayError);
    // Asked again at once: it may still be in flight, so Paystack is not asked a second time.
    await expect(gateway(mock).refund(sessionId, { key: "pay-2" })).rejects.toThrow(/in flight/);
    const later = testClockAhead(REFUND_IN_FLIGHT_MS + 1000)();
    mock.use(
      http.get(api("/refund"), ({ request }) => {
        expect(new URL(request.url).searchParams.get("from")).toBeTruthy();
        return HttpResponse.json(filled(refundList, { reference: sessionId, amount: 1_000_000, note: "tern:pay-2" }));
      }),
    );
    const calls = mock.seen.length;
    expect(await gateway(mock, later).refund(sessionId, { key: "pay-2" })).toEqual({
      refundId: "15581137",
      amount: { amount: 1_000_000, currency: "NGN" },
    });
    expect(mock.seen.slice(calls).map((c) => c.method)).toEqual(["GET"]);

    // Paystack refuses (already given back): nothing recorded, the caller is told.
    mock.use(http.post(api("/refund"), () => HttpResponse.json(fullyReversed, { status: 400 })));
    await expect(gateway(mock).refund(sessionId, { key: "pay-3" })).rejects.toThrow(/transaction_reversed/);
  });

  test("webhooks: Paystack's signature, forged, unknown events and transactions that are not Tern's", async () => {
    const mock = mswFetch(initializes());
    const session = input(1_250_000);
    const { sessionId } = await gateway(mock).createCardSession(session);
    const body = JSON.stringify(
      filled(chargeSuccess, { reference: sessionId, amount: 1_250_000, key: session.merchantKey }),
    );
    const signed = (text: string, key = KEY) =>
      hmacSha512Hex(key, text).then((sig) => new Headers({ "x-paystack-signature": sig }));
    expect(await gateway(mock).readWebhook(body, await signed(body))).toEqual({
      id: "charge.success:4099260516",
      type: "payment.succeeded",
      data: { sessionId, merchantKey: session.merchantKey, status: "succeeded", amount: 1_250_000, currency: "NGN" },
      created: "2026-11-26T10:00:09.000Z",
    });
    expect(await gateway(mock).readWebhook(body, await signed(body, "sk_test_someone_else"))).toBeNull();
    expect(await gateway(mock).readWebhook(body, new Headers())).toBeNull();
    expect(await gateway(mock).readWebhook(`${body} `, await signed(body))).toBeNull();
    const broken = JSON.stringify({ event: "charge.success", data: { reference: sessionId } });
    expect(await gateway(mock).readWebhook(broken, await signed(broken))).toBeNull();
    const other = JSON.stringify({ event: "subscription.create", data: {} });
    expect(await gateway(mock).readWebhook(other, await signed(other))).toBe("ignored");
    const notOurs = JSON.stringify(filled(chargeSuccess, { reference: "someone-else.abcdefgh", amount: 5 }));
    expect(await gateway(mock).readWebhook(notOurs, await signed(notOurs))).toBe("ignored");
    const refund = JSON.stringify(filled(refundProcessed, { reference: sessionId, amount: 1_250_000 }));
    expect(await gateway(mock).readWebhook(refund, await signed(refund))).toMatchObject({
      id: `refund.processed:${sessionId}:TRFtestrefund01`,
      type: "refund.succeeded",
    });
    expect(mock.seen).toHaveLength(1);
    vi.restoreAllMocks();
  });

  test("webhooks through the checkout, out of order and replayed: each confirmed with Paystack, paid once", async () => {
    let status = "abandoned";
    let paid = 0;
    const mock = mswFetch(
      initializes(),
      http.get(api("/transaction/verify/:reference"), ({ params }) =>
        HttpResponse.json(
          filled(status === "success" ? verifySuccess : verifyAbandoned, {
            reference: String(params.reference),
            amount: paid,
          }),
        ),
      ),
    );
    const h = harness({ gateway: (now) => gateway(mock, now) });
    const booking = await bookingReady(h, crypto.randomUUID());
    await submitPayment(h.deps(), booking, billing("card"), { returnUrl: `/booking/${booking.id}/summary` });
    const [payment] = await bookingPayments(db, booking.id);
    if (!payment?.gatewayRef) throw new Error("no payment");
    paid = payment.amount.amount;
    const reference = payment.gatewayRef;
    const deliver = async (fixture: object) => {
      const body = JSON.stringify(filled(fixture, { reference, amount: paid, key: payment.id }));
      const headers = new Headers({ "x-paystack-signature": await hmacSha512Hex(KEY, body) });
      return receiveWebhookEvent(h.deps(), await h.deps().gateway.readWebhook(body, headers));
    };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // A refund's event before the charge's: recorded as seen, nothing moves.
    expect(await deliver(refundProcessed)).toEqual({ ok: true, duplicate: false });
    // The charge's event before Paystack has the money (verify says abandoned): not believed, nothing moves.
    expect(await deliver(chargeSuccess)).toEqual({ ok: true, duplicate: false });
    expect((await fresh(booking.id)).status).toBe("pending_payment");
    expect(warn).toHaveBeenCalledWith("payment webhook says succeeded, the gateway does not", expect.any(String));
    // Paystack has it now, and sends the event again (its retry): the same id is a duplicate, the sweep will ask.
    status = "success";
    expect(await deliver(chargeSuccess)).toEqual({ ok: true, duplicate: true });
    // What settles it is asking Paystack again: the traveller's return (or the cron's sweep), twice here, pays once.
    await paymentReturned(h.deps(), reference);
    await paymentReturned(h.deps(), reference);
    expect((await fresh(booking.id)).status).toBe("paid");
    expect(await bookingPayments(db, booking.id)).toEqual([expect.objectContaining({ status: "succeeded" })]);
  });
});
