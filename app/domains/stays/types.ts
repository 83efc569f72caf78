import type { CheckoutDeps } from "~/domains/checkout/checkout.server";
import { stateMachine, statusSet } from "~/domains/core/state-machine";
import { stays } from "./tables";
import type { HotelSupplier, RoomKind } from "~/domains/hotels/supplier";
import type { Currency, MarketCountry, Money } from "~/domains/markets/markets";
import type { Inventory } from "~/domains/suppliers/inventory";
import type { Locale } from "~/i18n/locales";

// A hotel booking (a stay): its state machine and its shapes.

// A hotel booking's life, as a saga like a flight's (docs/architecture.md, convention 4): re-price the
// rate and hold every room-night in the property's Inventory object -> take payment -> book with the hotel ->
// confirmed. Each step's undo: release the nights, refund the payment.

/**
 * A stay's state machine (docs/architecture.md): re-price and hold the nights -> take payment -> book with the hotel
 * -> confirmed. Every status write goes through `transitionStay` (lifecycle.server.ts), which refuses any other move.
 */
export const STAY = stateMachine({
  name: "stay",
  table: stays,
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
export type StayStatus = (typeof STAY.statuses)[number];
export const STAY_STATUSES = STAY.statuses;

/** Statuses in which a stay can still be paid for. */
export const isStayPayable = statusSet(STAY, ["draft", "pending_payment", "payment_failed"]);
export const stayPayable = (stay: Pick<Stay, "status">) => isStayPayable(stay.status);
/** Stays waiting for a payment: money arriving now pays them. */
export const stayAwaitsPayment = statusSet(STAY, ["pending_payment", "payment_failed"]);
/** Stays still going somewhere: a retried reservation finds one of these. */
export const stayAlive = statusSet(STAY, [...isStayPayable.statuses, "paid", "confirmed"]);
/**
 * Statuses in which a stay keeps the money paid for it. A stay cancelled after it was booked keeps it too: its
 * cancellation gives back what its rate allows (all, part or none), through its own gateway refund.
 */
export const stayKeepsMoney = statusSet(STAY, ["paid", "confirmed", "cancelled"]);

export interface StayParty {
  adults: number;
  childAges: number[];
}

/** The stay as priced when it was reserved: what every step shows and what is charged. */
export interface StayQuote {
  propertyName: string;
  city: string;
  cityCode: string;
  address: string;
  stars: number;
  timeZone: string;
  checkInFrom: string;
  checkOutUntil: string;
  /** The supplier's name for the room, and Tern's kind for it (named in the stay's language) when it has one. */
  roomName: string;
  roomKind: RoomKind | null;
  breakfast: boolean;
  refundable: boolean;
  /** The last moment the stay cancels free (refundable rates), as an instant and the property's wall clock. */
  deadline: { utc: string; local: string } | null;
  /** Each room's price for the whole stay, in the order of the party's rooms. */
  perRoom: Money[];
  /** Each room's first night: what a refundable rate keeps when cancelled after its deadline. */
  firstNights: Money[];
  total: Money;
}

export interface Stay {
  id: string;
  reference: string;
  visitorId: string;
  memberId: string | null;
  status: StayStatus;
  locale: Locale;
  currency: Currency;
  country: MarketCountry;
  propertyId: string;
  roomCode: string;
  planCode: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: StayParty[];
  quote: StayQuote;
  search: string;
  holdId: string;
  holdExpiresAt: string;
  confirmation: string | null;
  confirmedAt: string | null;
  outcome: "supplier_failed" | "rooms_lost" | "guests_missing" | null;
  /** When a confirmed stay was cancelled, and what goes back to the payer. */
  cancelledAt: string | null;
  cancelRefund: Money | null;
  createdAt: string;
}

export interface StayGuest {
  room: number;
  title: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  requests: string | null;
}

export interface StayDeps extends CheckoutDeps {
  inventory: DurableObjectNamespace<Inventory>;
  hotels: HotelSupplier;
  /** How long a draft's nights are held, at most. */
  holdMinutes: number;
}
