import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { SandboxFlightSupplier } from "~/domains/flights/sandbox/supplier";
import type { FlightSupplier } from "~/domains/flights/supplier";
import { db } from "../../../tests/support/checkout";
import { testClock, testClockAhead } from "../../../tests/support/clock";
import { getAirlinePage, saveAirlinePage, sectorPrices } from "./airlines.server";
import { FARE_FRESH_HOURS, refreshRouteFares, staleSectors } from "./fares.server";
import { airlinePages, routeFares } from "./tables";

// The price grid's fares in workerd (product rules §4): found by searching the sandbox supplier, kept in D1.

const sandbox = new SandboxFlightSupplier(env.SESSION_SECRET);
const counting = () => {
  const calls: unknown[] = [];
  const flights: Pick<FlightSupplier, "search"> = {
    search: (query, now) => {
      calls.push(query);
      return sandbox.search(query, now);
    },
  };
  return { calls, flights };
};

/** A test airline: Air Peace's code with sectors of its own (Lagos to Abuja is flown, Lagos to Lima is not). */
async function airline(tag = crypto.randomUUID().slice(0, 6)) {
  const code = "P4";
  await db.delete(routeFares).where(eq(routeFares.carrier, code));
  await db.delete(airlinePages).where(eq(airlinePages.code, code));
  const page = {
    slug: `test-${tag}`,
    code,
    name: "Air Peace",
    pageTitle: "Air Peace flights",
    metaDescription: "Air Peace flights and fares.",
    headerImageUrl: "/airline/air-peace/header.svg",
    headerText: "Fly Air Peace.",
    descriptionHtml: "<p>Air Peace<script>alert(1)</script></p>",
    departures: ["LOS"],
    destinations: ["ABV", "ACC", "LIM"],
    cabin: "economy" as const,
  };
  await saveAirlinePage(db, { ...page, locale: "en-US" }, testClock());
  return page;
}

describe("route fares", () => {
  test("each sector's lowest fare on the airline's own flights, one way at home and return abroad, or none", async () => {
    await airline();
    const { flights } = counting();
    await refreshRouteFares({ db, flights, now: testClock() }, { carrier: "P4" });
    const prices = await sectorPrices(db, "P4", "economy");
    const to = (code: string) => prices.find((p) => p.destinationAirport === code);
    expect(to("ABV")).toMatchObject({ isReturn: false, returnDate: null, amount: { currency: "USD" } });
    expect(to("ABV")?.amount?.amount).toBeGreaterThan(0);
    expect(to("ACC")).toMatchObject({ isReturn: true });
    expect(to("ACC")?.returnDate).not.toBeNull();
    expect(to("LIM")).toMatchObject({ amount: null, departureDate: null });
    // The fare is what a search for that day finds on the airline's flights.
    const abv = to("ABV")!;
    const offers = await sandbox.search(
      {
        slices: [{ from: "LOS", to: "ABV", date: abv.departureDate! }],
        adults: 1,
        childAges: [],
        infants: 0,
        cabin: "economy",
        currency: "USD",
        carriers: ["P4"],
      },
      testClock(),
    );
    expect(offers.every((o) => o.slices.every((s) => s.segments.every((seg) => seg.carrier.code === "P4")))).toBe(true);
    expect(Math.min(...offers.map((o) => o.families[0]!.total.amount))).toBe(abv.amount!.amount);
  });

  test("run twice, the second run searches nothing; a day later every sector is searched again", async () => {
    await airline();
    const first = counting();
    const ran = await refreshRouteFares({ db, flights: first.flights, now: testClock() }, { carrier: "P4" });
    expect(ran).toEqual({ searched: 3, left: 0 });
    const again = counting();
    expect(await refreshRouteFares({ db, flights: again.flights, now: testClock() }, { carrier: "P4" })).toEqual({
      searched: 0,
      left: 0,
    });
    expect(again.calls).toEqual([]);
    const dayLater = testClockAhead(FARE_FRESH_HOURS * 3_600_000 + 60_000)();
    expect(await staleSectors(db, dayLater, "P4")).toHaveLength(3);
  });

  test("a batch is limited, the never-searched first, and a supplier failure leaves N/A rather than an error", async () => {
    await airline();
    const failing: Pick<FlightSupplier, "search"> = { search: () => Promise.reject(new Error("timeout")) };
    expect(await refreshRouteFares({ db, flights: failing, now: testClock() }, { carrier: "P4", limit: 2 })).toEqual({
      searched: 2,
      left: 1,
    });
    const prices = await sectorPrices(db, "P4", "economy");
    expect(prices.map((p) => p.amount)).toEqual([null, null]);
    const [next] = await staleSectors(db, testClock(), "P4");
    expect(prices.map((p) => p.destinationAirport)).not.toContain(next?.destination);
  });

  test("an airline's description is kept sanitized, and a language it lacks falls back to English", async () => {
    const page = await airline();
    const fr = await getAirlinePage(db, page.slug, "fr-FR");
    expect(fr).toMatchObject({ locale: "en-US", name: "Air Peace" });
    expect(fr?.descriptionHtml).toBe("<p>Air Peace</p>");
  });
});
