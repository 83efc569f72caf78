import { NO_EFFECTS, type Payable } from "~/domains/checkout/payable";
import { earnStatements } from "~/domains/points/ledger.server";
import { settleCancellation, unsettledCancellations } from "./cancellation.server";
import { closeUnpaidOrder, expireLapsedOrders, ordersStuck } from "./lifecycle.server";
import { getOrder, transitionOrder } from "./orders.server";
import { orderEmailJob, supplierOrderJob } from "./payment.server";
import { orderAwaitsPayment, orderKeepsMoney, orderPayable, type SupplierOrderDeps } from "./types";

/**
 * Every supplier order as the checkout's one payable kind, `supplier_order` (decision 012): paid, it is handed to its
 * supplier; declined, it may be paid again while its places are held; lapsed unpaid, it expires and its places go
 * back. It keeps its money from paid on; a cancelled one gives back what its terms allow through its own refund. The
 * cron closes every product's lapsed drafts; the sweep hands paid orders their supplier never heard of back to it,
 * and settles cancellations a Worker left half done.
 */
export function supplierOrderPayable(deps: SupplierOrderDeps): Payable {
  const { db, now } = deps;
  return {
    kind: "supplier_order",
    async find(id) {
      const order = await getOrder(db, deps.supplierProducts, id);
      if (!order) return null;
      const pending = order.status === "pending_payment";
      return {
        label: `${order.kind} ${order.status}`,
        waiting: orderAwaitsPayment(order.status),
        open: orderPayable(order.status),
        keepsMoney: orderKeepsMoney(order.status) && (order.status !== "cancelled" || order.cancelledAt !== null),
        paid: (payment, reason) => ({
          statements: transitionOrder(db, order, "paid", `payment ${payment.id} succeeded (${reason})`, now),
          jobs: [supplierOrderJob(order.id, payment.id)],
        }),
        declined: (payment) =>
          pending
            ? { statements: transitionOrder(db, order, "payment_failed", `payment ${payment.id} declined`, now) }
            : NO_EFFECTS,
        lapsed: (payment) =>
          pending
            ? {
                statements: [],
                after: () => closeUnpaidOrder(deps, order, "expired", `payment ${payment.id} not received in time`),
              }
            : NO_EFFECTS,
        // Paid in instalments: the voucher goes out with the final payment, and a member earns on what it took.
        released: async (paid) => ({
          statements: await earnStatements(
            db,
            {
              memberId: order.memberId,
              payable: { kind: "supplier_order", id: order.id },
              product: deps.supplierProducts[order.kind]?.product ?? "stays",
              travelOn: order.startsOn,
              paid,
            },
            now,
          ),
          jobs: [
            orderEmailJob({
              template: "order_confirmed",
              supplierOrderId: order.id,
              dedupeKey: `${order.id}:released`,
            }),
          ],
        }),
        // Its plan unpaid on the day it starts: cancelled with the supplier, nothing owed back by it (the plan refunds).
        defaulted: () =>
          order.status === "confirmed"
            ? {
                statements: transitionOrder(db, order, "cancelled", "Pay Small Small plan not paid by the start", now, {
                  cancelledAt: now.toISOString(),
                  cancelRefund: 0,
                }),
                after: () => settleCancellation(deps, order.id),
              }
            : NO_EFFECTS,
      };
    },
    expireLapsed: () => expireLapsedOrders(deps),
    async repair(before) {
      const stuck = await ordersStuck(deps, before);
      for (const order of stuck) await deps.jobs.send("ticketing", { supplierOrderId: order.id });
      const unsettled = await unsettledCancellations(db, before);
      for (const id of unsettled) await settleCancellation(deps, id);
      return stuck.length + unsettled.length;
    },
  };
}
