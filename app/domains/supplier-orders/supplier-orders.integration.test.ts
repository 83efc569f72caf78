import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { processTicketing } from "~/domains/bookings/ticketing.server";
import { getCart } from "~/domains/cart/cart.server";
import { getRefunds, paidWith, paymentsOf } from "~/domains/checkout/payments.server";
import { expireLapsed, sweepStuck } from "~/domains/checkout/sweep.server";
import { cartPaymentParts } from "~/domains/orders/cart.server";
import { runBatch } from "~/db/batch";
import { balanceOf, pointsEarned, pointsIdFor } from "~/domains/points/ledger.server";
import {
  billing,
  bookingReady,
  db,
  deliverWebhooks,
  fresh,
  harness,
  paidTogether,
  startDaysAt,
} from "../../../tests/support/checkout";
import { testClock, testClockAhead } from "../../../tests/support/clock";
import { cancelOrder, orderCancellationTerms } from "./cancellation.server";
import { confirmOrder } from "./fulfilment.server";
import { reserveOrder, saveDetails } from "./lifecycle.server";
import { getOrder, transitionOrder } from "./orders.server";
import { SupplierOrderJobSchema, submitOrderPayment } from "./payment.server";
import { supplierOrders } from "./tables";
import { asSupplierProduct, type SupplierOrder, type SupplierProduct } from "./types";

// The supplier order in workerd (decision 012), over a product made for the test alone: the real D1, Inventory objects
// and checkout, queues replaced by lists. Each product adds its own journeys; the money paths are proven here once.
startDaysAt(900);

const Request = z.object({ tour: z.string(), places: z.number().int().min(1) });
const Quote = z.object({ name: z.string(), startsAt: z.string() });
type TestRequest = z.infer<typeof Request>;
type TestQuote = z.infer<typeof Quote>;
/** A lead traveller with this last name makes the test supplier refuse. */
const REFUSED = "REFUSES";
const CAPACITY = 10;
const cancelled: string[] = [];

/** A tour of `CAPACITY` places, 1,000 NGN a place, starting 30 days after the clock; its supplier refuses REFUSES. */
const testTour: SupplierProduct<TestRequest, TestQuote> = {
  kind: "test_tour",
  product: "thingsToDo",
  requestSchema: Request,
  quoteSchema: Quote,
  sameAs: (r) => `${r.tour}/${r.places}`,
  async price(request, market, now) {
    if (market.currency !== "NGN") return null;
    const startsAt = new Date(now.getTime() + 30 * 86_400_000).toISOString();
    return {
      quote: { name: `Tour ${request.tour}`, startsAt },
      total: { amount: request.places * 1000_00, currency: "NGN" },
      startsOn: startsAt.slice(0, 10),
      hold: { unit: `test:${request.tour}`, items: [{ key: "slot", capacity: CAPACITY, quantity: request.places }] },
    };
  },
  async book(order, lead) {
    if (lead.lastName === REFUSED) return { ok: false, reason: "rejected" };
    return { ok: true, confirmation: `TT-${order.reference}` };
  },
  async cancel(order) {
    cancelled.push(order.confirmation ?? "");
  },
  cancellationTerms(order, now) {
    const total = order.total;
    if (order.status !== "confirmed") return { kind: "not_cancellable", reason: "not_booked" };
    return now.getTime() < Date.parse(order.quote.startsAt) - 86_400_000
      ? { kind: "free", penalty: { amount: 0, currency: total.currency }, refund: total }
      : { kind: "non_refundable", penalty: total, refund: { amount: 0, currency: total.currency } };
  },
  travellers: (order) => order.request.places,
  title: (order) => [order.quote.name],
  describe: () => ({
    document: "Tour",
    facts: [],
    people: { heading: "", columns: ["", ""], rows: [] },
    details: { heading: "", rows: [] },
    policy: { heading: "", text: "" },
    event: null,
  }),
};

function tourHarness(clock?: () => Date) {
  const jobs: string[] = [];
  const h = harness({
    ...(clock ? { clock } : {}),
    supplierProducts: [asSupplierProduct(testTour)],
    send: async (queue, body) => {
      const job = SupplierOrderJobSchema.safeParse(body);
      if (queue === "ticketing" && job.success) jobs.push(job.data.supplierOrderId);
      else if (queue === "ticketing") h.ticketing.push((body as { bookingId: string }).bookingId);
    },
  });
  return { ...h, jobs };
}

