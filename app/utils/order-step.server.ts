import { type RouterContextProvider } from "react-router";
import type { OrderRecapData } from "~/components/orders/order-frame";
import { clockContext, dbContext, localeContext } from "~/context";
import { viewerOwns } from "~/domains/bookings/owners.server";
import { searchUrlParams } from "~/domains/flights/search-query";
import { PRODUCT_FACTS } from "~/domains/orders/supplier-products.server";
import { getContact, getOrder } from "~/domains/supplier-orders/orders.server";
import type { SupplierOrder } from "~/domains/supplier-orders/types";
import { getI18n } from "~/i18n/i18next.server";
import { withLocalePrefix } from "~/i18n/locales";
import { bookingViewer } from "./booking-step.server";
import { notFound } from "./route-errors";

// A supplier order's pages (details, payment, summary, cancel, documents), for any product, for its owner only.

/** An order page's URL in the request's language. */
export function orderPath(context: Readonly<RouterContextProvider>, orderId: string, step: string): string {
  return withLocalePrefix(context.get(localeContext).prefix, `/order/${encodeURIComponent(orderId)}/${step}`);
}

/**
 * The order, for the browser that made it, its member, or whoever retrieved it by reference and e-mail
 * (docs/architecture.md, Security); anyone else gets the same 404 as an order that does not exist.
 */
export async function requireOrder({
  params,
  context,
}: {
  params: { orderId?: string };
  context: Readonly<RouterContextProvider>;
}): Promise<SupplierOrder> {
  const order = await getOrder(context.get(dbContext), PRODUCT_FACTS, params.orderId ?? "");
  if (!order || !viewerOwns(order, bookingViewer(context))) throw notFound("booking");
  return order;
}

/** What every order page shows of it beside the step: its product's own facts, the total and the hold. */
export async function orderRecap(
  context: Readonly<RouterContextProvider>,
  order: SupplierOrder,
): Promise<OrderRecapData> {
  const product = PRODUCT_FACTS[order.kind];
  const lead = await getContact(context.get(dbContext), order.id);
  const described = product?.describe(order, lead);
  return {
    id: order.id,
    kind: order.kind,
    reference: order.reference,
    title: product?.title(order) ?? [],
    facts: [...(described?.facts ?? []), ...(described?.details.rows ?? [])],
    policy: described?.policy.text ?? "",
    calendar: Boolean(described?.event),
    total: order.total,
    holdExpiresAt: order.status === "draft" ? order.holdExpiresAt : null,
    minutesLeft: Math.max(
      0,
      Math.ceil((Date.parse(order.holdExpiresAt) - context.get(clockContext)().getTime()) / 60_000),
    ),
    editPath: order.search,
    flight: flightSuggested(order),
    locale: context.get(localeContext).locale,
  };
}

/** The flight an order suggests (a holiday's), as the flight search's query, while it is still going ahead. */
function flightSuggested(order: SupplierOrder): { query: string; to: string } | null {
  const flight = PRODUCT_FACTS[order.kind]?.flight?.(order);
  if (!flight || ["cancelled", "expired", "not_completed"].includes(order.status)) return null;
  const query = searchUrlParams({
    trip: "return",
    legs: [{ from: "", to: flight.to, depart: flight.depart }],
    returnDate: flight.returnDate,
    adults: flight.adults,
    children: 0,
    childAges: [],
    infants: 0,
    cabin: "economy",
    flex: false,
  });
  return { query: query.toString(), to: flight.to };
}

/** An order page's title and description (keys of products.json that take the order's title and reference). */
export function orderMeta(context: Readonly<RouterContextProvider>, key: string, order: SupplierOrder) {
  const t = getI18n(context).getFixedT(null, "products");
  const title = PRODUCT_FACTS[order.kind]?.title(order).join(", ") ?? "";
  return {
    title: t(key as "order.details.metaTitle", { title, reference: order.reference }),
    description: t("order.metaDescription"),
  };
}

/** The checkout's dependencies with every product's, as every order page needs them. */
export { stayDeps as orderDeps } from "./stay-step.server";
