import type { FareFamily, FlightOffer } from "~/domains/flights/supplier";
import type { Currency, MarketCountry, Money } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";
import type { PassengerType } from "./rules";

/** docs/architecture.md, the booking state machine: the states a booking moves through. */
export const BOOKING_STATUSES = [
  "draft",
  "pending_payment",
  "paid",
  "ticketed",
  "confirmed",
  "not_completed",
  "payment_failed",
  "expired",
  "cancelled",
  "refund_requested",
  "refunded",
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * The booking state machine (docs/architecture.md): every status a booking may move to from each status.
 * `transition()` refuses any other move.
 */
export const TRANSITIONS = {
  draft: ["pending_payment", "expired", "cancelled"],
  pending_payment: ["paid", "payment_failed", "expired", "cancelled"],
  payment_failed: ["pending_payment", "paid", "expired", "cancelled"],
  paid: ["confirmed", "not_completed"],
  confirmed: ["ticketed", "not_completed"],
  ticketed: ["refund_requested"],
  refund_requested: ["refunded", "ticketed"],
  not_completed: [],
  expired: [],
  cancelled: [],
  refunded: [],
} as const satisfies Record<BookingStatus, readonly BookingStatus[]>;

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return (TRANSITIONS[from] as readonly BookingStatus[]).includes(to);
}

/** The statuses in which a booking can still be paid for: a new attempt may start. */
export const PAYABLE_STATUSES = [
  "draft",
  "pending_payment",
  "payment_failed",
] as const satisfies readonly BookingStatus[];

/** Bookings still going somewhere: being made, being paid for, or booked. A retried selection finds one of these. */
export const ALIVE_STATUSES = [
  ...PAYABLE_STATUSES,
  "paid",
  "confirmed",
  "ticketed",
] as const satisfies readonly BookingStatus[];

const statusIn =
  (statuses: readonly BookingStatus[]) =>
  (status: BookingStatus): boolean =>
    statuses.includes(status);

/**
 * The statuses in which a booking keeps the money paid for it: the sweep gives back any other's, and a refund case
 * alone moves money out of these (for its refund value, never the whole payment).
 */
export const KEEPS_MONEY_STATUSES = [
  "paid",
  "confirmed",
  "ticketed",
  "refund_requested",
  "refunded",
] as const satisfies readonly BookingStatus[];

export const isPayable = statusIn(PAYABLE_STATUSES);
export const keepsMoney = statusIn(KEEPS_MONEY_STATUSES);
export const isAlive = statusIn(ALIVE_STATUSES);

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
}

export interface Traveller {
  type: PassengerType;
  title: string;
  firstName: string;
  middleName: string;
  lastName: string;
  dateOfBirth: string;
  nationality: string;
  gender: string;
  email: string | null;
  phone: string | null;
  passportNumber: string | null;
  passportAuthority: string | null;
  passportIssuedOn: string | null;
  passportExpiresOn: string | null;
  loyaltyId: string | null;
}

export interface PromoCode {
  code: string;
  kind: "percent" | "amount";
  value: number;
  currency: Currency | null;
  validFrom: string;
  validUntil: string;
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

export const REFUND_CASE_STATUSES = ["received", "in_review", "approved", "declined", "paid"] as const;
export type RefundCaseStatus = (typeof REFUND_CASE_STATUSES)[number];

/** Product rules §9: how a traveller may say they paid (payment confirmation). */
export const PAYMENT_CHANNELS = ["bank_transfer", "online_payment", "cash_at_bank", "cash_at_travel_centre"] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** Itinerary change requests (#17 item 8): what the self-service change cannot do, asked of the back office. */
export const SERVICE_REQUEST_TOPICS = [
  "name_correction",
  "split_booking",
  "route_change",
  "add_infant",
  "other",
] as const;
export type ServiceRequestTopic = (typeof SERVICE_REQUEST_TOPICS)[number];
