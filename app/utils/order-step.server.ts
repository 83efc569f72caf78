import { redirect, type RouterContextProvider } from "react-router";
import type { OrderRecapData } from "./views";
import {
  clockContext,
  dbContext,
  envContext,
  localeContext,
  marketContext,
  memberContext,
  sessionContext,
} from "~/context";
import { ensureVisitorId, sessionStorageFor } from "~/domains/accounts/session.server";
import { viewerOwns } from "~/domains/bookings/owners.server";
import type { OrderDeps } from "~/domains/orders/products.server";
import { PRODUCT_FACTS } from "~/domains/orders/supplier-products.server";
import { flightSuggested } from "~/domains/supplier-orders/flight.server";
import { reserveOrder } from "~/domains/supplier-orders/lifecycle.server";
import { getContact, getOrder, getParty } from "~/domains/supplier-orders/orders.server";
import type { SupplierOrder } from "~/domains/supplier-orders/types";
import { getI18n } from "~/i18n/i18next.server";
import { withLocalePrefix } from "~/i18n/locales";
import { tagForAgent } from "./agent.server";
import { bookingViewer, checkoutDeps } from "./booking-step.server";
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
  const db = context.get(dbContext);
  const [lead, party] = await Promise.all([getContact(db, order.id), getParty(db, order.id)]);
  const described = product?.describe(order, lead, party);
  return {
    id: order.id,
    kind: order.kind,
    reference: order.reference,
    title: product?.title(order) ?? [],
    facts: [...(described?.facts ?? []), ...(described?.details.rows ?? [])],
    policy: described?.policy.text ?? "",
    calendar: Boolean(described?.event),
    words: product?.words ?? "booking",
    total: order.total,
    holdExpiresAt: order.status === "draft" ? order.holdExpiresAt : null,
    minutesLeft: Math.max(
      0,
      Math.ceil((Date.parse(order.holdExpiresAt) - context.get(clockContext)().getTime()) / 60_000),
    ),
    editPath: order.search,
    flight: flightSuggested(PRODUCT_FACTS, order),
    locale: context.get(localeContext).locale,
  };
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
export function orderDeps(context: Readonly<RouterContextProvider>): OrderDeps {
  return checkoutDeps(context);
}

/** The language and currency a product prices in for this request (its page's offer, its reservation). */
export function marketOf(context: Readonly<RouterContextProvider>) {
  return { locale: context.get(localeContext).locale, currency: context.get(marketContext).currency };
}

export type Reserved = { kind: "continue"; response: Response } | { kind: "unavailable" } | { kind: "invalid" };

/**
 * Reserve, tag for the agent, continue: an order of a product reserved for this browser (and its member) in its
 * language and market, tagged for the agent acting for a customer, and the browser sent on to the order's details step
 * with its session kept. When nothing was reserved, the page shows why: gone meanwhile, or asked as it cannot be.
 */
export async function reserveAndContinue(
  context: Readonly<RouterContextProvider>,
  input: { kind: string; request: unknown; search: string; attachedTo?: string | null },
): Promise<Reserved> {
  const session = context.get(sessionContext);
  const result = await reserveOrder(orderDeps(context), {
    ...input,
    visitorId: ensureVisitorId(session),
    memberId: context.get(memberContext)?.id ?? null,
    locale: context.get(localeContext).locale,
    market: context.get(marketContext),
  });
  if (result.kind !== "started") return result;
  return { kind: "continue", response: await continueTo(context, result.orderId, "details") };
}

/**
 * An order just reserved, on its way: tagged for the agent acting for a customer, and the browser sent on to its step
 * with its session kept (a visitor's first order mints its visitor id).
 */
export async function continueTo(
  context: Readonly<RouterContextProvider>,
  orderId: string,
  step: "details" | "payment",
) {
  await tagForAgent(context, orderId);
  const storage = sessionStorageFor(context.get(envContext).SESSION_SECRET);
  return redirect(orderPath(context, orderId, step), {
    headers: { "Set-Cookie": await storage.commitSession(context.get(sessionContext)) },
  });
}
