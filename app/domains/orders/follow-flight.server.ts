import { getBooking } from "~/domains/bookings/lifecycle.server";
import { rideMeeting } from "~/domains/rides/rides";
import { amendOrder } from "~/domains/supplier-orders/amend.server";
import { ordersAttachedTo } from "~/domains/supplier-orders/orders.server";
import type { OrderDeps } from "./products.server";

/**
 * A ride bought for a flight's arrival follows the flight when it changes (product rules: a ride linked to a flight
 * follows a change of that flight): its pick-up moves to the new arrival, its flight number with it, at the price it
 * was sold for. Safe to run again: a ride already meeting the flight is left alone.
 */
export async function ridesFollowFlight(deps: OrderDeps, bookingId: string): Promise<number> {
  const booking = await getBooking(deps.db, bookingId);
  const arrival = booking?.offer.slices[0]?.segments.at(-1);
  if (!booking || !arrival) return 0;
  let moved = 0;
  for (const order of await ordersAttachedTo(deps.db, deps.supplierProducts, bookingId)) {
    const request = order.kind === "ride" ? rideMeeting(order.request, arrival) : null;
    if (request && (await amendOrder(deps, order, request)) === "amended") moved += 1;
  }
  return moved;
}
