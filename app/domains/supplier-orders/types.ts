import type { ProductKey } from "~/domains/products/catalog";
import type { z } from "zod";
import type { CheckoutDeps } from "~/domains/checkout/checkout.server";
import { stateMachine, statusSet } from "~/domains/core/state-machine";
import type { Currency, MarketCountry, Money } from "~/domains/markets/markets";
import type { Inventory } from "~/domains/suppliers/inventory";
import type { Locale } from "~/i18n/locales";
import { supplierOrders } from "./tables";
import type { OrderWords } from "./words";

// The supplier order (decision 012): one life for every product sold by a supplier (stays, things to do, rides,
// holidays, travel extras, visa fees). The order core writes the life once; a product is a `SupplierProduct` plugged into it.

/**
 * Price again and hold what it counts -> take payment -> book with the supplier -> confirmed. Every status write goes
 * through `transitionOrder`.
 */
export const SUPPLIER_ORDER = stateMachine({
  name: "supplier_order",
  table: supplierOrders,
  moves: {
    draft: ["pending_payment", "expired", "cancelled"],
    pending_payment: ["paid", "payment_failed", "expired", "cancelled"],
    payment_failed: ["pending_payment", "paid", "expired", "cancelled"],
    paid: ["confirmed", "not_completed"],
    confirmed: ["cancelled"],
    not_completed: [],
    expired: [],
    cancelled: [],
  },
});
export type SupplierOrderStatus = (typeof SUPPLIER_ORDER.statuses)[number];

/** Statuses in which an order can still be paid for. */
export const orderPayable = statusSet(SUPPLIER_ORDER, ["draft", "pending_payment", "payment_failed"]);
/** Orders waiting for a payment: money arriving now pays them. */
export const orderAwaitsPayment = statusSet(SUPPLIER_ORDER, ["pending_payment", "payment_failed"]);
/** Orders still going somewhere: a retried reservation finds one of these. */
export const orderAlive = statusSet(SUPPLIER_ORDER, [...orderPayable.statuses, "paid", "confirmed"]);
/** Orders that keep the money paid for them; a cancelled one gives back what its terms allow through its own refund. */
export const orderKeepsMoney = statusSet(SUPPLIER_ORDER, ["paid", "confirmed", "cancelled"]);

/** Why a paid order was not completed: the supplier refused it, what was held was lost, or its details were missing. */
export type NotCompletedOutcome = "supplier_failed" | "capacity_lost" | "details_missing";

