import { describe, expect, test } from "vitest";
import type { HolidayOrder } from "./holidays";
import { departuresIn, holidayPrice, outline, roomsBySharing } from "./holidays";
import { holidayFacts } from "./product.server";

const NGN = (amount: number) => ({ amount, currency: "NGN" as const });

describe("holidays", () => {
  test("rooms by sharing: two to a room, three at most; a room of one pays the supplement", () => {
    expect(roomsBySharing(2, 1)).toEqual({ singles: 0 });
    expect(roomsBySharing(3, 2)).toEqual({ singles: 1 });
    expect(roomsBySharing(2, 2)).toEqual({ singles: 2 });
    expect(roomsBySharing(3, 1)).toEqual({ singles: 0 });
    expect(roomsBySharing(4, 1)).toBeNull();
    expect(roomsBySharing(2, 3)).toBeNull();
    const pkg = { pricePerPersonSharing: NGN(100_000_00), singleSupplement: NGN(30_000_00) };
    expect(holidayPrice(pkg, 3, 1)).toEqual(NGN(330_000_00));
  });

  test("departures are the month's Saturdays after today; the outline runs arrival, excursions, free days, departure", () => {
    expect(departuresIn("2027-02", "2027-02-06")).toEqual(["2027-02-13", "2027-02-20", "2027-02-27"]);
    expect(outline({ nights: 4, inclusions: ["hotel", "safari", "boat_trip"] })).toEqual([
      "arrival",
      "safari",
      "boat_trip",
      "free",
      "departure",
    ]);
  });

  test("cancellation: free 30 days out, half from 29 to 8, nothing in the last week, not once it has begun", () => {
    const order = {
      status: "confirmed",
      total: NGN(200_000_00),
      request: { packageId: "HOL-ZNZ-5N", departure: "2027-03-06", adults: 2, rooms: 1 },
      quote: { destination: "ZNZ" },
    } as unknown as HolidayOrder;
    const at = (iso: string) => holidayFacts.cancellationTerms(order, new Date(iso));
    expect(at("2027-02-01T12:00:00Z")).toMatchObject({ kind: "free", refund: NGN(200_000_00) });
    expect(at("2027-02-20T12:00:00Z")).toMatchObject({ kind: "penalty", refund: NGN(100_000_00) });
    expect(at("2027-03-01T12:00:00Z")).toMatchObject({ kind: "non_refundable", refund: NGN(0) });
    expect(at("2027-03-06T12:00:00Z")).toEqual({ kind: "not_cancellable", reason: "started" });
    expect(holidayFacts.cancellationTerms({ ...order, status: "paid" }, new Date("2027-02-01"))).toEqual({
      kind: "not_cancellable",
      reason: "not_booked",
    });
  });
});
