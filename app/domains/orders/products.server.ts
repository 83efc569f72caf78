import { changePayable } from "~/domains/bookings/changes/payment.server";
import { flightCartKind } from "~/domains/bookings/cart-kind.server";
import { bookingPayable } from "~/domains/bookings/payable.server";
import type { BookingCheckoutDeps } from "~/domains/bookings/payment.server";
import type { CartKind, CartKinds } from "~/domains/cart/kinds";
import type { Payable, PayableRef, Payables } from "~/domains/checkout/payable";
import type { Money } from "~/domains/markets/markets";
import { amountDue } from "~/domains/points/redeem.server";
import { instalmentPayable } from "~/domains/instalments/payable.server";
import { supplierOrderCartKind } from "~/domains/supplier-orders/cart.server";
import { supplierOrderPayable } from "~/domains/supplier-orders/payable.server";
import type { SupplierOrderDeps, SupplierProduct } from "~/domains/supplier-orders/types";
import { type ProductSuppliers, supplierProductsFor } from "./supplier-products.server";

// The order core's registry (docs/architecture.md, how to add a product): every product Tern sells, as what the
// checkout takes money for (a payable) and what the cart holds (a cart kind). A new product adds itself here, and
// nowhere else in the checkout or the cart.

/** One product, as the order core knows it. */
export interface Product {
  payable: Payable;
  /** What the cart holds of it; a change to a booking is paid but never in a cart. */
  cart?: CartKind;
}

/** What every product's steps need: each product's dependencies, the checkout's, and the registries. */
export type OrderDeps = BookingCheckoutDeps & SupplierOrderDeps & ProductSuppliers & { cartKinds: CartKinds };

/**
 * The dependencies with the products registered over them: each payable and cart kind is built over the same
 * dependencies it is registered in, so a payment's arrival, decline or lapse, and a cart's removal or clearing, reach
 * any product through `deps.payables` and `deps.cartKinds`.
 */
export function withProducts<D extends Omit<OrderDeps, "payables" | "cartKinds" | "supplierProducts">>(
  base: D,
  extra: (deps: D & OrderDeps) => Product[] = () => [],
  moreSupplierProducts: readonly SupplierProduct[] = [],
): D & OrderDeps {
  const payables: Record<string, Payable> = {};
  const cartKinds: Record<string, CartKind> = {};
  const deps = {
    ...base,
    payables: payables as Payables,
    cartKinds: cartKinds as CartKinds,
    supplierProducts: supplierProductsFor(base, moreSupplierProducts),
    // What every payable is charged: its price less the member's wakapoints redeemed for it (domains/points).
    amountDue: (payable: PayableRef, price: Money) => amountDue(base.db, payable, price),
  } as D & OrderDeps;
  const products: Product[] = [
    { payable: bookingPayable(deps), cart: flightCartKind(deps) as CartKind },
    { payable: changePayable(deps) },
    { payable: supplierOrderPayable(deps), cart: supplierOrderCartKind(deps) as CartKind },
    // A Pay Small Small plan's payments, for any order paid in instalments (domains/instalments).
    { payable: instalmentPayable(deps) },
    ...extra(deps),
  ];
  for (const product of products) {
    payables[product.payable.kind] = product.payable;
    if (product.cart) cartKinds[product.cart.kind] = product.cart;
  }
  return deps;
}
