import { and, eq, inArray, lte } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { addToCartStatements, removeFromCartStatement } from "~/domains/cart/cart.server";
import { paymentsOf } from "~/domains/checkout/payments.server";
import { newOrderId, newReference, stableIdFor } from "~/domains/core/ids";
import { createdStatement } from "~/domains/core/state-machine";
import type { Market } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";
import { getOrder, partyOf, readAll, transitionOrder } from "./orders.server";
import { supplierOrderContacts, supplierOrders } from "./tables";
import {
  type OrderContact,
  type OrderParty,
  orderAlive,
  orderPayable,
  SUPPLIER_ORDER,
  type SupplierOrder,
  type SupplierOrderDeps,
} from "./types";

// A supplier order's life before it is paid (decision 012): reserve (price again, hold, a draft in the cart), its
// lead traveller, contact and party, and closing it unpaid (removed, or lapsed: what it held goes back).

export type ReserveResult =
  | { kind: "started"; orderId: string }
  | { kind: "unavailable" }
  /** A request that cannot be priced as asked (a past date, a child without an age): nothing is reserved. */
  | { kind: "invalid" };

/**
 * Reserve: the product prices the request again, then one hold of everything it counts in its Inventory object (all
 * or nothing, never oversold), then a draft in the visitor's cart beside anything else. The same reservation retried
 * finds its order; a request the product cannot sell, or places already gone, answer "unavailable".
 */
export async function reserveOrder(
  deps: SupplierOrderDeps,
  input: {
    kind: string;
    request: unknown;
    visitorId: string;
    memberId: string | null;
    locale: Locale;
    market: Market;
    search: string;
    attachedTo?: string | null;
  },
): Promise<ReserveResult> {
  const unavailable = { kind: "unavailable" } as const;
  const product = deps.supplierProducts[input.kind];
  if (!product) return unavailable;
  const request = product.requestSchema.safeParse(input.request);
  const today = deps.now.toISOString().slice(0, 10);
  if (!request.success || (product.accepts && !product.accepts(request.data, today))) return { kind: "invalid" };
  const priced = await product.price(request.data, { locale: input.locale, currency: input.market.currency }, deps.now);
  if (!priced) return unavailable;

  const sameAs = product.sameAs(request.data);
  let id = await stableIdFor(input.visitorId, input.kind, sameAs, input.market.currency, input.attachedTo ?? "");
  const existing = await getOrder(deps.db, deps.supplierProducts, id);
  if (existing) {
    const held = existing.status !== "draft" || Date.parse(existing.holdExpiresAt) > deps.now.getTime();
    if (existing.visitorId === input.visitorId && orderAlive(existing.status) && held) {
      return { kind: "started", orderId: existing.id };
    }
    id = newOrderId();
  }

  const holdId = `${id}-hold`;
  const ttlMs = deps.holdMinutes * 60_000;
  if (priced.hold) {
    const held = await deps.inventory.getByName(priced.hold.unit).hold({ holdId, items: priced.hold.items, ttlMs });
    if (!held.ok) return unavailable;
  }

  const at = deps.now.toISOString();
  const { db } = deps;
  await db.batch([
    db
      .insert(supplierOrders)
      .values({
        id,
        reference: newReference(),
        kind: input.kind,
        visitorId: input.visitorId,
        memberId: input.memberId,
        status: "draft",
        locale: input.locale,
        currency: input.market.currency,
        country: input.market.country,
        requestJson: JSON.stringify(request.data),
        quoteJson: JSON.stringify(priced.quote),
        total: priced.total.amount,
        startsOn: priced.startsOn,
        search: input.search,
        inventoryUnit: priced.hold?.unit ?? null,
        holdId,
        // On the domain's clock: the Inventory object counts the same minutes on its own.
        holdExpiresAt: new Date(deps.now.getTime() + ttlMs).toISOString(),
        attachedTo: input.attachedTo ?? null,
        createdAt: at,
        updatedAt: at,
      })
      // A double click reserves once: the twin finds the same id and hold, and records nothing more.
      .onConflictDoNothing(),
    createdStatement(db, SUPPLIER_ORDER, { id, status: "draft" }, `${input.kind} reserved`),
    ...addToCartStatements(db, input.visitorId, input.market, { kind: "supplier_order", id }, deps.now),
  ]);
  return { kind: "started", orderId: id };
}

