import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/time";
import { CALCULATOR_CHOICES, CALCULATOR_PRODUCTS, calculate } from "./calculator";

const TODAY = "2027-03-10";
const ask = (params: Record<string, string>, currency: "NGN" | "EUR" = "NGN") =>
  calculate(
    { amount: "1,200,000", bookedOn: TODAY, product: "flight", travelOn: addDays(TODAY, 90), ...params },
    {
      currency,
      today: TODAY,
    },
  );

describe("the Pay Small Small calculator", () => {
  it("answers a plan for NGN 1,200,000 in 90 days, and no plan for travel in 5 days or another product", () => {
    const answer = ask({});
    expect(answer.kind).toBe("plan");
    if (answer.kind === "plan") expect(answer.plan.payments).toHaveLength(5);
    expect(ask({ travelOn: addDays(TODAY, 5) })).toEqual({ kind: "none", reason: "dates" });
    expect(ask({ product: "rides" })).toEqual({ kind: "none", reason: "product" });
    expect(ask({ amount: "1,000" })).toEqual({ kind: "none", reason: "amount" });
  });

  it("lists exactly the products that have a plan: each one gets a plan, every other one none for its product", () => {
    for (const product of CALCULATOR_PRODUCTS) {
      const answer = ask({ product });
      if (CALCULATOR_CHOICES.includes(product)) expect(answer.kind, product).toBe("plan");
      else expect(answer, product).toEqual({ kind: "none", reason: "product" });
    }
    expect(CALCULATOR_CHOICES.length).toBeGreaterThan(0);
    expect(CALCULATOR_CHOICES.length).toBeLessThan(CALCULATOR_PRODUCTS.length);
  });

  it("names each field it cannot read with the spec's generic messages, and computes nothing", () => {
    expect(calculate({}, { currency: "NGN", today: TODAY })).toEqual({
      kind: "invalid",
      errors: {
        amount: "errors.required",
        bookedOn: "errors.required",
        product: "errors.required",
        travelOn: "errors.required",
      },
    });
    expect(ask({ amount: "lots", product: "spaceship", travelOn: "2027-02-30" })).toEqual({
      kind: "invalid",
      errors: { product: "errors.required", travelOn: "errors.valueInvalid" },
    });
    expect(ask({ amount: "lots" })).toEqual({ kind: "invalid", errors: { amount: "errors.valueInvalid" } });
    // A booking in the past, travel before the booking or beyond a year.
    expect(ask({ bookedOn: addDays(TODAY, -1) })).toEqual({
      kind: "invalid",
      errors: { bookedOn: "errors.valueInvalid" },
    });
    expect(ask({ travelOn: TODAY })).toEqual({ kind: "invalid", errors: { travelOn: "errors.valueInvalid" } });
    expect(ask({ travelOn: addDays(TODAY, 366) })).toEqual({
      kind: "invalid",
      errors: { travelOn: "errors.valueInvalid" },
    });
  });
});
