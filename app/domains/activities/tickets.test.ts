import { describe, expect, test } from "vitest";
import { checkParty, MAX_TICKETS, ticketsTotal } from "./tickets";

describe("an activity's tickets", () => {
  const everyone = { minimumAge: 0, childAges: { min: 3, max: 11 } };
  test("the young go free, the child band pays the child price, older children pay as adults", () => {
    expect(checkParty(everyone, 2, [1, 7, 14])).toEqual({ ok: true, tickets: { adult: 3, child: 1, free: 1 } });
    expect(
      ticketsTotal({
        tickets: { adult: 3, child: 1, free: 1 },
        adultPrice: { amount: 10_000, currency: "NGN" },
        childPrice: { amount: 6_000, currency: "NGN" },
      }),
    ).toEqual({ amount: 36_000, currency: "NGN" });
  });

  test("under the minimum age, or more than a booking's tickets, is refused", () => {
    expect(checkParty({ minimumAge: 18, childAges: null }, 1, [17])).toEqual({
      ok: false,
      reason: "too_young",
      minimumAge: 18,
    });
    expect(checkParty({ minimumAge: 6, childAges: { min: 6, max: 11 } }, 2, [6])).toMatchObject({ ok: true });
    expect(checkParty(everyone, MAX_TICKETS, [4])).toEqual({ ok: false, reason: "too_many" });
  });
});
