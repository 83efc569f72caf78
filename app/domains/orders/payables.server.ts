import { changePayable } from "~/domains/bookings/changes/payment.server";
import { bookingPayable } from "~/domains/bookings/payable.server";
import type { BookingCheckoutDeps } from "~/domains/bookings/payment.server";
import type { Payable, Payables } from "~/domains/checkout/payable";
import type { StayDeps } from "~/domains/stays/types";
import { stayPayable } from "~/domains/stays/payable.server";

// The order core's registry (docs/architecture.md, how to add a product): every kind of thing the checkout can take
// money for. A new product adds its payable here, and nowhere else in the checkout.

/** What every product's money steps need: each product's dependencies and the checkout's. */
export type OrderDeps = BookingCheckoutDeps & StayDeps;

/**
 * The dependencies with the payables that use them: each payable is built over the same dependencies it is
 * registered in, so a payment's arrival, decline or lapse reaches any product through `deps.payables`.
 */
export function withPayables<D extends Omit<OrderDeps, "payables">>(
  base: D,
  extra: (deps: D & OrderDeps) => Payable[] = () => [],
): D & OrderDeps {
  const registry: Record<string, Payable> = {};
  const deps = { ...base, payables: registry as Payables } as D & OrderDeps;
  for (const payable of [bookingPayable(deps), changePayable(deps), stayPayable(deps), ...extra(deps)]) {
    registry[payable.kind] = payable;
  }
  return deps;
}
