import { env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { clockContext, dbContext, envContext, localeContext, sessionContext } from "~/context";
import { createDb } from "~/db/client.server";
import { sessionStorageFor } from "~/domains/accounts/session.server";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import { bookingChildGuard, requireBookingStep } from "~/utils/booking-step.server";
import en from "../../../locales/en-US/booking.json";
import {
  PROMO_TRIES_PER_BOOKING,
  PROMO_TRIES_PER_IP,
  PROMO_WINDOW_MINUTES,
} from "~/domains/promotions/promotions.server";
import { type BookingDeps, getBooking, startBooking } from "./lifecycle.server";
import { submitExtras } from "./extras-step.server";
import type { Booking } from "./types";
import { chooseSeat, seatChoice, seatMapView } from "./seats.server";
import { firstOffer, selectFirstFare } from "../../../tests/support/offers";
import { withSeatMap } from "../../../tests/support/checkout";
import { testClock, testDay } from "../../../tests/support/clock";
import { travelExtras } from "~/domains/products/sandbox/catalog";

const supplier = new SandboxFlightSupplier(env.SESSION_SECRET);
const db = createDb(env.DB);
const now = testClock;
const deps = (): BookingDeps => ({
  db,
  inventory: env.INVENTORY,
  supplier,
  now: now(),
  holdMinutes: 20,
  extras: travelExtras,
});
const depart = testDay(30);

/** The extras step's promo button, at a moment: the code applied, or why not. */
async function applyPromo(_db: unknown, booking: Booking, code: string, at: Date, from: { ip: string }) {
  const result = await submitExtras(
    { ...deps(), now: at },
    booking,
    { intent: "promo", bags: {}, addons: [], code },
    from,
  );
  if (result.kind === "promo_refused") return { ok: false, reason: result.reason };
  if (result.kind !== "again") throw new Error(result.kind);
  return { ok: true, promoCode: (await getBooking(db, booking.id))?.promoCode };
}

/**
 * Every test of this file books the same flight: one with room for all of them (13 bookings) whatever the day, whose
 * carrier publishes a seat map (the last-seat race chooses a seat).
 */
const searchOffer = () => firstOffer(supplier, { to: "LHR", date: depart }, undefined, 20, withSeatMap(supplier));

async function newBooking(visitorId: string, offer?: Awaited<ReturnType<typeof searchOffer>>) {
  offer ??= await searchOffer();
  const started = await startBooking(
    deps(),
    selectFirstFare(offer, { visitorId, search: `trip=oneway&from=LOS&to=LHR&depart=${depart}` }),
  );
  if (started.kind !== "started") throw new Error(started.kind);
  const booking = await getBooking(db, started.bookingId);
  if (!booking) throw new Error("not stored");
  return booking;
}

async function contextFor(visitorId: string, database = db) {
  const context = new RouterContextProvider();
  const session = await sessionStorageFor(env.SESSION_SECRET).getSession();
  session.set("visitorId", visitorId);
  context.set(envContext, env);
  context.set(dbContext, database);
  context.set(clockContext, now);
  context.set(localeContext, { locale: "en-US", prefix: null, saved: null });
  context.set(sessionContext, session);
  return context;
}

describe("booking steps in workerd", () => {
  test("selecting the same fare twice opens one booking and holds the seats once", async () => {
    const offer = await searchOffer();
    const cabin = `cabin:${offer.cabin}`;
    const segment = offer.slices[0]?.segments[0];
    if (!segment) throw new Error("no flight");
    const held = async () => {
      const [row] = (await env.INVENTORY.getByName(segment.inventoryKey).availability([cabin])) as Array<{
        held: number;
      }>;
      return row?.held ?? 0;
    };
    const before = await held();
    const first = await newBooking("visitor-twice", offer);
    const again = await newBooking("visitor-twice", offer);
    expect(again.id).toBe(first.id);
    expect(await held()).toBe(before + 1);
    // A third selection by another visitor holds another seat: the count above can move.
    await newBooking("visitor-twice-other", offer);
    expect(await held()).toBe(before + 2);
  });

  test("two visitors choosing the same last seat: one gets it, the other the spec's message", async () => {
    const a = await newBooking("visitor-a");
    const b = await newBooking("visitor-b");
    const choice = await seatChoice(deps(), a, "0-0");
    const seat = choice?.map.rows.flatMap((r) => r.seats).find((s) => s.status !== "not_available");
    if (!seat) throw new Error("no free seat");
    const results = await Promise.all([
      chooseSeat(deps(), a, { traveller: 0, flightRef: "0-0", seat: seat.id }),
      chooseSeat(deps(), b, { traveller: 0, flightRef: "0-0", seat: seat.id }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "seat_taken")).toHaveLength(1);
    // The route answers a taken seat with this message (app/routes/booking/seats.tsx).
    expect(en.errors.seatTaken).toBe("Queried Seat Not Available, Please Select Another Option");
    const loser = results[0]?.ok ? b : a;
    expect((await seatChoice(deps(), loser, "0-0"))?.taken.has(seat.id)).toBe(true);
  });

  test("a child is refused an exit-row seat with its reason; an adult takes it, and the child's map shows it as the party's", async () => {
    const party = { adults: 1, childAges: [7], infants: 0 };
    const offer = await firstOffer(supplier, { to: "LHR", date: testDay(31) }, party, 20, withSeatMap(supplier));
    const started = await startBooking(deps(), selectFirstFare(offer, { visitorId: "visitor-exit-row", search: "" }));
    if (started.kind !== "started") throw new Error(started.kind);
    const booking = await getBooking(db, started.bookingId);
    if (!booking) throw new Error("not stored");
    const choice = await seatChoice(deps(), booking, "0-0");
    const exitRow = choice?.map.rows.find((r) => r.exitRow && r.seats.some((s) => s.status !== "not_available"));
    const exitSeat = exitRow?.seats.find((s) => s.status !== "not_available");
    if (!exitSeat) throw new Error("no free exit-row seat");
    // The child (traveller 1): refused, with the reason; nothing held.
    expect(await chooseSeat(deps(), booking, { traveller: 1, flightRef: "0-0", seat: exitSeat.id })).toEqual({
      ok: false,
      reason: "adults_only",
    });
    expect((await seatChoice(deps(), booking, "0-0"))?.taken.has(exitSeat.id)).toBe(false);
    expect(en.errors.seatAdultsOnly).toMatch(/^Exit-row and extra-legroom seats are for adults/);
    // The adult (traveller 0): the same seat is theirs.
    expect(await chooseSeat(deps(), booking, { traveller: 0, flightRef: "0-0", seat: exitSeat.id })).toEqual({
      ok: true,
    });
    // The child's map: the adult's seat marked as the party's, every exit-row seat refused with its reason.
    const childMap = await seatMapView(deps(), booking, "0-0", 1);
    const seats = childMap?.flatMap((row) => row.seats.map((seat) => ({ ...seat, exitRow: row.exitRow }))) ?? [];
    expect(seats.find((seat) => seat.id === exitSeat.id)).toMatchObject({ companion: 0, status: "not_available" });
    const otherExit = seats.filter((seat) => seat.exitRow && seat.id !== exitSeat.id);
    expect(otherExit.length).toBeGreaterThan(0);
    for (const seat of otherExit) expect(seat).toMatchObject({ status: "not_available" });
    expect(otherExit.some((seat) => seat.refusal === "adults_only")).toBe(true);
    // The adult's own map offers exit rows as usual.
    const adultMap = await seatMapView(deps(), booking, "0-0", 0);
    expect(adultMap?.flatMap((row) => row.seats).every((seat) => seat.refusal === null)).toBe(true);
  });

  test("the child guard sends a booking with a PNR to its summary, keeping the query string", async () => {
    const booking = await newBooking("visitor-pnr");
    await env.DB.prepare("UPDATE bookings SET pnr = 'ABC123' WHERE id = ?").bind(booking.id).run();
    const request = new Request(`https://tern.test/booking/${booking.id}/travellers?utm=mail&x=1`);
    const context = await contextFor("visitor-pnr");
    const thrown = await requireBookingStep({ request, context, params: { bookingId: booking.id } }).catch((e) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.headers.get("Location")).toBe(`/booking/${booking.id}/summary?utm=mail&x=1`);
    // The route flag turns it off.
    const step = await requireBookingStep({ request, context, params: { bookingId: booking.id } }, { guard: false });
    expect(step.booking.pnr).toBe("ABC123");
  });

  test("the child guard lets the navigation proceed when fetching the confirmation fails", async () => {
    const failing = () => Promise.reject(new Error("D1 down"));
    await expect(bookingChildGuard(failing, "x", new URL("https://tern.test/"), "/summary")).resolves.toBeUndefined();
  });

  test("another visitor's booking answers 404", async () => {
    const booking = await newBooking("visitor-owner");
    const request = new Request(`https://tern.test/booking/${booking.id}/travellers`);
    const thrown = await requireBookingStep({
      request,
      context: await contextFor("visitor-other"),
      params: { bookingId: booking.id },
    }).catch((e) => e);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  test("a promo code works on its first and last valid day, not the day before or after", async () => {
    await env.DB.prepare(
      "INSERT OR REPLACE INTO promo_codes (code, kind, value, currency, valid_from, valid_until) VALUES ('EDGES', 'percent', 10, NULL, '2026-12-01', '2026-12-31')",
    ).run();
    const booking = await newBooking("visitor-promo-edges");
    const on = (day: string) => applyPromo(db, booking, "EDGES", new Date(`${day}T12:00:00Z`), { ip: `edges-${day}` });
    expect(await on("2026-11-30")).toEqual({ ok: false, reason: "unknown" });
    expect(await on("2026-12-01")).toMatchObject({ ok: true, promoCode: "EDGES" });
    expect(await on("2026-12-31")).toMatchObject({ ok: true });
    expect(await on("2027-01-01")).toEqual({ ok: false, reason: "expired" });
  });

  test("promo codes: 10 tries a booking and 30 an address in 15 minutes, then even a valid code waits", async () => {
    const booking = await newBooking("visitor-promo-guesser");
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}`;
    const at = now();
    for (let i = 0; i < PROMO_TRIES_PER_BOOKING; i++) {
      expect(await applyPromo(db, booking, `GUESS${i}`, at, { ip })).toEqual({ ok: false, reason: "unknown" });
    }
    expect(await applyPromo(db, booking, "TERN10", at, { ip })).toEqual({ ok: false, reason: "throttled" });
    expect((await getBooking(db, booking.id))?.promoCode).toBeNull();
    // After the window, the booking's codes are looked at again (this database has no promo codes seeded).
    const later = new Date(at.getTime() + PROMO_WINDOW_MINUTES * 60_000 + 1000);
    expect(await applyPromo(db, booking, "TERN10", later, { ip })).toEqual({ ok: false, reason: "unknown" });

    // The address's own limit holds across bookings.
    const others = await Promise.all([1, 2, 3].map((n) => newBooking(`visitor-promo-other-${n}`)));
    const fromOneIp = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const results = [];
    for (const other of others) {
      for (let i = 0; i < PROMO_TRIES_PER_BOOKING; i++) {
        results.push((await applyPromo(db, other, `GUESS${i}`, at, { ip: fromOneIp })).ok === false);
      }
    }
    expect(results).toHaveLength(PROMO_TRIES_PER_IP);
    expect(await applyPromo(db, await newBooking("visitor-promo-fresh"), "TERN10", at, { ip: fromOneIp })).toEqual({
      ok: false,
      reason: "throttled",
    });
  });
});
