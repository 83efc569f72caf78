import { bookingPayments } from "./payment.server";
import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import {
  bookingReady,
  db,
  fresh,
  harness,
  REFUND_REQUEST,
  startDaysAt,
  ticketedBooking,
} from "../../../tests/support/checkout";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import { getRefunds } from "~/domains/checkout/payments.server";
import { getRefundCase, refundOffer, requestRefund } from "./refund-cases.server";
import { allows, manageActions } from "./manage-actions.server";
import { servicesKept } from "./refund-value.server";
import { advanceRefundCases } from "./refund-back-office.server";
import { changeEligibility } from "~/domains/bookings/changes/eligibility.server";
import { changeSeat } from "~/domains/bookings/changes/seat.server";
import { flightsOf } from "./holds.server";
import { STUCK_MINUTES, sweepStuck } from "~/domains/checkout/sweep.server";
import { getTickets } from "./ticketing.server";
import type { Booking } from "./types";
import { testClock, testClockAhead } from "../../../tests/support/clock";

// Refund cases (docs/product-rules.md §5): each passenger in one case at a time, moved along by the sandbox back office, money
// moved once when a case is paid, for its value, through its one channel.
startDaysAt(560);

const ticketed = ticketedBooking;

const request = REFUND_REQUEST;

describe("refund requests", () => {
  test("two requests at the same moment open one case; the second answers already submitted", async () => {
    const booking = await ticketed("refund-twice");
    expect(booking.status).toBe("ticketed");
    const deps = { db, now: testClock(), stepMinutes: 60 };
    const answers = await Promise.all([
      requestRefund(deps, booking, { ...request, accountName: "Ade Okafor" }),
      requestRefund(deps, booking, { ...request, accountName: "Ade Okafor" }),
    ]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toEqual([{ ok: false, reason: "already_submitted" }]);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM refund_cases WHERE booking_id = ?")
      .bind(booking.id)
      .first();
    expect(rows?.n).toBe(1);
  });

  test("the account must be the payer's (accents, case and spacing aside); only a ticketed booking asks", async () => {
    const booking = await ticketed("refund-account");
    // Paid by bank transfer: the refund goes to a bank account, which must be the payer's.
    await env.DB.prepare("UPDATE payments SET method = 'bank_transfer' WHERE booking_id = ?").bind(booking.id).run();
    const deps = { db, now: testClock(), stepMinutes: 60 };
    expect(await requestRefund(deps, booking, { ...request, accountName: "Someone Else" })).toEqual({
      ok: false,
      reason: "account_name",
    });
    expect(
      await requestRefund(deps, booking, { ...request, positions: [3] as number[], accountName: "Ade Okafor" }),
    ).toEqual({
      ok: false,
      reason: "passengers",
    });
    expect((await requestRefund(deps, booking, { ...request, accountName: "  ADÉ   okafor " })).ok).toBe(true);
    const draft = await bookingReady(harness(), "refund-draft");
    expect(await requestRefund(deps, draft, { ...request, accountName: "Ade Okafor" })).toEqual({
      ok: false,
      reason: "not_eligible",
    });
  });

  test("the back office moves a case received, in review, approved, paid, one step a run, once", async () => {
    const booking = await ticketed("refund-steps");
    const start = testClock();
    const opened = await requestRefund({ db, now: start, stepMinutes: 0 }, booking, {
      ...request,
      accountName: "Ade Okafor",
    });
    expect(opened.ok && opened.refundCase.status).toBe("received");
    expect((await fresh(booking.id)).status).toBe("refund_requested");
    const seen: string[] = [];
    const { gateway, supplier } = { gateway: harness().gateway(), supplier: harness().deps().supplier };
    for (let run = 1; run <= 4; run++) {
      const at = new Date(start.getTime() + run * 1000);
      // Two runs at once move the case once.
      const [a, b] = await Promise.all([
        advanceRefundCases({ db, now: at, stepMinutes: 0, gateway, supplier }),
        advanceRefundCases({ db, now: at, stepMinutes: 0, gateway, supplier }),
      ]);
      const mine = [...(a ?? []), ...(b ?? [])].filter((c) => c.bookingId === booking.id);
      expect(mine.length).toBeLessThanOrEqual(1);
      seen.push(...mine.map((c) => c.status));
    }
    expect(seen).toEqual(["in_review", "approved", "paid"]);
    expect((await getRefundCase(db, booking.id))?.status).toBe("paid");
    // Its one traveller's money went back: the booking is refunded.
    expect((await fresh(booking.id)).status).toBe("refunded");
  });
});

describe("refund cases move money once, for their value, through one channel", () => {
  const stepDeps = (h: ReturnType<typeof harness>, at: Date) => ({
    db,
    now: at,
    stepMinutes: 0,
    gateway: h.gateway(),
    supplier: h.deps().supplier,
  });

  /** Runs the back office until the case is decided, a second apart, twice at each step (two cron runs at once). */
  async function decide(h: ReturnType<typeof harness>, from: Date) {
    for (let run = 1; run <= 4; run++) {
      const at = new Date(from.getTime() + run * 1000);
      await Promise.all([advanceRefundCases(stepDeps(h, at)), advanceRefundCases(stepDeps(h, at))]);
    }
  }

  const gatewayRefunds = async (booking: Booking) =>
    (
      await env.DB.prepare(
        "SELECT r.amount FROM gateway_refunds r JOIN payments p ON p.gateway_ref = r.session_id WHERE p.booking_id = ?",
      )
        .bind(booking.id)
        .all<{ amount: number }>()
    ).results.map((r) => r.amount);

  test("a refund request followed by the sweep past SWEEP_AFTER_MINUTES makes no gateway refund", async () => {
    const booking = await ticketed("refund-sweep");
    const at = testClock();
    const opened = await requestRefund({ db, now: at, stepMinutes: 60 }, booking, { ...request, positions: [0] });
    expect(opened.ok).toBe(true);
    expect((await fresh(booking.id)).status).toBe("refund_requested");
    const later = harness({ clock: testClockAhead(STUCK_MINUTES * 60_000 + 60_000) });
    await sweepStuck(later.deps());
    await sweepStuck(later.deps(), 0);
    expect(await gatewayRefunds(booking)).toEqual([]);
    expect((await bookingPayments(db, booking.id))[0]?.status).toBe("succeeded");
  });

  test("an approved case refunds exactly its value once, back to the card; a retried step refunds nothing more", async () => {
    const booking = await ticketed("refund-once", { familyCode: "ECONOMY_CLASSIC" });
    const h = harness();
    const start = testClock();
    const opened = await requestRefund({ db, now: start, stepMinutes: 0 }, booking, { ...request, positions: [0] });
    if (!opened.ok) throw new Error(opened.reason);
    // A card payment: the money goes back to it, and no bank details are kept.
    expect(opened.refundCase.channel).toBe("original_payment");
    const [payment] = await bookingPayments(db, booking.id);
    expect(opened.refundCase.amount.amount).toBeGreaterThan(0);
    expect(opened.refundCase.amount.amount).toBeLessThan(payment?.amount.amount ?? 0);
    // A Worker that died after the gateway refunded and before the case moved: the next run finds the same refund.
    await h.gateway().refund(payment?.gatewayRef ?? "", {
      key: `case:${opened.refundCase.id}`,
      amount: opened.refundCase.amount,
    });
    await decide(h, start);
    await decide(h, new Date(start.getTime() + 10_000));
    expect(await gatewayRefunds(booking)).toEqual([opened.refundCase.amount.amount]);
    const recorded = await getRefunds(db, booking.id);
    expect(recorded.map((r) => [r.amount, r.channel, r.refundCaseId])).toEqual([
      [opened.refundCase.amount.amount, "original_payment", opened.refundCase.id],
    ]);
    expect((await getRefundCase(db, booking.id))?.status).toBe("paid");
    expect((await fresh(booking.id)).status).toBe("refunded");
    // The rest of the payment is kept: the sweep gives nothing more back.
    await sweepStuck(harness({ clock: testClockAhead(STUCK_MINUTES * 60_000 + 60_000) }).deps(), 0);
    expect(await gatewayRefunds(booking)).toEqual([opened.refundCase.amount.amount]);
    expect((await bookingPayments(db, booking.id))[0]?.status).toBe("succeeded");
  });

  test("a declined case refunds nothing and gives the booking its tickets back", async () => {
    const booking = await ticketed("refund-declined", { familyCode: "ECONOMY_CLASSIC" });
    const h = harness();
    const start = testClock();
    const opened = await requestRefund({ db, now: start, stepMinutes: 0 }, booking, { ...request, positions: [0] });
    if (!opened.ok) throw new Error(opened.reason);
    // The back office declines it (the sandbox declines a case worth nothing; here it is told to).
    await env.DB.prepare("UPDATE refund_cases SET status = 'in_review', amount = 0 WHERE id = ?")
      .bind(opened.refundCase.id)
      .run();
    await decide(h, start);
    expect((await getRefundCase(db, booking.id))?.status).toBe("declined");
    expect(await gatewayRefunds(booking)).toEqual([]);
    expect(await getRefunds(db, booking.id)).toEqual([]);
    expect((await fresh(booking.id)).status).toBe("ticketed");
  });

  test("a refund for one of three passengers leaves the other two ticketed, their seats changeable and refundable", async () => {
    const booking = await ticketed("refund-one-of-three", { familyCode: "ECONOMY_CLASSIC", adults: 3, seatMap: true });
    const h = harness();
    const start = testClock();
    const opened = await requestRefund({ db, now: start, stepMinutes: 0 }, booking, { ...request, positions: [2] });
    if (!opened.ok) throw new Error(opened.reason);
    // The others' actions stay open while it is decided: their seats can change; the passenger asked for cannot.
    const waiting = await fresh(booking.id);
    expect(waiting.status).toBe("ticketed");
    const waitingActions = (await manageActions(db, waiting, testClock())).actions;
    expect(allows(waitingActions, "seat")).toBe(true);
    // Dates and cabin move the whole party at once: the others ask for an itinerary change, never left without a way.
    expect(allows(waitingActions, "change")).toBe(false);
    expect(allows(waitingActions, "itineraryRequest")).toBe(true);
    {
      const [flight] = flightsOf(waiting.offer);
      const map = await new SandboxFlightSupplier(env.SESSION_SECRET).seatMap(waiting.offer.id, 0, 0, testClock());
      const seats = map?.rows.flatMap((r) => r.seats).filter((s) => s.status !== "not_available" && s.price === null);
      if (!flight || !seats?.[1]) throw new Error("no seat");
      expect(await changeSeat(h.deps(), waiting, { traveller: 2, flightRef: flight.ref, seat: seats[0]!.id })).toEqual({
        kind: "not_allowed",
      });
      expect(
        (await changeSeat(h.deps(), waiting, { traveller: 1, flightRef: flight.ref, seat: seats[1]!.id })).kind,
      ).toBe("accepted");
    }
    await decide(h, start);
    const after = await fresh(booking.id);
    expect(after.status).toBe("ticketed");
    const offer = await refundOffer(db, after, testClock());
    expect(offer.passengers.map((p) => p.standing)).toEqual(["ticketed", "ticketed", "refunded"]);
    expect(offer.standing.refundedAmount).toEqual(opened.refundCase.amount);
    expect(offer.may).toBe(true);
    const tickets = await getTickets({ db }, booking.id);
    expect(tickets.map((t) => t.voidedAt === null)).toEqual([true, true, false]);
    // Dates move the whole party: once one is refunded, the others ask for an itinerary change instead.
    expect(await changeEligibility(h.deps(), after)).toEqual({ eligible: false, reason: "partly_refunded" });
    expect(allows((await manageActions(db, after, testClock())).actions, "itineraryRequest")).toBe(true);
    // The refunded passenger has no seat to change; the others do.
    const [flight] = flightsOf(after.offer);
    const map = await new SandboxFlightSupplier(env.SESSION_SECRET).seatMap(after.offer.id, 0, 0, testClock());
    const seat = map?.rows.flatMap((r) => r.seats).find((s) => s.status !== "not_available" && s.price === null);
    if (!flight || !seat) throw new Error("no seat");
    expect(await changeSeat(h.deps(), after, { traveller: 2, flightRef: flight.ref, seat: seat.id })).toEqual({
      kind: "not_allowed",
    });
    expect((await changeSeat(h.deps(), after, { traveller: 0, flightRef: flight.ref, seat: seat.id })).kind).toBe(
      "accepted",
    );
    // The refunded passenger cannot be asked for again; the others can.
    expect(
      await requestRefund({ db, now: testClock(), stepMinutes: 0 }, after, { ...request, positions: [2] }),
    ).toEqual({ ok: false, reason: "passengers" });
    const second = await requestRefund({ db, now: testClock(), stepMinutes: 0 }, after, {
      ...request,
      positions: [0, 1],
    });
    expect(second.ok).toBe(true);
    expect((await fresh(booking.id)).status).toBe("refund_requested");
  });

  test("while one passenger's refund is decided, the others ask for theirs in a case of their own; each refunds once", async () => {
    const booking = await ticketed("refund-per-passenger", { familyCode: "ECONOMY_CLASSIC", adults: 3 });
    const h = harness();
    const start = testClock();
    const deps = { db, now: start, stepMinutes: 0 };
    const child = await requestRefund(deps, booking, { ...request, positions: [2] });
    if (!child.ok) throw new Error(child.reason);
    // The others keep their actions: their refund among them; the passenger asked for cannot be asked for twice.
    const waiting = await fresh(booking.id);
    expect(allows((await manageActions(db, waiting, start)).actions, "refund")).toBe(true);
    expect(await requestRefund(deps, waiting, { ...request, positions: [2] })).toEqual({
      ok: false,
      reason: "already_submitted",
    });
    // Two sessions asking for the same passenger at once: one case.
    const [a, b] = await Promise.all([
      requestRefund(deps, waiting, { ...request, positions: [0] }),
      requestRefund(deps, waiting, { ...request, positions: [0, 1] }),
    ]);
    expect([a, b].filter((r) => r.ok)).toHaveLength(1);
    // Each case written has its first event; the request that lost wrote none, and claims nobody.
    const events = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM status_events WHERE machine = 'refund_case' AND subject_id IN (SELECT id FROM refund_cases WHERE booking_id = ?)",
    )
      .bind(booking.id)
      .first();
    expect(events?.n).toBe(2);
    const claims = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM refund_case_passengers WHERE booking_id = ? AND case_id NOT IN (SELECT id FROM refund_cases)",
    )
      .bind(booking.id)
      .first();
    expect(claims?.n).toBe(0);
    const offer = await refundOffer(db, await fresh(booking.id), start);
    expect(offer.standing.cases.filter((c) => c.status === "received")).toHaveLength(2);
    // Decided and paid: each case refunds its own passengers once, and the booking is refunded only when nobody is left.
    await decide(h, start);
    const refunds = await getRefunds(db, booking.id);
    const paid = (await refundOffer(db, await fresh(booking.id), testClock())).standing;
    expect(refunds.map((r) => r.amount).sort()).toEqual(paid.cases.map((c) => c.amount.amount).sort());
    expect((await fresh(booking.id)).status).toBe(b.ok ? "refunded" : "ticketed");
  });

  test("what was bought for a passenger and is not refunded with their fare is named: their seats and extra bags", async () => {
    const booking = await ticketed("refund-kept", { adults: 2 });
    const insert =
      "INSERT INTO booking_items (booking_id, key, kind, traveller, flight, code, quantity, amount, currency) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'NGN')";
    await env.DB.batch([
      env.DB.prepare(insert).bind(booking.id, "seat:1:0-0", "seat", 1, "0-0", "14C", 1, 500_000),
      env.DB.prepare(insert).bind(booking.id, "bag:1:0", "bag", 1, "0", "BAG", 2, 900_000),
      env.DB.prepare(insert).bind(booking.id, "addon:INS", "addon", null, null, "INS-AFRICA-BASIC", 2, 300_000),
    ]);
    expect(await servicesKept(db, booking, 2)).toEqual([
      { seats: [], bags: 0, price: { amount: 0, currency: "NGN" } },
      { seats: ["14C"], bags: 2, price: { amount: 1_400_000, currency: "NGN" } },
    ]);
  });

  test("a request for everyone racing one for some passengers: one case, and the booking shows the request only if it is everyone's", async () => {
    const booking = await ticketed("refund-race-mixed", { adults: 3 });
    const deps = { db, now: testClock(), stepMinutes: 60 };
    const [some, everyone] = await Promise.all([
      requestRefund(deps, booking, { ...request, positions: [0] }),
      requestRefund(deps, booking, { ...request, positions: [0, 1, 2] }),
    ]);
    expect([some, everyone].filter((a) => a.ok)).toHaveLength(1);
    const status = (await fresh(booking.id)).status;
    expect(status).toBe(everyone?.ok ? "refund_requested" : "ticketed");
  });

  test("bank details are asked for, and must be the payer's, only when the payment cannot take the money back", async () => {
    const booking = await ticketed("refund-bank");
    await env.DB.prepare("UPDATE payments SET method = 'bank_transfer' WHERE booking_id = ?").bind(booking.id).run();
    const deps = { db, now: testClock(), stepMinutes: 60 };
    const offer = await refundOffer(db, booking, testClock());
    expect(offer.channel).toBe("bank_account");
    expect(await requestRefund(deps, booking, { reason: "unused_tickets", positions: [0] })).toEqual({
      ok: false,
      reason: "bank_details",
    });
    const opened = await requestRefund(deps, booking, { ...request, positions: [0], accountName: "Ade Okafor" });
    expect(opened.ok && opened.refundCase.channel).toBe("bank_account");
  });
});
