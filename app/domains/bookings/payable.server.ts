import { NO_EFFECTS, type Payable } from "~/domains/checkout/payable";
import { earnStatements } from "~/domains/points/ledger.server";
import { getItems } from "./extras.server";
import { releaseHolds } from "./holds.server";
import { bookingsStuckIn, closeDraft, getBooking, lapsedDrafts, transition } from "./lifecycle.server";
import { type BookingCheckoutDeps, emailJob, ticketingJob } from "./payment.server";
import { travelDate } from "./rules";
import { awaitsPayment, isPayable, keepsMoney } from "./types";

/**
 * A flight booking as the checkout's payable (docs/architecture.md, the checkout): paid, it is handed to ticketing;
 * declined, it may be paid again; lapsed unpaid, it expires and its seats go back. It keeps its money from paid on
 * (a refund case alone gives some back). The cron closes drafts whose hold lapsed; the sweep hands paid or confirmed
 * bookings without tickets back to ticketing.
 */
export function bookingPayable(deps: BookingCheckoutDeps): Payable {
  const { db, now } = deps;
  return {
    kind: "booking",
    async find(id) {
      const booking = await getBooking(db, id);
      if (!booking) return null;
      const pending = booking.status === "pending_payment";
      return {
        label: `booking ${booking.status}`,
        waiting: awaitsPayment(booking.status),
        open: isPayable(booking.status),
        keepsMoney: keepsMoney(booking.status),
        paid: (payment, reason) => ({
          statements: transition(db, booking, "paid", `payment ${payment.id} succeeded (${reason})`, now),
          jobs: [ticketingJob(booking.id, payment.id)],
        }),
        declined: (payment) =>
          pending
            ? { statements: transition(db, booking, "payment_failed", `payment ${payment.id} declined`, now) }
            : NO_EFFECTS,
        lapsed: (payment) =>
          pending
            ? {
                statements: transition(db, booking, "expired", `payment ${payment.id} not received in time`, now),
                jobs: [
                  emailJob({
                    template: "payment_expired",
                    bookingId: booking.id,
                    paymentId: payment.id,
                    dedupeKey: `${payment.id}:expired`,
                  }),
                ],
                after: async () => releaseHolds(deps, booking, await getItems(db, booking.id)),
              }
            : NO_EFFECTS,
        // Paid in instalments and not paid in full by the day of travel: cancelled (its tickets with it).
        defaulted: () =>
          booking.status === "ticketed"
            ? {
                statements: transition(
                  db,
                  booking,
                  "cancelled",
                  "Pay Small Small plan not paid by the day of travel",
                  now,
                ),
              }
            : NO_EFFECTS,
        // Paid in instalments: the final payment lifts the lien, the e-tickets go out then, and a member earns on
        // what the instalments took (by the same rule as a flight paid at once).
        released: async (paid) => ({
          statements: await earnStatements(
            db,
            {
              memberId: booking.memberId,
              payable: { kind: "booking", id: booking.id },
              product: "flight",
              travelOn: travelDate(booking.offer),
              paid,
            },
            now,
          ),
          jobs: [emailJob({ template: "ticket_issued", bookingId: booking.id, dedupeKey: `${booking.id}:released` })],
        }),
      };
    },
    async expireLapsed() {
      const drafts = await lapsedDrafts(db, now);
      for (const draft of drafts) await closeDraft(deps, draft, "expired", "hold lapsed");
      return drafts.length;
    },
    async repair(before) {
      const stuck = await bookingsStuckIn(db, ["paid", "confirmed"], before);
      for (const booking of stuck) await deps.jobs.send("ticketing", { bookingId: booking.id });
      return stuck.length;
    },
  };
}
