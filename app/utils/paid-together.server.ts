import type { RouterContextProvider } from "react-router";
import { clockContext, dbContext } from "~/context";
import { paidWith } from "~/domains/checkout/payments.server";
import type { PayableRef } from "~/domains/checkout/payable";
import { PRODUCT_FACTS } from "~/domains/orders/supplier-products.server";
import { getOrder, orderHoldLapsed } from "~/domains/supplier-orders/orders.server";
import { orderKey } from "~/domains/supplier-orders/words";
import { getI18n } from "~/i18n/i18next.server";
import type { PaidTogetherItem } from "./views";

/**
 * Every other item the payable's charge paid (a stay, a ride, a holiday paid with a flight in one payment), each with
 * its status in its own product's words: a confirmation lists all that one payment paid, not only its own.
 */
export async function paidTogether(
  context: Readonly<RouterContextProvider>,
  payable: PayableRef,
): Promise<PaidTogetherItem[]> {
  const db = context.get(dbContext);
  const now = context.get(clockContext)();
  const t = getI18n(context).getFixedT(null, "products") as unknown as (key: string) => string;
  const items: PaidTogetherItem[] = [];
  for (const ref of await paidWith(db, payable)) {
    if (ref.kind !== "supplier_order") continue;
    const order = await getOrder(db, PRODUCT_FACTS, ref.id);
    const product = order ? PRODUCT_FACTS[order.kind] : undefined;
    if (!order || !product) continue;
    const status = orderHoldLapsed(order, now) ? "expired" : order.status;
    items.push({
      id: order.id,
      kind: order.kind,
      title: product.title(order).join(", "),
      startsOn: order.startsOn,
      endsOn: product.endsOn?.(order) ?? null,
      status: t(orderKey(product.words, `summary.headings.${status}`)),
      booked: order.status === "confirmed",
      path: `/order/${order.id}/summary`,
      ridesFromAirport: product.ridesFromAirport?.(order) ?? false,
    });
  }
  return items;
}
