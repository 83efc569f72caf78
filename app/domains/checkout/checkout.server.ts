import type { BatchItem } from "drizzle-orm/batch";
import { runBatch } from "~/db/batch";
import type { Database } from "~/db/client.server";
import { dispatchOutbox, type OutboxJob, outboxStatement, type SendJob } from "~/domains/jobs/outbox.server";
import type { Money } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";
import { GatewayError, type GatewaySession, type PaymentGateway } from "./gateway";
import type { PayableRef, Payables } from "./payable";
import {
  cancelOtherPendingStatements,
  getPaymentsByGatewayRef,
  insertPaymentStatement,
  type Payment,
  paymentIdFor,
  paymentStatusStatement,
} from "./payments.server";
import type { PaymentForm } from "./schema";

// The checkout (docs/architecture.md, the checkout): the one place money moves. It opens payment attempts at the
// gateway for one or several payables of a cart, records them with their payables' moves in one batch, and hands the
// jobs that follow to the outbox. What a payment's arrival, decline or lapse does is in settle.server.ts.

/** Product rules §9: bank transfer account details expire in 2 days. */
export const BANK_TRANSFER_DAYS = 2;

/** How long what is held waits for a card payment on the gateway's page. */
export const CARD_PAYMENT_MINUTES = 30;

/** The queues background work goes to; every job first goes through the outbox (domains/jobs). */
export interface Jobs {
  send: SendJob;
}

export interface CheckoutDeps {
  db: Database;
  now: Date;
  gateway: PaymentGateway;
  jobs: Jobs;
  /** What can be paid for, by kind (app/domains/orders/products.server.ts). */
  payables: Payables;
  /**
   * What a payable's price comes to once what already pays part of it is taken off (a member's redeemed wakapoints):
   * every part of a payment is charged this. Wired by the order core; the price itself when absent.
   */
  amountDue?: (payable: PayableRef, price: Money) => Promise<Money>;
  /** What else a payment attempt writes in its batch, per part (agent mode's audit row). */
  attempted?: (orderId: string, paymentId: string) => BatchItem<"sqlite">[];
}

/**
 * One state change and the jobs that follow it, in one D1 batch (the outbox); then the jobs are handed to their
 * queues. A Worker that dies after the batch leaves the jobs for the cron, never the state without its jobs.
 */
export async function commit(
  deps: Pick<CheckoutDeps, "db" | "now" | "jobs">,
  statements: readonly BatchItem<"sqlite">[],
  jobs: readonly OutboxJob[] = [],
) {
  const { db, now } = deps;
  await runBatch(db, [...statements, ...jobs.map((job) => outboxStatement(db, job, now))]);
  if (jobs.length === 0) return;
  try {
    await dispatchOutbox(db, deps.jobs.send, now, { ids: jobs.map((job) => job.id) });
  } catch (error) {
    console.warn("jobs left in the outbox for the cron", error);
  }
}

/**
 * Closes a pending attempt at the gateway so it can no longer be paid, and answers how the gateway left it:
 * "succeeded" when the money had already come (what it pays for is then fulfilled with it, never charged again).
 */
export async function closeAtGateway(
  deps: Pick<CheckoutDeps, "gateway">,
  payment: Payment,
): Promise<GatewaySession["status"] | "none"> {
  if (!payment.gatewayRef) return "none";
  const session = await deps.gateway.cancel(payment.gatewayRef);
  return session?.status ?? "none";
}

export type PayResult =
  | { kind: "gateway"; url: string }
  /** A bank transfer, or a market without payment options: it waits, Pending, on its summary. */
  | { kind: "pending" }
  | { kind: "expired" }
  | { kind: "gateway_error" }
  /** Paid by an earlier attempt found when it was closed: its summary says where it stands. */
  | { kind: "paid_before"; payment: Payment };

/**
 * One payable as a part of a payment: its own or a cart's, where one charge pays several (a flight and a stay). Each
 * part gets its own payment row on the shared gateway session, so each is paid, kept or refunded on its own.
 */
export interface PaymentPart {
  payable: PayableRef;
  /** The order whose attempts are numbered together. */
  orderId: string;
  amount: Money;
  /** The part's next attempt number among its order's payments. */
  attempt: number;
  /** Keeps what the part holds (seats, rooms) until the payment may arrive; false when it is no longer held. */
  extend(until: Date): Promise<boolean>;
  /** The part's own move (to pending_payment), recorded in the payment's batch. */
  statements(paymentId: string, expiresAt: Date): readonly BatchItem<"sqlite">[];
  /** The latest its attempt may stay open, when sooner than the method's (a plan's down payment: within 24 hours). */
  dueBy?: Date;
}

/**
 * Pays parts with one charge: the attempt already open for the same method and amount is answered again (a double
 * click, a retried POST: never a second charge); any other pending attempt of the lead part is closed at the gateway
 * first, and its money, if it had come, pays instead (answered `paid_before`, for the caller to settle); then a card
 * session or a bank transfer account is opened, what every part holds is extended, and each part's payment row and
 * move are written in one batch with `jobs` (the e-mails of the attempt).
 */
