import type { BatchItem } from "drizzle-orm/batch";
import type { OutboxJob } from "~/domains/jobs/outbox.server";
import type { Money } from "~/domains/markets/markets";
import type { Payment } from "./payments.server";

// What the checkout can take money for (docs/architecture.md, the checkout): a flight booking, a change to one, a stay,
// and every later product. The checkout owns the money; a payable says what the money does to it.

/** A payable by its kind (booking, change, stay, ...) and its id: what a payment row names. */
export interface PayableRef {
  kind: string;
  id: string;
}

/** Statements for the checkout's batch, and the jobs that follow them (through the outbox). */
export interface Effects {
  statements: readonly BatchItem<"sqlite">[];
  jobs?: readonly OutboxJob[];
  /** What to do once the batch is written (give held seats back): safe to run again. */
  after?: () => Promise<void>;
}

/** A payable as it stands now, read for one payment of it. */
export interface PayableState {
  /** Where it is, for the record ("booking expired"). */
  label: string;
  /** It waits for a payment: money arriving now pays it. */
  waiting: boolean;
  /** It can still be paid: being booked (a draft) or waiting. Closed unpaid, what paid part of it comes back. */
  open: boolean;
  /** It keeps the money of its first succeeded payment; the sweep gives any other back, and all of it when false. */
  keepsMoney: boolean;
  /** Its move to paid and its fulfilment jobs, in the batch that marks the payment succeeded. */
  paid(payment: Payment, reason: string): Effects;
  /** Its move when a card is declined (it may be paid again while held). */
  declined(payment: Payment): Effects;
  /** Its move when the payment lapsed unpaid (a bank transfer after two days, an abandoned card page). */
  lapsed(payment: Payment): Effects;
  /**
   * What goes out once all it costs has arrived, when it was paid in instalments (Pay Small Small's final payment
   * lifts the lien): its documents, sent, and what a member earns on `paid` (what the instalments took). Absent for
   * what is never paid in instalments.
   */
  released?(paid: Money): Promise<Effects>;
  /** Its move when its instalments were not all paid by the day of travel: cancelled (the plan refunds by its rule). */
  defaulted?(): Effects;
}

/** One kind of payable, registered with the checkout (app/domains/orders/products.server.ts). */
export interface Payable {
  readonly kind: string;
  /** It as it stands, or null when there is no such payable. */
  find(id: string): Promise<PayableState | null>;
  /** The cron: closes what lapsed before it was paid (a draft whose hold ran out); answers how many. */
  expireLapsed(): Promise<number>;
  /** The sweep: hands what was paid but not fulfilled since `before` back to its fulfilment; answers how many. */
  repair(before: Date): Promise<number>;
}

/** The payables the checkout knows, by kind. */
export type Payables = Readonly<Record<string, Payable>>;

/** Nothing to do: a payable's answer when an event does not move it. */
export const NO_EFFECTS: Effects = { statements: [] };
