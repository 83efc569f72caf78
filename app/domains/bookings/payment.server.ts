import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { type CheckoutDeps, type PaymentPart, payParts, type PayResult } from "~/domains/checkout/checkout.server";
import { lastAttempt, paymentsOf } from "~/domains/checkout/payments.server";
import { type PaymentForm, paymentMethodsFor } from "~/domains/checkout/schema";
import { paymentArrived } from "~/domains/checkout/settle.server";
import type { OutboxJob } from "~/domains/jobs/outbox.server";
import type { Money } from "~/domains/markets/markets";
import { getPromo } from "~/domains/promotions/promotions.server";
import { leadPart } from "~/domains/instalments/pay.server";
import { instalmentRef, planOf } from "~/domains/instalments/plans.server";
import { getItems } from "./extras.server";
import { holdLapsed, holdsOf } from "./holds.server";
import { type BookingDeps, transition } from "./lifecycle.server";
import { bookings } from "./tables";
import { fareSummary } from "./totals";
import { getTravellers, travellersComplete } from "./travellers.server";
import { type Booking, isPayable, REFUND_CASE_STATUSES } from "./types";
import { kindJob } from "~/domains/jobs/kinds";

// A flight booking's payment step, through the checkout (docs/architecture.md): the booking as a payable part of a
// charge, and the jobs that follow its payment.

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
  /** The refund case a refund_update e-mail is about (the booking's latest when absent). */
  caseId: z
    .string()
    .regex(/^[a-z0-9]{16}$/)
    .optional(),
  /** The step of the case the e-mail tells of (the case may have moved on by the time the queue sends it). */
  caseStatus: z.enum(REFUND_CASE_STATUSES).optional(),
  /** The outbox keeps one message per key: a job delivered twice sends one e-mail. */
  dedupeKey: z.string().min(1).max(120),
});

export type EmailJob = z.infer<typeof EmailJobSchema>;

/** What the booking's money steps need: the booking's own dependencies and the checkout's. */
export interface BookingCheckoutDeps extends BookingDeps, CheckoutDeps {}

/** Ticketing for a booking, once per cause (the payment that paid it, a sweep, a retry). */
export const ticketingJob = (bookingId: string, cause: string): OutboxJob =>
  kindJob("booking_ticketing", `ticketing:${cause}`, { bookingId });

export const emailJob = (job: EmailJob): OutboxJob => kindJob("booking_email", `email:${job.dedupeKey}`, job);

export type SubmitPaymentResult =
  | Exclude<PayResult, { kind: "paid_before" }>
  | { kind: "method_unavailable" }
  /** Not every passenger has a traveller yet: nothing is charged. */
  | { kind: "incomplete" }
  /** Already paid or closed: its summary says where it stands. */
  | { kind: "closed" }
  /** Pay Small Small asked for where no plan is offered (too close to travel, too little, with other lines). */
  | { kind: "no_plan" };

/**
 * A booking as a part of a payment (the checkout's PaymentPart): its seats held as long as the payment may take, its
 * hold's time moved with them, and its move to pending_payment in the payment's batch.
 */
export async function bookingPaymentPart(
  deps: BookingCheckoutDeps,
  booking: Booking,
  amount: Money,
): Promise<PaymentPart> {
  const { db } = deps;
  const items = await getItems(db, booking.id);
  return {
    payable: { kind: "booking", id: booking.id },
    orderId: booking.id,
    amount,
    attempt: (await lastAttempt(db, booking.id)) + 1,
    extend: async (until) => {
      const ttlMs = until.getTime() - deps.now.getTime() + 5 * 60_000;
      const results = await Promise.all(
        holdsOf(booking, items).map((h) => deps.inventory.getByName(h.inventoryKey).extend(h.holdId, ttlMs)),
      );
      return results.every((r) => r.ok);
    },
    statements: (paymentId, expiresAt) => [
      db
        .update(bookings)
        .set({ holdExpiresAt: expiresAt.toISOString() })
        .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status))),
      ...(booking.status === "pending_payment"
        ? []
        : transition(db, booking, "pending_payment", `payment ${paymentId}`, deps.now)),
    ],
  };
}

