import type { Database } from "~/db/client.server";
import type { Money } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";

// What manage booking, My Trips, the member API and e-mailed links ask of every kind of order (docs/architecture.md,
// "The order read"). Each product implements `OrderKind` beside its payable and cart kind; orders/orders.server.ts
// lists them, and nothing above it asks which kind an order is.

/** One thing an order may do now on manage booking, or, when it may not, why (a reason code the locales word). */
export type ManageAction<Name extends string = string> =
  { name: Name; allowed: true } | { name: Name; allowed: false; reason: string };

/** An order as a list shows it (My Trips, the member API's booking history). */
export interface OrderLine {
  kind: string;
  id: string;
  reference: string;
  status: string;
  /** The supplier's own code: an airline's PNR, a hotel's confirmation number. */
  supplierReference: string | null;
  /** When it was made (an instant) and when it begins (the local date of travel or check-in; none for a card). */
  bookedOn: string;
  startsOn: string | null;
  /** What it is, a line each: a flight's routes, a stay's property and city. */
  title: string[];
  travellers: number;
  /** What was paid for it; none for what is applied for without a fee (a card, an enquiry). */
  total: Money | null;
  /** Where its owner goes on with it: the next step while it is being made, else its manage page. */
  path: string;
}

/** The owners an order may be opened by (docs/architecture.md, Security). */
export interface OrderOwners {
  id: string;
  memberId: string | null;
  visitorId: string | null;
}

export interface OrderKind<Order extends OrderOwners = OrderOwners> {
  kind: string;
  get(db: Database, id: string): Promise<Order | null>;
  /**
   * The orders with this code (Tern's reference, or the supplier's: an airline's PNR, a hotel's confirmation, typed
   * without spaces or dashes) and each one's contact e-mail (lower case): manage booking's look-up. It does the same
   * work for an unknown code, so a wrong one cannot be told from a wrong e-mail by time.
   */
  byReference(db: Database, code: string): Promise<{ id: string; email: string | null }[]>;
  /**
   * The ids of the orders whose contact has this e-mail (lower case) or phone (its digits), newest first, at most
   * `limit`: the desk's support search (decision 026), never a traveller's.
   */
  byContact(db: Database, contact: { email?: string; phoneDigits?: string }, limit: number): Promise<string[]>;
  /** A member's orders of this kind, newest first. */
  memberLines(db: Database, memberId: string, locale: Locale): Promise<OrderLine[]>;
  /** These orders of this kind, as a list shows them (ids of other kinds are passed over). */
  linesOf(db: Database, ids: readonly string[], locale: Locale): Promise<OrderLine[]>;
  /** What the order may do now, each with why not. */
  actions(deps: { db: Database; now: Date }, order: Order): Promise<ManageAction[]>;
  /** Its manage page. */
  managePath(id: string): string;
  /**
   * What a traveller needs at the airport without a network (decision 021): its summary and documents, as paths with `:id`
   * (the service worker keeps each once opened, in either language; app/routes/service-worker.ts).
   */
  offlinePaths: readonly string[];
}