export async function payParts(
  deps: CheckoutDeps,
  input: {
    lead: PaymentPart;
    others: readonly PaymentPart[];
    /** The lead part's payments, newest first. */
    previous: readonly Payment[];
    locale: Locale;
    /** The order's contact, for the gateway's receipt. */
    email: string;
    form: PaymentForm;
    returnUrl: string;
    jobs?: (attempt: { paymentId: string; method: PaymentForm["method"] }) => OutboxJob[];
  },
): Promise<PayResult> {
  const parts = await Promise.all(
    [input.lead, ...input.others].map(async (part) => ({
      ...part,
      amount: deps.amountDue ? await deps.amountDue(part.payable, part.amount) : part.amount,
    })),
  );
  const lead = parts[0] as PaymentPart;
  const currency = lead.amount.currency;
  if (parts.some((part) => part.amount.currency !== currency)) throw new Error("one charge pays one currency");
  const amount = { amount: parts.reduce((sum, part) => sum + part.amount.amount, 0), currency };
  const previous = await asSessions(deps, input.previous);
  const { method, ...billing } = input.form;
  const open = previous.find((p) => p.status === "pending" && p.method === method && p.amount.amount === amount.amount);
  const closed = await closePendingAttempts(deps, previous, open?.id);
  if (closed) return closed;
  const id = open?.id ?? paymentIdFor(lead.orderId, lead.attempt);
  const byMethod =
    deps.now.getTime() + (method === "card" ? CARD_PAYMENT_MINUTES * 60_000 : BANK_TRANSFER_DAYS * 86_400_000);
  const expiresAt = new Date(Math.min(byMethod, lead.dueBy?.getTime() ?? byMethod));
  const session = {
    merchantKey: id,
    amount,
    customerName: billing.nameOnCard,
    customerEmail: input.email,
    locale: input.locale,
    returnUrl: input.returnUrl,
  };
  let gatewayRef: string | null = null;
  let url: string | null = null;
  let bank: Payment["bank"] = null;
  try {
    if (method === "card") {
      ({ sessionId: gatewayRef, url } = await deps.gateway.createCardSession(session));
    } else if (method === "bank_transfer") {
      ({ sessionId: gatewayRef, account: bank } = await deps.gateway.createBankTransfer({ ...session, expiresAt }));
    }
  } catch (error) {
    if (error instanceof GatewayError) return { kind: "gateway_error" };
    throw error;
  }
  const answer: PayResult = url ? { kind: "gateway", url } : { kind: "pending" };
  if (open) return answer;

  const extended = await Promise.all(parts.map((part) => part.extend(expiresAt)));
  if (extended.some((ok) => !ok)) return { kind: "expired" };
  const { db, now } = deps;
  await commit(
    deps,
    parts.flatMap((part) => {
      const partId = part === lead ? id : paymentIdFor(part.orderId, part.attempt);
      return [
        insertPaymentStatement(db, {
          id: partId,
          orderId: part.orderId,
          payable: part.payable,
          attempt: part.attempt,
          method,
          amount: part.amount,
          gatewayRef,
          billing,
          bank,
          expiresAt: expiresAt.toISOString(),
          now,
        }),
        ...cancelOtherPendingStatements(db, part.payable, partId, now),
        ...part.statements(partId, expiresAt),
        ...(deps.attempted?.(part.orderId, partId) ?? []),
      ];
    }),
    input.jobs?.({ paymentId: id, method }) ?? [],
  );
  return answer;
}

/**
 * Closes a payable's pending attempts at the gateway (but `keep`), so none can be paid any more: before a new attempt,
 * or before what the payable costs changes (points redeemed for it). The other parts of a charge shared with one close
 * with it, each to be paid again on its own. Answers `paid_before` when one had been paid meanwhile (its money pays,
 * for the caller to settle), a gateway error, or null when none is left open.
 */
export async function closePendingAttempts(
  deps: Pick<CheckoutDeps, "db" | "now" | "gateway">,
  previous: readonly Payment[],
  keep?: string,
): Promise<Extract<PayResult, { kind: "paid_before" | "gateway_error" }> | null> {
  try {
    for (const other of previous.filter((p) => p.status === "pending" && p.id !== keep)) {
      if ((await closeAtGateway(deps, other)) === "succeeded") return { kind: "paid_before", payment: other };
      if (other.gatewayRef) {
        const shared = (await getPaymentsByGatewayRef(deps.db, other.gatewayRef)).filter((p) => p.id !== other.id);
        for (const part of shared) {
          await runBatch(deps.db, paymentStatusStatement(deps.db, part.id, ["pending"], "cancelled", deps.now));
        }
      }
    }
  } catch (error) {
    if (error instanceof GatewayError) return { kind: "gateway_error" };
    throw error;
  }
  return null;
}

/**
 * A payable's payments as the gateway sees them: a payment that is one part of a shared charge carries the whole
 * charge's amount, so a repeated submission for the same parts finds its attempt, and a different one does not.
 */
export async function asSessions(deps: Pick<CheckoutDeps, "db">, payments: readonly Payment[]): Promise<Payment[]> {
  return Promise.all(
    payments.map(async (p) => {
      if (p.status !== "pending" || !p.gatewayRef) return p;
      const parts = await getPaymentsByGatewayRef(deps.db, p.gatewayRef);
      if (parts.length < 2) return p;
      return { ...p, amount: { ...p.amount, amount: parts.reduce((sum, part) => sum + part.amount.amount, 0) } };
    }),
  );
}
