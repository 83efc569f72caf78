import type { BatchItem } from "drizzle-orm/batch";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { dispatchOutbox, type OutboxJob, outboxStatement, type SendJob } from "~/domains/jobs/outbox.server";
import { GatewayError, type GatewaySession, type PaymentGateway } from "~/domains/payments/gateway";
import {
  cancelOtherPendingStatement,
  getPayments,
  getPaymentsByGatewayRef,
  insertPaymentStatement,
  type Payment,
  paymentIdFor,
  paymentStatusStatement,
  type RefundChannel,
  refundStatement,
} from "~/domains/payments/payments.server";
import { type PaymentForm, paymentMethodsFor } from "~/domains/payments/schema";
import type { Money } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";
import { type BookingDeps, getBooking, transition } from "./lifecycle.server";
import { getItems } from "./extras.server";
import { getPromo } from "~/domains/promotions/promotions.server";
import { getTravellers, travellersComplete } from "./travellers.server";
import { holdLapsed, holdsOf } from "./holds.server";
import { bookings } from "./tables";
import { fareSummary } from "./totals";
import { type Booking, isPayable } from "./types";

/** Product rules §9: bank transfer account details expire in 2 days. */
export const BANK_TRANSFER_DAYS = 2;

/** How long the seats wait for a card payment on the gateway's page. */
export const CARD_PAYMENT_MINUTES = 30;

export const EMAIL_TEMPLATES = [
  "booking_received",
  "payment_instructions",
  "ticket_issued",
  "not_completed",
  "payment_expired",
  "refund_update",
  "booking_changed",
  "service_request_update",
] as const;

export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

/** Queue messages (docs/architecture.md, convention 11: parsed with zod by thin consumers). */
export const TicketingJobSchema = z.object({
  bookingId: z.string().regex(/^[a-z0-9]{16}$/),
  /** A paid change to apply to the ticketed booking, instead of ticketing it (changes.server.ts). */
  changeId: z
    .string()
    .regex(/^[a-z0-9]{16}$/)
    .optional(),
});

export const EmailJobSchema = z.object({
  template: z.enum(EMAIL_TEMPLATES),
  bookingId: z.string().regex(/^[a-z0-9]{16}$/),
  paymentId: z.string().max(40).optional(),
  /** The change a booking_changed e-mail is about. */
  changeId: z
    .string()
    .regex(/^[a-z0-9]{16}$/)
    .optional(),
  /** The itinerary change request a service_request_update e-mail is about. */
  requestId: z
    .string()
    .regex(/^[a-z0-9]{16}$/)
    .optional(),
  /** The outbox keeps one message per key: a job delivered twice sends one e-mail. */
  dedupeKey: z.string().min(1).max(120),
});

export type EmailJob = z.infer<typeof EmailJobSchema>;

/** The queues background work goes to; every job first goes through the outbox (domains/jobs). */
export interface Jobs {
  send: SendJob;
}

export interface CheckoutDeps extends BookingDeps {
  gateway: PaymentGateway;
  jobs: Jobs;
}

/** Ticketing for a booking, once per cause (the payment that paid it, a sweep, a retry). */
export const ticketingJob = (bookingId: string, cause: string): OutboxJob => ({
  id: `ticketing:${cause}`,
  queue: "ticketing",
  body: { bookingId },
});

export const emailJob = (job: EmailJob): OutboxJob => ({ id: `email:${job.dedupeKey}`, queue: "email", body: job });

/**
 * One state change and the jobs that follow it, in one D1 batch (the outbox); then the jobs are handed to their
 * queues. A Worker that dies after the batch leaves the jobs for the cron, never the state without its jobs.
 */
export async function commit(deps: CheckoutDeps, statements: BatchItem<"sqlite">[], jobs: OutboxJob[] = []) {
  const { db, now } = deps;
  const [first, ...rest] = [...statements, ...jobs.map((job) => outboxStatement(db, job, now))];
  if (first) await db.batch([first, ...rest]);
  try {
    await dispatchOutbox(db, deps.jobs.send, now, { ids: jobs.map((job) => job.id) });
  } catch (error) {
    console.warn("jobs left in the outbox for the cron", error);
  }
}

export type SubmitPaymentResult =
  | { kind: "gateway"; url: string }
  /** A bank transfer, or a market without payment options: the booking waits, Pending, on its summary. */
  | { kind: "pending" }
  | { kind: "expired" }
  | { kind: "gateway_error" }
  | { kind: "method_unavailable" }
  /** Not every passenger has a traveller yet: nothing is charged. */
  | { kind: "incomplete" }
  /** Already paid or closed: its summary says where it stands. */
  | { kind: "closed" };