const market = { country: "NG", currency: "NGN" } as const;
const reserve = (h: ReturnType<typeof tourHarness>, visitorId: string, tour: string, places = 1) =>
  reserveOrder(h.deps(), {
    kind: "test_tour",
    request: { tour, places },
    visitorId,
    memberId: null,
    locale: "en-US",
    market,
    search: "",
  });
const lead = (lastName = "Okafor") => ({
  title: "MRS",
  firstName: "Ngozi",
  lastName,
  email: "ngozi@example.com",
  phone: "+2348012345678",
});
const load = async (id: string) => (await getOrder(db, { test_tour: asSupplierProduct(testTour) }, id))!;
const slotOf = async (tour: string) =>
  ((await env.INVENTORY.getByName(`test:${tour}`).availability(["slot"])) as Array<{ held: number; sold: number }>)[0];

/** Reserved, named, paid by card and its payment's webhook delivered: a paid order with its job sent. */
async function paidOrder(h: ReturnType<typeof tourHarness>, tour: string, lastName = "Okafor") {
  const started = await reserve(h, `tour-${tour}`, tour, 2);
  if (started.kind !== "started") throw new Error(started.kind);
  await saveDetails(h.deps(), await load(started.orderId), lead(lastName));
  const paid = await submitOrderPayment(h.deps(), await load(started.orderId), billing("card"), { returnUrl: "/r" });
  if (paid.kind !== "gateway") throw new Error(paid.kind);
  await h.gateway().payByCard(paid.url.split("/").pop()!, "4242424242424242");
  await deliverWebhooks(h);
  return load(started.orderId);
}

