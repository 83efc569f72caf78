import { stateMachine, statusSet } from "~/domains/core/state-machine";
import { payments } from "./tables";

/**
 * A payment attempt (docs/architecture.md, the payment machine). Money that arrives for an attempt already closed
 * (declined, expired, cancelled) still succeeds it, so it can be kept or given back; a gateway refund of all of it
 * refunds it. A refund of part of it leaves it succeeded.
 */
export const PAYMENT = stateMachine({
  name: "payment",
  table: payments,
  moves: {
    pending: ["succeeded", "declined", "expired", "cancelled", "refunded"],
    declined: ["succeeded", "refunded"],
    expired: ["succeeded", "refunded"],
    cancelled: ["succeeded", "refunded"],
    succeeded: ["refunded"],
    refunded: [],
  },
});
export type PaymentStatus = (typeof PAYMENT.statuses)[number];
export const PAYMENT_STATUSES = PAYMENT.statuses;

/** Attempts that may still take money, or whose money came after they closed. */
export const NOT_YET_PAID = statusSet(PAYMENT, ["pending", "declined", "cancelled", "expired"]);
