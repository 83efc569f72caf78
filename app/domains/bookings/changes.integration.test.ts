import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import {
  db,
  fresh,
  harness,
  REFUND_REQUEST,
  SECRET,
  startDaysAt,
  ticketedBooking,
} from "../../../tests/support/checkout";
import { requestRefund } from "./refund-cases.server";
import { acceptChange, quoteChange } from "~/domains/bookings/changes/quote.server";
import { applyChange } from "~/domains/bookings/changes/apply.server";
import { changeEligibility, changeRequestProblem } from "~/domains/bookings/changes/eligibility.server";
import { changeSeat } from "~/domains/bookings/changes/seat.server";
import { getChange, getChanges } from "~/domains/bookings/changes/records.server";
import { payForChange } from "~/domains/bookings/changes/payment.server";
import { flightsOf } from "./holds.server";
import { getItems } from "./extras.server";
import { openServiceRequest } from "./service-requests.server";
import { getTickets } from "./ticketing.server";
import { receivePaymentWebhook } from "~/domains/checkout/webhooks.server";
import { STUCK_MINUTES, sweepStuck } from "~/domains/checkout/sweep.server";
import type { Booking } from "./types";
import { testClock, testClockAhead } from "../../../tests/support/clock";

// Changes to a ticketed booking, in workerd with the real D1 and Inventory objects.
startDaysAt(620);

const CLASSIC = { familyCode: "ECONOMY_CLASSIC" };

/** Held and sold seats of a booking's cabin on each of an offer's flights. */
async function cabinCounts(offer: Booking["offer"]) {
  return Promise.all(
    flightsOf(offer).map(async ({ segment }) => {
      const [a] = (await env.INVENTORY.getByName(segment.inventoryKey).availability([
        `cabin:${offer.cabin}`,
      ])) as Array<{ held: number; sold: number }>;
      return { held: a?.held ?? 0, sold: a?.sold ?? 0 };
    }),
  );
}

const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const datesOf = (booking: Booking) => booking.offer.slices.map((s) => s.segments[0]?.departLocal.slice(0, 10) ?? "");

/**
 * A date change with something to pay, whatever day the suite runs as of: the first of the days `shift` days on and
 * after whose first option costs more than the fare paid (a cheaper one is applied at once, with nothing to pay).
 */
async function optionToPay(h: ReturnType<typeof harness>, booking: Booking, shift: number) {
  for (let more = 0; more < 7; more++) {
    const request = { dates: datesOf(booking).map((d) => dayAfter(d, shift + more)), cabin: booking.offer.cabin };
    const quoted = await quoteChange(h.deps(), booking, request);
    const option = quoted.kind === "options" ? quoted.options.find((o) => o.amountDue.amount > 0) : undefined;
    if (option) return { request, option };
  }
  throw new Error("no change option with something to pay within a week");
}

async function pay(h: ReturnType<typeof harness>, url: string) {
  await h.gateway().payByCard(url.split("/").pop() ?? "", "4242424242424242");
  for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
}

