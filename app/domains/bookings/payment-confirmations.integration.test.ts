import { bookingPayments } from "./payment.server";
import { describe, expect, test } from "vitest";
import { GatewayError } from "~/domains/checkout/gateway";

import { billing, bookingReady, db, fresh, harness, SECRET, startDaysAt } from "../../../tests/support/checkout";
import { submitPayment } from "./payment.server";
import { confirmPayment } from "./payment-confirmations.server";
import { processTicketing } from "./ticketing.server";
import { receivePaymentWebhook } from "~/domains/checkout/webhooks.server";

// Payment confirmation, recorded once, matched by the sandbox bank, moved on by the webhook once.
startDaysAt(600);

async function awaitingTransfer(visitorId: string) {
  const h = harness();
  const booking = await bookingReady(h, visitorId);
  await submitPayment(h.deps(), booking, billing("bank_transfer"), { returnUrl: "/r" });
  const [payment] = await bookingPayments(db, booking.id);
  if (!payment?.bank) throw new Error("no transfer account");
  return { h, booking: await fresh(booking.id), bank: payment.bank };
}

const claim = (reference: string, amount: { amount: number; currency: "NGN" }) => ({
  payer: "Ade Okafor",
  amount,
  channel: "bank_transfer" as const,
  reference,
  bankName: "Sandbox Bank",
});

describe("payment confirmation", () => {
  test("the transfer's own reference and amount match at once; twice at the same moment is one record and one ticket", async () => {
    const { h, booking, bank } = await awaitingTransfer("confirm-twice");
    const answers = await Promise.all([
      confirmPayment(
        h.deps(),
        booking,
        claim(bank.reference.toLowerCase(), bank.amount as { amount: number; currency: "NGN" }),
      ),
      confirmPayment(h.deps(), booking, claim(bank.reference, bank.amount as { amount: number; currency: "NGN" })),
    ]);
    expect(answers).toContainEqual({ ok: true, status: "matched" });
    expect(answers).toContainEqual({ ok: false, reason: "already_submitted" });
    // The gateway's webhook moves the booking on, as for any transfer: delivered twice, it pays and tickets once.
    const deliveries = h.deliveries.splice(0);
    expect(deliveries).toHaveLength(1);
    for (const d of [...deliveries, ...deliveries]) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
    expect((await fresh(booking.id)).status).toBe("paid");
    await processTicketing(h.deps(), booking.id);
    expect((await fresh(booking.id)).status).toBe("ticketed");
  });

  test("another reference or amount is left for review and changes nothing", async () => {
    const { h, booking, bank } = await awaitingTransfer("confirm-review");
    const short = { amount: bank.amount.amount - 100, currency: "NGN" as const };
    expect(await confirmPayment(h.deps(), booking, claim(bank.reference, short))).toEqual({
      ok: true,
      status: "in_review",
    });
    expect(await confirmPayment(h.deps(), booking, claim("TRF-ELSEWHERE", short))).toEqual({
      ok: true,
      status: "in_review",
    });
    expect(await confirmPayment(h.deps(), booking, claim("TRF-ELSEWHERE", short))).toEqual({
      ok: false,
      reason: "already_submitted",
    });
    expect(h.deliveries).toHaveLength(0);
    expect((await fresh(booking.id)).status).toBe("pending_payment");
  });

  test("a gateway that does not answer throws (the page's message); a booking not awaiting money is refused", async () => {
    const { h, booking, bank } = await awaitingTransfer("confirm-down");
    const down = {
      ...h.deps(),
      gateway: { ...h.gateway(), confirmTransfer: () => Promise.reject(new GatewayError("down")) },
    };
    await expect(
      confirmPayment(down as never, booking, claim(bank.reference, bank.amount as { amount: number; currency: "NGN" })),
    ).rejects.toBeInstanceOf(GatewayError);
    const draft = await bookingReady(harness(), "confirm-draft");
    expect(await confirmPayment(h.deps(), draft, claim("ANYREF", { amount: 1, currency: "NGN" }))).toEqual({
      ok: false,
      reason: "not_eligible",
    });
  });
});
