import { describe, expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { transition } from "./lifecycle.server";
import { BOOKING_STATUSES, canTransition, TRANSITIONS } from "./types";

// Statements are only built here, never run: a stand-in D1 binding is enough.
const db = createDb({} as D1Database);
const now = new Date("2026-11-22T10:00:00Z");

describe("the booking state machine", () => {
  const allowed = BOOKING_STATUSES.flatMap((from) => TRANSITIONS[from].map((to) => [from, to] as const));

  test.each(allowed)("%s -> %s is a transition, written with its event", (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    const statements = transition(db, { id: "aaaaaaaaaaaaaaaa", status: from }, to, "test", now);
    expect(statements).toHaveLength(2);
    expect(statements[0].toSQL().sql).toMatch(/^update "bookings" set "status" = \?/);
    expect(statements[1].toSQL().sql).toMatch(/^insert into "booking_events"/);
  });

  test("every other move is refused before anything is written", () => {
    const forbidden = BOOKING_STATUSES.flatMap((from) =>
      BOOKING_STATUSES.filter((to) => !TRANSITIONS[from].some((allowedTo) => allowedTo === to)).map(
        (to) => [from, to] as const,
      ),
    );
    expect(forbidden.length + allowed.length).toBe(BOOKING_STATUSES.length ** 2);
    for (const [from, to] of forbidden) {
      expect(canTransition(from, to)).toBe(false);
      expect(() => transition(db, { id: "aaaaaaaaaaaaaaaa", status: from }, to, "test", now)).toThrow(
        `cannot go from ${from} to ${to}`,
      );
    }
    // The moves a probe would try first: a ticket without payment, a refund without a ticket.
    expect(canTransition("draft", "ticketed")).toBe(false);
    expect(canTransition("pending_payment", "refunded")).toBe(false);
  });

  test("terminal states lead nowhere", () => {
    for (const status of ["not_completed", "expired", "cancelled", "refunded"] as const) {
      expect(TRANSITIONS[status]).toEqual([]);
    }
  });
});
