import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { clearCartStatement } from "~/domains/cart/cart.server";
import type { IssueInput } from "~/domains/flights/supplier";
import { GatewayError, type PaymentGateway } from "~/domains/payments/gateway";
import {
  cancelOtherPendingStatement,
  getPaymentByGatewayRef,
  getPayments,
  insertPaymentStatement,
  lapsedPayments,
  type Payment,
  paymentIdFor,
  paymentStatusStatement,
  refundStatement,
  webhookSeen,
  webhookSeenStatement,
} from "~/domains/payments/payments.server";
import { type PaymentForm, paymentMethodsFor } from "~/domains/payments/schema";
import { verifyWebhook, type WebhookEvent } from "~/domains/payments/webhooks";
import {
  type BookingDeps,
  closeDraft,
  getBooking,
  getItems,
  getPromo,
  getTravellers,
  holdLapsed,
  holdsOf,
  lapsedDrafts,
  releaseHolds,
  transition,
} from "./bookings.server";
import { bookings, bookingTickets } from "./tables";
import { fareSummary } from "./totals";
import type { Booking, BookingStatus, Ticket } from "./types";

/** Spec section 9: bank transfer account details expire in 2 days. */
export const BANK_TRANSFER_DAYS = 2;
/** How long the seats wait for a card payment on the gateway's page. */
export const CARD_PAYMENT_MINUTES = 30;

export const EMAIL_TEMPLATES = [
  "booking_received",
  "payment_instructions",
  "ticket_issued",
  "not_completed",
  "payment_expired",
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

/** Queue messages (STYLE.md 11: parsed with zod by thin consumers). */
export const TicketingJobSchema = z.object({ bookingId: z.string().regex(/^[a-z0-9]{16}$/) });
export const EmailJobSchema = z.object({
  template: z.enum(EMAIL_TEMPLATES),
  bookingId: z.string().regex(/^[a-z0-9]{16}$/),
  paymentId: z.string().max(40).optional(),
  /** The outbox keeps one message per key: a job delivered twice sends one e-mail. */
  dedupeKey: z.string().min(1).max(120),
});
export type EmailJob = z.infer<typeof EmailJobSchema>;

export interface Jobs {
  ticketing(bookingId: string, delaySeconds?: number): Promise<void>;
  email(job: EmailJob): Promise<void>;
}

export interface CheckoutDeps extends BookingDeps {
  gateway: PaymentGateway;
  jobs: Jobs;
}

const OPEN_FOR_PAYMENT: readonly BookingStatus[] = ["draft", "pending_payment", "payment_failed"];

export type SubmitPaymentResult =
  | { kind: "gateway"; url: string }
  /** A bank transfer, or a market without payment options: the booking waits, Pending, on its summary. */
  | { kind: "pending" }
  | { kind: "expired" }
  | { kind: "gateway_error" }
  | { kind: "method_unavailable" }
  /** Already paid or closed: its summary says where it stands. */
  | { kind: "closed" };

async function extendHolds(deps: CheckoutDeps, booking: Booking, until: Date): Promise<boolean> {
  const items = await getItems(deps.db, booking.id);
  const ttlMs = until.getTime() - deps.now.getTime() + 5 * 60_000;
  const results = await Promise.all(
    holdsOf(booking, items).map((h) => deps.inventory.getByName(h.inventoryKey).extend(h.holdId, ttlMs)),
  );
  return results.every((r) => r.ok);
}

/**
 * The payment step (STYLE.md 4, take payment): billing info and a method of the booking's market. A card
 * payment opens the gateway's hosted page; a bank transfer gets an account for the exact amount, open two
 * days; a market without payment options goes straight to its confirmation, payable offline. The seats are
 * held as long as the payment may take. Submitting again while an attempt is open answers that attempt, so
 * a double click or a retried POST never opens a second charge.
 */
export async function submitPayment(
  deps: CheckoutDeps,
  booking: Booking,
  form: PaymentForm,
  urls: { returnUrl: string },
): Promise<SubmitPaymentResult> {
  if (!OPEN_FOR_PAYMENT.includes(booking.status)) return { kind: "closed" };
  if (holdLapsed(booking, deps.now)) return { kind: "expired" };
  const methods = paymentMethodsFor(booking.country);
  const methodOk = form.method === "pay_later" ? methods.length === 0 : methods.includes(form.method);
  if (!methodOk) return { kind: "method_unavailable" };

  const { method, ...billing } = form;
  const [items, promo, previous] = await Promise.all([
    getItems(deps.db, booking.id),
    getPromo(deps.db, booking.promoCode),
    getPayments(deps.db, booking.id),
  ]);
  const amount = fareSummary(booking, items, promo).total;
  const open = previous.find((p) => p.status === "pending" && p.method === method && p.amount.amount === amount.amount);
  const attempt = open?.attempt ?? (previous[0]?.attempt ?? 0) + 1;
  const id = open?.id ?? paymentIdFor(booking.id, attempt);
  const expiresAt = new Date(
    deps.now.getTime() + (method === "card" ? CARD_PAYMENT_MINUTES * 60_000 : BANK_TRANSFER_DAYS * 86_400_000),
  );
  const session = {
    merchantKey: id,
    amount,
    customerName: billing.nameOnCard,
    locale: booking.locale,
    returnUrl: urls.returnUrl,
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
  if (open) return url ? { kind: "gateway", url } : { kind: "pending" };

  if (!(await extendHolds(deps, booking, expiresAt))) return { kind: "expired" };
  const { db } = deps;
  await db.batch([
    insertPaymentStatement(db, {
      id,
      bookingId: booking.id,
      attempt,
      method,
      amount,
      gatewayRef,
      billing,
      bank,
      expiresAt: expiresAt.toISOString(),
      now: deps.now,
    }),
    cancelOtherPendingStatement(db, booking.id, id, deps.now),
    db
      .update(bookings)
      .set({ holdExpiresAt: expiresAt.toISOString() })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status))),
    ...(booking.status === "pending_payment"
      ? []
      : transition(db, booking, "pending_payment", `payment by ${method}`, deps.now)),
  ]);
  await deps.jobs.email({ template: "booking_received", bookingId: booking.id, dedupeKey: `${booking.id}:received` });
  if (method === "bank_transfer") {
    await deps.jobs.email({
      template: "payment_instructions",
      bookingId: booking.id,
      paymentId: id,
      dedupeKey: `${id}:instructions`,
    });
  }
  return url ? { kind: "gateway", url } : { kind: "pending" };
}

