import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { billing, bookingReady, db, fresh, harness, startDaysAt } from "../../../tests/support/checkout";
import { decidePaymentConfirmation, paymentQueue } from "./payment-desk.server";
import { confirmPayment } from "./payment-confirmations.server";
import { bookingPayments, submitPayment } from "./payment.server";

// The payments desk (docs/product-rules.md §3): a transfer the bank did not match waits for a payments officer, whose
// confirmation against a statement line moves the booking on once, as the gateway's webhook would; a rejection leaves
// it waiting for its money.
startDaysAt(610);

const PAT = { staffId: "staff-pat", address: "192.0.2.30" };
const PAM = { staffId: "staff-pam", address: "192.0.2.31" };

/** A booking waiting for a bank transfer whose traveller says they paid, under a reference the bank does not know. */
async function confirmationInReview(visitorId: string) {
  const h = harness();
  const booking = await bookingReady(h, visitorId);
  await submitPayment(h.deps(), booking, billing("bank_transfer"), { returnUrl: "/r" });
  const [payment] = await bookingPayments(db, booking.id);
  if (!payment?.bank) throw new Error("no transfer account");
  const said = await confirmPayment(h.deps(), await fresh(booking.id), {
    payer: "Ade Okafor",
    amount: payment.amount,
    channel: "bank_transfer",
    reference: `MOBILE-APP-${visitorId.toUpperCase()}`,
    bankName: "Sandbox Bank",
  });
  expect(said).toEqual({ ok: true, status: "in_review" });
  const confirmation = (await paymentQueue(db)).find((c) => c.bookingId === booking.id);
  if (!confirmation) throw new Error("not in the queue");
  return { h, booking, payment, confirmation };
}

const audit = async (id: string) =>
  (
    await env.DB.prepare("SELECT staff_id, action FROM staff_audit WHERE record_id = ? ORDER BY id")
      .bind(id)
      .all<{ staff_id: string; action: string }>()
  ).results.map((r) => `${r.staff_id} ${r.action}`);

describe("the payments desk", () => {
  test("a confirmed transfer moves the booking on once, however often and by however many it is confirmed", async () => {
    const { h, booking, payment, confirmation } = await confirmationInReview("desk-pay");
    const line = (amount: number) => ({ reference: "NIP/2611/0042", amount, date: "2026-11-27" });
    // A statement line for another amount is not this payment.
    expect(
      await decidePaymentConfirmation(h.deps(), confirmation.id, { kind: "confirm", statement: line(1) }, PAT),
    ).toBe("amount_differs");
    expect((await fresh(booking.id)).status).toBe("pending_payment");
    const confirm = { kind: "confirm" as const, statement: line(payment.amount.amount) };
    const answers = await Promise.all([
      decidePaymentConfirmation(h.deps(), confirmation.id, confirm, PAT),
      decidePaymentConfirmation(h.deps(), confirmation.id, confirm, PAM),
    ]);
    expect(answers.filter((a) => a === "confirmed")).toHaveLength(1);
    expect(await decidePaymentConfirmation(h.deps(), confirmation.id, confirm, PAT)).toBe("not_open");
    // Paid as by the gateway's webhook: the payment succeeded once, the booking paid, one ticketing job written (the
    // queue may hand it over twice, as it may any job: its consumer tickets once).
    expect((await fresh(booking.id)).status).toBe("paid");
    const payments = await bookingPayments(db, booking.id);
    expect(payments.filter((p) => p.status === "succeeded")).toHaveLength(1);
    const jobs = await env.DB.prepare("SELECT id FROM job_outbox WHERE id LIKE 'ticketing:%' AND body LIKE ?")
      .bind(`%${booking.id}%`)
      .all();
    expect(jobs.results).toHaveLength(1);
    expect(h.ticketing).toContain(booking.id);
    const rows = await audit(confirmation.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/^staff-pa[tm] payment\.confirm$/);
    expect((await paymentQueue(db)).some((c) => c.id === confirmation.id)).toBe(false);
  });

  test("a rejected confirmation leaves the booking waiting for its money, and says why", async () => {
    const { h, booking, confirmation } = await confirmationInReview("desk-reject");
    expect(await decidePaymentConfirmation(h.deps(), confirmation.id, { kind: "reject", reason: "" }, PAT)).toBe(
      "reason_needed",
    );
    const reason = "No transfer with this reference reached our account.";
    expect(await decidePaymentConfirmation(h.deps(), confirmation.id, { kind: "reject", reason }, PAT)).toBe(
      "rejected",
    );
    expect((await fresh(booking.id)).status).toBe("pending_payment");
    const [latest] = await bookingPayments(db, booking.id);
    expect(latest?.status).toBe("pending");
    expect(h.ticketing).toEqual([]);
    expect(await audit(confirmation.id)).toEqual(["staff-pat payment.reject"]);
    // Decided, it is no longer the desk's to confirm.
    const confirm = { kind: "confirm" as const, statement: { reference: "X", amount: 1, date: "2026-11-27" } };
    expect(await decidePaymentConfirmation(h.deps(), confirmation.id, confirm, PAM)).toBe("not_open");
  });
});
