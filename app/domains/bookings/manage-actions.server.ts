import type { Database } from "~/db/client.server";
import { changeBlockedBy } from "./changes/eligibility.server";
import { seatChangeAllowed } from "./changes/seat.server";
import { ticketIssued } from "./emails.server";
import { awaitedPayment } from "./payment-confirmations.server";
import { refundOffer } from "./refund-cases.server";
import { itineraryChangeAllowed } from "./service-requests.server";
import { type Booking, isPayable } from "./types";

/**
 * What a booking may do now on manage booking (docs/architecture.md, one order read): the page shows these actions
 * and the API answers the same, from here, so neither restates a rule. The refund offer and the payment awaited come
 * with them, for the page's own sections.
 */
export async function manageActions(db: Database, booking: Booking, now: Date) {
  const [refunds, awaiting] = await Promise.all([refundOffer(db, booking, now), awaitedPayment({ db }, booking)]);
  return {
    refunds,
    awaiting,
    actions: {
      /** Pay what is still unpaid (a draft, a failed or pending attempt). */
      pay: isPayable(booking.status),
      /** Download and resend the e-ticket. */
      ticket: ticketIssued(booking),
      /** Ask for a refund for passengers not yet refunded. */
      refund: refunds.may,
      /** Say a bank transfer or cash payment was made. */
      confirmPayment: awaiting !== null,
      /** Change the dates or the cabin; when not, why (refund_open, partly_refunded, not_ticketed). */
      change: changeBlockedBy(booking, refunds.standing),
      /** Change a traveller's seat (not while a refund case is open). */
      seat: seatChangeAllowed(booking) && refunds.standing.open === null,
      /** Ask the back office for what self-service cannot change. */
      itineraryRequest: itineraryChangeAllowed(booking),
    },
  };
}
