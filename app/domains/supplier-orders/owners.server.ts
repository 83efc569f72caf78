import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { supplierOrderContacts, supplierOrders } from "./tables";
import { orderPayable } from "./types";

// Who a supplier order belongs to: a browser's orders handed to the member who signs in on it, a deleted member's
// kept without them.

/** At sign-in: a browser's orders become the member's (still payable ones gain the member), every one the new visitor. */
export function handOverOrdersStatements(db: Database, from: string, to: string, memberId: string) {
  return [
    db
      .update(supplierOrders)
      .set({ memberId })
      .where(
        and(
          eq(supplierOrders.visitorId, from),
          isNull(supplierOrders.memberId),
          inArray(supplierOrders.status, [...orderPayable.statuses]),
        ),
      ),
    db
      .update(supplierOrders)
      .set({ visitorId: to })
      .where(and(eq(supplierOrders.visitorId, from), isNull(supplierOrders.memberId))),
  ] as const;
}

/** A guest's orders whose contact's e-mail is this proven address become this member's. */
export function claimOrdersStatement(db: Database, memberId: string, email: string) {
  const contact = db
    .select({ id: supplierOrderContacts.orderId })
    .from(supplierOrderContacts)
    .where(eq(sql`lower(${supplierOrderContacts.email})`, email));
  return db
    .update(supplierOrders)
    .set({ memberId })
    .where(and(isNull(supplierOrders.memberId), inArray(supplierOrders.id, contact)));
}

/** A deleted account's orders stay, as a record of money paid, without their member. */
export function detachOrdersStatement(db: Database, memberId: string) {
  return db.update(supplierOrders).set({ memberId: null }).where(eq(supplierOrders.memberId, memberId));
}
