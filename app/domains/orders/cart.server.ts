import { travellerCount } from "~/domains/bookings/rules";
import type { FlightLineView } from "~/domains/bookings/cart-kind.server";
import { getCart } from "~/domains/cart/cart.server";
import type { CartLine } from "~/domains/cart/kinds";
import type { SupplierOrderLineView } from "~/domains/supplier-orders/cart.server";
import type { PaymentPart } from "~/domains/checkout/checkout.server";
import type { Currency, Market, Money } from "~/domains/markets/markets";
import type { OrderDeps } from "./products.server";

// The one cart (docs/architecture.md, the cart): a browser's lines of every product, read, removed and cleared through
// each product's registered kind. Routes render its lines and post intents; the rules are here.

type CartDeps = Pick<OrderDeps, "db" | "cartKinds">;

/** What the cart page shows of each line, by its kind. */
export type CartLineView = FlightLineView | SupplierOrderLineView;

/** A browser's cart, oldest line first: every line its kinds still find for this visitor. */
export async function cartLines(deps: CartDeps, visitorId: string | undefined): Promise<CartLine[]> {
  if (!visitorId) return [];
  const cart = await getCart(deps.db, visitorId);
  const byKind = new Map<string, string[]>();
  for (const item of cart.items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item.id]);
  const found = new Map<string, CartLine>();
  for (const [kind, ids] of byKind) {
    const lines = (await deps.cartKinds[kind]?.lines(visitorId, ids)) ?? [];
    for (const line of lines) found.set(`${line.kind}:${line.id}`, line);
  }
  return cart.items.flatMap((item) => found.get(`${item.kind}:${item.id}`) ?? []);
}

/** What the cart's lines still payable cost, one total a currency (one, unless a line was priced for another market). */
export function cartTotals(lines: readonly CartLine[]): Money[] {
  const totals = new Map<Currency, number>();
  for (const line of lines) {
    if (!line.lapsed) totals.set(line.total.currency, (totals.get(line.total.currency) ?? 0) + line.total.amount);
  }
  return [...totals].map(([currency, amount]) => ({ amount, currency }));
}

/**
 * Where "pay for all" starts: a flight's next step when the cart holds one (its payment step pays the rest of the cart
 * with it, its fare confirmed), else the first line still payable's; null when none is.
 */
export function payAllFrom(lines: readonly CartLine[]): string | null {
  const open = lines.filter((line) => !line.lapsed);
  return (open.find((line) => line.kind === "flight") ?? open[0])?.continuePath ?? null;
}

/** Takes one line out of a browser's cart (a draft is cancelled and what it holds goes back); another's is ignored. */
export async function removeFromCart(
  deps: CartDeps,
  visitorId: string | undefined,
  item: { kind: string; id: string },
) {
  const [line] = (await cartLines(deps, visitorId)).filter((l) => l.kind === item.kind && l.id === item.id);
  if (line) await deps.cartKinds[line.kind]?.remove(line, "removed from cart");
}

/**
 * Empties a browser's cart (product rules §4: after a market change is confirmed, or to start a change anew), but for
 * `except`: each line still being made is cancelled and what it holds goes back; one already being paid only leaves.
 */
export async function clearCart(
  deps: CartDeps,
  visitorId: string,
  reason: string,
  except?: { kind: string; id: string },
) {
  for (const line of await cartLines(deps, visitorId)) {
    if (except && line.kind === except.kind && line.id === except.id) continue;
    await deps.cartKinds[line.kind]?.remove(line, reason);
  }
}

/** The lines of a browser's cart priced for another market than `market`: what a market switch would empty. */
export async function cartPricedElsewhere(deps: CartDeps, visitorId: string | undefined, market: Market) {
  return (await cartLines(deps, visitorId)).filter(
    (line) => line.market.currency !== market.currency || line.market.country !== market.country,
  );
}

/**
 * The other lines of a cart that can be paid now in `currency`, each as a part of the lead line's payment: what a
 * payment step offers to include in its charge, and includes when the traveller pays for all of them.
 */
export async function cartPaymentParts(
  deps: CartDeps,
  visitorId: string,
  currency: Currency,
  lead: { kind: string; id: string },
): Promise<Array<{ line: CartLine; part: PaymentPart }>> {
  const parts: Array<{ line: CartLine; part: PaymentPart }> = [];
  for (const line of await cartLines(deps, visitorId)) {
    if ((line.kind === lead.kind && line.id === lead.id) || line.market.currency !== currency || line.lapsed) continue;
    const part = await deps.cartKinds[line.kind]?.paymentPart(line);
    if (part) parts.push({ line, part });
  }
  return parts;
}

/**
 * The cart's other orders an order's charge may pay with it ("pay for this and the rest of your cart"): its flights
 * are paid from their own payment step, where their fare is confirmed, so an order leads orders only.
 */
export async function cartOrdersPayableWith(
  deps: CartDeps,
  visitorId: string,
  currency: Currency,
  orderId: string,
): Promise<Array<{ line: CartLine; part: PaymentPart }>> {
  const parts = await cartPaymentParts(deps, visitorId, currency, { kind: "supplier_order", id: orderId });
  return parts.filter(({ line }) => line.kind === "supplier_order");
}

/** The flight bookings of a browser's cart other than `bookingId`: what a change to that booking must settle first. */
export async function otherFlightsInCart(deps: CartDeps, visitorId: string | undefined, bookingId: string) {
  return (await cartLines(deps, visitorId)).filter(
    (line): line is CartLine<FlightLineView> => line.kind === "flight" && line.id !== bookingId,
  );
}

/**
 * Product rules §4 and §5: a change started while the browser's cart holds other bookings asks to keep them (their
 * number of travellers must match this booking's) or clear the cart and start anew. Answers the refusal's message key,
 * or null once the choice is applied (the cart cleared when asked).
 */
export async function settleCartForChange(
  deps: CartDeps,
  visitorId: string | undefined,
  booking: { id: string; reference: string; passengers: Parameters<typeof travellerCount>[0]["passengers"] },
  choice: "keep" | "clear" | undefined,
): Promise<"errors.cartChoice" | "errors.cartPassengers" | null> {
  const others = await otherFlightsInCart(deps, visitorId, booking.id);
  if (!visitorId || others.length === 0) return null;
  if (!choice) return "errors.cartChoice";
  if (choice === "keep") {
    return others.some((line) => line.view.travellers !== travellerCount(booking)) ? "errors.cartPassengers" : null;
  }
  await clearCart(deps, visitorId, `cleared to change booking ${booking.reference}`, {
    kind: "flight",
    id: booking.id,
  });
  return null;
}