/** Gives a payment back and records it: the compensation of the payment step. */
async function refund(deps: CheckoutDeps, payment: Payment, reason: string) {
  if (!payment.gatewayRef) return;
  const { refundId } = await deps.gateway.refund(payment.gatewayRef);
  await deps.db.batch([
    paymentStatusStatement(deps.db, payment.id, ["succeeded", "cancelled", "expired", "pending"], "refunded", deps.now),
    refundStatement(deps.db, payment, { reason, gatewayRef: refundId, now: deps.now }),
  ]);
}

export type WebhookResult = { ok: false } | { ok: true; duplicate: boolean };

/**
 * A signed event from the gateway (at least once, in any order, maybe many times). A bad or stale
 * signature changes nothing. Every effect is guarded by the status it expects, so a repeat has none.
 */
export async function receivePaymentWebhook(
  deps: CheckoutDeps,
  secret: string,
  body: string,
  signature: string | null,
): Promise<WebhookResult> {
  const event = await verifyWebhook(secret, body, signature, deps.now);
  if (!event) return { ok: false };
  if (await webhookSeen(deps.db, event.id)) return { ok: true, duplicate: true };
  await applyPaymentEvent(deps, event);
  await webhookSeenStatement(deps.db, event, deps.now);
  return { ok: true, duplicate: false };
}

async function applyPaymentEvent(deps: CheckoutDeps, event: WebhookEvent) {
  const { db } = deps;
  const found = await getPaymentByGatewayRef(db, event.data.sessionId);
  if (!found) return;
  if (found.amount.amount !== event.data.amount || found.amount.currency !== event.data.currency) {
    console.warn("payment webhook amount differs from the payment", event.id);
    return;
  }
  const booking = await getBooking(db, found.bookingId);
  // Read again after the booking: a concurrent delivery may have just paid the booking with this payment.
  const payment = await getPaymentByGatewayRef(db, event.data.sessionId);
  if (!booking || !payment) return;
  if (event.type === "payment.succeeded") {
    if (booking.status === "pending_payment" || booking.status === "payment_failed") {
      await db.batch([
        paymentStatusStatement(db, payment.id, ["pending", "declined", "cancelled"], "succeeded", deps.now),
        cancelOtherPendingStatement(db, booking.id, payment.id, deps.now),
        ...transition(db, booking, "paid", `payment ${payment.id} succeeded`, deps.now),
      ]);
      await deps.jobs.ticketing(booking.id);
    } else if (payment.status !== "succeeded" && payment.status !== "refunded") {
      // Money the booking no longer waits for (paid by another attempt, or expired) goes back.
      await paymentStatusStatement(db, payment.id, ["pending", "cancelled", "expired"], "succeeded", deps.now);
      await refund(deps, payment, `booking ${booking.status} when this payment arrived`);
    }
  } else if (event.type === "payment.declined") {
    await db.batch([
      paymentStatusStatement(db, payment.id, ["pending"], "declined", deps.now),
      ...(booking.status === "pending_payment"
        ? transition(db, booking, "payment_failed", `payment ${payment.id} declined`, deps.now)
        : []),
    ]);
  }
}

export async function getTickets(deps: Pick<BookingDeps, "db">, bookingId: string): Promise<Ticket[]> {
  return deps.db
    .select({ position: bookingTickets.position, number: bookingTickets.number, issuedAt: bookingTickets.issuedAt })
    .from(bookingTickets)
    .where(eq(bookingTickets.bookingId, bookingId))
    .orderBy(asc(bookingTickets.position));
}

