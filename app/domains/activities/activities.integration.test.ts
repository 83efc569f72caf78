import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { reserveOrder } from "~/domains/supplier-orders/lifecycle.server";
import { harness, startDaysAt } from "../../../tests/support/checkout";
import { testDay } from "../../../tests/support/clock";
import { sandboxActivitySupplier } from "./sandbox/supplier";
import { activityUnit, slotBucket } from "./tickets";

// Things to do in workerd: an activity's slot in its Inventory object, never oversold however many buy at once (the
// money paths of every product are in orders/products.integration.test.ts).
startDaysAt(1100);

const market = { country: "NG", currency: "NGN" } as const;
const supplier = sandboxActivitySupplier();

async function cityTour() {
  const [offer] = await supplier.search({ cityCode: "LOS", kind: "tours", locale: "en-US", currency: "NGN" });
  if (!offer) throw new Error("no tour in Lagos");
  return offer;
}

const buy = (h: ReturnType<typeof harness>, visitorId: string, activityId: string, date: string, slot: string) =>
  reserveOrder(h.deps(), {
    kind: "activity",
    request: { activityId, date, slot, adults: 1, childAges: [] },
    visitorId,
    memberId: null,
    locale: "en-US",
    market,
    search: `/things-to-do/${activityId}`,
  });

describe("things to do in workerd", () => {
  test("50 concurrent buyers of a slot's last 3 places: exactly 3 hold them", async () => {
    const h = harness();
    const offer = await cityTour();
    const [date, slot] = [testDay(140), offer.slots[0]!];
    const inventory = env.INVENTORY.getByName(activityUnit(offer.id));
    // Everyone else's tickets: all but 3 places, held in lots of 9.
    for (let left = offer.capacityPerSlot - 3, i = 0; left > 0; left -= 9, i++) {
      const taken = await inventory.hold({
        holdId: `others-${date}-${i}`,
        items: [{ key: slotBucket(date, slot), capacity: offer.capacityPerSlot, quantity: Math.min(9, left) }],
        ttlMs: 600_000,
      });
      expect(taken.ok).toBe(true);
    }
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => buy(h, `buyer-${i}-${date}`, offer.id, date, slot)),
    );
    expect(results.filter((r) => r.kind === "started")).toHaveLength(3);
    const [bucket] = (await inventory.availability([slotBucket(date, slot)])) as Array<{ available: number }>;
    expect(bucket?.available).toBe(0);
  });
});