/** The lead traveller and the contact who receives the documents. */
export interface OrderContact {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Another named person of an order (each room's lead guest, each traveller of a holiday), after the lead. */
export interface OrderPerson {
  title: string;
  firstName: string;
  lastName: string;
}

/** Who an order is for beyond its lead: the other people its product names, and the party's special requests. */
export interface OrderParty {
  others: OrderPerson[];
  requests: string | null;
}

/**
 * Whom a product's details step names: `count` people, the first being the lead and contact, each labelled by its
 * `label` ("Room 2: lead guest", "Traveller 2"); and whether it takes special requests. A product without it names
 * its lead only.
 */
export interface PartyDetails {
  count: number;
  label: "room" | "traveller";
  requests: boolean;
}

/** A supplier order read back through its product's schemas: `Request` is what was chosen, `Quote` what was priced. */
export interface SupplierOrder<Request = unknown, Quote = unknown> {
  id: string;
  reference: string;
  kind: string;
  visitorId: string;
  memberId: string | null;
  status: SupplierOrderStatus;
  locale: Locale;
  currency: Currency;
  country: MarketCountry;
  request: Request;
  quote: Quote;
  total: Money;
  /** The local date it begins (My Trips' order, the ticket's day). */
  startsOn: string;
  /** Where "back to the results" goes (a query string of the product's search). */
  search: string;
  /** The inventory object its hold lives in, and the hold; null for a product that counts nothing. */
  inventoryUnit: string | null;
  holdId: string;
  holdExpiresAt: string;
  confirmation: string | null;
  /** The supplier's codes, one per traveller, where each needs their own (an eSIM's activation); else none. */
  codes: string[];
  confirmedAt: string | null;
  outcome: NotCompletedOutcome | null;
  cancelledAt: string | null;
  cancelRefund: Money | null;
  /** An existing order (a flight booking) this one is attached to, as an extra bought against its PNR. */
  attachedTo: string | null;
  createdAt: string;
}

/** What a product holds in the inventory while it is paid for: places of a slot, vehicles of an hour, rooms. */
export interface HoldPlan {
  /** The Inventory object's name (one per consistency boundary: an activity, a ride supplier's city). */
  unit: string;
  items: { key: string; capacity: number; quantity: number }[];
}

export interface Priced<Quote> {
  quote: Quote;
  total: Money;
  startsOn: string;
  hold: HoldPlan | null;
}

export type CancellationTerms =
  /** Before the free-cancellation deadline: everything goes back. */
  | { kind: "free"; penalty: Money; refund: Money }
  /** After it: what the product's terms keep. */
  | { kind: "penalty"; penalty: Money; refund: Money }
  | { kind: "non_refundable"; penalty: Money; refund: Money }
  | { kind: "not_cancellable"; reason: "not_booked" | "started" };

/** What a product's supplier answers when asked to book a paid order: the same reference books once. */
/** What a supplier answers a booking: its confirmation, and a code per traveller where each needs their own. */
export type SupplierBooking =
  { ok: true; confirmation: string; codes?: string[] } | { ok: false; reason: "sold_out" | "rejected" };

/**
 * What the order core reads of a product without its supplier: its schemas, its cancellation terms and how a list
 * shows it. Manage booking, My Trips and the cart need only this.
 */
export interface ProductFacts<Request = unknown, Quote = unknown> {
  /** The order's kind, the cart's and the payable's name for it ("activity"). */
  kind: string;
  /** Its product tab (products/catalog.ts): what it earns in wakapoints, among other things. */
  product: ProductKey;
  /** Rows are read back through these: a row never reaches a page unchecked. */
  requestSchema: z.ZodType<Request>;
  quoteSchema: z.ZodType<Quote>;
  /** A key of what makes two reservations the same (a double submit finds the first). */
  sameAs(request: Request): string;
  cancellationTerms(order: SupplierOrder<Request, Quote>, now: Date): CancellationTerms;
  /** How many travellers, and what a list shows of it (My Trips, the cart). */
  travellers(order: SupplierOrder<Request, Quote>): number;
  title(order: SupplierOrder<Request, Quote>): string[];
  /** Its document, e-mails and calendar event, in the order's language. */
  describe(order: SupplierOrder<Request, Quote>, lead: OrderContact | null, party?: OrderParty): OrderDescription;
  /** Whom its details step names beyond the lead, and whether it takes special requests (a stay's room leads). */
  party?(request: Request): PartyDetails;
  /** Whether it takes its traveller between the airport and their stay (a ride; a holiday with its transfers). */
  ridesFromAirport?(order: SupplierOrder<Request, Quote>): boolean;
  /** How its pages, document and e-mails speak of it (words.ts): as a booking unless it is an application's fees. */
  words?: OrderWords;
  /** The local date it ends, when it lasts more than a day (a stay's check-out). */
  endsOn?(order: SupplierOrder<Request, Quote>): string;
  /** The flight it suggests, its own priced line in the same cart (a holiday's, to its destination and back). */
  flight?(order: SupplierOrder<Request, Quote>): {
    to: string;
    depart: string;
    returnDate: string;
    adults: number;
    /** Children's ages on the day: 2 and over fly as children, under 2 as infants on a lap. */
    childAges?: number[];
    /** The day the outbound must land by (a holiday's first day, when its transfer meets the flight). */
    arriveBy?: string;
  };
}

/** What a product's ticket or voucher, its e-mails and its calendar event say, in the order's language. */
export interface OrderDescription {
  /** The document's title ("Activity ticket"). */
  document: string;
  /** The first facts, under the supplier's confirmation (at most three). */
  facts: Array<[string, string]>;
  people: { heading: string; columns: [string, string]; rows: Array<[string, string]> };
  details: { heading: string; rows: Array<[string, string]> };
  policy: { heading: string; text: string };
  /** A code per traveller, each its own QR code on the document (an eSIM's activation for each phone). */
  codes?: { heading: string; items: Array<{ label: string; code: string }> };
  /** Where and when, for a calendar; null when it has no time. */
  event: { start: Date; end: Date; summary: string; location: string } | null;
}

/**
 * A product sold through the supplier order (decision 012): its facts, how it is priced and held, and how its
 * supplier books and cancels it. Every other step is the core's.
 */
export interface SupplierProduct<Request = unknown, Quote = unknown> extends ProductFacts<Request, Quote> {
  /**
   * Whether the request can be priced at all today (a check-in not past, a child's age given): when not, reserving
   * answers "invalid" and the page shows its form again; absent, every request its schema reads can.
   */
  accepts?(request: Request, today: string): boolean;
  /** Prices the request now; null when it cannot be sold as asked (gone, the party refused, a past date). */
  price(request: Request, market: { locale: Locale; currency: Currency }, now: Date): Promise<Priced<Quote> | null>;
  book(order: SupplierOrder<Request, Quote>, lead: OrderContact, party: OrderParty): Promise<SupplierBooking>;
  cancel(order: SupplierOrder<Request, Quote>): Promise<void>;
}

/**
 * What a product's page offers for what the traveller asked, before anything is held: what can be had, whether the
 * party fits, the places left and the party's total. The page only renders it (docs/architecture.md, "How to add a
 * product"); reserving prices the chosen one again through `price`.
 */
export interface Offering<Query, Offer> {
  offer(query: Query, market: { locale: Locale; currency: Currency }, now: Date): Promise<Offer>;
}

/** The products' facts, by kind (the read side). */
export type ProductFactsByKind = Readonly<Record<string, ProductFacts>>;

/** The products plugged into the supplier order, by kind. */
export type SupplierProducts = Readonly<Record<string, SupplierProduct>>;

/** One product typed with its own request and quote, registered among the others. */
export const asSupplierProduct = <R, Q>(product: SupplierProduct<R, Q>) => product as unknown as SupplierProduct;
export const asProductFacts = <R, Q>(facts: ProductFacts<R, Q>) => facts as unknown as ProductFacts;

export interface SupplierOrderDeps extends CheckoutDeps {
  inventory: DurableObjectNamespace<Inventory>;
  supplierProducts: SupplierProducts;
  /** How long a draft's places are held, at most. */
  holdMinutes: number;
}
