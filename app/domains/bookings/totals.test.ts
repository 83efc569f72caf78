import { convert } from "~/domains/markets/fx";
import { expect, test } from "vitest";
import type { FareFamily } from "~/domains/flights/supplier";
import { fareSummary, promoDiscount } from "./totals";

const price = (base: number, taxes: number, fee: number) => ({
  base: { amount: base, currency: "NGN" as const },
  taxes: { amount: taxes, currency: "NGN" as const },
  fee: { amount: fee, currency: "NGN" as const },
  total: { amount: base + taxes + fee, currency: "NGN" as const },
});
const family = {
  perPassenger: {
    adult: price(100_000, 20_000, 2_000),
    child: price(75_000, 20_000, 2_000),
    infant: price(10_000, 5_000, 0),
  },
} as unknown as FareFamily;

test("the fare summary: per traveller type, extras, a percentage discount on the base fare, the trip total", () => {
  const summary = fareSummary(
    { family, currency: "NGN", passengers: { adults: 2, childAges: [5], infants: 1 } },
    [
      {
        key: "bag:0:0",
        kind: "bag",
        traveller: 0,
        flight: "0",
        code: "1x23",
        quantity: 1,
        price: { amount: 30_000, currency: "NGN" },
        holdId: null,
      },
      {
        key: "seat:0:0-0",
        kind: "seat",
        traveller: 0,
        flight: "0-0",
        code: "12A",
        quantity: 1,
        price: { amount: 8_000, currency: "NGN" },
        holdId: "h",
      },
    ],
    { code: "TERN10", kind: "percent", value: 10, currency: null, validFrom: "2026-01-01", validUntil: "2099-12-31" },
  );
  expect(summary.passengers.map((p) => [p.type, p.count, p.total.amount])).toEqual([
    ["adult", 2, 244_000],
    ["child", 1, 97_000],
    ["infant", 1, 15_000],
  ]);
  expect(summary.base.amount).toBe(285_000);
  expect(summary.taxes.amount).toBe(65_000);
  expect(summary.fee.amount).toBe(6_000);
  expect(summary.extras.total.amount).toBe(38_000);
  expect(summary.discount.amount).toBe(28_500);
  expect(summary.total.amount).toBe(285_000 + 65_000 + 6_000 + 38_000 - 28_500);
});

test("a fixed promo amount converts to the booking's currency and never exceeds the base fare", () => {
  const promo = {
    code: "X",
    kind: "amount" as const,
    value: 500,
    currency: "EUR" as const,
    validFrom: "",
    validUntil: "",
  };
  expect(promoDiscount(promo, { amount: 100, currency: "EUR" })).toEqual({ amount: 100, currency: "EUR" });
  expect(promoDiscount(promo, { amount: 100_000, currency: "EUR" })).toEqual({ amount: 500, currency: "EUR" });
  // 5 euros off a fare in naira: the discount is the converted amount, in naira's minor units.
  const naira = promoDiscount(promo, { amount: 50_000_000, currency: "NGN" });
  expect(naira).toEqual(convert({ amount: 500, currency: "EUR" }, "NGN"));
  expect(naira.currency).toBe("NGN");
  expect(naira.amount).toBeGreaterThan(500 * 1000);
  // And into a currency without minor units: 5 euros are 3,280 CFA francs at the peg (655.957 per euro).
  expect(promoDiscount(promo, { amount: 10_000_000, currency: "XOF" })).toEqual({ amount: 3280, currency: "XOF" });
});

test("a fare summary refuses to add amounts in another currency instead of summing their minor units", () => {
  const usdSeat = {
    key: "seat:0:0-0",
    kind: "seat" as const,
    traveller: 0,
    flight: "0-0",
    code: "12A",
    quantity: 1,
    price: { amount: 800, currency: "USD" as const },
    holdId: null,
  };
  const booking = { family, currency: "NGN" as const, passengers: { adults: 1, childAges: [], infants: 0 } };
  expect(() => fareSummary(booking, [usdSeat], null)).toThrow("A fare summary in NGN cannot add USD");
  expect(() => fareSummary({ ...booking, currency: "EUR" }, [], null)).toThrow("cannot add NGN");
  expect(fareSummary(booking, [], null).total).toEqual({ amount: 122_000, currency: "NGN" });
});
