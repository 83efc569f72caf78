// How an order's pages, document and e-mails speak of it. Most products are booked ("You are booked", "Show the ticket
// on the day"); an application's fees (a visa's) send an application, and say so: those keys have their own wording
// under `order.application.*` in locales/products (the rest are the same for both).

/** How a product speaks of its orders: as bookings, or as the application its fees send. */
export type OrderWords = "booking" | "application";

const APPLICATION_KEYS = new Set([
  "summary.headings.draft",
  "summary.headings.paid",
  "summary.headings.confirmed",
  "summary.headings.not_completed",
  "summary.headings.expired",
  "summary.bodies.draft",
  "summary.bodies.confirmed",
  "summary.bodies.not_completed",
  "summary.bodies.expired",
  "summary.document",
  "summary.resend",
  "summary.resent",
  "recap.heldFor",
  "documentFooter",
  "emails.order_confirmed.subject",
  "emails.order_confirmed.body",
  "emails.order_not_completed.subject",
  "emails.order_not_completed.body",
]);

/** The products.json key for `key` (below `order.`) in a product's words. */
export function orderKey(words: OrderWords | undefined, key: string): string {
  return words === "application" && APPLICATION_KEYS.has(key) ? `order.application.${key}` : `order.${key}`;
}

/** Every key an application words its own way: the catalogs must have each (locales/catalogs.test.ts). */
export const APPLICATION_WORDED_KEYS: readonly string[] = [...APPLICATION_KEYS];