export type TicketingResult = { done: true } | { done: false; retryAfterSeconds: number };

/**
 * The ticketing saga, run from a queue consumer (STYLE.md 4): a paid booking gets its PNR, its seats are
 * sold, then its e-tickets are issued. No PNR: the booking is not completed, its seats go back and the
 * payment is refunded. Each step is guarded by the status it expects, so a message delivered twice, or
 * two at once, has one effect.
 */
export async function processTicketing(deps: CheckoutDeps, bookingId: string): Promise<TicketingResult> {
  let booking = await getBooking(deps.db, bookingId);
  if (!booking || (booking.status !== "paid" && booking.status !== "confirmed")) return { done: true };
  const { db } = deps;
  const travellers = await getTravellers(db, booking.id);
  const input: IssueInput = {
    reference: booking.reference,
    offerId: booking.offer.id,
    familyCode: booking.family.code,
    passengers: travellers.map((t) => ({ type: t.type, firstName: t.firstName, lastName: t.lastName })),
  };

  if (booking.status === "paid") {
    const items = await getItems(db, booking.id);
    const pnr = await deps.supplier.createPnr(input, deps.now);
    if (!pnr.ok) {
      await releaseHolds(deps, booking, items);
      await notComplete(deps, booking, "pnr_failed");
      return { done: true };
    }
    const sold = await Promise.all(
      holdsOf(booking, items).map((h) => deps.inventory.getByName(h.inventoryKey).confirm(h.holdId)),
    );
    if (sold.some((r) => !r.ok)) {
      await releaseHolds(deps, booking, items);
      await notComplete(deps, booking, "seats_lost");
      return { done: true };
    }
    const at = deps.now.toISOString();
    await db.batch([
      db
        .update(bookings)
        .set({ pnr: pnr.pnr, pnrCreatedAt: at })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, "paid"))),
      ...transition(db, booking, "confirmed", `PNR ${pnr.pnr} created`, deps.now),
      clearCartStatement(db, booking.visitorId),
    ]);
    booking = await getBooking(db, booking.id);
    if (!booking || booking.status !== "confirmed") return { done: true };
  }

  const issued = await deps.supplier.issueTickets(
    input,
    booking.pnr ?? "",
    new Date(booking.pnrCreatedAt ?? deps.now.toISOString()),
    deps.now,
  );
  if (issued.status === "pending") {
    await deps.jobs.ticketing(booking.id, issued.retryAfterSeconds);
    return { done: false, retryAfterSeconds: issued.retryAfterSeconds };
  }
  const at = deps.now.toISOString();
  await db.batch([
    db
      .insert(bookingTickets)
      .values(issued.tickets.map((number, position) => ({ bookingId: booking.id, position, number, issuedAt: at })))
      .onConflictDoNothing(),
    ...transition(db, booking, "ticketed", "e-tickets issued", deps.now),
  ]);
  await deps.jobs.email({ template: "ticket_issued", bookingId: booking.id, dedupeKey: `${booking.id}:ticketed` });
  return { done: true };
}

async function notComplete(deps: CheckoutDeps, booking: Booking, outcome: "pnr_failed" | "seats_lost") {
  const { db } = deps;
  await db.batch([
    db
      .update(bookings)
      .set({ outcome })
      .where(and(eq(bookings.id, booking.id), eq(bookings.status, "paid"))),
    ...transition(db, booking, "not_completed", outcome, deps.now),
  ]);
  const paid = (await getPayments(db, booking.id)).find((p) => p.status === "succeeded");
  if (paid) await refund(deps, paid, outcome);
  await deps.jobs.email({ template: "not_completed", bookingId: booking.id, dedupeKey: `${booking.id}:not_completed` });
}

/**
 * The cron job (DESIGN.md): drafts whose hold lapsed are closed, and unpaid attempts past their time (a bank
 * transfer after two days, an abandoned card page) expire their booking and free its seats.
 */
export async function expireLapsed(deps: CheckoutDeps): Promise<{ drafts: number; payments: number }> {
  const drafts = await lapsedDrafts(deps.db, deps.now);
  for (const draft of drafts) await closeDraft(deps, draft, "expired", "hold lapsed");
  const lapsed = await lapsedPayments(deps.db, deps.now);
  for (const payment of lapsed) {
    const booking = await getBooking(deps.db, payment.bookingId);
    await deps.db.batch([
      paymentStatusStatement(deps.db, payment.id, ["pending"], "expired", deps.now),
      ...(booking?.status === "pending_payment"
        ? transition(deps.db, booking, "expired", `payment ${payment.id} not received in time`, deps.now)
        : []),
    ]);
    if (booking?.status === "pending_payment") {
      await releaseHolds(deps, booking, await getItems(deps.db, booking.id));
      await deps.jobs.email({
        template: "payment_expired",
        bookingId: booking.id,
        paymentId: payment.id,
        dedupeKey: `${payment.id}:expired`,
      });
    }
  }
  return { drafts: drafts.length, payments: lapsed.length };
}