/**
 * Something else in the cart paid with the same charge as a booking (#18 item 6: a stay): its own payment row shares
 * the gateway session, so each part is paid, kept or refunded by its own saga.
 */
export interface PaymentPart {
  /** Whose payment the part is (a stay's id): its payments' bookingId. */
  ownerId: string;
  amount: Money;
  /** The part's next attempt number among its owner's payments. */
  attempt: number;
  /** Keeps what the part holds (rooms) until the payment may arrive; false when it is no longer held. */
  extend(until: Date): Promise<boolean>;
  /** The part's own state change, recorded in the payment's batch. */
  statements(paymentId: string, expiresAt: Date): BatchItem<"sqlite">[];
}

async function extendHolds(deps: CheckoutDeps, booking: Booking, until: Date): Promise<boolean> {
  const items = await getItems(deps.db, booking.id);
  const ttlMs = until.getTime() - deps.now.getTime() + 5 * 60_000;
  const results = await Promise.all(
    holdsOf(booking, items).map((h) => deps.inventory.getByName(h.inventoryKey).extend(h.holdId, ttlMs)),
  );
  return results.every((r) => r.ok);
}

/**
 * Closes a pending attempt at the gateway so it can no longer be paid, and answers how the gateway left it:
 * "succeeded" when the money had already come (the booking is then fulfilled with it, never charged again).
 */
export async function closeAtGateway(deps: CheckoutDeps, payment: Payment): Promise<GatewaySession["status"] | "none"> {
  if (!payment.gatewayRef) return "none";
  const session = await deps.gateway.cancel(payment.gatewayRef);
  return session?.status ?? "none";
}

/**
 * The payment step (docs/architecture.md, convention 4, take payment): billing info and a method of the booking's market. A card
 * payment opens the gateway's hosted page; a bank transfer gets an account for the exact amount, open two
 * days; a market without payment options goes straight to its confirmation, payable offline. The seats are
 * held as long as the payment may take. Submitting again while an attempt is open answers that attempt, so
 * a double click or a retried POST never opens a second charge; a new attempt first closes the old one at the
 * gateway, and uses its money if it had already been paid.
 */
export async function submitPayment(
  deps: CheckoutDeps,
  booking: Booking,
  form: PaymentForm,
  urls: { returnUrl: string },
  parts: readonly PaymentPart[] = [],
): Promise<SubmitPaymentResult> {
  if (!isPayable(booking.status)) return { kind: "closed" };
  if (holdLapsed(booking, deps.now)) return { kind: "expired" };
  const methods = paymentMethodsFor(booking.country);
  const methodOk = form.method === "pay_later" ? methods.length === 0 : methods.includes(form.method);
  if (!methodOk) return { kind: "method_unavailable" };

  const [items, promo, previous, travellers] = await Promise.all([
    getItems(deps.db, booking.id),
    getPromo(deps.db, booking.promoCode),
    getPayments(deps.db, booking.id),
    getTravellers(deps.db, booking.id),
  ]);
  if (!travellersComplete(booking, travellers)) return { kind: "incomplete" };
  const own = fareSummary(booking, items, promo).total;
  if (parts.some((part) => part.amount.currency !== own.currency)) return { kind: "method_unavailable" };
  const amount = {
    amount: own.amount + parts.reduce((sum, part) => sum + part.amount.amount, 0),
    currency: own.currency,
  };
  const opened = await openAttempt(deps, booking, await asSessions(deps, previous), form, amount, urls.returnUrl);
  if (opened.kind === "paid_before") {
    // The other parts of that charge (a stay paid with it) follow with its webhook, or the sweep.
    await paymentArrived(deps, opened.payment, "paid before a new attempt");
    return { kind: "closed" };
  }
  if (opened.kind !== "new") return opened.kind === "open" ? opened.result : opened;
  const { id, attempt, url, expiresAt, method } = opened;

  if (!(await extendHolds(deps, booking, expiresAt))) return { kind: "expired" };
  const extended = await Promise.all(parts.map((part) => part.extend(expiresAt)));
  if (extended.some((ok) => !ok)) return { kind: "expired" };
  const { db } = deps;
  await commit(
    deps,
    [
      ...attemptStatements(deps, opened, { ownerId: booking.id, id, attempt, amount: own }),
      ...parts.flatMap((part) => {
        const partId = paymentIdFor(part.ownerId, part.attempt);
        return [
          ...attemptStatements(deps, opened, {
            ownerId: part.ownerId,
            id: partId,
            attempt: part.attempt,
            amount: part.amount,
          }),
          ...part.statements(partId, expiresAt),
        ];
      }),
      db
        .update(bookings)
        .set({ holdExpiresAt: expiresAt.toISOString() })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status))),
      ...(booking.status === "pending_payment"
        ? []
        : transition(db, booking, "pending_payment", `payment by ${method}`, deps.now)),
    ],
    [
      emailJob({ template: "booking_received", bookingId: booking.id, dedupeKey: `${booking.id}:received` }),
      ...(method === "bank_transfer"
        ? [
            emailJob({
              template: "payment_instructions",
              bookingId: booking.id,
              paymentId: id,
              dedupeKey: `${id}:instructions`,
            }),
          ]
        : []),
    ],
  );
  return url ? { kind: "gateway", url } : { kind: "pending" };
}

