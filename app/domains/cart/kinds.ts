import type { PaymentPart } from "~/domains/checkout/checkout.server";
import type { Market, Money } from "~/domains/markets/markets";

// What can sit in a browser's cart (docs/architecture.md, the cart), in the manner of a cart handler: each product
// registers a kind (app/domains/orders/products.server.ts) that reads its lines, removes one, and offers it as a part of
// another line's payment. The cart itself only keeps (kind, id) pairs.

/** One line of a cart, as its product reads it. */
export interface CartLine<View = unknown> {
  kind: string;
  id: string;
  reference: string;
  /** What it costs, in the market it was priced for. */
  total: Money;
  market: Pick<Market, "currency" | "country">;
  /** Still being made: removing it closes it and gives back what it holds. Otherwise it only leaves the cart. */
  draft: boolean;
  /** Its hold has lapsed: it can no longer be paid for. */
  lapsed: boolean;
  /** Where its owner goes on with it (a path without the locale prefix). */
  continuePath: string;
  /** What the cart page shows of it, by kind. */
  view: View;
}

export interface CartKind<View = unknown> {
  readonly kind: string;
  /** The lines of these ids that this visitor made, in any order. */
  lines(visitorId: string, ids: readonly string[]): Promise<CartLine<View>[]>;
  /** Takes it out of the cart; a draft is cancelled and what it holds goes back. Safe to run twice. */
  remove(line: CartLine<View>, reason: string): Promise<void>;
  /** It as a part of another line's payment (one charge for the cart), or null when it cannot be paid now. */
  paymentPart(line: CartLine<View>): Promise<PaymentPart | null>;
}

export type CartKinds = Readonly<Record<string, CartKind>>;
