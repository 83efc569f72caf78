import { describe, expect, test } from "vitest";
import { bookingPayments, submitPayment } from "~/domains/bookings/payment.server";
import { billing, bookingReady, fresh, harness, startDaysAt } from "../../tests/support/checkout";
import { statusOf, stepContext } from "../../tests/support/requests";
import { loader } from "./payments-return";

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
});
