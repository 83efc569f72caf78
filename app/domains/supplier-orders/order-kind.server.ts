import type { ManageAction, OrderKind, OrderLine } from "~/domains/core/orders";
import { planOf } from "~/domains/instalments/plans.server";
import { orderCancellationTerms } from "./cancellation.server";
import {
  getMemberOrders,
  getOrder,
  getOrdersOf,
  orderContacts,
  orderHoldLapsed,
  orderNextPath,
  ordersByContact,
} from "./orders.server";
import { orderKeepsMoney, orderPayable, type ProductFactsByKind, type SupplierOrder } from "./types";

/** The actions a supplier order's summary offers, in its order. */
export const ORDER_ACTIONS = ["pay", "document", "cancel"] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

const when = (name: OrderAction, reason: string | null): ManageAction<OrderAction> =>
  reason === null ? { name, allowed: true } : { name, allowed: false, reason };

/**
 * What an order may do now on its summary, and when it may not, why. Paid by a Pay Small Small plan (`planStatus`),
 * its document is held until the final payment, and the plan's rules cancel it.
 */
export function supplierOrderActions(
  products: ProductFactsByKind,
  order: SupplierOrder,
  now: Date,
  planStatus: string | null = null,
) {
  const payable = orderPayable(order.status) && !orderHoldLapsed(order, now);
  const terms = orderCancellationTerms(products, order, now);
  const instalments = planStatus !== null && planStatus !== "awaiting_down";
  const lien = instalments && planStatus !== "paid";
  return [
    when("pay", payable ? null : orderKeepsMoney(order.status) ? "paid" : "closed"),
    when("document", lien ? "pay_small_small" : order.status === "confirmed" ? null : "not_booked"),
    when("cancel", instalments ? "pay_small_small" : terms.kind === "not_cancellable" ? terms.reason : null),
  ];
}

/** Every supplier order as an order of manage booking, My Trips and the member API, its product saying what it is. */
export function supplierOrderKind(products: ProductFactsByKind): OrderKind<SupplierOrder> {
  const line = (order: SupplierOrder): OrderLine[] => {
    const product = products[order.kind];
    if (!product) return [];
    return [
      {
        kind: order.kind,
        id: order.id,
        reference: order.reference,
        status: order.status,
        supplierReference: order.confirmation,
        bookedOn: order.createdAt,
        startsOn: order.startsOn,
        title: product.title(order),
        travellers: product.travellers(order),
        total: order.total,
        path: orderNextPath(order),
      },
    ];
  };
  return {
    kind: "supplier_order",
    get: (db, id) => getOrder(db, products, id),
    byReference: orderContacts,
    byContact: ordersByContact,
    memberLines: async (db, memberId) => (await getMemberOrders(db, products, memberId)).flatMap(line),
    linesOf: async (db, ids) => (await getOrdersOf(db, products, ids)).flatMap(line),
    actions: async ({ db, now }, order) =>
      supplierOrderActions(products, order, now, (await planOf(db, order.id))?.status ?? null),
    managePath: (id) => `/order/${id}/summary`,
    offlinePaths: ["/order/:id/summary", "/order/:id/document.pdf", "/order/:id/event.ics"],
  };
}
