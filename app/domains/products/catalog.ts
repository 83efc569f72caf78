/** The product tabs of product rules §2, in order, each with its page. */
export const PRODUCTS = [
  { key: "flight", path: "/flight" },
  { key: "stays", path: "/hotel" },
  { key: "visa", path: "/visa" },
  { key: "rides", path: "/rides" },
  { key: "holidays", path: "/holidays" },
  { key: "thingsToDo", path: "/things-to-do" },
  { key: "travelCard", path: "/travel-card" },
  { key: "businessTravel", path: "/business-travel" },
  { key: "travelExtras", path: "/travel-addons" },
  { key: "listYourProperty", path: "/list-your-property" },
] as const satisfies ReadonlyArray<{ key: string; path: string }>;

export type ProductKey = (typeof PRODUCTS)[number]["key"];

export function availableProducts(): Array<{ key: ProductKey; path: string }> {
  return PRODUCTS.map((p) => ({ key: p.key, path: p.path }));
}

export const PRODUCT_KEYS = PRODUCTS.map((p) => p.key) as [ProductKey, ...ProductKey[]];
