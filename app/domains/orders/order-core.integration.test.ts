import { cancelOrder } from "~/domains/supplier-orders/cancellation.server";
import { confirmOrder } from "~/domains/supplier-orders/fulfilment.server";
import { orderPaymentPart } from "~/domains/supplier-orders/payment.server";
import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { applyChange } from "~/domains/bookings/changes/apply.server";
import { payForChange } from "~/domains/bookings/changes/payment.server";
import { acceptChange, quoteChange } from "~/domains/bookings/changes/quote.server";
import { changePayments } from "~/domains/bookings/changes/records.server";
import { submitPayment } from "~/domains/bookings/payment.server";
import { processTicketing } from "~/domains/bookings/ticketing.server";
import { addToCartStatements, removeFromCartStatement } from "~/domains/cart/cart.server";
import { runBatch } from "~/db/batch";
import { payParts } from "~/domains/checkout/checkout.server";
import { getRefunds, type Payment, paymentsOf } from "~/domains/checkout/payments.server";
import { sweepStuck } from "~/domains/checkout/sweep.server";
import { addDays } from "~/lib/time";
import {
  billing,
  bookingReady,
  db,
  deliverWebhooks,
  fresh,
  getStay,
  harness,
  startDaysAt,
  stayGuestSaved,
  stayReserved,
} from "../../../tests/support/checkout";
import { testClock } from "../../../tests/support/clock";
import { cartLines, removeFromCart } from "./cart.server";
import type { OrderDeps, Product } from "./products.server";

// The order core (docs/architecture.md, the checkout and the cart): one charge for a cart, each part found by the kind
// and id its payment names; and a product made of nothing but the two interfaces, handled by the same code.
startDaysAt(700);

/** What a payment row says it pays for, read straight from D1: no other table is asked. */
async function payableColumns(paymentId: string) {
  return env.DB.prepare("SELECT payable_kind AS kind, payable_id AS id FROM payments WHERE id = ?")
    .bind(paymentId)
    .first<{ kind: string; id: string }>();
}

