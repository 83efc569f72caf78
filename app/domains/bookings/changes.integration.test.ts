import { env } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import { db, fresh, harness, SECRET, startDaysAt, ticketedBooking } from "../../../tests/support/checkout";
import {
  acceptChange,
  applyChange,
  changeEligibility,
  changeRequestProblem,
  changeSeat,
  getChange,
  payForChange,
  quoteChange,
} from "./changes.server";
import { flightsOf } from "./holds.server";
import { getItems } from "./extras.server";
import { openServiceRequest } from "./service-requests.server";
import { getTickets } from "./ticketing.server";
import { receivePaymentWebhook } from "./webhooks.server";
import type { Booking } from "./types";
import { testClock } from "../../../tests/support/clock";

// #17 items 5, 7 and 8: changes to a ticketed booking, in workerd with the real D1 and Inventory objects.
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

async function pay(h: ReturnType<typeof harness>, url: string) {
  await h.gateway().payByCard(url.split("/").pop() ?? "", "4242424242424242");
  for (const d of h.deliveries.splice(0)) await receivePaymentWebhook(h.deps(), SECRET, d.body, d.signature);
}

describe("date or cabin change", () => {
  test("a Classic fare's new date: quoted, paid, applied once; the old seats go back and the new ones are sold", async () => {
    const booking = await ticketedBooking("change-date", CLASSIC);
    expect(booking.family.code).toBe("ECONOMY_CLASSIC");
    const h = harness();
    const request = { dates: datesOf(booking).map((d) => dayAfter(d, 1)), cabin: booking.offer.cabin };
    const quoted = await quoteChange(h.deps(), booking, request);
    if (quoted.kind !== "options") throw new Error(quoted.kind);
    const option = quoted.options[0];
    if (!option) throw new Error("no option");
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
    // An included seat costs nothing: the change is applied without a payment.
    expect(accepted.change.amountDue.amount).toBe(0);
    expect(await applyChange(h.deps(), accepted.change.id)).toBe("applied");
    expect((await getItems(db, booking.id)).find((i) => i.kind === "seat")?.code).toBe(first);

    // Moving again gives the first seat back.
    const again = await changeSeat(h.deps(), booking, { ...input, seat: second });
    if (again.kind !== "accepted") throw new Error(again.kind);
    expect(await applyChange(h.deps(), again.change.id)).toBe("applied");
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
