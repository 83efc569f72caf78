import type { Database } from "~/db/client.server";
import { planOf } from "~/domains/instalments/plans.server";
import type { ManageAction } from "~/domains/core/orders";
import { changeBlockedBy } from "./changes/eligibility.server";
import { seatChangeAllowed } from "./changes/seat.server";
import { ticketIssued } from "./emails.server";
import { awaitedPayment } from "./payment-confirmations.server";
import { refundable, refundablePositions, refundOffer } from "./refund-cases.server";
import { itineraryChangeAllowed } from "./service-requests.server";
import { type Booking, isPayable, keepsMoney } from "./types";

/** The actions manage booking offers for a flight booking, in the order the page lists them. */
export const FLIGHT_ACTIONS = [
  "pay",
  "confirmPayment",
  "ticket",
  "change",
  "seat",
  "refund",
  "itineraryRequest",
] as const;
export type FlightAction = (typeof FLIGHT_ACTIONS)[number];

const yes = (name: FlightAction): ManageAction<FlightAction> => ({ name, allowed: true });
const no = (name: FlightAction, reason: string): ManageAction<FlightAction> => ({ name, allowed: false, reason });
const when = (name: FlightAction, reason: string | null) => (reason === null ? yes(name) : no(name, reason));

/**
 * What a booking may do now on manage booking, and when it may not, why (docs/architecture.md, the order read): the
 * page and the API both show these, from here, so neither restates a rule. The refund offer and the payment awaited
 * come with them, for the page's own sections.
 */
export async function manageActions(db: Database, booking: Booking, now: Date) {
  const [refunds, awaiting, plan] = await Promise.all([
    refundOffer(db, booking, now),
    awaitedPayment({ db }, booking),
    planOf(db, booking.id),
  ]);
  // Paid by a Pay Small Small plan: its tickets are held until the final payment, and it is cancelled by its plan's
  // rule (what was paid less the down payment's share), never by a refund case.
  const instalments = refunds.plan !== null;
  const lien = instalments && plan?.status !== "paid";
  const ticketed = ticketIssued(booking) && !lien;
  const { open } = refunds.standing;
  const actions: ManageAction<FlightAction>[] = [
    // Pay what is still unpaid (a draft, a failed or pending attempt).
    when("pay", isPayable(booking.status) ? null : keepsMoney(booking.status) ? "paid" : "closed"),
    // Say a bank transfer or cash payment was made.
    when("confirmPayment", awaiting !== null ? null : "not_awaiting_payment"),
    // Download and resend the e-ticket.
    when("ticket", ticketed ? null : lien ? "pay_small_small" : "not_ticketed"),
    // Change the dates or the cabin (the fare's rules, refunds, the ticket).
    when("change", changeBlockedBy(booking, refunds.standing)),
    // Change the seat of a traveller still flying: one in a refund case, or refunded, has none to change; the others
    // keep theirs while the case is decided.
    when(
      "seat",
      !seatChangeAllowed(booking)
        ? "not_ticketed"
        : refundablePositions(refunds.standing, refunds.passengers.length).length === 0
          ? "refund_open"
          : null,
    ),
    // Ask for a refund for passengers not yet refunded.
    when(
      "refund",
      instalments
        ? "pay_small_small"
        : refunds.may
          ? null
          : !refundable(booking)
            ? "not_ticketed"
            : open !== null
              ? "refund_open"
              : "all_refunded",
    ),
    // Ask the back office for what self-service cannot change.
    when("itineraryRequest", itineraryChangeAllowed(booking) ? null : "not_ticketed"),
  ];
  return { refunds, awaiting, actions };
}

/** Whether an action of a list is allowed now. */
export const allows = (actions: readonly ManageAction[], name: string) =>
  actions.some((action) => action.name === name && action.allowed);