/**
 * The details step: the lead traveller and contact, the other people its product names and the party's requests,
 * replacing what was saved before, while it can be paid for. As many others as the product names, or nothing is saved.
 */
export async function saveDetails(
  deps: Pick<SupplierOrderDeps, "db" | "now" | "supplierProducts">,
  order: SupplierOrder,
  contact: OrderContact,
  party: OrderParty = { others: [], requests: null },
): Promise<"saved" | "closed" | "wrong_party"> {
  if (!orderPayable(order.status)) return "closed";
  const wanted = partyOf(deps.supplierProducts, order);
  if (party.others.length !== wanted.count - 1) return "wrong_party";
  const { db } = deps;
  const row = {
    ...contact,
    email: contact.email.toLowerCase(),
    othersJson: JSON.stringify(party.others.map(({ title, firstName, lastName }) => ({ title, firstName, lastName }))),
    requests: wanted.requests ? party.requests : null,
  };
  await db.batch([
    db
      .insert(supplierOrderContacts)
      .values({ orderId: order.id, ...row })
      .onConflictDoUpdate({ target: supplierOrderContacts.orderId, set: row }),
    db.update(supplierOrders).set({ updatedAt: deps.now.toISOString() }).where(eq(supplierOrders.id, order.id)),
  ]);
  return "saved";
}

/** Gives back what an order holds, if it holds anything. */
export async function releaseHold(deps: Pick<SupplierOrderDeps, "inventory">, order: SupplierOrder) {
  if (order.inventoryUnit) await deps.inventory.getByName(order.inventoryUnit).release(order.holdId);
}

/** Closes an order never paid for: the move (and the caller's statements) in one batch, the cart left, the hold back. */
export async function closeUnpaidOrder(
  deps: Pick<SupplierOrderDeps, "db" | "now" | "inventory">,
  order: SupplierOrder,
  to: "expired" | "cancelled",
  reason: string,
  alongside: BatchItem<"sqlite">[] = [],
) {
  await deps.db.batch([
    removeFromCartStatement(deps.db, order.visitorId, { kind: "supplier_order", id: order.id }),
    ...alongside,
    ...transitionOrder(deps.db, order, to, reason, deps.now),
  ]);
  await releaseHold(deps, order);
}

/**
 * The cron: drafts whose hold lapsed are closed, of every product; so are orders left waiting for a payment that no
 * longer exists (a charge shared with a flight, closed when the flight was paid without them), once their hold lapsed.
 */
export async function expireLapsedOrders(deps: SupplierOrderDeps): Promise<number> {
  const { db, now } = deps;
  const rows = await db
    .select()
    .from(supplierOrders)
    .where(
      and(
        inArray(supplierOrders.status, ["draft", "pending_payment", "payment_failed"]),
        lte(supplierOrders.holdExpiresAt, now.toISOString()),
      ),
    )
    .limit(100);
  let expired = 0;
  for (const order of readAll(deps.supplierProducts, rows)) {
    const pending = (await paymentsOf(db, { kind: "supplier_order", id: order.id })).some(
      (p) => p.status === "pending",
    );
    if (order.status === "draft" || !pending) {
      await closeUnpaidOrder(deps, order, "expired", order.status === "draft" ? "hold lapsed" : "no payment pending");
      expired += 1;
    }
  }
  return expired;
}

/** Paid orders the supplier was never asked about (a Worker died): the sweep sends their job again. */
export async function ordersStuck(deps: Pick<SupplierOrderDeps, "db" | "supplierProducts">, before: Date) {
  const rows = await deps.db
    .select()
    .from(supplierOrders)
    .where(and(eq(supplierOrders.status, "paid"), lte(supplierOrders.updatedAt, before.toISOString())))
    .limit(100);
  return readAll(deps.supplierProducts, rows);
}