describe("one order core", () => {
  test("one charge pays a flight and a stay; the stay's part and a change's payment are each refunded on their own", async () => {
    const h = harness();
    const visitor = "order-core-cart";
    const booking = await bookingReady(h, visitor, { familyCode: "ECONOMY_CLASSIC", to: "ABV" });
    const reserved = { stayId: await stayReserved(h, visitor, "ABV", 720) };
    await stayGuestSaved(h, reserved.stayId, { firstName: "Ada", lastName: "Okafor", email: "ada@example.com" });
    expect((await cartLines(h.deps(), visitor)).map((line) => line.kind)).toEqual(["flight", "supplier_order"]);

    // One charge for both.
    const part = await orderPaymentPart(h.deps(), (await getStay(reserved.stayId))!);
    const paid = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" }, [part!]);
    if (paid.kind !== "gateway") throw new Error(paid.kind);
    await h.gateway().payByCard(paid.url.split("/").pop()!, "4242424242424242");
    await deliverWebhooks(h);
    const [flightPayment] = await paymentsOf(db, { kind: "booking", id: booking.id });
    const [stayPayment] = await paymentsOf(db, { kind: "supplier_order", id: reserved.stayId });
    expect(flightPayment?.gatewayRef).toBe(stayPayment?.gatewayRef);
    expect(await payableColumns(flightPayment!.id)).toEqual({ kind: "booking", id: booking.id });
    expect(await payableColumns(stayPayment!.id)).toEqual({ kind: "supplier_order", id: reserved.stayId });
    await processTicketing(h.deps(), booking.id);
    await confirmOrder(h.deps(), reserved.stayId);
    expect((await fresh(booking.id)).status).toBe("ticketed");
    expect((await getStay(reserved.stayId))?.status).toBe("confirmed");

    // The stay is cancelled free: its part goes back; the flight's part is untouched.
    const cancelled = await cancelOrder(h.deps(), (await getStay(reserved.stayId))!);
    expect(cancelled.kind).toBe("cancelled");
    const stayRefunds = await getRefunds(db, reserved.stayId);
    expect(stayRefunds.map((r) => [r.paymentId, r.amount])).toEqual([[stayPayment!.id, stayPayment!.amount.amount]]);
    expect(await getRefunds(db, booking.id)).toEqual([]);
    expect((await paymentsOf(db, { kind: "booking", id: booking.id }))[0]?.status).toBe("succeeded");

    // A change with something to pay, paid; its new seats lapse before it is applied: its payment alone goes back.
    const ticketed = await fresh(booking.id);
    const dates = ticketed.offer.slices.map((s) => addDays(s.segments[0]!.departLocal.slice(0, 10), 3));
    const quoted = await quoteChange(h.deps(), ticketed, { dates, cabin: ticketed.offer.cabin });
    const option = quoted.kind === "options" ? quoted.options.find((o) => o.amountDue.amount > 0) : undefined;
    if (!option) throw new Error(`no option to pay: ${quoted.kind}`);
    const accepted = await acceptChange(h.deps(), ticketed, { dates, cabin: ticketed.offer.cabin, key: option.key });
    if (accepted.kind !== "accepted") throw new Error(accepted.kind);
    const paying = await payForChange(h.deps(), ticketed, accepted.change, { returnUrl: "/r" });
    if (paying.kind !== "gateway") throw new Error(paying.kind);
    await h.gateway().payByCard(paying.url.split("/").pop()!, "4242424242424242");
    await deliverWebhooks(h);
    const [changePayment] = await changePayments(db, accepted.change.id);
    expect(await payableColumns(changePayment!.id)).toEqual({ kind: "change", id: accepted.change.id });
    for (const { segment } of option.offer.slices.flatMap((s) => s.segments.map((g) => ({ segment: g })))) {
      await env.INVENTORY.getByName(segment.inventoryKey).release(accepted.change.holdId);
    }
    expect(await applyChange(h.deps(), accepted.change.id)).toBe("failed");
    const refunds = await getRefunds(db, booking.id);
    expect(refunds.map((r) => [r.paymentId, r.amount])).toEqual([[changePayment!.id, option.amountDue.amount]]);
    expect((await changePayments(db, accepted.change.id))[0]?.status).toBe("refunded");
    expect((await paymentsOf(db, { kind: "booking", id: booking.id }))[0]?.status).toBe("succeeded");
    expect((await fresh(booking.id)).status).toBe("ticketed");
  });

  test("a product made of the two interfaces alone is put in the cart, paid, swept and refunded by the same code", async () => {
    // The whole test-only product: where it stands, a payable over it, and a cart kind.
    const visitor = "order-core-voucher";
    const vouchers = new Map<string, "draft" | "pending" | "paid" | "cancelled">();
    const voucherProduct = (deps: OrderDeps): Product => ({
      payable: {
        kind: "voucher",
        find: async (id) => {
          const status = vouchers.get(id);
          if (!status) return null;
          const none = { statements: [] };
          const paid = { statements: [], after: async () => void vouchers.set(id, "paid") };
          return {
            label: `voucher ${status}`,
            waiting: status === "pending",
            open: status === "draft" || status === "pending",
            keepsMoney: status === "paid",
            paid: () => paid,
            declined: () => none,
            lapsed: () => none,
          };
        },
        expireLapsed: async () => 0,
        repair: async () => 0,
      },
      cart: {
        kind: "voucher",
        lines: async (_visitor, ids) =>
          ids
            .filter((id) => vouchers.has(id))
            .map((id) => ({
              kind: "voucher",
              id,
              reference: id.slice(0, 6).toUpperCase(),
              total: { amount: 50_000, currency: "NGN" },
              market: { currency: "NGN", country: "NG" },
              draft: vouchers.get(id) === "draft",
              lapsed: false,
              continuePath: `/voucher/${id}`,
              view: null,
            })),
        remove: async (line) => {
          vouchers.set(line.id, "cancelled");
          await removeFromCartStatement(deps.db, visitor, line);
        },
        paymentPart: async (line) => ({
          payable: { kind: "voucher", id: line.id },
          orderId: line.id,
          amount: line.total,
          attempt: (await paymentsOf(deps.db, { kind: "voucher", id: line.id })).length + 1,
          extend: async () => true,
          statements: () => (vouchers.set(line.id, "pending"), []),
        }),
      },
    });
    const h = harness({ products: (deps) => [voucherProduct(deps)] });
    const id = "vouchera2b3c4d5e";

    // Bought: in the cart through the cart's own statements, read back through its cart kind.
    vouchers.set(id, "draft");
    await runBatch(
      db,
      addToCartStatements(db, visitor, { country: "NG", currency: "NGN" }, { kind: "voucher", id }, testClock()),
    );
    const [line] = await cartLines(h.deps(), visitor);
    expect(line).toMatchObject({ kind: "voucher", id, total: { amount: 50_000, currency: "NGN" } });

    // Paid: one attempt through the checkout; the webhook is lost, so the sweep finds the money and pays it.
    const part = await h.deps().cartKinds.voucher!.paymentPart(line!);
    const pay = () =>
      payParts(h.deps(), {
        lead: part!,
        others: [],
        previous: [],
        locale: "en-US",
        email: "ade@example.com",
        form: billing("card"),
        returnUrl: "/r",
      });
    const opened = await pay();
    if (opened.kind !== "gateway") throw new Error(opened.kind);
    expect(await pay()).toEqual(opened);
    expect(await h.gateway().payByCard(opened.url.split("/").pop()!, "4242424242424242")).toBe("succeeded");
    h.deliveries.splice(0);
    const swept = await sweepStuck(h.deps(), 0, 0);
    expect(swept.found).toBe(1);
    expect(vouchers.get(id)).toBe("paid");
    const [payment] = await paymentsOf(db, { kind: "voucher", id });
    expect(payment).toMatchObject<Partial<Payment>>({ status: "succeeded", payable: { kind: "voucher", id } });
    // A paid voucher keeps its money.
    expect((await sweepStuck(h.deps(), 0, 0)).refunded).toBe(0);

    // Refunded: taken out of the cart (cancelled), the sweep gives its money back, once.
    await removeFromCart(h.deps(), visitor, { kind: "voucher", id });
    expect(vouchers.get(id)).toBe("cancelled");
    expect((await sweepStuck(h.deps(), 0, 0)).refunded).toBe(1);
    expect((await sweepStuck(h.deps(), 0, 0)).refunded).toBe(0);
    expect((await paymentsOf(db, { kind: "voucher", id }))[0]?.status).toBe("refunded");
    expect((await getRefunds(db, id)).map((r) => r.amount)).toEqual([50_000]);
  });
});
