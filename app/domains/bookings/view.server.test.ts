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
    const refreshes = (o: BookingOutcome) => WAITING_OUTCOMES.includes(o);
    // The gateway, Tern's ticketing or the airline is deciding: the page comes back by itself.
    expect(refreshes(outcome("pending_payment", { method: "card", status: "pending" }))).toBe(true);
    expect(refreshes(outcome("paid", { method: "card", status: "succeeded" }))).toBe(true);
    expect(refreshes(outcome("confirmed", { method: "card", status: "succeeded" }))).toBe(true);
    // The traveller decides (a transfer to make, a card to try again, a booking to finish), or nothing is left to
    // decide: no refresh.
    for (const still of [
      outcome("draft"),
      outcome("pending_payment", { method: "bank_transfer", status: "pending" }),
      outcome("payment_failed", { method: "card", status: "declined" }),
      outcome("ticketed", { method: "card", status: "succeeded" }, [{}]),
      outcome("not_completed", null, [], "pnr_failed"),
      outcome("cancelled"),
      outcome("expired"),
    ]) {
      expect(refreshes(still), still).toBe(false);
    }
  });
});
