import { describe, expect, test } from "vitest";
import { PENALTY_SHARE, passengerRefund } from "./refund-value.server";

const ngn = (amount: number) => ({ amount, currency: "NGN" as const });
// Base 100,000.00, taxes 20,000.00, fee 5,000.00: total 125,000.00.
const price = { base: ngn(10_000_000), taxes: ngn(2_000_000), fee: ngn(500_000), total: ngn(12_500_000) };

describe("refund values from the fare's rules (product rules §4)", () => {
  test("Refundable gives everything back, before and after departure", () => {
    expect(passengerRefund(price, "Refundable", false)).toBe(12_500_000);
    expect(passengerRefund(price, "Refundable", true)).toBe(12_500_000);
  });

  test("Penalty Applies keeps 30% of the base fare", () => {
    expect(PENALTY_SHARE).toBe(0.3);
    expect(passengerRefund(price, "Penalty Applies", false)).toBe(12_500_000 - 3_000_000);
  });

  test("Non Refundable gives back the taxes only", () => {
    expect(passengerRefund(price, "Non Refundable", false)).toBe(2_000_000);
  });

  test("Non Refundable for No-Show: a penalty before the flight leaves, the taxes only after", () => {
    expect(passengerRefund(price, "Non Refundable for No-Show", false)).toBe(9_500_000);
    expect(passengerRefund(price, "Non Refundable for No-Show", true)).toBe(2_000_000);
  });

  test("a penalty on an odd amount rounds to the minor unit", () => {
    const odd = { ...price, base: ngn(333) };
    expect(passengerRefund(odd, "Penalty Applies", false)).toBe(12_500_000 - 100);
  });
});
