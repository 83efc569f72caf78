import { describe, expect, it } from "vitest";
import { CURRENCIES, type Currency, minorUnits } from "~/domains/markets/markets";
import { addDays } from "~/lib/time";
import { defaultCharge, planFor, refundOnCancel } from "./plan";
import { MIN_DAYS_TO_TRAVEL, PAY_SMALL_SMALL, PAY_SMALL_SMALL_MINIMUM } from "./terms";

// The plan's arithmetic and calendar (decision 015): fixed days, so no test depends on the day it runs.

const BOOKED = "2027-03-10";
const naira = (amount: number) => ({ amount, currency: "NGN" as Currency });
const plan = (total = naira(1_200_000_00), travelOn = addDays(BOOKED, 90), bookedOn = BOOKED) => {
  const result = planFor({ total, product: "flight", bookedOn, travelOn });
  if (!result.ok) throw new Error(`no plan: ${result.reason}`);
  return result.plan;
};

describe("a Pay Small Small plan", () => {
  it("for NGN 1,200,000 booked today for travel in 90 days: 25 % down, then four payments up to 14 days before", () => {
    const { payments } = plan();
    expect(payments.map((p) => p.kind)).toEqual(["down", "second", "third", "fourth", "final"]);
    expect(payments.map((p) => p.amount.amount)).toEqual([300_000_00, 225_000_00, 225_000_00, 225_000_00, 225_000_00]);
    expect(payments.map((p) => p.dueOn)).toEqual([
      "2027-03-11", // within 24 hours
      "2027-03-29",
      "2027-04-17",
      "2027-05-06",
      "2027-05-25", // travel on 2027-06-08, less 14 days
    ]);
    // Cancelled after each payment: what was paid, less the down payment's 25 % of the total.
    expect(payments.map((p) => p.refundIfCancelled.amount)).toEqual([
      0, 225_000_00, 450_000_00, 675_000_00, 900_000_00,
    ]);
  });

  it("at the boundary of the dates: one payment fits at 28 days, none at 27; four at most", () => {
    expect(MIN_DAYS_TO_TRAVEL).toBe(28);
    expect(plan(undefined, addDays(BOOKED, 28)).payments.map((p) => [p.kind, p.dueOn])).toEqual([
      ["down", "2027-03-11"],
      ["final", "2027-03-24"],
    ]);
    expect(
      planFor({ total: naira(1_200_000_00), product: "flight", bookedOn: BOOKED, travelOn: addDays(BOOKED, 27) }),
    ).toEqual({
      ok: false,
      reason: "dates",
    });
    // 5 days, the calculator's "too soon", and a travel date before the booking.
    for (const days of [5, 0, -3])
      expect(
        planFor({ total: naira(1_200_000_00), product: "flight", bookedOn: BOOKED, travelOn: addDays(BOOKED, days) })
          .ok,
      ).toBe(false);
    // Two payments need 14 days each before the final's day: 41 days is one, 42 is two.
    expect(plan(undefined, addDays(BOOKED, 41)).payments).toHaveLength(2);
    expect(plan(undefined, addDays(BOOKED, 42)).payments.map((p) => p.kind)).toEqual(["down", "second", "final"]);
    expect(plan(undefined, addDays(BOOKED, 400)).payments).toHaveLength(1 + PAY_SMALL_SMALL.maxPaymentsAfterDown);
  });

  it("across month ends and a leap day, every due day is a real day, in order, before travel", () => {
    for (const [bookedOn, travelOn] of [
      ["2028-01-31", "2028-04-30"], // 2028 is a leap year
      ["2028-02-28", "2028-03-31"],
      ["2027-12-31", "2028-03-01"],
      ["2027-01-30", "2027-03-01"],
    ] as const) {
      const { payments } = plan(undefined, travelOn, bookedOn);
      const days = payments.map((p) => p.dueOn);
      for (const day of days) expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
      expect([...days].sort()).toEqual(days);
      expect(new Set(days).size).toBe(days.length);
      expect(days.at(-1)).toBe(addDays(travelOn, -14));
    }
    // Travel on 14 March 2028: the final payment falls on the leap day.
    expect(plan(undefined, "2028-03-14", "2028-02-01").payments.map((p) => p.dueOn)).toEqual([
      "2028-02-02",
      "2028-02-15",
      "2028-02-29",
    ]);
  });

  it("sums exactly to the total; every payment but the final is in whole units, the remainder on the final", () => {
    for (const currency of CURRENCIES) {
      for (const extra of [0, 1, 2, 3, 7, 99_999]) {
        const total = { amount: PAY_SMALL_SMALL_MINIMUM[currency] + extra, currency };
        const { payments } = plan(total);
        expect(
          payments.reduce((sum, p) => sum + p.amount.amount, 0),
          `${currency} ${total.amount}`,
        ).toBe(total.amount);
        for (const p of payments) expect(Number.isInteger(p.amount.amount)).toBe(true);
        const unit = 10 ** minorUnits(currency);
        for (const p of payments.slice(0, -1)) expect(p.amount.amount % unit, `${currency} ${p.kind}`).toBe(0);
        const middle = payments.slice(1, -1).map((p) => p.amount.amount);
        for (const amount of middle) expect(payments.at(-1)?.amount.amount).toBeGreaterThanOrEqual(amount);
        expect(payments.at(-1)?.refundIfCancelled).toEqual(refundOnCancel(total, total.amount));
      }
    }
    // NGN 1,200,000.03: 25 % is 300,000.00 (kobo rounded down), the 3 kobo left over go on the final payment.
    const odd = plan(naira(1_200_000_03)).payments.map((p) => p.amount.amount);
    expect(odd).toEqual([300_000_00, 225_000_00, 225_000_00, 225_000_00, 225_000_03]);
    // NGN 183,132.99 (a fare's exact total): whole naira down and between (₦45,783, then ₦34,337 three times), the
    // kobo and the naira left over on the final payment, never a payment of ₦45,783.25.
    const fare = plan(naira(183_132_99)).payments.map((p) => p.amount.amount);
    expect(fare).toEqual([45_783_00, 34_337_00, 34_337_00, 34_337_00, 34_338_99]);
    // XOF has no minor unit: 60,001 francs.
    const xof = plan({ amount: 60_001, currency: "XOF" }).payments.map((p) => p.amount.amount);
    expect(xof).toEqual([15_000, 11_250, 11_250, 11_250, 11_251]);
  });

  it("is offered for flights, stays and holidays over the market's minimum, not for other products or less", () => {
    const base = { total: naira(1_200_000_00), bookedOn: BOOKED, travelOn: addDays(BOOKED, 90) };
    for (const product of ["flight", "stays", "holidays"] as const) expect(planFor({ ...base, product }).ok).toBe(true);
    expect(planFor({ ...base, product: "rides" })).toEqual({ ok: false, reason: "product" });
    expect(planFor({ ...base, product: "flight", total: naira(PAY_SMALL_SMALL_MINIMUM.NGN - 1) })).toEqual({
      ok: false,
      reason: "amount",
    });
  });

  it("refunds what was paid less 25 % of the total, never below nothing; a missed payment's charge is 5 % of it", () => {
    const total = naira(1_000_000_00);
    expect(refundOnCancel(total, 250_000_00)).toEqual(naira(0));
    expect(refundOnCancel(total, 100_000_00)).toEqual(naira(0));
    expect(refundOnCancel(total, 600_000_00)).toEqual(naira(350_000_00));
    expect(defaultCharge(naira(225_000_00))).toEqual(naira(11_250_00));
    expect(defaultCharge({ amount: 11_251, currency: "XOF" })).toEqual({ amount: 562, currency: "XOF" });
  });
});
