import { NO_EFFECTS, type Payable } from "~/domains/checkout/payable";
import { settleCancellation, unsettledCancellations } from "./cancellation.server";
import { closeUnpaidStay, expireLapsedStays, getStay, staysStuck, transitionStay } from "./lifecycle.server";
import { stayEmailJob, stayJob } from "./payment.server";
import { isStayPayable, type StayDeps, stayAwaitsPayment, stayKeepsMoney } from "./types";

/**
 * A stay as the checkout's payable (docs/architecture.md, the checkout): paid, it is handed to the hotel; declined, it
 * may be paid again while its nights are held; lapsed unpaid, it expires and its nights go back. It keeps its money
 * from paid on; a cancelled stay keeps it too, and gives back what its rate allows through its own refund. The cron
 * closes drafts (and stays whose shared charge went away) once their hold lapsed; the sweep hands paid stays the
 * hotel never heard of back to it, and settles cancellations a Worker left half done.
 */
export function stayPayable(deps: StayDeps): Payable {
  const { db, now } = deps;
  return {
    kind: "stay",
    async find(id) {
      const stay = await getStay(db, id);
      if (!stay) return null;
      const pending = stay.status === "pending_payment";
      return {
        label: `stay ${stay.status}`,
        waiting: stayAwaitsPayment(stay.status),
        open: isStayPayable(stay.status),
        keepsMoney: stayKeepsMoney(stay.status) && (stay.status !== "cancelled" || stay.cancelledAt !== null),
        paid: (payment, reason) => ({
          statements: transitionStay(db, stay, "paid", `payment ${payment.id} succeeded (${reason})`, now),
          jobs: [stayJob(stay.id, payment.id)],
        }),
        declined: (payment) =>
          pending
            ? { statements: transitionStay(db, stay, "payment_failed", `payment ${payment.id} declined`, now) }
            : NO_EFFECTS,
        lapsed: (payment) =>
          pending
            ? {
                statements: [],
                after: () => closeUnpaidStay(deps, stay, "expired", `payment ${payment.id} not received in time`),
              }
            : NO_EFFECTS,
        // Paid in instalments: the voucher goes out with the final payment.
        released: () => ({
          statements: [],
          jobs: [stayEmailJob({ template: "stay_confirmed", stayId: stay.id, dedupeKey: `${stay.id}:released` })],
        }),
        // Its plan unpaid on the check-in day: cancelled at the hotel, nothing owed back by the stay (the plan refunds).
        defaulted: () =>
          stay.status === "confirmed"
            ? {
                statements: transitionStay(db, stay, "cancelled", "Pay Small Small plan not paid by check-in", now, {
                  cancelledAt: now.toISOString(),
                  cancelRefund: 0,
                }),
                after: () => settleCancellation(deps, stay.id),
              }
            : NO_EFFECTS,
      };
    },
    expireLapsed: () => expireLapsedStays(deps),
    async repair(before) {
      const stuck = await staysStuck(db, before);
      for (const stay of stuck) await deps.jobs.send("ticketing", { stayId: stay.id });
      const unsettled = await unsettledCancellations(db, before);
      for (const id of unsettled) await settleCancellation(deps, id);
      return stuck.length + unsettled.length;
    },
  };
}