export type OpenedAttempt =
  | { kind: "gateway_error" }
  /** An earlier attempt turned out to be paid when it was closed: the caller fulfils with it, charging nothing. */
  | { kind: "paid_before"; payment: Payment }
  /** The same attempt is still open (a double click, a retried POST): answered again, nothing new recorded. */
  | { kind: "open"; result: SubmitPaymentResult }
  | {
      kind: "new";
      id: string;
      attempt: number;
      method: PaymentForm["method"];
      billing: Omit<PaymentForm, "method">;
      gatewayRef: string | null;
      url: string | null;
      bank: Payment["bank"];
      expiresAt: Date;
    };

/**
 * The gateway side of a payment attempt, for anything Tern sells (a flight booking, a stay): the attempt already
 * open for the same method and amount is answered again; any other pending one is closed at the gateway first
 * (its money, if it came, pays instead); then a card session or a bank transfer account is opened. The caller
 * records a new attempt in the same batch as its own state change.
 */
export async function openAttempt(
  deps: CheckoutDeps,
  owner: { id: string; locale: Locale },
  previous: readonly Payment[],
  form: PaymentForm,
  amount: Money,
  returnUrl: string,
): Promise<OpenedAttempt> {
  const { method, ...billing } = form;
  const open = previous.find((p) => p.status === "pending" && p.method === method && p.amount.amount === amount.amount);
  try {
    for (const other of previous.filter((p) => p.status === "pending" && p.id !== open?.id)) {
      if ((await closeAtGateway(deps, other)) === "succeeded") return { kind: "paid_before", payment: other };
      // The other parts of a charge shared with a stay close with it: each may be paid again on its own.
      if (other.gatewayRef) {
        const shared = (await getPaymentsByGatewayRef(deps.db, other.gatewayRef)).filter((p) => p.id !== other.id);
        for (const part of shared) await paymentStatusStatement(deps.db, part.id, ["pending"], "cancelled", deps.now);
      }
    }
  } catch (error) {
    if (error instanceof GatewayError) return { kind: "gateway_error" };
    throw error;
  }
  const attempt = open?.attempt ?? (previous[0]?.attempt ?? 0) + 1;
  const id = open?.id ?? paymentIdFor(owner.id, attempt);
  const expiresAt = new Date(
    deps.now.getTime() + (method === "card" ? CARD_PAYMENT_MINUTES * 60_000 : BANK_TRANSFER_DAYS * 86_400_000),
  );
  const session = { merchantKey: id, amount, customerName: billing.nameOnCard, locale: owner.locale, returnUrl };
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
  if (open) return { kind: "open", result: url ? { kind: "gateway", url } : { kind: "pending" } };
  return { kind: "new", id, attempt, method, billing, gatewayRef, url, bank, expiresAt };
}

/**
 * A new attempt's payment row for one owner (a booking, or a stay paid with it), at its own amount on the attempt's
 * gateway session, and its owner's other pending attempts closed: for the owner's batch.
 */
export function attemptStatements(
  deps: Pick<CheckoutDeps, "db" | "now">,
  attempt: Extract<OpenedAttempt, { kind: "new" }>,
  row: { ownerId: string; id: string; attempt: number; amount: Money },
) {
  return [
    insertPaymentStatement(deps.db, {
      id: row.id,
      bookingId: row.ownerId,
      attempt: row.attempt,
      method: attempt.method,
      amount: row.amount,
      gatewayRef: attempt.gatewayRef,
      billing: attempt.billing,
      bank: attempt.bank,
      expiresAt: attempt.expiresAt.toISOString(),
      now: deps.now,
    }),
    cancelOtherPendingStatement(deps.db, row.ownerId, row.id, deps.now),
  ] as const;
}

/**
 * A booking's payments as the gateway sees them: a payment that is one part of a shared charge carries the whole
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

/**
 * Gives a payment back and records it: the compensation of the payment step. `amount` keeps the rest (a cancellation's
 * penalty); without it, all of the payment goes back. A payment that is one part of a shared charge (a flight and a
 * stay paid together) gives back its own part only.
 */
