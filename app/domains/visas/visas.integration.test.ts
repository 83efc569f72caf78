import { applicationDeps as appDeps, visaWithDocuments } from "../../../tests/support/applications";
import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { getApplication } from "~/domains/applications/applications.server";
import { purgeApplicationFiles } from "~/domains/applications/back-office.server";
import { getRefunds } from "~/domains/checkout/payments.server";
import { statusEvents } from "~/domains/core/tables";
import { APPLICATION_KINDS } from "~/domains/orders/application-kinds.server";
import { PRODUCT_FACTS } from "~/domains/orders/supplier-products.server";
import { confirmOrder } from "~/domains/supplier-orders/fulfilment.server";
import { reserveFees } from "~/domains/applications/fees.server";
import { getOrder } from "~/domains/supplier-orders/orders.server";
import { submitOrderPayment } from "~/domains/supplier-orders/payment.server";
import { billing, db, deliverWebhooks, harness, startDaysAt } from "../../../tests/support/checkout";
import { testClockAhead } from "../../../tests/support/clock";

// A visa in workerd (decision 013): an application with its documents, its fees paid through the supplier order,
// the payment sending the application once; an application that lapsed before its fees arrived is refunded.
startDaysAt(1400);

/** Its fees reserved, the contact saved and paid by card. */
async function feesPaid(h: ReturnType<typeof harness>, app: Awaited<ReturnType<typeof visaWithDocuments>>) {
  const who = {
    visitorId: app.visitorId,
    memberId: null,
    locale: "en-US",
    market: { country: "NG", currency: "NGN" },
  } as const;
  const deps = { ...h.deps(), kinds: APPLICATION_KINDS };
  const reserved = await reserveFees(deps, app, who);
  if (!reserved.ok) throw new Error("fees not reserved");
  const { orderId } = reserved;
  // The same application reserves its fees once.
  expect(await reserveFees(deps, app, who)).toEqual({ ok: true, orderId });
  const load = async () => (await getOrder(db, PRODUCT_FACTS, orderId))!;
  const paid = await submitOrderPayment(h.deps(), await load(), billing("card"), { returnUrl: "/r" });
  if (paid.kind !== "gateway") throw new Error(paid.kind);
  await h.gateway().payByCard(paid.url.split("/").pop()!, "4242424242424242");
  await deliverWebhooks(h);
  return load;
}

describe("a visa's fees", () => {
  test("are priced per applicant in the market's currency; paid, they send the application once", async () => {
    const h = harness();
    const app = await visaWithDocuments(appDeps(), `visa-${crypto.randomUUID().slice(0, 8)}`);
    const load = await feesPaid(h, app);
    const order = await load();
    // AED 350 and a $25 service fee each, in whole naira at the sandbox's rates (1 USD = 1,550 NGN = 3.6725 AED), for
    // two: ₦147,720 and ₦38,750.
    expect(order.total).toEqual({ amount: 2 * (147_720_00 + 38_750_00), currency: "NGN" });
    await Promise.all([confirmOrder(h.deps(), order.id), confirmOrder(h.deps(), order.id)]);
    const confirmed = await load();
    expect(confirmed).toMatchObject({ status: "confirmed", confirmation: `APP-${app.reference}` });
    const sent = await getApplication(db, APPLICATION_KINDS, app.id);
    expect(sent).toMatchObject({ status: "submitted", orderId: order.id });
    const moves = await db
      .select()
      .from(statusEvents)
      .where(and(eq(statusEvents.subjectId, app.id), eq(statusEvents.toStatus, "submitted")));
    expect(moves).toHaveLength(1);
  });

  test("an application that lapsed before its fees were paid is not sent, and the fees go back", async () => {
    const h = harness();
    const app = await visaWithDocuments(appDeps(), `lapse-${crypto.randomUUID().slice(0, 8)}`);
    const load = await feesPaid(h, app);
    // The draft lapses (its files with it) between the payment and the sending.
    await purgeApplicationFiles(appDeps(testClockAhead(15 * 86_400_000)()));
    expect((await getApplication(db, APPLICATION_KINDS, app.id))?.status).toBe("expired");
    await confirmOrder(h.deps(), (await load()).id);
    const refused = await load();
    expect(refused).toMatchObject({ status: "not_completed", outcome: "supplier_failed" });
    expect((await getRefunds(db, refused.id)).map((r) => r.amount)).toEqual([refused.total.amount]);
  });

  test("a decision that cannot come before the day of travel: warned and confirmed first, or refused by its rule", async () => {
    const h = harness();
    const who = { memberId: null, locale: "en-US", market: { country: "NG", currency: "NGN" } } as const;
    const deps = { ...h.deps(), kinds: APPLICATION_KINDS };
    // A UK visitor visa (about 15 working days) for travel in 10 days: not paid for until the warning is confirmed.
    const uk = await visaWithDocuments(appDeps(), `late-${crypto.randomUUID().slice(0, 8)}`, {
      type: "GB-VISITOR-6M",
      to: "GB",
      inDays: 10,
    });
    expect(await reserveFees(deps, uk, { ...who, visitorId: uk.visitorId })).toEqual({
      ok: false,
      reason: "late_unconfirmed",
    });
    const confirmed = await reserveFees(deps, uk, { ...who, visitorId: uk.visitorId }, true);
    if (!confirmed.ok) throw new Error(confirmed.reason);
    const order = await getOrder(db, PRODUCT_FACTS, confirmed.orderId);
    expect(order?.request).toMatchObject({ lateAccepted: true });
    // A Schengen visa for travel in 10 days: the Visa Code refuses it, confirmed or not.
    const schengen = await visaWithDocuments(appDeps(), `schengen-${crypto.randomUUID().slice(0, 8)}`, {
      type: "FR-SCHENGEN-C",
      to: "FR",
      inDays: 10,
    });
    expect(await reserveFees(deps, schengen, { ...who, visitorId: schengen.visitorId }, true)).toEqual({
      ok: false,
      reason: "too_late",
    });
    // The same UK visa for travel in 60 days needs no confirmation.
    const early = await visaWithDocuments(appDeps(), `early-${crypto.randomUUID().slice(0, 8)}`, {
      type: "GB-VISITOR-6M",
      to: "GB",
      inDays: 60,
    });
    expect((await reserveFees(deps, early, { ...who, visitorId: early.visitorId })).ok).toBe(true);
  });
});
