import type { PromoCode } from "~/domains/promotions/types";
import { bookingAndPlanPayments } from "./payment.server";
import type { Database } from "~/db/client.server";
import type { Money } from "~/domains/markets/markets";
import { getRefunds, type Payment } from "~/domains/checkout/payments.server";
import { getPromo, getPromos } from "~/domains/promotions/promotions.server";
import { getItems, getItemsOf } from "./extras.server";
import { getTickets } from "./ticketing.server";
import { fareSummary, type FareSummary } from "./totals";
import { getTravellers } from "./travellers.server";
import type { Booking, BookingItem, Ticket, Traveller } from "./types";

/**
 * Where a booking stands, as a traveller reads it (product rules §4): one decision for the summary page, the API,
 * e-mails and My Trips.
 */
export type BookingOutcome =
  /** Still being made: travellers, extras, payment to come. */
  | "in_progress"
  /** Waiting for the traveller's bank transfer, or payable offline where the market has no online payment. */
  | "awaiting_payment"
  /** The card page is open, or its answer has not reached Tern yet. */
  | "waiting_for_gateway"
  /** Paid; the PNR is being made. */
  | "processing"
  /** Confirmed with a PNR; the airline issues the tickets later. */
  | "tickets_to_follow"
  | "ticketed"
  | "payment_failed"
  /** Paid, but no PNR could be made: refunded ("Booking not completed"). */
  | "not_completed"
  | "not_successful"
  | "cant_confirm";

/** A status the page waits on: it refreshes itself until another one comes. */
export const WAITING_OUTCOMES: readonly BookingOutcome[] = ["waiting_for_gateway", "processing", "tickets_to_follow"];

export function bookingOutcome(
  booking: Pick<Booking, "status" | "outcome">,
  payment: Pick<Payment, "method" | "status"> | null,
  tickets: readonly unknown[],
): BookingOutcome {
  switch (booking.status) {
    case "ticketed":
    case "refund_requested":
      return "ticketed";
    case "confirmed":
      return tickets.length > 0 ? "ticketed" : "tickets_to_follow";
    case "paid":
      return "processing";
    case "not_completed":
      return booking.outcome === "pnr_failed" ? "not_completed" : "not_successful";
    case "cancelled":
    case "refunded":
      return "not_successful";
    case "expired":
      return "cant_confirm";
    case "payment_failed":
      return "payment_failed";
    case "pending_payment":
      return payment?.method === "card" ? "waiting_for_gateway" : "awaiting_payment";
    case "draft":
      return payment?.status === "declined" ? "payment_failed" : "in_progress";
  }
}

export interface BookingView {
  booking: Booking;
  items: BookingItem[];
  promo: PromoCode | null;
  travellers: Traveller[];
  tickets: Ticket[];
  /** Newest first. */
  payments: Payment[];
  refunds: Awaited<ReturnType<typeof getRefunds>>;
  summary: FareSummary;
  outcome: BookingOutcome;
}

/** Everything a booking's pages, documents, e-mails and API answers show, read once. */
export async function loadBookingView(db: Database, booking: Booking): Promise<BookingView> {
  const [items, promo, travellers, tickets, payments, refunds] = await Promise.all([
    getItems(db, booking.id),
    getPromo(db, booking.promoCode),
    getTravellers(db, booking.id),
    getTickets({ db }, booking.id),
    bookingAndPlanPayments(db, booking.id),
    getRefunds(db, booking.id),
  ]);
  return {
    booking,
    items,
    promo,
    travellers,
    tickets,
    payments,
    refunds,
    summary: fareSummary(booking, items, promo),
    outcome: bookingOutcome(booking, payments[0] ?? null, tickets),
  };
}

/** The fare summary's total of several bookings, in two queries whatever their number (My Trips, history). */
export async function bookingTotals(db: Database, list: readonly Booking[]): Promise<Map<string, Money>> {
  const [items, promos] = await Promise.all([
    getItemsOf(
      db,
      list.map((b) => b.id),
    ),
    getPromos(db, [...new Set(list.flatMap((b) => (b.promoCode ? [b.promoCode] : [])))]),
  ]);
  return new Map(
    list.map((booking) => [
      booking.id,
      fareSummary(
        booking,
        items.get(booking.id) ?? [],
        booking.promoCode ? (promos.get(booking.promoCode) ?? null) : null,
      ).total,
    ]),
  );
}