/**
 * The payment step (docs/architecture.md, convention 4, take payment): billing info and a method of the booking's
 * market, through the checkout. A card payment opens the gateway's hosted page; a bank transfer gets an account for
 * the exact amount, open two days; a market without payment options goes straight to its confirmation, payable
 * offline. `others` are other payables of the cart paid with the same charge (a stay). Submitting again while an
 * attempt is open answers that attempt, so a double click or a retried POST never opens a second charge; a new attempt
 * first closes the old one at the gateway, and uses its money if it had already been paid.
 */
export async function submitPayment(
  deps: BookingCheckoutDeps,
  booking: Booking,
  form: PaymentForm,
  urls: { returnUrl: string },
  others: readonly PaymentPart[] = [],
  schedule: "full" | "pay_small_small" = "full",
): Promise<SubmitPaymentResult> {
  if (!isPayable(booking.status)) return { kind: "closed" };
  if (holdLapsed(booking, deps.now)) return { kind: "expired" };
  const methods = paymentMethodsFor(booking.country, booking.currency, deps.gateway);
  const methodOk = form.method === "pay_later" ? methods.length === 0 : methods.includes(form.method);
  if (!methodOk) return { kind: "method_unavailable" };

  const [items, promo, travellers] = await Promise.all([
    getItems(deps.db, booking.id),
    getPromo(deps.db, booking.promoCode),
    getTravellers(deps.db, booking.id),
  ]);
  if (!travellersComplete(booking, travellers)) return { kind: "incomplete" };
  const own = fareSummary(booking, items, promo).total;
  if (others.some((part) => part.amount.currency !== own.currency)) return { kind: "method_unavailable" };
  // Pay Small Small: the plan's down payment is the booking's part; an attempt of the other way is closed first.
  if (schedule === "pay_small_small" && others.length > 0) return { kind: "no_plan" };
  const lead = await leadPart(
    deps,
    await bookingPaymentPart(deps, booking, own),
    schedule === "pay_small_small" ? planFor(booking, travellers[0]?.email ?? "") : null,
  );
  if (!lead) return { kind: "no_plan" };
  const paid = await payParts(deps, {
    lead: lead.lead,
    others,
    previous: lead.previous,
    locale: booking.locale,
    email: travellers[0]?.email ?? "",
    form,
    returnUrl: urls.returnUrl,
    jobs: ({ paymentId, method }) => [
      emailJob({ template: "booking_received", bookingId: booking.id, dedupeKey: `${booking.id}:received` }),
      ...(method === "bank_transfer"
        ? [
            emailJob({
              template: "payment_instructions",
              bookingId: booking.id,
              paymentId,
              dedupeKey: `${paymentId}:instructions`,
            }),
          ]
        : []),
    ],
  });
  if (paid.kind === "paid_before") {
    // The other parts of that charge (a stay paid with it) follow with its webhook, or the sweep.
    await paymentArrived(deps, paid.payment, "paid before a new attempt");
    return { kind: "closed" };
  }
  return paid;
}

/** What a booking's Pay Small Small plan says of it: a flight's, due before its first departure. */
const planFor = (booking: Booking, email: string) => ({
  product: "flight" as const,
  travelOn: booking.offer.slices[0]?.segments[0]?.departLocal.slice(0, 10) ?? "",
  email,
  locale: booking.locale,
  reference: booking.reference,
  title: booking.offer.slices.map((s) => `${s.from}–${s.to}`).join(", "),
  managePath: `/booking/${booking.id}/summary`,
});

/** A booking's own payments (not its changes'), newest first. */
export const bookingPayments = (db: BookingCheckoutDeps["db"], bookingId: string) =>
  paymentsOf(db, { kind: "booking", id: bookingId });

/** A booking's own payments and those of its Pay Small Small plan, if any, newest first: what its pages show. */
export async function bookingAndPlanPayments(db: BookingCheckoutDeps["db"], bookingId: string) {
  const plan = await planOf(db, bookingId);
  const all = await Promise.all([
    bookingPayments(db, bookingId),
    ...(plan?.payments ?? []).map((p) => paymentsOf(db, instalmentRef(p.id))),
  ]);
  return all.flat().sort((a, b) => b.attempt - a.attempt);
}
