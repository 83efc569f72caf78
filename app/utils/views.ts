import type { OrderWords } from "~/domains/supplier-orders/words";
import type { FareSummary } from "~/domains/bookings/totals";
import type { Cabin } from "~/domains/flights/aircraft";
import type { TFunction } from "i18next";
import { formatMoney, type Money } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";

// What a page's loader hands its components (view models): written by the step helpers (app/utils/*-step.server.ts),
// drawn by the components. Here, below both, so that neither imports the other's module for a type.

/** An error key from a zod schema or a domain answer, with the values its message needs. */
export type ErrorKey = string | { key: string; values?: Record<string, string> };

/** One flight of a booking, as its itinerary lists it (times local to each airport). */
export interface ItineraryFlight {
  ref: string;
  /** Which of the trip's journeys (slices) the flight belongs to: 0 outbound, 1 return or the second city, … */
  slice: number;
  flightNumber: string;
  carrier: string;
  from: string;
  to: string;
  departLocal: string;
  arriveLocal: string;
  departUtc: string;
}

/** A booking's trip as its steps recap it. */
export interface TripRecapData {
  flights: ItineraryFlight[];
  cabin: Cabin;
  travellers: number;
  family: string;
}

/** What every step of a flight booking shows around it: the hold's time left, the fare summary, the trip. */
export interface FrameData {
  bookingId: string;
  reference: string;
  minutesLeft: number;
  holdExpiresAt: string;
  summary: FareSummary;
  locale: Locale;
  /** Steps after the first are links only once the travellers are entered. */
  travellersDone: boolean;
  trip: TripRecapData;
}

/** What every step of a supplier order shows beside it, as its product describes it (orderRecap). */
export interface OrderRecapData {
  id: string;
  kind: string;
  reference: string;
  title: string[];
  facts: Array<[string, string]>;
  policy: string;
  /** Whether it has a time, so a calendar event. */
  calendar: boolean;
  /** How its pages speak of it (supplier-orders/words.ts). */
  words: OrderWords;
  total: Money;
  /** Until when a draft's places are held, and how many minutes that leaves; null once it is being paid or booked. */
  holdExpiresAt: string | null;
  minutesLeft: number;
  /** Where the traveller changes what they chose (the product's page, with their choice). */
  editPath: string;
  /** A flight the product suggests, as a flight search's query: in the same cart, both are paid in one payment. */
  flight: { query: string; to: string } | null;
  locale: Locale;
}

/**
 * A Pay Small Small plan's payment status in words, for the line "Payment status" (a booking's pages and the booking
 * API alike): part paid with what is left, paid in full, or cancelled; never "Paid" while anything is owed.
 */
export function planPaymentStatus(
  t: TFunction<"booking">,
  plan: { status: "active" | "paid" | "defaulted" | "cancelled" | "awaiting_down"; left: Money },
  locale: Locale,
): string {
  if (plan.status === "paid") return t("paySmallSmall.manage.paidInFull");
  if (plan.status === "cancelled" || plan.status === "defaulted") return t("paySmallSmall.manage.status.cancelled");
  return t("paySmallSmall.manage.partPaid", { left: formatMoney(plan.left, locale) });
}

/** One item a payment paid beside the page's own: what it is, its day, where it stands, and its page. */
export interface PaidTogetherItem {
  id: string;
  kind: string;
  title: string;
  startsOn: string;
  endsOn: string | null;
  status: string;
  /** Whether it is booked, so its document can be had from its page. */
  booked: boolean;
  path: string;
  /** It takes the traveller from the airport (a ride; a holiday with its transfers): no other ride is offered. */
  ridesFromAirport: boolean;
}

/** A code for each traveller (an eSIM's activation for each phone), with its QR code as an SVG path. */
export interface OrderCodes {
  heading: string;
  items: Array<{ label: string; code: string; qr: { size: number; path: string } }>;
}
