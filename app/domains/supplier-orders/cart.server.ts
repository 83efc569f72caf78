import { removeFromCartStatement } from "~/domains/cart/cart.server";
import type { CartKind } from "~/domains/cart/kinds";
import { closeUnpaidOrder } from "./lifecycle.server";
import { flightSuggested } from "./flight.server";
import { detailsGiven, getOrder, getOrdersOf, orderHoldLapsed, orderNextPath } from "./orders.server";
import { orderPaymentPart } from "./payment.server";
import type { SupplierOrderDeps } from "./types";

/** What the cart page shows of a supplier order: its product and the lines its product writes. */
export interface SupplierOrderLineView {
  kind: "supplier_order";
  product: string;
  title: string[];
  startsOn: string;
  /** The day it ends, when it lasts more than a day (a stay's check-out). */
  endsOn: string | null;
  travellers: number;
  /** A flight it suggests, as the flight search's query: in the same cart, both are paid in one payment. */
  flight: { query: string; to: string } | null;
}

/** Every supplier order as a cart line: it may join a flight's payment, in one charge. */
export function supplierOrderCartKind(deps: SupplierOrderDeps): CartKind<SupplierOrderLineView> {
  return {
    kind: "supplier_order",
    async lines(visitorId, ids) {
      const orders = (await getOrdersOf(deps.db, deps.supplierProducts, ids)).filter(
        (order) => order.visitorId === visitorId,
      );
      // A draft whose details are given goes on to its payment step; one still unnamed, to its details.
      const named = await Promise.all(
        orders.map((order) => order.status === "draft" && detailsGiven(deps.db, deps.supplierProducts, order)),
      );
      return orders.flatMap((order, i) => {
        const product = deps.supplierProducts[order.kind];
        if (!product) return [];
        return {
          kind: "supplier_order",
          id: order.id,
          reference: order.reference,
          total: order.total,
          market: { currency: order.currency, country: order.country },
          draft: order.status === "draft",
          lapsed: orderHoldLapsed(order, deps.now),
          continuePath: named[i] ? `/order/${order.id}/payment` : orderNextPath(order),
          view: {
            kind: "supplier_order",
            product: order.kind,
            title: product.title(order),
            startsOn: order.startsOn,
            endsOn: product.endsOn?.(order) ?? null,
            travellers: product.travellers(order),
            flight: flightSuggested(deps.supplierProducts, order),
          },
        };
      });
    },
    async remove(line, reason) {
      const order = await getOrder(deps.db, deps.supplierProducts, line.id);
      if (order?.status === "draft") await closeUnpaidOrder(deps, order, "cancelled", reason);
      else if (order) await removeFromCartStatement(deps.db, order.visitorId, { kind: "supplier_order", id: order.id });
    },
    async paymentPart(line) {
      const order = await getOrder(deps.db, deps.supplierProducts, line.id);
      return order ? orderPaymentPart(deps, order) : null;
    },
  };
}
