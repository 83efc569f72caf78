import { describe, expect, test } from "vitest";
import { type BookingOutcome, bookingOutcome, WAITING_OUTCOMES } from "./view.server";
import type { Booking } from "./types";

const outcome = (
  status: Booking["status"],
  payment: {
    method: "card" | "bank_transfer" | "pay_later";
    status: "pending" | "declined" | "succeeded";
  } | null = null,
  tickets: unknown[] = [],
  why: Booking["outcome"] = null,
) => bookingOutcome({ status, outcome: why }, payment, tickets);

describe("where a booking stands, as a traveller reads it", () => {
  test("each status and what comes with it", () => {
    const cases: Array<[BookingOutcome, BookingOutcome]> = [
      [outcome("draft"), "in_progress"],
      [outcome("draft", { method: "card", status: "declined" }), "payment_failed"],
      [outcome("pending_payment", { method: "card", status: "pending" }), "waiting_for_gateway"],
      [outcome("pending_payment", { method: "bank_transfer", status: "pending" }), "awaiting_payment"],
      [outcome("pending_payment", { method: "pay_later", status: "pending" }), "awaiting_payment"],
      [outcome("payment_failed", { method: "card", status: "declined" }), "payment_failed"],
      [outcome("paid", { method: "card", status: "succeeded" }), "processing"],
      [outcome("confirmed", { method: "card", status: "succeeded" }), "tickets_to_follow"],
      [outcome("confirmed", { method: "card", status: "succeeded" }, [{}]), "ticketed"],
      [outcome("ticketed", { method: "card", status: "succeeded" }, [{}]), "ticketed"],
      [outcome("not_completed", null, [], "pnr_failed"), "not_completed"],
      [outcome("not_completed", null, [], "seats_lost"), "not_successful"],
      [outcome("not_completed", null, [], "travellers_missing"), "not_successful"],
      [outcome("cancelled"), "not_successful"],
      [outcome("expired"), "cant_confirm"],
    ];
    for (const [actual, expected] of cases) expect(actual).toBe(expected);
  });

  test("the page refreshes itself only while someone else decides", () => {
    expect([...WAITING_OUTCOMES].sort()).toEqual(["processing", "tickets_to_follow", "waiting_for_gateway"]);
  });
});
