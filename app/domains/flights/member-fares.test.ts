import { describe, expect, test } from "vitest";
import { fareSummary } from "~/domains/bookings/totals";
import { memberPrice, memberSaving } from "./member-fares";
import { SandboxFlightSupplier } from "./sandbox/supplier";
import type { FareFamily, FlightOffer } from "./supplier";

// Members' prices (decision 015): one rule for what the results show a member and what the fare summary charges them.

const NOW = new Date("2026-11-21T10:00:00Z");
const price = (base: number, taxes: number) => ({
  base: { amount: base, currency: "NGN" as const },
  taxes: { amount: taxes, currency: "NGN" as const },
  fee: { amount: 0, currency: "NGN" as const },
  total: { amount: base + taxes, currency: "NGN" as const },
});
const family = {
  code: "ECONOMY_LIGHT",
  perPassenger: { adult: price(100_001, 20_000), child: price(75_003, 20_000), infant: price(10_000, 5_000) },
  total: { amount: 2 * 120_001 + 95_003 + 15_000, currency: "NGN" },
} as unknown as FareFamily;
const passengers = { adults: 2, childAges: [5], infants: 1 };

describe("members' prices", () => {
  test("a share off the base fare, rounded down to whole units; none without a share", () => {
    expect(memberSaving({ amount: 100_001, currency: "NGN" }, 8)).toEqual({ amount: 8_000, currency: "NGN" });
    // ₦12,875,524.31 at 10 % would be ₦1,287,552.43 off: a member pays in whole naira, so ₦1,287,552.
    expect(memberSaving({ amount: 1_287_552_431, currency: "NGN" }, 10).amount).toBe(128_755_200);
    expect(memberSaving({ amount: 24_348, currency: "EUR" }, 8).amount).toBe(1_900);
    expect(memberSaving({ amount: 100_001, currency: "NGN" }, undefined).amount).toBe(0);
    expect(memberPrice({ passengers }, family)).toBeNull();
  });

  test("the results' member total is what the fare summary charges a member, and nothing changes for a guest", () => {
    const offer = { passengers, memberDiscountPercent: 8 } as FlightOffer;
    const shown = memberPrice(offer, family);
    const base = 2 * 100_001 + 75_003 + 10_000;
    const saving = Math.floor((base * 8) / 100 / 100) * 100;
    expect(shown?.total.amount).toBe(family.total.amount - saving);
    expect(shown?.perAdult.amount).toBe(120_001 - 8_000);
    const booking = { family, currency: "NGN" as const, passengers, offer };
    expect(fareSummary({ ...booking, memberId: "m1" }, [], null).total).toEqual(shown?.total);
    expect(fareSummary({ ...booking, memberId: "m1" }, [], null).memberSaving.amount).toBe(saving);
    expect(fareSummary({ ...booking, memberId: null }, [], null).total).toEqual(family.total);
  });

  test("with a promo code, the two never take more than the base fare", () => {
    const offer = { passengers, memberDiscountPercent: 60 } as FlightOffer;
    const summary = fareSummary({ family, currency: "NGN", passengers, offer, memberId: "m1" }, [], {
      code: "HALF",
      kind: "percent",
      value: 50,
      currency: null,
      validFrom: "2026-01-01",
      validUntil: "2099-12-31",
    });
    expect(summary.discount.amount + summary.memberSaving.amount).toBe(summary.base.amount);
    expect(summary.total.amount).toBe(summary.taxes.amount + summary.fee.amount);
  });

  test("the sandbox gives Air Peace's economy fares a members' price of 8 %, and no business fare one", async () => {
    const supplier = new SandboxFlightSupplier("unit-test-secret");
    const search = (cabin: "economy" | "business") =>
      supplier.search(
        {
          slices: [{ from: "LOS", to: "ABV", date: "2027-01-12" }],
          adults: 1,
          childAges: [],
          infants: 0,
          cabin,
          currency: "NGN",
        },
        NOW,
      );
    const economy = await search("economy");
    const airPeace = economy.filter((o) => o.slices.every((s) => s.segments.every((g) => g.carrier.code === "P4")));
    expect(airPeace.length).toBeGreaterThan(0);
    expect(airPeace.every((o) => o.memberDiscountPercent === 8)).toBe(true);
    expect(economy.some((o) => o.memberDiscountPercent === undefined)).toBe(true);
    expect((await search("business")).every((o) => o.memberDiscountPercent === undefined)).toBe(true);
    // Priced again, the offer keeps it: what the booking stores.
    const offer = airPeace[0]!;
    const priced = await supplier.price(offer.id, offer.families[0]!.code, NOW);
    expect("offer" in priced ? priced.offer.memberDiscountPercent : 0).toBe(8);
  });
});
