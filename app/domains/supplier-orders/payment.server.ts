import { z } from "zod";
import { leadPart } from "~/domains/instalments/pay.server";
import { type PaymentPart, payParts, type PayResult } from "~/domains/checkout/checkout.server";
import { lastAttempt, paidTogetherWith } from "~/domains/checkout/payments.server";
import type { PayableRef } from "~/domains/checkout/payable";
import { type PaymentForm, paymentMethodsFor } from "~/domains/checkout/schema";
import { paymentArrived } from "~/domains/checkout/settle.server";
import type { OutboxJob } from "~/domains/jobs/outbox.server";
import { supplierOrders } from "./tables";
import { detailsGiven, getContact, transitionOrder, whileIn } from "./orders.server";
import { orderPayable, type SupplierOrder, type SupplierOrderDeps } from "./types";
import { kindJob } from "~/domains/jobs/kinds";

// A supplier order's payment step, through the checkout (docs/architecture.md): the order as a payable part of a
// charge, its own or a flight's in the same cart, and the jobs that follow.

const OrderId = z.string().regex(/^[a-z0-9]{16}$/);

/** The queue job that books a paid order with its supplier (the ticketing queue runs every fulfilment). */
export const SupplierOrderJobSchema = z.object({ supplierOrderId: OrderId });

export const supplierOrderJob = (orderId: string, cause: string): OutboxJob =>
  kindJob("order_confirmation", `supplier_order:${cause}`, { supplierOrderId: orderId });

export const ORDER_EMAIL_TEMPLATES = ["order_confirmed", "order_not_completed", "order_cancelled"] as const;

export const OrderEmailJobSchema = z.object({
  template: z.enum(ORDER_EMAIL_TEMPLATES),
  supplierOrderId: OrderId,
  dedupeKey: z.string().min(1).max(120),
});
export type OrderEmailJob = z.infer<typeof OrderEmailJobSchema>;

export const orderEmailJob = (job: OrderEmailJob): OutboxJob => kindJob("order_email", `email:${job.dedupeKey}`, job);

export type OrderPaymentResult =
  | Exclude<PayResult, { kind: "paid_before" }>
  | { kind: "method_unavailable" }
  /** The details step is not done: nothing is charged. */
  | { kind: "incomplete" }
  /** Already paid or closed: its summary says where it stands. */
  | { kind: "closed" }
  /** Being paid with a flight in one charge: that flight's payment step is where it is paid. */
  | { kind: "together"; lead: PayableRef }
  /** Pay Small Small asked for where no plan is offered (a product without it, too soon, too little). */
  | { kind: "no_plan" };

/**
 * The payment step of a supplier order: the market's payment methods, through the same gateway attempts as a flight.
 * A repeated submission answers the attempt already open; an order paid with a flight answers where that payment is.
 */
export async function submitOrderPayment(
  deps: SupplierOrderDeps,
  order: SupplierOrder,
  form: PaymentForm,
  urls: { returnUrl: string },
  schedule: "full" | "pay_small_small" = "full",
  /** The cart's other lines paid in the same charge ("pay for all"); never with a plan. */
  others: readonly PaymentPart[] = [],
): Promise<OrderPaymentResult> {
  if (!orderPayable(order.status)) return { kind: "closed" };
  if (Date.parse(order.holdExpiresAt) <= deps.now.getTime()) return { kind: "expired" };
  const methods = paymentMethodsFor(order.country, order.currency, deps.gateway);
  const methodOk = form.method === "pay_later" ? methods.length === 0 : methods.includes(form.method);
  if (!methodOk) return { kind: "method_unavailable" };
  const payable = { kind: "supplier_order", id: order.id };
  if (!(await detailsGiven(deps.db, deps.supplierProducts, order))) return { kind: "incomplete" };
  const together = await paidTogetherWith(deps.db, payable);
  if (together) return { kind: "together", lead: together };
  const part = await orderPaymentPart(deps, order);
  if (!part) return { kind: "expired" };
  // Pay Small Small (a holiday): the plan's down payment is the order's part, due before it starts.
  const facts = deps.supplierProducts[order.kind];
  const contact = await getContact(deps.db, order.id);
  const plan =
    schedule === "pay_small_small" && facts
      ? {
          product: facts.product,
          travelOn: order.startsOn,
          email: contact?.email ?? "",
          locale: order.locale,
          reference: order.reference,
          title: facts.title(order).join(", "),
          managePath: `/order/${order.id}/summary`,
        }
      : null;
  if (schedule === "pay_small_small" && (!plan || others.length > 0)) return { kind: "no_plan" };
  const lead = await leadPart(deps, part, plan);
  if (!lead) return { kind: "no_plan" };
  const paid = await payParts(deps, {
    lead: lead.lead,
    others,
    previous: lead.previous,
    locale: order.locale,
    email: contact?.email ?? "",
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
 * An order as one part of a payment, its own or a flight's in the cart: what it holds kept as long as the payment may
 * take, and its move to pending_payment in the payment's batch. Null when it cannot be paid now.
 */
export async function orderPaymentPart(
  deps: Pick<SupplierOrderDeps, "db" | "now" | "inventory" | "supplierProducts">,
  order: SupplierOrder,
): Promise<PaymentPart | null> {
  if (!orderPayable(order.status) || Date.parse(order.holdExpiresAt) <= deps.now.getTime()) return null;
  if (!(await detailsGiven(deps.db, deps.supplierProducts, order))) return null;
  const { db, now } = deps;
  const unit = order.inventoryUnit;
  return {
    payable: { kind: "supplier_order", id: order.id },
    orderId: order.id,
    amount: order.total,
    attempt: (await lastAttempt(db, order.id)) + 1,
    extend: async (until) =>
      unit === null ||
      (await deps.inventory.getByName(unit).extend(order.holdId, until.getTime() - now.getTime() + 5 * 60_000)).ok,
    statements: (paymentId, expiresAt) => [
      db.update(supplierOrders).set({ holdExpiresAt: expiresAt.toISOString() }).where(whileIn(order)),
      ...(order.status === "pending_payment"
        ? []
        : transitionOrder(db, order, "pending_payment", `payment ${paymentId}`, now)),
    ],
  };
}
