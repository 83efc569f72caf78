import { describe, expect, test } from "vitest";
import { bookingPayments, submitPayment } from "~/domains/bookings/payment.server";
import { billing, bookingReady, fresh, harness, startDaysAt } from "../../tests/support/checkout";
import { statusOf, stepContext } from "../../tests/support/requests";
import { testClock } from "../../tests/support/clock";
import { envContext } from "~/context";
import { i18nextMiddleware } from "~/i18n/i18next.server";
import { loader } from "./payments-return";
import { action as sandboxPay, loader as sandboxPage } from "./pay";

// GET /payments/return (decision 019): back from the gateway's page, the traveller is sent to the page they paid
// from once the gateway has been asked; a reference Tern does not know, or none, is a 404.

startDaysAt(395);

const get = async (query: string) =>
  loader({
    request: new Request(`https://tern.example/payments/return${query}`),
    context: await stepContext(null),
    params: {},
  } as never);

describe("the return from the gateway's page", () => {
  test("a known session goes to its summary, paid when the gateway says so; anything else is a 404", async () => {
    const h = harness();
    const booking = await bookingReady(h, crypto.randomUUID());
    const summary = `/booking/${booking.id}/summary`;
    const paid = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: summary });
    const [payment] = await bookingPayments(h.deps().db, booking.id);
    const ref = payment?.gatewayRef ?? "";
    await h.gateway().payByCard((paid as { url: string }).url.split("/").pop() ?? "", "4242424242424242");
    // The webhook has not come (the queue is a list here): the return asks the gateway itself.
    const answer = (await get(`?trxref=${ref}&reference=${ref}`)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(summary);
    expect((await fresh(booking.id)).status).toBe("paid");
    expect(await statusOf(() => get("?reference=cs_000000000000000000000000"))).toBe(404);
    expect(await statusOf(() => get(""))).toBe(404);
  });

  test("the sandbox gateway's page sends the traveller back through the same return: the summary is paid at once", async () => {
    const h = harness();
    const booking = await bookingReady(h, crypto.randomUUID());
    const summary = `/booking/${booking.id}/summary`;
    const paid = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: summary });
    const sessionId = (paid as { url: string }).url.split("/").pop() ?? "";
    const expiry = new Date(Date.UTC(testClock().getUTCFullYear() + 3, 0, 1));
    const form = new URLSearchParams({
      cardNumber: "4242 4242 4242 4242",
      expiry: `01/${String(expiry.getUTCFullYear()).slice(2)}`,
      cvc: "123",
      cardholder: "Ade Okafor",
    });
    const request = new Request(`https://tern.example/pay/${sessionId}`, { method: "POST", body: form });
    const context = await stepContext(null);
    const back = (await sandboxPay({ request, context, params: { sessionId } } as never)) as Response;
    expect(back.headers.get("Location")).toBe(`/payments/return?reference=${sessionId}`);
    // No webhook has been delivered (the harness keeps them): the return alone makes the booking paid.
    const answer = (await get(`?reference=${sessionId}`)) as Response;
    expect(answer.headers.get("Location")).toBe(summary);
    expect((await fresh(booking.id)).status).toBe("paid");
  });

  test("the sandbox gateway's pages answer 404 in production and with a real gateway", async () => {
    const h = harness();
    const booking = await bookingReady(h, crypto.randomUUID());
    const paid = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" });
    const sessionId = (paid as { url: string }).url.split("/").pop() ?? "";
    const open = async (config: Partial<Env>) => {
      const context = await stepContext(null);
      context.set(envContext, { ...context.get(envContext), ...config } as Env);
      const request = new Request(`https://tern.example/pay/${sessionId}`);
      let status = 0;
      // The page reads its words from the root middleware's i18next instance.
      await i18nextMiddleware({ request, context, params: {} } as never, async () => {
        status = await statusOf(() => sandboxPage({ request, context, params: { sessionId } } as never));
        return new Response();
      });
      return status;
    };
    expect(await open({})).toBe(200);
    expect(await open({ APP_ENV: "production" })).toBe(404);
    expect(await open({ PAYMENT_GATEWAY: "paystack" })).toBe(404);
  });
});
