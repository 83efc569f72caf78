import { describe, expect, test } from "vitest";
import { createDb } from "~/db/client.server";
import { CHANGE } from "~/domains/bookings/changes/records.server";
import { PAYMENT_CONFIRMATION } from "~/domains/bookings/payment-confirmations.server";
import { SERVICE_REQUEST } from "~/domains/bookings/service-requests.server";
import { BOOKING, REFUND_CASE } from "~/domains/bookings/types";
import { PAYMENT } from "~/domains/checkout/machines";
import { EMAIL_DELIVERY } from "~/domains/notifications/machines";
import { SUPPLIER_ORDER } from "~/domains/supplier-orders/types";
import { APPLICATION } from "~/domains/applications/types";
import { INSTALMENT_PAYMENT, INSTALMENT_PLAN } from "~/domains/instalments/machines";
import { SUBSCRIPTION } from "~/domains/subscriptions/types";
import { AGENT } from "~/domains/agents/desk.server";
import { OWNER_RESERVATION } from "~/domains/owners/types";
import { ForbiddenMove, moveStatements, type StateMachine } from "./state-machine";

// Every state machine, its moves listed literally (docs/architecture.md, state machines): a move added or removed
// changes this file on purpose. Statements are only built here, never run: a stand-in D1 binding is enough.
const db = createDb({} as D1Database);
const now = new Date("2026-11-22T10:00:00Z");

const movesOf = <S extends string>(machine: StateMachine<S>) =>
  machine.statuses.flatMap((from) => machine.moves[from].map((to) => `${from} -> ${to}`));

/** A stay's moves, and every supplier order's. */
const SUPPLIED = [
  "draft -> pending_payment",
  "draft -> expired",
  "draft -> cancelled",
  "pending_payment -> paid",
  "pending_payment -> payment_failed",
  "pending_payment -> expired",
  "pending_payment -> cancelled",
  "payment_failed -> pending_payment",
  "payment_failed -> paid",
  "payment_failed -> expired",
  "payment_failed -> cancelled",
  "paid -> confirmed",
  "paid -> not_completed",
  "confirmed -> cancelled",
];

const MACHINES: Array<[StateMachine<string>, string[]]> = [
  [
    BOOKING as StateMachine<string>,
    [
      "draft -> pending_payment",
      "draft -> expired",
      "draft -> cancelled",
      "pending_payment -> paid",
      "pending_payment -> payment_failed",
      "pending_payment -> expired",
      "pending_payment -> cancelled",
      "payment_failed -> pending_payment",
      "payment_failed -> paid",
      "payment_failed -> expired",
      "payment_failed -> cancelled",
      "paid -> confirmed",
      "paid -> not_completed",
      "confirmed -> ticketed",
      "confirmed -> not_completed",
      "ticketed -> refund_requested",
      "ticketed -> cancelled",
      "refund_requested -> refunded",
      "refund_requested -> ticketed",
    ],
  ],
  // Every product sold by a supplier, stays among them, lives one life (decision 012).
  [SUPPLIER_ORDER as StateMachine<string>, SUPPLIED],
  [
    CHANGE as StateMachine<string>,
    ["awaiting_payment -> paid", "awaiting_payment -> expired", "paid -> applied", "paid -> failed"],
  ],
  [
    PAYMENT as StateMachine<string>,
    [
      "pending -> succeeded",
      "pending -> declined",
      "pending -> expired",
      "pending -> cancelled",
      "pending -> refunded",
      "declined -> succeeded",
      "declined -> refunded",
      "expired -> succeeded",
      "expired -> refunded",
      "cancelled -> succeeded",
      "cancelled -> refunded",
      "succeeded -> refunded",
    ],
  ],
  [
    REFUND_CASE as StateMachine<string>,
    ["received -> in_review", "in_review -> approved", "in_review -> declined", "approved -> paid"],
  ],
  [SERVICE_REQUEST as StateMachine<string>, ["received -> in_review", "in_review -> answered"]],
  [PAYMENT_CONFIRMATION as StateMachine<string>, ["in_review -> matched", "in_review -> rejected"]],
  [AGENT as StateMachine<string>, ["active -> disabled", "disabled -> active"]],
  [OWNER_RESERVATION as StateMachine<string>, ["confirmed -> cancelled", "confirmed -> no_show"]],
  [
    APPLICATION as StateMachine<string>,
    [
      "draft -> submitted",
      "draft -> expired",
      "submitted -> checked",
      "submitted -> more_needed",
      "more_needed -> submitted",
      "checked -> lodged",
      "checked -> decided",
      "lodged -> decided",
    ],
  ],
  [
    SUBSCRIPTION as StateMachine<string>,
    [
      "pending -> confirmed",
      "pending -> unsubscribed",
      "confirmed -> unsubscribed",
      "confirmed -> ended",
      "unsubscribed -> pending",
    ],
  ],
  [
    INSTALMENT_PLAN as StateMachine<string>,
    ["awaiting_down -> active", "active -> paid", "active -> defaulted", "defaulted -> cancelled"],
  ],
  [INSTALMENT_PAYMENT as StateMachine<string>, ["due -> paid", "due -> cancelled"]],
  [
    EMAIL_DELIVERY as StateMachine<string>,
    [
      "sent -> delivered",
      "sent -> delayed",
      "sent -> bounced",
      "sent -> complained",
      "delayed -> delivered",
      "delayed -> bounced",
      "delayed -> complained",
      "delivered -> bounced",
      "delivered -> complained",
      "bounced -> complained",
      "failed -> sent",
      "failed -> suppressed",
    ],
  ],
];

