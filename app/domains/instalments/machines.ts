import { stateMachine } from "~/domains/core/state-machine";
import { instalmentPayments, instalmentPlans } from "./tables";

// Pay Small Small's two machines (decision 015; docs/architecture.md, state machines): a plan and each of its
// payments move only through these tables, with their events.

/**
 * A plan: waiting for its down payment, then active (the order paid, under a lien) until nothing is due (paid) or the
 * travel day comes with something due (defaulted: its order cancelled, its refunds to make), then cancelled once
 * those refunds are made.
 */
export const INSTALMENT_PLAN = stateMachine({
  name: "instalment_plan",
  table: instalmentPlans,
  moves: {
    awaiting_down: ["active"],
    active: ["paid", "defaulted"],
    paid: [],
    defaulted: ["cancelled"],
    cancelled: [],
  },
});
export type PlanStatus = (typeof INSTALMENT_PLAN.statuses)[number];

/** One payment of a plan: due until paid, or cancelled with its plan. */
export const INSTALMENT_PAYMENT = stateMachine({
  name: "instalment_payment",
  table: instalmentPayments,
  moves: {
    due: ["paid", "cancelled"],
    paid: [],
    cancelled: [],
  },
});
export type InstalmentStatus = (typeof INSTALMENT_PAYMENT.statuses)[number];
