import { activityFacts, activityProduct } from "~/domains/activities/product.server";
import type { ActivitySupplier } from "~/domains/activities/supplier";
import { extraFacts, extraProduct } from "~/domains/extras/product.server";
import type { ExtrasSupplier } from "~/domains/extras/supplier";
import type { Currency } from "~/domains/markets/markets";
import type { TravelExtra } from "~/domains/products/types";
import { rideFacts, rideProduct } from "~/domains/rides/product.server";
import { holidayFacts, holidayProduct } from "~/domains/holidays/product.server";
import type { HolidaySupplier } from "~/domains/holidays/supplier";
import type { RideSupplier } from "~/domains/rides/supplier";
import type { ApplicationDesk } from "~/domains/applications/desk.server";
import { visaFeesFacts, visaFeesProduct } from "~/domains/visas/product.server";
import type { HotelSupplier } from "~/domains/hotels/supplier";
import type { Inventory } from "~/domains/suppliers/inventory";
import { stayFacts, stayProduct } from "~/domains/stays/product.server";
import {
  asProductFacts,
  asSupplierProduct,
  type ProductFactsByKind,
  type SupplierProduct,
  type SupplierProducts,
} from "~/domains/supplier-orders/types";

// The products sold through the supplier order (decision 012), each over its own supplier. A new product adds its
// facts and its product here (docs/architecture.md, "How to add a product").

/** Each product's supplier, chosen in the composition root. */
export interface ProductSuppliers {
  hotels: HotelSupplier;
  activities: ActivitySupplier;
  extrasSupplier: ExtrasSupplier;
  rides: RideSupplier;
  holidays: HolidaySupplier;
  /** Where a visa application goes once its fees are paid. */
  visaDesk: ApplicationDesk;
  /** The travel extras catalog (a flight's extras step sells from it too). */
  extras: (currency: Currency) => TravelExtra[];
}

/** What the order read needs of every product: no supplier. */
export const PRODUCT_FACTS: ProductFactsByKind = {
  stay: asProductFacts(stayFacts),
  activity: asProductFacts(activityFacts),
  extra: asProductFacts(extraFacts),
  ride: asProductFacts(rideFacts),
  holiday: asProductFacts(holidayFacts),
  visa: asProductFacts(visaFeesFacts),
};

/** Every product over its supplier, and any the caller adds (a test-only product). */
export function supplierProductsFor(
  suppliers: ProductSuppliers & { inventory: DurableObjectNamespace<Inventory> },
  more: readonly SupplierProduct[] = [],
) {
  const products: SupplierProduct[] = [
    asSupplierProduct(stayProduct(suppliers.hotels)),
    asSupplierProduct(activityProduct(suppliers.activities, suppliers.inventory)),
    asSupplierProduct(extraProduct(suppliers.extrasSupplier, suppliers.extras)),
    asSupplierProduct(rideProduct(suppliers.rides, suppliers.inventory)),
    asSupplierProduct(holidayProduct(suppliers.holidays)),
    asSupplierProduct(visaFeesProduct(suppliers.visaDesk)),
    ...more,
  ];
  return Object.fromEntries(products.map((product) => [product.kind, product])) as SupplierProducts;
}
