import type { Database } from "~/db/client.server";
import { flightOrders } from "~/domains/bookings/order-kind.server";
import { type BookingViewer, viewerOwns } from "~/domains/bookings/owners.server";
import { normalizeReference } from "~/domains/bookings/schema";
import { verifyOrderAccess } from "~/domains/core/access.server";
import type { ManageAction, OrderKind, OrderLine, OrderOwners } from "~/domains/core/orders";
import { supplierOrderKind } from "~/domains/supplier-orders/order-kind.server";
import { applicationOrderKind } from "~/domains/applications/order-kind.server";
import { APPLICATION_KINDS } from "./application-kinds.server";
import { PRODUCT_FACTS } from "./supplier-products.server";
import type { Locale } from "~/i18n/locales";

// The one order read (docs/architecture.md): manage booking's look-up, My Trips, the member API's booking history and
// e-mailed links find an order of any kind here. A new product adds its `OrderKind` to this list, and nowhere else.

export const ORDER_KINDS: readonly OrderKind[] = [
  flightOrders as OrderKind,
  supplierOrderKind(PRODUCT_FACTS) as OrderKind,
  applicationOrderKind(APPLICATION_KINDS) as OrderKind,
];

/**
 * What the service worker keeps offline once opened (decision 021): every order kind's summary and documents, and My Trips, as
 * regular expressions over a path with or without its language prefix.
 */
export function offlinePathPatterns(): string[] {
  const paths = [...ORDER_KINDS.flatMap((kind) => kind.offlinePaths), "/account/trips"];
  return paths.map((path) => {
    const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(":id", "[A-Za-z0-9_-]{1,40}");
    return `^(?:/fr-FR)?${escaped}$`;
  });
}

/** An order found, with the kind that knows it. */
export interface FoundOrder {
  kind: OrderKind;
  order: OrderOwners;
}

/** The order with this id, of whichever kind it is. */
export async function findOrder(db: Database, id: string): Promise<FoundOrder | null> {
  if (!/^[a-z0-9]{16}$/.test(id)) return null;
  const found = await Promise.all(ORDER_KINDS.map(async (kind) => ({ kind, order: await kind.get(db, id) })));
  const hit = found.find((f) => f.order !== null);
  return hit?.order ? { kind: hit.kind, order: hit.order } : null;
}

/** A member's orders of every kind, newest first (My Trips, the member API's booking history). */
export async function memberOrders(db: Database, memberId: string, locale: Locale): Promise<OrderLine[]> {
  const lines = await Promise.all(ORDER_KINDS.map((kind) => kind.memberLines(db, memberId, locale)));
  return lines.flat().sort((a, b) => b.bookedOn.localeCompare(a.bookedOn) || b.id.localeCompare(a.id));
}

/** Orders of any kind by their ids, in the order given (the ones this browser opened on manage booking). */
export async function ordersOf(db: Database, ids: readonly string[], locale: Locale): Promise<OrderLine[]> {
  const lines = (await Promise.all(ORDER_KINDS.map((kind) => kind.linesOf(db, ids, locale)))).flat();
  return ids.flatMap((id) => lines.filter((line) => line.id === id));
}

/** What an order may do now, each with why not, as its kind says. */
export function orderActions(deps: { db: Database; now: Date }, found: FoundOrder): Promise<ManageAction[]> {
  return found.kind.actions(deps, found.order);
}

/**
 * An e-mailed link's order: the one its token opens (signed, unexpired, for this id) with its manage page, or null
 * (a bad or expired token is the same as none).
 */
export async function orderOpenedBy(
  deps: { db: Database; now: Date; secret: string },
  id: string,
  token: string,
): Promise<(FoundOrder & { path: string }) | null> {
  if (!verifyOrderAccess(deps.secret, id, token, deps.now)) return null;
  const found = await findOrder(deps.db, id);
  return found ? { ...found, path: found.kind.managePath(id) } : null;
}

/**
 * The flight booking with this reference or airline PNR that this viewer may open (theirs, or found in manage booking
 * on this device), or null: what a travel extra bought on its own attaches to. Another's booking is the same as none.
 */
export async function flightOpenedBy(
  db: Database,
  code: string,
  viewer: BookingViewer,
): Promise<{ id: string; reference: string } | null> {
  const contacts = await flightOrders.byReference(db, normalizeReference(code));
  for (const { id } of contacts) {
    const booking = await flightOrders.get(db, id);
    if (booking && viewerOwns(booking, viewer)) return { id: booking.id, reference: booking.reference };
  }
  return null;
}