describe("the supplier order", () => {
  test("a double-submitted reservation and payment reserve, hold and charge once", async () => {
    const h = tourHarness();
    const tour = `double-${crypto.randomUUID()}`;
    const [first, second] = await Promise.all([reserve(h, "tour-double", tour, 3), reserve(h, "tour-double", tour, 3)]);
    expect(first).toEqual(second);
    const id = (first as { orderId: string }).orderId;
    expect(await db.select().from(supplierOrders).where(eq(supplierOrders.id, id))).toHaveLength(1);
    expect(await slotOf(tour)).toMatchObject({ held: 3, sold: 0 });
    expect((await getCart(db, "tour-double")).items).toContainEqual(
      expect.objectContaining({ kind: "supplier_order", id }),
    );
    // Nothing is charged before the lead traveller is named.
    expect((await submitOrderPayment(h.deps(), await load(id), billing("card"), { returnUrl: "/r" })).kind).toBe(
      "incomplete",
    );
    await saveDetails(h.deps(), await load(id), lead());
    const order = await load(id);
    const payments = await Promise.all([
      submitOrderPayment(h.deps(), order, billing("card"), { returnUrl: "/r" }),
      submitOrderPayment(h.deps(), order, billing("card"), { returnUrl: "/r" }),
    ]);
    expect(payments[0].kind).toBe("gateway");
    expect(payments[1]).toEqual(payments[0]);
    expect(await paymentsOf(db, { kind: "supplier_order", id })).toHaveLength(1);
    await h.gateway().payByCard((payments[0] as { url: string }).url.split("/").pop()!, "4242424242424242");
    await deliverWebhooks(h);
    await Promise.all([confirmOrder(h.deps(), id), confirmOrder(h.deps(), id)]);
    const done = await load(id);
    expect(done).toMatchObject({ status: "confirmed", confirmation: `TT-${done.reference}` });
    // Both deliveries may reach the supplier, which books a reference once (as real ones do); the order moves once.
    const moves = await env.DB.prepare("SELECT COUNT(*) AS n FROM status_events WHERE subject_id = ? AND to_status = ?")
      .bind(id, "confirmed")
      .first<{ n: number }>();
    expect(moves?.n).toBe(1);
    expect(await slotOf(tour)).toMatchObject({ held: 0, sold: 3 });
    expect((await getCart(db, "tour-double")).items.map((i) => i.id)).not.toContain(id);
  });

  test("two sessions racing for the last places: one gets them, the other is told they are gone", async () => {
    const h = tourHarness();
    const tour = `race-${crypto.randomUUID()}`;
    const results = await Promise.all([reserve(h, "tour-a", tour, 6), reserve(h, "tour-b", tour, 6)]);
    expect(results.map((r) => r.kind).sort()).toEqual(["started", "unavailable"]);
    expect(await slotOf(tour)).toMatchObject({ held: 6 });
  });

  test("a Worker that dies after the payment, or halfway through a cancellation: the sweep finishes, once", async () => {
    const h = tourHarness();
    const tour = `crash-${crypto.randomUUID()}`;
    const order = await paidOrder(h, tour);
    expect(order.status).toBe("paid");
    // The job was lost with the Worker: the sweep sends it again, and the supplier books once.
    h.jobs.length = 0;
    await sweepStuck(h.deps(), 0);
    expect(h.jobs).toContain(order.id);
    await confirmOrder(h.deps(), order.id);
    const confirmed = await load(order.id);
    expect(confirmed.status).toBe("confirmed");

    // Cancelled, and the Worker died before the supplier, the places and the refund were settled.
    await runBatch(
      db,
      transitionOrder(db, confirmed, "cancelled", "test: died after the move", testClock(), {
        cancelledAt: testClock().toISOString(),
        cancelRefund: confirmed.total.amount,
      }),
    );
    await Promise.all([sweepStuck(h.deps(), 0), sweepStuck(h.deps(), 0)]);
    expect(cancelled).toContain(confirmed.confirmation);
    const [refund, ...more] = await getRefunds(db, order.id);
    expect(more).toEqual([]);
    expect(refund?.amount).toBe(confirmed.total.amount);
    expect(await slotOf(tour)).toMatchObject({ held: 0, sold: 0 });
  });

  test("cancelling shows the terms first, cancels once, refunds what they give and takes the points back", async () => {
    const h = tourHarness();
    const order = await paidOrder(h, `cancel-${crypto.randomUUID()}`);
    // A member's order: confirmed (twice), it earns its product's wakapoints once, pending until it begins.
    const memberId = `member-${crypto.randomUUID()}`;
    await db.update(supplierOrders).set({ memberId }).where(eq(supplierOrders.id, order.id));
    await confirmOrder(h.deps(), order.id);
    await confirmOrder(h.deps(), order.id);
    const confirmed = await load(order.id);
    const points = await pointsIdFor(memberId);
    const earned = pointsEarned(confirmed.total, "thingsToDo");
    expect(earned).toBeGreaterThan(0);
    expect(await balanceOf(db, points, confirmed.startsOn)).toEqual({ available: earned, pending: 0 });
    expect(orderCancellationTerms(h.deps().supplierProducts, confirmed, testClock()).kind).toBe("free");
    const results = await Promise.all([cancelOrder(h.deps(), confirmed), cancelOrder(h.deps(), confirmed)]);
    expect(results.map((r) => r.kind).sort()).toEqual(["already_cancelled", "cancelled"]);
    expect((await getRefunds(db, order.id)).map((r) => r.amount)).toEqual([confirmed.total.amount]);
    expect(await cancelOrder(h.deps(), await load(order.id))).toEqual({ kind: "already_cancelled" });
    expect(await balanceOf(db, points, confirmed.startsOn)).toEqual({ available: 0, pending: 0 });
  });

  test("the cron expires lapsed drafts of every product and gives their places back", async () => {
    const tour = `lapse-${crypto.randomUUID()}`;
    const h = tourHarness();
    const started = await reserve(h, "tour-lapse", tour, 4);
    const id = (started as { orderId: string }).orderId;
    expect(await slotOf(tour)).toMatchObject({ held: 4 });
    const later = tourHarness(testClockAhead(21 * 60_000));
    await expireLapsed(later.deps());
    expect((await load(id)).status).toBe("expired");
    expect(await slotOf(tour)).toMatchObject({ held: 0 });
    expect((await getCart(db, "tour-lapse")).items.map((i) => i.id)).not.toContain(id);
    // An order that is not yet lapsed is left alone.
    const fresh = await reserve(h, "tour-lapse", `${tour}-b`, 1);
    await expireLapsed(h.deps());
    expect((await load((fresh as { orderId: string }).orderId)).status).toBe("draft");
  });

  test("in one charge with a flight, the supplier refusing refunds only the order's part", async () => {
    const h = tourHarness();
    const visitor = `tour-cart-${crypto.randomUUID().slice(0, 8)}`;
    const booking = await bookingReady(h, visitor, { to: "ABV" });
    const started = await reserve(h, visitor, `cart-${visitor}`, 2);
    const id = (started as { orderId: string }).orderId;
    await saveDetails(h.deps(), await load(id), lead(REFUSED));
    const parts = await cartPaymentParts(h.deps(), visitor, "NGN", { kind: "flight", id: booking.id });
    expect(parts.map((p) => p.part.payable)).toEqual([{ kind: "supplier_order", id }]);
    await paidTogether(h, booking, parts);
    const [flightPayment] = await paymentsOf(db, { kind: "booking", id: booking.id });
    const [orderPayment] = await paymentsOf(db, { kind: "supplier_order", id });
    expect(orderPayment?.gatewayRef).toBe(flightPayment?.gatewayRef);
    await processTicketing(h.deps(), booking.id);
    await confirmOrder(h.deps(), id);
    const order: SupplierOrder = await load(id);
    expect(order).toMatchObject({ status: "not_completed", outcome: "supplier_failed" });
    expect((await getRefunds(db, id)).map((r) => [r.paymentId, r.amount])).toEqual([
      [orderPayment!.id, order.total.amount],
    ]);
    expect(await getRefunds(db, booking.id)).toEqual([]);
    expect((await fresh(booking.id)).status).toBe("ticketed");
    await sweepStuck(h.deps(), 0);
    expect(await getRefunds(db, id)).toHaveLength(1);
  });

  test("an order pays the rest of the cart in one charge: sent twice and raced, one charge; each order paid once", async () => {
    const h = tourHarness();
    const visitor = `tour-all-${crypto.randomUUID().slice(0, 8)}`;
    const ids: string[] = [];
    for (const places of [1, 2]) {
      const started = await reserve(h, visitor, `all-${visitor}-${places}`, places);
      if (started.kind !== "started") throw new Error(started.kind);
      await saveDetails(h.deps(), await load(started.orderId), lead());
      ids.push(started.orderId);
    }
    const [leadId, otherId] = ids as [string, string];
    const parts = await cartPaymentParts(h.deps(), visitor, "NGN", { kind: "supplier_order", id: leadId });
    expect(parts.map((p) => p.part.payable)).toEqual([{ kind: "supplier_order", id: otherId }]);
    // The same form sent twice, and two sessions at once: one gateway session for both orders.
    const pay = async () =>
      submitOrderPayment(h.deps(), await load(leadId), billing("card"), { returnUrl: "/r" }, "full", [
        (await cartPaymentParts(h.deps(), visitor, "NGN", { kind: "supplier_order", id: leadId }))[0]!.part,
      ]);
    const [first, second] = await Promise.all([pay(), pay()]);
    const third = await pay();
    if (first.kind !== "gateway") throw new Error(first.kind);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const [leadPayment] = await paymentsOf(db, { kind: "supplier_order", id: leadId });
    const [otherPayment, ...more] = await paymentsOf(db, { kind: "supplier_order", id: otherId });
    expect(more).toEqual([]);
    expect(otherPayment?.gatewayRef).toBe(leadPayment?.gatewayRef);
    // The other order's own payment step sends its traveller to the charge's lead; the lead pays on its own page.
    expect(await submitOrderPayment(h.deps(), await load(otherId), billing("card"), { returnUrl: "/r" })).toEqual({
      kind: "together",
      lead: { kind: "supplier_order", id: leadId },
    });
    // The charge is the two orders' totals: 1,000 and 2,000 NGN.
    await h.gateway().payByCard(first.url.split("/").pop()!, "4242424242424242");
    await deliverWebhooks(h);
    await deliverWebhooks(h);
    for (const id of ids) {
      expect((await load(id)).status).toBe("paid");
      expect((await paymentsOf(db, { kind: "supplier_order", id })).map((p) => p.status)).toEqual(["succeeded"]);
    }
    expect((leadPayment?.amount.amount ?? 0) + (otherPayment?.amount.amount ?? 0)).toBe(3000_00);
    // What each one's payment paid besides it: the other.
    expect(await paidWith(db, { kind: "supplier_order", id: leadId })).toEqual([
      { kind: "supplier_order", id: otherId },
    ]);
    expect(await paidWith(db, { kind: "supplier_order", id: otherId })).toEqual([
      { kind: "supplier_order", id: leadId },
    ]);
    // A Worker that died after the charge: the sweep books each once.
    h.jobs.length = 0;
    await Promise.all([sweepStuck(h.deps(), 0), sweepStuck(h.deps(), 0)]);
    for (const id of ids) await confirmOrder(h.deps(), id);
    for (const id of ids) expect((await load(id)).status).toBe("confirmed");
  });
});
