import { describe, expect, it } from "vitest";
import { convert } from "~/domains/markets/fx";
import { CURRENCIES } from "~/domains/markets/markets";
import { maxRedeemable, pointsEarned, pointsWorth } from "./ledger.server";
import { POINT_VALUE, SPEND_PER_POINT } from "./terms";

// Wakapoints' figures agree across currencies: a point is earned for about a US dollar and is worth about a cent, so
// a flight gives back about 1 % in every market.

describe("wakapoints terms", () => {
  it("earns about a point per US dollar and values a point at about a US cent, in every currency", () => {
    for (const currency of CURRENCIES) {
      const dollar = convert({ amount: 1_00, currency: "USD" }, currency).amount;
      expect(SPEND_PER_POINT[currency] / dollar, currency).toBeGreaterThan(0.95);
      expect(SPEND_PER_POINT[currency] / dollar, currency).toBeLessThan(1.05);
      const cent = dollar / 100;
      expect(Math.abs(POINT_VALUE[currency] - cent), currency).toBeLessThanOrEqual(Math.max(1, cent * 0.1));
    }
  });

  it("gives back about 1 % on a flight and lets points pay at most half a price", () => {
    const price = { amount: 1_200_000_00, currency: "NGN" as const };
    const back = pointsWorth(pointsEarned(price, "flight"), "NGN").amount / price.amount;
    expect(back).toBeGreaterThan(0.009);
    expect(back).toBeLessThan(0.011);
    expect(pointsWorth(maxRedeemable(price), "NGN").amount).toBeLessThanOrEqual(price.amount / 2);
    expect(maxRedeemable({ amount: 500_00, currency: "USD" })).toBe(25_000);
  });
});
