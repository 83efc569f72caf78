import { describe, expect, test } from "vitest";
import { CartIntentSchema } from "./schema";

// Taking a line out of the cart from a payment step comes back to that step, and to nowhere else.

const remove = (back?: string) =>
  CartIntentSchema.safeParse({ intent: "remove", kind: "supplier_order", id: "abcdefgh23456789", back }).success;

describe("the cart's remove intent", () => {
  test("comes back to a flight's or an order's payment step", () => {
    expect(remove()).toBe(true);
    expect(remove("/booking/abcdefgh23456789/payment")).toBe(true);
    expect(remove("/order/abcdefgh23456789/payment")).toBe(true);
  });

  test("never to another page or another site", () => {
    for (const back of [
      "https://evil.example/",
      "//evil.example/order/abcdefgh23456789/payment",
      "/order/abcdefgh23456789/summary",
      "/account/profile",
      "/order/abcdefgh23456789/payment?x=1",
    ]) {
      expect(remove(back)).toBe(false);
    }
  });
});
