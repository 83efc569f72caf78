import { and, eq } from "drizzle-orm";
import { leadPart } from "~/domains/instalments/pay.server";
import { z } from "zod";
import { type PaymentPart, payParts, type PayResult } from "~/domains/checkout/checkout.server";
import { paymentArrived } from "~/domains/checkout/settle.server";
import { type OutboxJob } from "~/domains/jobs/outbox.server";
import { lastAttempt, paidTogetherWith } from "~/domains/checkout/payments.server";
import { type PaymentForm, paymentMethodsFor } from "~/domains/checkout/schema";
import { propertyInventoryKey as inventoryKey } from "~/domains/hotels/stay-query";
import { stays } from "./tables";
import { type Stay, type StayDeps, stayPayable } from "./types";
import { transitionStay } from "./lifecycle.server";
import { guestsComplete, getStayGuests } from "./guests.server";
import { kindJob } from "~/domains/jobs/kinds";

// A stay's payment step, through the checkout (docs/architecture.md): the stay as a payable part of a charge, its own
// or a flight's in the same cart, and the jobs that follow its payment.

/** The queue job that books a paid stay with the hotel (the ticketing queue, which runs every fulfilment). */
export const StayJobSchema = z.object({ stayId: z.string().regex(/^[a-z0-9]{16}$/) });

export const stayJob = (stayId: string, cause: string): OutboxJob =>
  kindJob("stay_confirmation", `stay:${cause}`, { stayId });

export const STAY_EMAIL_TEMPLATES = ["stay_confirmed", "stay_not_completed", "stay_cancelled"] as const;

export const StayEmailJobSchema = z.object({
  template: z.enum(STAY_EMAIL_TEMPLATES),
  stayId: z.string().regex(/^[a-z0-9]{16}$/),
  dedupeKey: z.string().min(1).max(120),
});

export type StayEmailJob = z.infer<typeof StayEmailJobSchema>;

export const stayEmailJob = (job: StayEmailJob): OutboxJob => kindJob("stay_email", `email:${job.dedupeKey}`, job);

export type StayPaymentResult =
  | Exclude<PayResult, { kind: "paid_before" }>
  | { kind: "method_unavailable" }
  /** The guests step is not done: nothing is charged. */
  | { kind: "incomplete" }
  /** Already paid or closed: its summary says where it stands. */
  | { kind: "closed" }
  /** The stay is being paid with a flight in one charge: that flight's payment step is where it is paid. */
  | { kind: "together"; bookingId: string }
  /** Pay Small Small asked for where no plan is offered (check-in too soon, too little). */
  | { kind: "no_plan" };

/**
 * The payment step of a stay: the market's payment methods, through the same gateway attempts as a flight (a card
 * opens the gateway's page; a bank transfer gets an account for two days, the rooms held as long). A repeated
 * submission answers the attempt already open; a stay being paid with a flight answers where that payment is.
 */
export async function submitStayPayment(
  deps: StayDeps,
  stay: Stay,
  form: PaymentForm,
  urls: { returnUrl: string },
  schedule: "full" | "pay_small_small" = "full",
): Promise<StayPaymentResult> {
  if (!stayPayable(stay)) return { kind: "closed" };
  if (Date.parse(stay.holdExpiresAt) <= deps.now.getTime()) return { kind: "expired" };
  const methods = paymentMethodsFor(stay.country, stay.currency, deps.gateway);
  const methodOk = form.method === "pay_later" ? methods.length === 0 : methods.includes(form.method);
  if (!methodOk) return { kind: "method_unavailable" };
  const guests = await getStayGuests(deps.db, stay.id);
  if (!guestsComplete(stay, guests)) return { kind: "incomplete" };
  const together = await paidTogetherWith(deps.db, { kind: "stay", id: stay.id });
  if (together) return { kind: "together", bookingId: together };
  const part = await stayPaymentPart(deps, stay);
  if (!part) return { kind: "expired" };
  // Pay Small Small: the plan's down payment is the stay's part, due before check-in.
  const plan = {
    product: "stays" as const,
    travelOn: stay.checkIn,
    email: guests[0]?.email ?? "",
    locale: stay.locale,
    reference: stay.reference,
    title: `${stay.quote.propertyName}, ${stay.quote.city}`,
    managePath: `/stay/${stay.id}/summary`,
  };
  const lead = await leadPart(deps, part, schedule === "pay_small_small" ? plan : null);
  if (!lead) return { kind: "no_plan" };
  const paid = await payParts(deps, {
    lead: lead.lead,
    others: [],
    previous: lead.previous,
    locale: stay.locale,
    email: plan.email,
    form,
    returnUrl: urls.returnUrl,
  });
  if (paid.kind === "paid_before") {
    await paymentArrived(deps, paid.payment, "paid before a new attempt");
    return { kind: "closed" };
  }
  return paid;
}

/**
 * A stay as one part of a payment, its own or a flight's in the cart: its rooms held as long as the
 * payment may take, and the move to pending_payment in the payment's batch. Null when it cannot be paid now (not
 * payable, guests missing, rooms no longer held).
 */
export async function stayPaymentPart(
  deps: Pick<StayDeps, "db" | "now" | "inventory">,
  stay: Stay,
): Promise<PaymentPart | null> {
  if (!stayPayable(stay) || Date.parse(stay.holdExpiresAt) <= deps.now.getTime()) return null;
  if (!guestsComplete(stay, await getStayGuests(deps.db, stay.id))) return null;
  const { db, now } = deps;
  return {
    payable: { kind: "stay", id: stay.id },
    orderId: stay.id,
    amount: stay.quote.total,
    attempt: (await lastAttempt(db, stay.id)) + 1,
    extend: async (until) =>
      (
        await deps.inventory
          .getByName(inventoryKey(stay.propertyId))
          .extend(stay.holdId, until.getTime() - now.getTime() + 5 * 60_000)
      ).ok,
    statements: (paymentId, expiresAt) => [
      db
        .update(stays)
        .set({ holdExpiresAt: expiresAt.toISOString() })
        .where(and(eq(stays.id, stay.id), eq(stays.status, stay.status))),
      ...(stay.status === "pending_payment"
        ? []
        : transitionStay(db, stay, "pending_payment", `payment ${paymentId}`, now)),
    ],
  };
}
