import { removeFromCartStatement } from "~/domains/cart/cart.server";
import { underLien } from "~/domains/instalments/plans.server";
import { commit } from "~/domains/checkout/checkout.server";
import { keptPayment } from "~/domains/checkout/payments.server";
import { refund } from "~/domains/checkout/settle.server";
import { earnStatements } from "~/domains/points/ledger.server";
import { supplierOrders } from "./tables";
import { detailsComplete, getContact, getOrder, getParty, transitionOrder, whileIn } from "./orders.server";
import { releaseHold } from "./lifecycle.server";
import { orderEmailJob } from "./payment.server";
import type { NotCompletedOutcome, SupplierOrder, SupplierOrderDeps } from "./types";

/**
 * Books a paid order with its product's supplier (from the ticketing queue): the supplier's confirmation, what was
 * held sold, the order confirmed and out of the cart, a member's wakapoints earned, the document e-mailed. A supplier that refuses, or places lost,
 * leave it not completed: the hold goes back and its own payment is refunded, whatever else the same charge paid.
 * Guarded by status: a message delivered twice books once (the supplier answers the same reference alike).
 */
export async function confirmOrder(deps: SupplierOrderDeps, orderId: string): Promise<void> {
  const order = await getOrder(deps.db, deps.supplierProducts, orderId);
  if (!order || order.status !== "paid") return;
  const product = deps.supplierProducts[order.kind];
  const [contact, party] = await Promise.all([getContact(deps.db, order.id), getParty(deps.db, order.id)]);
  if (!product || !contact || !detailsComplete(deps.supplierProducts, order, contact, party)) {
    return notCompleted(deps, order, "details_missing");
  }
  const booked = await product.book(order, contact, party);
  if (!booked.ok) return notCompleted(deps, order, "supplier_failed");
  if (order.inventoryUnit) {
    const sold = await deps.inventory.getByName(order.inventoryUnit).confirm(order.holdId);
    if (!sold.ok) {
      await product.cancel({ ...order, confirmation: booked.confirmation });
      return notCompleted(deps, order, "capacity_lost");
    }
  }
  const { db } = deps;
  // A member earns wakapoints on what this order's payment kept, pending until the day it begins.
  const earned = await earnStatements(
    db,
    {
      memberId: order.memberId,
      payable: { kind: "supplier_order", id: order.id },
      product: product.product,
      travelOn: order.startsOn,
    },
    deps.now,
  );
  await commit(
    deps,
    [
      ...earned,
      db
        .update(supplierOrders)
        .set({
          confirmation: booked.confirmation,
          codesJson: booked.codes?.length ? JSON.stringify(booked.codes) : null,
          confirmedAt: deps.now.toISOString(),
        })
        .where(whileIn(order)),
      ...transitionOrder(db, order, "confirmed", `supplier confirmation ${booked.confirmation}`, deps.now),
      removeFromCartStatement(db, order.visitorId, { kind: "supplier_order", id: order.id }),
    ],
    // Paid in instalments, the voucher is held under the plan's lien: it goes out with the final payment.
    (await underLien(db, order.id))
      ? []
      : [orderEmailJob({ template: "order_confirmed", supplierOrderId: order.id, dedupeKey: `${order.id}:confirmed` })],
  );
}

async function notCompleted(deps: SupplierOrderDeps, order: SupplierOrder, outcome: NotCompletedOutcome) {
  const { db } = deps;
  await releaseHold(deps, order);
  await commit(
    deps,
    [
      db.update(supplierOrders).set({ outcome }).where(whileIn(order)),
      ...transitionOrder(db, order, "not_completed", outcome, deps.now),
      removeFromCartStatement(db, order.visitorId, { kind: "supplier_order", id: order.id }),
    ],
    [
      orderEmailJob({
        template: "order_not_completed",
        supplierOrderId: order.id,
        dedupeKey: `${order.id}:not_completed`,
      }),
    ],
  );
  const paid = await keptPayment(db, { kind: "supplier_order", id: order.id });
  if (paid) await refund(deps, paid, outcome);
}

/**
 * Sends a booked order's document to its contact again (manage booking), at most once an hour however often asked: the
 * e-mail's dedupe key is the hour.
 */
export async function resendOrderDocument(deps: SupplierOrderDeps, order: SupplierOrder): Promise<boolean> {
  if (order.status !== "confirmed" || (await underLien(deps.db, order.id))) return false;
  const hour = deps.now.toISOString().slice(0, 13);
  await commit(
    deps,
    [],
    [
      orderEmailJob({
        template: "order_confirmed",
        supplierOrderId: order.id,
        dedupeKey: `${order.id}:resent:${hour}`,
      }),
    ],
  );
  return true;
}
