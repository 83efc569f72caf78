import { stateMachine, statusSet } from "~/domains/core/state-machine";
import { bookings, refundCases } from "./tables";
import type { FareFamily, FlightOffer } from "~/domains/flights/supplier";
import type { TravelExtra } from "~/domains/products/types";
import type { Currency, MarketCountry, Money } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";
import type { PassengerType } from "~/domains/people/ages";
import type { TravellerDetails } from "~/domains/people/types";

/**
 * The booking state machine (docs/architecture.md): every status a booking may move to from each status. Every status
 * write goes through `transition()` (lifecycle.server.ts), which refuses any other move.
 */
export const BOOKING = stateMachine({
  name: "booking",
  table: bookings,
  moves: {
    draft: ["pending_payment", "expired", "cancelled"],
    pending_payment: ["paid", "payment_failed", "expired", "cancelled"],
    payment_failed: ["pending_payment", "paid", "expired", "cancelled"],
    paid: ["confirmed", "not_completed"],
    confirmed: ["ticketed", "not_completed"],
    // Cancelled only when its Pay Small Small plan was not paid by the day of travel (decision 015).
    ticketed: ["refund_requested", "cancelled"],
    refund_requested: ["refunded", "ticketed"],
    not_completed: [],
    expired: [],
    cancelled: [],
    refunded: [],
  },
});
export type BookingStatus = (typeof BOOKING.statuses)[number];
export const BOOKING_STATUSES = BOOKING.statuses;

/** The statuses in which a booking can still be paid for: a new attempt may start. */
export const isPayable = statusSet(BOOKING, ["draft", "pending_payment", "payment_failed"]);

/** Bookings still going somewhere: being made, being paid for, or booked. A retried selection finds one of these. */
export const isAlive = statusSet(BOOKING, [...isPayable.statuses, "paid", "confirmed", "ticketed"]);

/** Bookings waiting for a payment: money arriving now pays them. */
export const awaitsPayment = statusSet(BOOKING, ["pending_payment", "payment_failed"]);

/**
 * The statuses in which a booking keeps the money paid for it: the sweep gives back any other's, and a refund case
 * alone moves money out of these (for its refund value, never the whole payment).
 */
export const keepsMoney = statusSet(BOOKING, ["paid", "confirmed", "ticketed", "refund_requested", "refunded"]);
export const KEEPS_MONEY_STATUSES = keepsMoney.statuses;

export interface Passengers {
  adults: number;
  childAges: number[];
  infants: number;
}

export interface Booking {
  id: string;
  reference: string;
  visitorId: string;
  memberId: string | null;
  status: BookingStatus;
  locale: Locale;
  currency: Currency;
  country: MarketCountry;
  offer: FlightOffer;
  family: FareFamily;
  passengers: Passengers;
  /** The results page's query string. */
  search: string;
  holdExpiresAt: string;
  promoCode: string | null;
  pnr: string | null;
  pnrCreatedAt: string | null;
  /** Why the booking ended without tickets. */
  outcome: "pnr_failed" | "seats_lost" | "travellers_missing" | null;
  /** The Inventory hold of its cabin seats on every flight. */
  cabinHoldId: string;
  createdAt: string;
}

export const ITEM_KINDS = ["bag", "seat", "addon"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export interface BookingItem {
  key: string;
  kind: ItemKind;
  traveller: number | null;
  /** "slice-segment" for seats, the slice index for bags. */
  flight: string | null;
  code: string;
  quantity: number;
  price: Money;
  holdId: string | null;
  /** An add-on's facts as sold; null for seats and bags (and add-ons sold before these were kept). */
  addon?: AddonFacts | null;
}

/** What names an add-on in any language: its kind and tier, its cover or allowance, and where it applies. */
export type AddonFacts = Pick<TravelExtra, "kind" | "tier" | "quantity" | "scope">;

/** A passenger of a booking: their travel details, their type on the day of travel, and the lead's contact. */
export interface Traveller extends TravellerDetails {
  type: PassengerType;
  email: string | null;
  phone: string | null;
}

export interface Ticket {
  position: number;
  number: string;
  issuedAt: string;
  /** Set when the passenger's refund was paid: the ticket no longer flies. */
  voidedAt: string | null;
}

/** Product rules §9: the reasons a refund may be asked for ("others" asks to specify). */
export const REFUND_REASONS = [
  "unused_tickets",
  "partly_used_tickets",
  "flight_cancellation",
  "unused_fund",
  "death",
  "visa_rejection",
  "others",
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * A refund case's state machine (docs/architecture.md, refund vocabulary): the back office reviews it, then approves
 * or declines it; an approved case is paid, its refund value moving once. Written only through `moveStatements`.
 */
export const REFUND_CASE = stateMachine({
  name: "refund_case",
  table: refundCases,
  moves: {
    received: ["in_review"],
    in_review: ["approved", "declined"],
    approved: ["paid"],
    declined: [],
    paid: [],
  },
});
export type RefundCaseStatus = (typeof REFUND_CASE.statuses)[number];
export const REFUND_CASE_STATUSES = REFUND_CASE.statuses;
/** Cases still being decided or paid: a booking has at most one. */
export const isOpenCase = statusSet(REFUND_CASE, ["received", "in_review", "approved"]);

/** Product rules §9: how a traveller may say they paid (payment confirmation). */
export const PAYMENT_CHANNELS = ["bank_transfer", "online_payment", "cash_at_bank", "cash_at_travel_centre"] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** Itinerary change requests: what the self-service change cannot do, asked of the back office. */
export const SERVICE_REQUEST_TOPICS = [
  "name_correction",
  "split_booking",
  "route_change",
  "add_infant",
  "other",
] as const;
export type ServiceRequestTopic = (typeof SERVICE_REQUEST_TOPICS)[number];