test("every state machine of the domains is listed here", () => {
  // Read as text: every `stateMachine({ name: "…" })` in the domains' sources, tests aside.
  const sources = import.meta.glob<string>(["/app/domains/**/*.ts", "!**/*.test.ts"], {
    query: "?raw",
    import: "default",
    eager: true,
  });
  const defined = Object.values(sources).flatMap((source) =>
    [...source.matchAll(/stateMachine\(\{\s*name: "([a-z_]+)"/g)].map((match) => match[1]),
  );
  expect(defined.length).toBeGreaterThan(10);
  expect([...new Set(defined)].sort()).toEqual(MACHINES.map(([machine]) => machine.name).sort());
});

test("no status column is written but through the state-machine helper", () => {
  // Read as text: an update's `.set({ … status … })` or an upsert's `set: { … status … }`, anywhere in the app but the
  // helper itself. The sandbox gateway stands in for a third party: its sessions' statuses are the gateway's own.
  const sources = import.meta.glob<string>(
    [
      "/app/**/*.ts",
      "/app/**/*.tsx",
      "/workers/**/*.ts",
      "!**/*.test.ts",
      "!**/*.test.tsx",
      "!**/*.css.ts",
      "!**/sandbox/**",
    ],
    { query: "?raw", import: "default", eager: true },
  );
  const unread = Object.entries(sources).filter(([, source]) => typeof source !== "string");
  expect(unread.map(([path]) => path)).toEqual([]);
  const writes = Object.entries(sources).flatMap(([path, source]) =>
    [...source.matchAll(/(?:\.set\(\{|set: \{)[^}]*\bstatus\b/g)].map(() => path),
  );
  expect(writes).toEqual(["/app/domains/core/state-machine.ts", "/app/domains/core/state-machine.ts"]);
});

describe.each(MACHINES)("the %s state machine", (machine, moves) => {
  test("allows exactly these moves", () => {
    expect(movesOf(machine)).toEqual(moves);
  });

  test("writes each allowed move with its event", () => {
    for (const move of moves) {
      const [from = "", to = ""] = move.split(" -> ");
      expect(
        moveStatements(db, machine, { id: "aaaaaaaaaaaaaaaa", status: from }, to, { reason: "t", now }),
      ).toHaveLength(2);
    }
  });

  test("refuses every other move before anything is written", () => {
    const forbidden = machine.statuses.flatMap((from) =>
      machine.statuses.filter((to) => !moves.includes(`${from} -> ${to}`)).map((to) => [from, to] as const),
    );
    expect(forbidden.length + moves.length).toBe(machine.statuses.length ** 2);
    for (const [from, to] of forbidden) {
      expect(machine.can(from, to)).toBe(false);
      expect(() =>
        moveStatements(db, machine, { id: "aaaaaaaaaaaaaaaa", status: from }, to, { reason: "t", now }),
      ).toThrow(ForbiddenMove);
    }
  });
});

test("a probe's first tries are refused: a ticket without payment, a refund without a ticket, an order paid twice", () => {
  expect(() => moveStatements(db, BOOKING, { id: "b", status: "draft" }, "ticketed", { reason: "t", now })).toThrow(
    "booking b cannot go from draft to ticketed",
  );
  expect(BOOKING.can("pending_payment", "refunded")).toBe(false);
  expect(SUPPLIER_ORDER.can("confirmed", "paid")).toBe(false);
  expect(PAYMENT.can("refunded", "succeeded")).toBe(false);
});
