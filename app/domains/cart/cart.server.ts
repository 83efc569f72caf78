import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Market } from "~/domains/markets/markets";
import { cartItems, carts } from "./tables";

/** A line of a cart, by the kind its product registered (kinds.ts) and its id. */
export interface CartItem {
  kind: string;
  id: string;
}

/** Statements that put an item in a browser's cart, for the caller's batch: the cart takes the market of its newest item. */
export function addToCartStatements(db: Database, visitorId: string, market: Market, item: CartItem, now: Date) {
  const at = now.toISOString();
  return [
    db
      .insert(carts)
      .values({ visitorId, currency: market.currency, country: market.country, updatedAt: at })
      .onConflictDoUpdate({
        target: carts.visitorId,
        set: { currency: market.currency, country: market.country, updatedAt: at },
      }),
    db.insert(cartItems).values({ visitorId, kind: item.kind, itemId: item.id, addedAt: at }).onConflictDoNothing(),
  ] as const;
}

export function removeFromCartStatement(db: Database, visitorId: string, item: CartItem) {
  return db
    .delete(cartItems)
    .where(and(eq(cartItems.visitorId, visitorId), eq(cartItems.kind, item.kind), eq(cartItems.itemId, item.id)));
}

/** How many items a browser's cart holds: the header's cart link says it on every page. */
export async function cartCount(db: Database, visitorId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.visitorId, visitorId));
  return row?.n ?? 0;
}

export async function getCart(db: Database, visitorId: string) {
  const [cart] = await db
    .select({ currency: carts.currency, country: carts.country })
    .from(carts)
    .where(eq(carts.visitorId, visitorId));
  const items = await db
    .select({ kind: cartItems.kind, id: cartItems.itemId, addedAt: cartItems.addedAt })
    .from(cartItems)
    .where(eq(cartItems.visitorId, visitorId))
    .orderBy(asc(cartItems.addedAt));
  return { currency: cart?.currency ?? null, country: cart?.country ?? null, items };
}

/** Empties a browser's cart: after a booking is confirmed (product rules §4, booking steps). */
export function clearCartStatement(db: Database, visitorId: string) {
  return db.delete(cartItems).where(eq(cartItems.visitorId, visitorId));
}

/** Moves a browser's cart to its new visitor id (at sign-in), for the caller's batch. */
export function moveCartStatements(db: Database, from: string, to: string) {
  return [
    db.update(carts).set({ visitorId: to }).where(eq(carts.visitorId, from)),
    db.update(cartItems).set({ visitorId: to }).where(eq(cartItems.visitorId, from)),
  ] as const;
}