export async function refund(deps: CheckoutDeps, payment: Payment, reason: string, amount?: Money) {
  if (!payment.gatewayRef) return;
  const refunded = await deps.gateway.refund(payment.gatewayRef, { key: payment.id, amount: amount ?? payment.amount });
  await deps.db.batch([
    paymentStatusStatement(
      deps.db,
      payment.id,
      ["succeeded", "cancelled", "expired", "pending", "declined"],
      "refunded",
      deps.now,
    ),
    refundStatement(deps.db, payment, {
      reason,
      gatewayRef: refunded.refundId,
      amount: refunded.amount.amount,
      now: deps.now,
    }),
  ]);
}

/**
 * A refund case's money, moved once (docs/architecture.md, refund vocabulary): its amount back to the card through the
 * gateway's partial refund (keyed by the case, so a retried step gets the same refund), or paid to the bank account the
 * case gives. The payment stays succeeded: what the case does not give back is kept. `statements` (the case's and
 * the booking's moves) go in the same batch as the refund's record, and their results are answered; a step that died
 * after the gateway refunded is run again by the next cron and records it then.
 */
export async function refundCasePayment(
  deps: Pick<CheckoutDeps, "db" | "gateway" | "now">,
  payment: Payment,
  refundCase: { id: string; reference: string; amount: Money; channel: RefundChannel },
  statements: readonly BatchItem<"sqlite">[],
) {
  const key = `case:${refundCase.id}`;
  const gatewayRef =
    refundCase.channel === "original_payment" && payment.gatewayRef
      ? (await deps.gateway.refund(payment.gatewayRef, { key, amount: refundCase.amount })).refundId
      : `bank:${refundCase.reference}`;
  const [, ...results] = await deps.db.batch([
    refundStatement(deps.db, payment, {
      key,
      reason: `refund case ${refundCase.reference}`,
      gatewayRef,
      amount: refundCase.amount.amount,
      channel: refundCase.channel,
      refundCaseId: refundCase.id,
      now: deps.now,
    }),
    ...statements,
  ]);
  return results;
}

/**
 * The gateway holds this payment's money (told by a webhook, or found by asking it). A booking still waiting
 * for it is paid, with its ticketing job in the same batch; a booking that no longer waits for it (paid by
 * another attempt, expired, closed) gives it back. Guarded by the statuses it expects, so a repeat does nothing.
 */
export async function paymentArrived(deps: CheckoutDeps, found: Payment, reason: string) {
  const { db, now } = deps;
  const booking = await getBooking(db, found.bookingId);
  await settleArrivedPayment(
    deps,
    found,
    reason,
    booking && {
      label: `booking ${booking.status}`,
      waiting: booking.status === "pending_payment" || booking.status === "payment_failed",
      paid: (payment) => ({
        statements: transition(db, booking, "paid", `payment ${payment.id} succeeded (${reason})`, now),
        jobs: [ticketingJob(booking.id, payment.id)],
      }),
    },
  );
}

/**
 * What a payment's arrival does to what it pays for (a flight booking, a stay): its owner, still waiting for it, is
 * paid, with its fulfilment job in the same batch; an owner that no longer waits (paid by another attempt, expired,
 * closed) gives the money back. Read again first: a concurrent delivery may have just settled it. Guarded by the
 * statuses it expects, so a repeat does nothing; had the owner moved on meanwhile, the sweep gives the money back.
 */
export async function settleArrivedPayment(
  deps: CheckoutDeps,
  found: Payment,
  reason: string,
  owner: {
    label: string;
    waiting: boolean;
    paid: (payment: Payment) => { statements: readonly BatchItem<"sqlite">[]; jobs: OutboxJob[] };
  } | null,
) {
  const { db, now } = deps;
  const payment = (await getPayments(db, found.bookingId)).find((p) => p.id === found.id);
  if (!owner || !payment || payment.status === "succeeded" || payment.status === "refunded") return;
  if (owner.waiting) {
    const { statements, jobs } = owner.paid(payment);
    await commit(
      deps,
      [
        paymentStatusStatement(db, payment.id, ["pending", "declined", "cancelled", "expired"], "succeeded", now),
        cancelOtherPendingStatement(db, payment.bookingId, payment.id, now),
        ...statements,
      ],
      jobs,
    );
    return;
  }
  await paymentStatusStatement(db, payment.id, ["pending", "cancelled", "expired", "declined"], "succeeded", now);
  await refund(deps, payment, `${owner.label} when payment ${payment.id} arrived`);
}
