import { bookingPayments, submitPayment } from "~/domains/bookings/payment.server";
import { getBooking } from "~/domains/bookings/lifecycle.server";
import { getTravellers } from "~/domains/bookings/travellers.server";
import { processTicketing } from "~/domains/bookings/ticketing.server";
import { paymentsOf } from "~/domains/checkout/payments.server";
import { paymentArrived } from "~/domains/checkout/settle.server";
import type { OrderDeps } from "~/domains/orders/products.server";
import { confirmOrder } from "~/domains/supplier-orders/fulfilment.server";
import { getOrder } from "~/domains/supplier-orders/orders.server";
import { submitOrderPayment } from "~/domains/supplier-orders/payment.server";
import { runBatch } from "~/db/batch";
import type { Database } from "~/db/client.server";
import { findMemberByEmail } from "~/domains/accounts/members.server";
import { earnStatement, openAccount } from "~/domains/points/ledger.server";

// End-to-end set-up (docs/architecture.md, Tests): what a journey needs before it starts, done directly by the domain's
// own functions in one request, in the manner of the Epic Stack's fixtures, so a spec about manage booking or stays
// does not buy through the pages first. Reached only through /dev/seed (dev tools on loopback).

/** Pays an open gateway session with the sandbox's succeeding card (the composition root's sandbox gateway). */
export type PayByCard = (sessionId: string) => Promise<string>;

const BILLING = (name: string, country: string) => ({
  nameOnCard: name,
  address: "12 Marina Road",
  zipCode: "101001",
  city: "Lagos",
  state: "Lagos",
  country,
});

/** The session a payment opened at the sandbox gateway, paid with the succeeding card, its arrival settled. */
async function payOpened(deps: OrderDeps, pay: PayByCard, url: string, payment: () => Promise<unknown>) {
  if ((await pay(url.split("/").pop() ?? "")) !== "succeeded") throw new Error("the sandbox card was declined");
  const paid = (await payment()) as Parameters<typeof paymentArrived>[1] | undefined;
  if (!paid) throw new Error("no payment was recorded");
  await paymentArrived(deps, paid, "paid by the end-to-end set-up");
}

/** A booking whose travellers are saved, paid by card and ticketed, as its payment step and queues would. */
export async function ticketBooking(deps: OrderDeps, pay: PayByCard, bookingId: string) {
  const booking = await getBooking(deps.db, bookingId);
  if (!booking) throw new Error("no such booking");
  const [lead] = await getTravellers(deps.db, booking.id);
  const name = lead ? `${lead.firstName} ${lead.lastName}` : "Ade Okafor";
  const opened = await submitPayment(
    deps,
    booking,
    { method: "card", ...BILLING(name, booking.country) },
    {
      returnUrl: `/booking/${booking.id}/summary`,
    },
  );
  if (opened.kind !== "gateway") throw new Error(`the payment did not open: ${opened.kind}`);
  await payOpened(deps, pay, opened.url, async () => (await bookingPayments(deps.db, booking.id))[0]);
  await processTicketing(deps, booking.id);
  return {
    bookingId: booking.id,
    reference: booking.reference,
    status: (await getBooking(deps.db, booking.id))?.status,
  };
}

/**
 * An order of any supplier product (a stay) whose details are saved, paid by card and confirmed by its supplier, as its
 * payment step and queues would.
 */
export async function confirmPaidOrder(deps: OrderDeps, pay: PayByCard, orderId: string) {
  const order = await getOrder(deps.db, deps.supplierProducts, orderId);
  if (!order) throw new Error("no such order");
  const opened = await submitOrderPayment(
    deps,
    order,
    { method: "card", ...BILLING("Ngozi Okafor", order.country) },
    { returnUrl: `/order/${order.id}/summary` },
  );
  if (opened.kind !== "gateway") throw new Error(`the payment did not open: ${opened.kind}`);
  const payable = { kind: "supplier_order", id: order.id };
  await payOpened(deps, pay, opened.url, async () => (await paymentsOf(deps.db, payable))[0]);
  await confirmOrder(deps, order.id);
  const status = (await getOrder(deps.db, deps.supplierProducts, order.id))?.status ?? null;
  return { orderId: order.id, reference: order.reference, status };
}

/**
 * Wakapoints a member earned on a trip already taken, available today: where a journey that redeems points starts
 * (earned points are pending until the trip's day, which a journey cannot wait for).
 */
export async function pointsFromATakenTrip(db: Database, email: string, points: number, now: Date) {
  const member = await findMemberByEmail(db, email);
  if (!member) throw new Error("no such member");
  const accountId = await openAccount(db, member.id, now);
  const orderId = `trip-taken-${crypto.randomUUID().slice(0, 8)}`;
  const travelOn = now.toISOString().slice(0, 10);
  await runBatch(db, [earnStatement(db, { accountId, orderId, points, travelOn }, now)]);
  return { accountId, points };
}
