import { describe, expect, test } from "vitest";
import { convert, roundToWholeUnits, USD_RATES } from "./fx";
import { CURRENCIES } from "./markets";

describe("FX", () => {
  test("has a rate for every currency Tern prices in", () => {
    for (const currency of CURRENCIES) expect(USD_RATES[currency]).toBeGreaterThan(0);
  });

  test("converts minor units with each currency's precision", () => {
    expect(convert({ amount: 100_00, currency: "USD" }, "NGN")).toEqual({ amount: 155_000_00, currency: "NGN" });
    expect(convert({ amount: 100_00, currency: "USD" }, "XOF")).toEqual({ amount: 60_350, currency: "XOF" });
    expect(convert({ amount: 155_000_00, currency: "NGN" }, "USD")).toEqual({ amount: 100_00, currency: "USD" });
    expect(convert({ amount: 1, currency: "EUR" }, "EUR")).toEqual({ amount: 1, currency: "EUR" });
  });

  test("rounds to whole units", () => {
    expect(roundToWholeUnits({ amount: 132_457_83, currency: "NGN" })).toEqual({ amount: 132_458_00, currency: "NGN" });
    expect(roundToWholeUnits({ amount: 60_351, currency: "XOF" })).toEqual({ amount: 60_351, currency: "XOF" });
  });
});
