import { describe, expect, test } from "vitest";
import { SANDBOX_SMDP } from "~/domains/extras/sandbox/supplier";
import { PRODUCT_FACTS } from "~/domains/orders/supplier-products.server";
import { orderDocument } from "~/domains/supplier-orders/documents.server";
import { confirmOrder } from "~/domains/supplier-orders/fulfilment.server";
import { reserveOrder, saveDetails } from "~/domains/supplier-orders/lifecycle.server";
import { getOrder } from "~/domains/supplier-orders/orders.server";
import { submitOrderPayment } from "~/domains/supplier-orders/payment.server";
import { billing, db, deliverWebhooks, harness, startDaysAt } from "../../../tests/support/checkout";
import { testDay } from "../../../tests/support/clock";

// An eSIM bought for three travellers is three eSIMs: the supplier's activation code for each phone, kept with the
// order and printed on its voucher as a QR code each; an extra every traveller shares (a lounge pass) has none.
startDaysAt(1340);

const lead = { title: "MRS", firstName: "Ada", lastName: "Okafor", email: "ada@example.com", phone: "+2348012345678" };

async function bought(h: ReturnType<typeof harness>, request: Record<string, unknown>) {
  const visitorId = `esim-${crypto.randomUUID().slice(0, 8)}`;
  const reserved = await reserveOrder(h.deps(), {
    kind: "extra",
    request,
    visitorId,
    memberId: null,
    locale: "en-US",
    market: { country: "NG", currency: "NGN" },
    search: "/",
  });
  if (reserved.kind !== "started") throw new Error(reserved.kind);
  const load = async () => (await getOrder(db, PRODUCT_FACTS, reserved.orderId))!;
  expect(await saveDetails(h.deps(), await load(), lead)).toBe("saved");
  const paid = await submitOrderPayment(h.deps(), await load(), billing("card"), { returnUrl: "/r" });
  if (paid.kind !== "gateway") throw new Error(paid.kind);
  await h.gateway().payByCard(paid.url.split("/").pop() ?? "", "4242424242424242");
  await deliverWebhooks(h);
  await confirmOrder(h.deps(), reserved.orderId);
  return load();
}

describe("an eSIM for each traveller", () => {
  test("three travellers, three activation codes, kept with the order and each its own QR code on the voucher", async () => {
    const h = harness();
    const order = await bought(h, {
      extraId: "ESIM-AFRICA-10GB",
      date: testDay(20),
      travellers: 3,
      country: "GH",
      pnr: null,
    });
    expect(order.status).toBe("confirmed");
    expect(order.codes).toHaveLength(3);
    expect(new Set(order.codes).size).toBe(3);
    for (const code of order.codes)
      expect(code).toMatch(new RegExp(`^LPA:1\\$${SANDBOX_SMDP.replace(/\./g, "\\.")}\\$[A-Z2-9]{20}$`));

    const document = orderDocument(PRODUCT_FACTS, order, lead, "https://tern.example");
    const codes = document?.blocks.find((b) => b.kind === "codes");
    expect(codes).toEqual({
      kind: "codes",
      items: order.codes.map((code, i) => ({
        label: `eSIM ${i + 1} of 3: scan it once, from the phone it is for`,
        code,
      })),
    });
    expect(document?.blocks).toContainEqual({ kind: "heading", text: "Your 3 eSIMs: one for each traveller's phone" });
  });

  test("a lounge pass the party shares has one confirmation and no codes", async () => {
    const h = harness();
    const order = await bought(h, {
      extraId: "LOUNGE-LOS",
      date: testDay(21),
      travellers: 2,
      country: null,
      pnr: null,
    });
    expect(order.status).toBe("confirmed");
    expect(order.codes).toEqual([]);
    expect(
      orderDocument(PRODUCT_FACTS, order, lead, "https://tern.example")?.blocks.some((b) => b.kind === "codes"),
    ).toBe(false);
  });
});
