import { expect } from "vitest";
import { submitPayment } from "~/domains/bookings/payment.server";
import { processTicketing } from "~/domains/bookings/ticketing.server";
import { payInstalments } from "~/domains/instalments/pay.server";
import { planOf, type StoredPlan } from "~/domains/instalments/plans.server";
import { billing, bookingReady, db, deliverWebhooks, fresh, type harness } from "./checkout";

// Pay Small Small in workerd tests: a flight on a plan, and its later payments paid by the sandbox gateway's card.

type H = ReturnType<typeof harness>;

export const CARD = "4242424242424242";
export const sessionOf = (url: string) => url.split("/").pop() ?? "";

/** A flight booked with Pay Small Small, its down payment paid by card (sent twice: one attempt) and ticketed. */
export async function downPaid(h: H, visitorId = `pss-${crypto.randomUUID().slice(0, 8)}`) {
  const booking = await bookingReady(h, visitorId);
  const first = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" }, [], "pay_small_small");
  const again = await submitPayment(h.deps(), booking, billing("card"), { returnUrl: "/r" }, [], "pay_small_small");
  if (first.kind !== "gateway" || again.kind !== "gateway") throw new Error(`${first.kind} ${again.kind}`);
  expect(again.url).toBe(first.url);
  expect(await h.gateway().payByCard(sessionOf(first.url), CARD)).toBe("succeeded");
  await deliverWebhooks(h);
  await processTicketing(h.deps(), booking.id);
  const plan = await planOf(db, booking.id);
  if (!plan) throw new Error("no plan");
  return { booking: await fresh(booking.id), plan };
}

/** Opens the plan's next payment or its balance by card (the gateway's page): its URL. */
export async function opened(h: H, plan: StoredPlan, which: "next" | "balance") {
  const result = await payInstalments(h.deps(), plan, {
    which,
    form: billing("card"),
    returnUrl: "/r",
    locale: "en-US",
  });
  if (result.kind !== "gateway") throw new Error(result.kind);
  return result.url;
}

/** Pays the plan's next payment or its balance by card, its webhooks delivered: the plan as it then stands. */
export async function payOnPlan(h: H, plan: StoredPlan, which: "next" | "balance") {
  await h.gateway().payByCard(sessionOf(await opened(h, plan, which)), CARD);
  await deliverWebhooks(h);
  const after = await planOf(db, plan.id);
  if (!after) throw new Error("no plan");
  return after;
}
