import { rowsWithIds, rowWithId } from "~/domains/core/rows.server";
import { type ContactQuery, phoneDigitsSql } from "~/domains/core/contact-search";
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { moveStatements } from "~/domains/core/state-machine";
import type { Currency, MarketCountry } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";
import { CodesSchema, OrderOthersSchema } from "./schema";
import { supplierOrderContacts, supplierOrders } from "./tables";
import {
  type NotCompletedOutcome,
  type OrderContact,
  type OrderParty,
  type PartyDetails,
  type ProductFactsByKind,
  SUPPLIER_ORDER,
  type SupplierOrder,
  type SupplierOrderStatus,
} from "./types";

// Reading supplier orders back, each through its product's schemas, and the one way their status is written.

type Row = typeof supplierOrders.$inferSelect;

/** A row as its product reads it; null when no product of that kind is registered. */
export function readOrder(products: ProductFactsByKind, row: Row): SupplierOrder | null {
  const product = products[row.kind];
  if (!product) return null;
  const currency = row.currency as Currency;
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    visitorId: row.visitorId,
    memberId: row.memberId,
    status: row.status as SupplierOrderStatus,
    locale: row.locale as Locale,
    currency,
    country: row.country as MarketCountry,
    request: product.requestSchema.parse(JSON.parse(row.requestJson)),
    quote: product.quoteSchema.parse(JSON.parse(row.quoteJson)),
    total: { amount: row.total, currency },
    startsOn: row.startsOn,
    search: row.search,
    inventoryUnit: row.inventoryUnit,
    holdId: row.holdId,
    holdExpiresAt: row.holdExpiresAt,
    confirmation: row.confirmation,
    codes: row.codesJson ? CodesSchema.parse(JSON.parse(row.codesJson)) : [],
    confirmedAt: row.confirmedAt,
    outcome: row.outcome as NotCompletedOutcome | null,
    cancelledAt: row.cancelledAt,
    cancelRefund: row.cancelRefund === null ? null : { amount: row.cancelRefund, currency },
    attachedTo: row.attachedTo,
    createdAt: row.createdAt,
  };
}

export const readAll = (products: ProductFactsByKind, rows: Row[]) =>
  rows.flatMap((row) => readOrder(products, row) ?? []);

export async function getOrder(db: Database, products: ProductFactsByKind, id: string): Promise<SupplierOrder | null> {
  const row = await rowWithId(db, supplierOrders, id);
  return row ? readOrder(products, row) : null;
}

export async function getOrdersOf(db: Database, products: ProductFactsByKind, ids: readonly string[]) {
  return readAll(products, await rowsWithIds(db, supplierOrders, ids));
}

/** A member's orders, newest first (My Trips). */
export async function getMemberOrders(db: Database, products: ProductFactsByKind, memberId: string, limit = 100) {
  const rows = await db
    .select()
    .from(supplierOrders)
    .where(eq(supplierOrders.memberId, memberId))
    .orderBy(desc(supplierOrders.createdAt))
    .limit(limit);
  return readAll(products, rows);
}

/** The orders attached to another (extras bought against a flight booking's PNR). */
export async function ordersAttachedTo(db: Database, products: ProductFactsByKind, orderId: string) {
  return readAll(products, await db.select().from(supplierOrders).where(eq(supplierOrders.attachedTo, orderId)));
}

/**
 * The orders with this code, Tern's reference or the supplier's confirmation (typed without its dash), each with its
 * contact's e-mail: what manage booking checks a retrieval against.
 */
export async function orderContacts(db: Database, code: string) {
  const rows = await db
    .select({ id: supplierOrders.id, email: supplierOrderContacts.email })
    .from(supplierOrders)
    .leftJoin(supplierOrderContacts, eq(supplierOrderContacts.orderId, supplierOrders.id))
    .where(or(eq(supplierOrders.reference, code), sql`replace(${supplierOrders.confirmation}, '-', '') = ${code}`))
    .limit(5);
  return rows.map((row) => ({ id: row.id, email: row.email?.toLowerCase() ?? null }));
}