describe("date or cabin change", () => {
  test("a Classic fare's new date: quoted, paid, applied once; the old seats go back and the new ones are sold", async () => {
    const booking = await ticketedBooking("change-date", CLASSIC);
    expect(booking.family.code).toBe("ECONOMY_CLASSIC");
    const h = harness();
    const { request, option } = await optionToPay(h, booking, 1);
    // The fee of a Classic fare is charged; the difference is the new fare less the one paid.
    expect(option.changeFee.amount).toBeGreaterThan(0);
    expect(option.fareDifference.amount).toBe(
      (option.offer.families.find((f) => f.code === "ECONOMY_CLASSIC")?.total.amount ?? 0) -
        booking.family.total.amount,
    );
    expect(option.amountDue.amount).toBe(Math.max(0, option.fareDifference.amount + option.changeFee.amount));

    const oldBefore = await cabinCounts(booking.offer);
    const newBefore = await cabinCounts(option.offer);
    expect(oldBefore.every((c) => c.held === 0 && c.sold === 1)).toBe(true);

    const accepted = await acceptChange(h.deps(), booking, { ...request, key: option.key });
    if (accepted.kind !== "accepted") throw new Error(accepted.kind);
    expect(accepted.change.status).toBe("awaiting_payment");
    expect(await cabinCounts(option.offer)).toEqual(newBefore.map((c) => ({ ...c, held: c.held + 1 })));

    const paying = await payForChange(h.deps(), booking, accepted.change, { returnUrl: "/r" });
    if (paying.kind !== "gateway") throw new Error(paying.kind);
    // Asking again answers the same page: one change is never charged twice.
    expect(await payForChange(h.deps(), booking, accepted.change, { returnUrl: "/r" })).toEqual(paying);
    await pay(h, paying.url);
    expect((await getChange(db, accepted.change.id))?.status).toBe("paid");
    expect(h.ticketing).toEqual([accepted.change.id]);

    const ticketsBefore = await getTickets({ db }, booking.id);
    // The job delivered twice, at once: applied once.
    const runs = await Promise.all([
      applyChange(h.deps(), accepted.change.id),
      applyChange(h.deps(), accepted.change.id),
    ]);
    expect(runs).toContain("applied");
    expect(await applyChange(h.deps(), accepted.change.id)).toBe("nothing_to_do");

    // The old flights' seats went back, unless the new trip flies one of them too (a connection kept on some days).
    const kept = new Set(flightsOf(option.offer).map(({ segment }) => segment.inventoryKey));
    expect(await cabinCounts(booking.offer)).toEqual(
      flightsOf(booking.offer).map(({ segment }) => ({ held: 0, sold: kept.has(segment.inventoryKey) ? 1 : 0 })),
    );
    const left = new Set(flightsOf(booking.offer).map(({ segment }) => segment.inventoryKey));
    expect(await cabinCounts(option.offer)).toEqual(
      flightsOf(option.offer).map(({ segment }, i) => ({
        held: newBefore[i]?.held,
        sold: (newBefore[i]?.sold ?? 0) + (left.has(segment.inventoryKey) ? 0 : 1),
      })),
    );
    const moved = await fresh(booking.id);
    expect(moved.status).toBe("ticketed");
    expect(datesOf(moved)).toEqual(request.dates);
    expect(moved.cabinHoldId).toBe(`${accepted.change.id}-cabin`);
    const ticketsAfter = await getTickets({ db }, booking.id);
    expect(ticketsAfter).toHaveLength(ticketsBefore.length);
    expect(ticketsAfter[0]?.number).not.toBe(ticketsBefore[0]?.number);
    // Queues deliver at least once; the e-mail's one dedupe key makes it one message.
    const changed = h.emails.filter((e) => e.template === "booking_changed");
    expect(new Set(changed.map((e) => e.dedupeKey))).toEqual(new Set([`${accepted.change.id}:changed`]));
  });

  test("eligibility: Economy Light cannot change, a refund case or a failing airline check stops it", async () => {
    const h = harness();
    const light = await ticketedBooking("change-light");
    expect(await changeEligibility(h.deps(), light)).toEqual({ eligible: false, reason: "fare_rules" });
    const down = await ticketedBooking("change-down", { ...CLASSIC, lastName: "SANDBOX-CHANGE-DOWN" });
    expect(await changeEligibility(h.deps(), down)).toEqual({ eligible: false, reason: "check_failed" });
    const classic = await ticketedBooking("change-classic", { ...CLASSIC, to: "ABV" });
    expect(await changeEligibility(h.deps(), classic)).toEqual({ eligible: true });
    // The same fare with a refund case open: no change until the case is decided.
    const refunding = await ticketedBooking("change-refunding", { ...CLASSIC, to: "ABV" });
    const opened = await requestRefund({ db, now: testClock(), stepMinutes: 60 }, refunding, REFUND_REQUEST);
    expect(opened.ok).toBe(true);
    expect(await changeEligibility(h.deps(), await fresh(refunding.id))).toEqual({
      eligible: false,
      reason: "refund_open",
    });
    // No flight from Lagos to Abuja in first class: "No flight available for change on this ticket".
    expect(await quoteChange(h.deps(), classic, { dates: datesOf(classic), cabin: "first" })).toEqual({
      kind: "none",
    });
  });

  test("the form's rules: every field, something that differs, dates in order, the whole booking", async () => {
    const booking = await ticketedBooking("change-rules", CLASSIC);
    const now = testClock();
    const dates = datesOf(booking);
    const cabin = booking.offer.cabin;
    expect(changeRequestProblem(booking, { positions: [0], dates, cabin }, now)).toBe("errors.noChange");
    expect(changeRequestProblem(booking, { positions: [0], dates: [], cabin }, now)).toBe("errors.changeAllFields");
    expect(changeRequestProblem(booking, { positions: [0], dates: ["2020-01-01"], cabin }, now)).toBe(
      "errors.changeDatePast",
    );
    expect(changeRequestProblem(booking, { positions: [0], dates, cabin: "business" }, now)).toBeNull();
    // A trip of two flights: the new dates in the trip's order, or "the dates must follow each other".
    const [slice] = booking.offer.slices;
    const roundTrip = { ...booking, offer: { ...booking.offer, slices: [slice!, slice!] } };
    const [first = ""] = dates;
    const later = new Date(Date.parse(`${first}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(changeRequestProblem(roundTrip, { positions: [0], dates: [later, first], cabin }, now)).toBe(
      "errors.changeDateOrder",
    );
    expect(changeRequestProblem(roundTrip, { positions: [0], dates: [first, later], cabin }, now)).toBeNull();
    // Two travellers: a change moves both ("the whole booking"); one of them is an itinerary change request.
    const couple = await ticketedBooking("change-rules-couple", { ...CLASSIC, adults: 2 });
    const coupleDates = datesOf(couple);
    expect(changeRequestProblem(couple, { positions: [0], dates: coupleDates, cabin: "business" }, now)).toBe(
      "errors.changeWholeBooking",
    );
    expect(changeRequestProblem(couple, { positions: [0, 1], dates: coupleDates, cabin: "business" }, now)).toBeNull();
  });
});

describe("seat change after ticketing", () => {
  test("two tries for one seat at once: one holds it, the other is told it is taken; applied, the old seat goes back", async () => {
    const booking = await ticketedBooking("change-seat", { seatMap: true });
    const h = harness();
    const [flight] = flightsOf(booking.offer);
    if (!flight) throw new Error("no flight");
    const map = await new SandboxFlightSupplier(env.SESSION_SECRET).seatMap(booking.offer.id, 0, 0, testClock());
    const free = map?.rows
      .flatMap((r) => r.seats)
      .filter((s) => s.status !== "not_available" && s.price === null)
      .map((s) => s.id);
    const [first, second] = free ?? [];
    if (!first || !second) throw new Error("no free seats");
    const input = { traveller: 0, flightRef: flight.ref, seat: first };
    const answers = await Promise.all([changeSeat(h.deps(), booking, input), changeSeat(h.deps(), booking, input)]);
    expect(answers.map((a) => a.kind).sort()).toEqual(["accepted", "seat_taken"]);
    const accepted = answers.find((a) => a.kind === "accepted");
    if (accepted?.kind !== "accepted") throw new Error("none accepted");
    // An included seat costs nothing: the change is applied in the request, without a payment, so the page says
    // "Done" at once; the job it queued finds nothing left to do.
    expect(accepted.change.amountDue.amount).toBe(0);
    expect((await getChange(db, accepted.change.id))?.status).toBe("applied");
    expect((await getItems(db, booking.id)).find((i) => i.kind === "seat")?.code).toBe(first);
    expect(await applyChange(h.deps(), accepted.change.id)).toBe("nothing_to_do");

    // Moving again gives the first seat back.
    const again = await changeSeat(h.deps(), booking, { ...input, seat: second });
    if (again.kind !== "accepted") throw new Error(again.kind);
    expect((await getChange(db, again.change.id))?.status).toBe("applied");
    const [seat] = (await env.INVENTORY.getByName(flight.segment.inventoryKey).availability([
      `seat:${first}`,
      `seat:${second}`,
    ])) as Array<{ available: number; capacity: number }>;
    expect(seat).toMatchObject({ available: 1 });
    expect(await changeSeat(h.deps(), booking, { ...input, seat: second })).toEqual({ kind: "unchanged" });
  });
});

describe("itinerary change requests", () => {
  test("two requests at the same moment open one case; the second answers already submitted", async () => {
    const booking = await ticketedBooking("itinerary-twice");
    const deps = { db, now: testClock(), stepMinutes: 60 };
    const input = { topic: "name_correction" as const, details: "My first name is misspelt: Adé, not Ade." };
    const answers = await Promise.all([
      openServiceRequest(deps, booking, input),
      openServiceRequest(deps, booking, input),
    ]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(answers.filter((a) => !a.ok)).toEqual([{ ok: false, reason: "already_submitted" }]);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM service_requests WHERE booking_id = ?")
      .bind(booking.id)
      .first();
    expect(rows?.n).toBe(1);
  });
});

describe("one open change per booking, however many sessions choose and pay at once", () => {
  const openChanges = async (bookingId: string) =>
    (
      await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM booking_changes WHERE booking_id = ? AND status IN ('awaiting_payment', 'paid')",
      )
        .bind(bookingId)
        .first<{ n: number }>()
    )?.n;

  const charges = async (bookingId: string) => {
    const rows = await env.DB.prepare(
      `SELECT s.amount, COALESCE(s.refunded_amount, 0) AS refunded FROM gateway_sessions s
       JOIN payments p ON p.gateway_ref = s.id WHERE p.booking_id = ? AND p.payable_kind = 'change'
       AND s.status IN ('succeeded', 'refunded')`,
    )
      .bind(bookingId)
      .all<{ amount: number; refunded: number }>();
    return rows.results;
  };

  /** Every change of the booking that did not go ahead gave its held seats back, and says when. */
  async function expectClosedChangesReleased(bookingId: string) {
    const changes = await getChanges(db, bookingId);
    for (const change of changes.filter((c) => c.status === "expired" || c.status === "failed")) {
      expect(change.releasedAt).not.toBeNull();
      for (const hold of changeHolds(change)) {
        expect(await env.INVENTORY.getByName(hold.inventoryKey).holdStatus(hold.holdId)).not.toBe("held");
      }
    }
  }

  const changeHolds = (change: Awaited<ReturnType<typeof getChanges>>[number]) =>
    change.detail.kind === "itinerary"
      ? flightsOf(change.detail.offer).map(({ segment }) => ({
          inventoryKey: segment.inventoryKey,
          holdId: change.holdId,
        }))
      : [{ inventoryKey: change.detail.inventoryKey, holdId: change.holdId }];

  /** Pays every page, delivers the webhooks, runs every ticketing job (twice), then the sweep. */
  async function payAll(h: ReturnType<typeof harness>, urls: string[]) {
    await Promise.all(
      urls.map((url) =>
        h
          .gateway()
          .payByCard(url.split("/").pop() ?? "", "4242424242424242")
          .catch(() => null),
      ),
    );
    await Promise.all(h.deliveries.splice(0).map((d) => receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature)));
    const jobs = h.ticketing.splice(0);
    await Promise.all([...jobs, ...jobs].map((id) => applyChange(h.deps(), id)));
    await sweepStuck(harness({ clock: testClockAhead(STUCK_MINUTES * 60_000 + 60_000) }).deps(), 0);
  }

  test("10 date changes chosen at once leave one open change; 10 sessions paying leave one applied and every other charge refunded", async () => {
    const booking = await ticketedBooking("change-race", CLASSIC);
    const h = harness();
    const { request, option } = await optionToPay(h, booking, 2);
    const key = option.key;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => acceptChange(h.deps(), booking, { ...request, key })),
    );
    expect(answers.filter((a) => a.kind === "accepted").length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.kind === "accepted" || a.kind === "in_progress")).toBe(true);
    expect(await openChanges(booking.id)).toBe(1);
    await expectClosedChangesReleased(booking.id);

    // Every session that got a change opens its payment page, several of them twice, at once.
    const accepted = answers.flatMap((a) => (a.kind === "accepted" ? [a.change] : []));
    const pages = await Promise.all(
      [...accepted, ...accepted].map((change) => payForChange(h.deps(), booking, change, { returnUrl: "/r" })),
    );
    const urls = pages.flatMap((p) => (p.kind === "gateway" ? [p.url] : []));
    await payAll(h, urls);

    const changes = await getChanges(db, booking.id);
    expect(changes.filter((c) => c.status === "applied")).toHaveLength(1);
    const moved = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM status_events WHERE machine = 'change' AND to_status = 'applied'
       AND subject_id IN (SELECT id FROM booking_changes WHERE booking_id = ?)`,
    )
      .bind(booking.id)
      .first<{ n: number }>();
    expect(moved?.n).toBe(1);
    // One charge kept whole; any other charge given back in full.
    const taken = await charges(booking.id);
    expect(taken.filter((c) => c.refunded === 0)).toHaveLength(1);
    expect(taken.filter((c) => c.refunded !== 0).every((c) => c.refunded === c.amount)).toBe(true);
    expect(datesOf(await fresh(booking.id))).toEqual(request.dates);
    await expectClosedChangesReleased(booking.id);
  });

  test("paid seat changes at once (up to 10): one open change, one applied, every other charge refunded", async () => {
    const booking = await ticketedBooking("seat-race", { seatMap: true });
    const h = harness();
    const [flight] = flightsOf(booking.offer);
    const map = await new SandboxFlightSupplier(env.SESSION_SECRET).seatMap(booking.offer.id, 0, 0, testClock());
    const paidSeats = map?.rows
      .flatMap((r) => r.seats)
      .filter((s) => s.status !== "not_available" && s.price !== null)
      .map((s) => s.id);
    // Up to 10 sessions, each after a seat that costs extra (a full flight may have fewer of them free).
    if (!flight || !paidSeats || paidSeats.length < 2) throw new Error("not enough paid seats");
    const answers = await Promise.all(
      paidSeats
        .slice(0, 10)
        .map((seat) => changeSeat(h.deps(), booking, { traveller: 0, flightRef: flight.ref, seat })),
    );
    expect(answers.every((a) => a.kind === "accepted" || a.kind === "in_progress")).toBe(true);
    expect(await openChanges(booking.id)).toBe(1);
    const accepted = answers.flatMap((a) => (a.kind === "accepted" ? [a.change] : []));
    const pages = await Promise.all(
      accepted.map((change) => payForChange(h.deps(), booking, change, { returnUrl: "/r" })),
    );
    await payAll(
      h,
      pages.flatMap((p) => (p.kind === "gateway" ? [p.url] : [])),
    );
    const changes = await getChanges(db, booking.id);
    const applied = changes.filter((c) => c.status === "applied");
    expect(applied).toHaveLength(1);
    const seat = (await getItems(db, booking.id)).find((i) => i.kind === "seat");
    expect(seat?.code).toBe(applied[0]?.detail.kind === "seat" ? applied[0].detail.seat : "");
    const taken = await charges(booking.id);
    expect(taken.filter((c) => c.refunded === 0)).toHaveLength(1);
    expect(taken.filter((c) => c.refunded !== 0).every((c) => c.refunded === c.amount)).toBe(true);
    await expectClosedChangesReleased(booking.id);
  });

  test("a change quoted from flights the booking no longer has fails and is refunded, never applied", async () => {
    const booking = await ticketedBooking("change-stale", CLASSIC);
    const h = harness();
    const { request, option } = await optionToPay(h, booking, 3);
    const accepted = await acceptChange(h.deps(), booking, { ...request, key: option.key });
    if (accepted.kind !== "accepted") throw new Error(accepted.kind);
    const page = await payForChange(h.deps(), booking, accepted.change, { returnUrl: "/r" });
    if (page.kind !== "gateway") throw new Error(page.kind);
    // Meanwhile the booking moved to other flights (as another change would have moved it).
    await env.DB.prepare("UPDATE bookings SET cabin_hold_id = 'moved-elsewhere' WHERE id = ?").bind(booking.id).run();
    await pay(h, page.url);
    expect(await applyChange(h.deps(), accepted.change.id)).toBe("failed");
    expect((await getChange(db, accepted.change.id))?.releasedAt).not.toBeNull();
    const taken = await charges(booking.id);
    expect(taken).toHaveLength(1);
    expect(taken[0]?.refunded).toBe(taken[0]?.amount);
  });
});
