import type { Database } from "~/db/client.server";
import {
  type BookingDeps,
  cartPricedElsewhere as flightsPricedElsewhere,
  clearCart,
} from "~/domains/bookings/lifecycle.server";
import { cartStays, clearCartStays } from "~/domains/stays/cart.server";
import type { Market } from "~/domains/markets/markets";

// Product rules §4: "switching country or currency clears the cart after confirmation", for everything in the cart
// (flight bookings and stays in progress), each through its own domain.

/** What of a browser's cart is priced for another market than `market`, by reference: what a switch would empty. */
export async function cartPricedElsewhere(
  db: Database,
  visitorId: string | undefined,
  market: Market,
): Promise<Array<{ reference: string }>> {
  if (!visitorId) return [];
  const stays = (await cartStays(db, visitorId)).filter(
    (s) => s.currency !== market.currency || s.country !== market.country,
  );
  return [...(await flightsPricedElsewhere(db, visitorId, market)), ...stays];
}

/** Empties a browser's cart: bookings and stays still being made are cancelled and their seats and rooms released. */
export async function clearWholeCart(deps: BookingDeps, visitorId: string, reason: string) {
  await clearCart(deps, visitorId, reason);
  await clearCartStays(deps, visitorId, reason);
}