export async function getContact(db: Database, orderId: string): Promise<OrderContact | null> {
  const [row] = await db
    .select({
      title: supplierOrderContacts.title,
      firstName: supplierOrderContacts.firstName,
      lastName: supplierOrderContacts.lastName,
      email: supplierOrderContacts.email,
      phone: supplierOrderContacts.phone,
    })
    .from(supplierOrderContacts)
    .where(eq(supplierOrderContacts.orderId, orderId));
  return row ?? null;
}

/** The others an order names after its lead, and the party's special requests (none before its details step). */
export async function getParty(db: Database, orderId: string): Promise<OrderParty> {
  const [row] = await db
    .select({ othersJson: supplierOrderContacts.othersJson, requests: supplierOrderContacts.requests })
    .from(supplierOrderContacts)
    .where(eq(supplierOrderContacts.orderId, orderId));
  return { others: row ? OrderOthersSchema.parse(JSON.parse(row.othersJson)) : [], requests: row?.requests ?? null };
}

/** Whom a product's details step names: its own party, or its lead alone. */
export const partyOf = (products: ProductFactsByKind, order: SupplierOrder): PartyDetails =>
  products[order.kind]?.party?.(order.request) ?? { count: 1, label: "traveller", requests: false };

/** Whether an order's details are all given: its lead and contact, and every other person its product names. */
export const detailsComplete = (
  products: ProductFactsByKind,
  order: SupplierOrder,
  lead: OrderContact | null,
  party: OrderParty,
) => lead !== null && party.others.length === partyOf(products, order).count - 1;

/** Whether an order's details step is done, read from the database. */
export async function detailsGiven(db: Database, products: ProductFactsByKind, order: SupplierOrder) {
  const [lead, party] = await Promise.all([getContact(db, order.id), getParty(db, order.id)]);
  return detailsComplete(products, order, lead, party);
}

/** One status change and its event, for the caller's batch; an order that moved meanwhile changes nothing. */
export function transitionOrder(
  db: Database,
  order: Pick<SupplierOrder, "id" | "status">,
  to: SupplierOrderStatus,
  reason: string,
  now: Date,
  also?: Record<string, string | number | null>,
) {
  return moveStatements(db, SUPPLIER_ORDER, order, to, { reason, now, also });
}

/** Where an order's owner goes on with it: its details step while it is being made, else its summary. */
export const orderNextPath = (order: Pick<SupplierOrder, "id" | "status">) =>
  `/order/${order.id}/${order.status === "draft" ? "details" : "summary"}`;

/** Whether a draft's places are no longer held for it. */
export const orderHoldLapsed = (order: Pick<SupplierOrder, "status" | "holdExpiresAt">, now: Date) =>
  order.status === "draft" && Date.parse(order.holdExpiresAt) <= now.getTime();

/** The one statement guarding a column write on the status the order was read in. */
export const whileIn = (order: Pick<SupplierOrder, "id" | "status">) =>
  and(eq(supplierOrders.id, order.id), eq(supplierOrders.status, order.status));

/** The orders whose contact has this e-mail or phone, newest first (the desk's support search). */
export async function ordersByContact(db: Database, contact: ContactQuery, limit: number): Promise<string[]> {
  const matches = [
    contact.email ? sql`lower(${supplierOrderContacts.email}) = ${contact.email}` : undefined,
    contact.phoneDigits ? sql`${phoneDigitsSql(supplierOrderContacts.phone)} = ${contact.phoneDigits}` : undefined,
  ].filter((m) => m !== undefined);
  if (matches.length === 0) return [];
  const rows = await db
    .select({ id: supplierOrders.id })
    .from(supplierOrderContacts)
    .innerJoin(supplierOrders, eq(supplierOrders.id, supplierOrderContacts.orderId))
    .where(or(...matches))
    .orderBy(desc(supplierOrders.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
