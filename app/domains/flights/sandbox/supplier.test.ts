import { describe, expect, test } from "vitest";
import { CABINS, seatsIn } from "../aircraft";
import { requireAirport } from "../airports";
import { REFUNDABILITY, type FlightOffer, type FlightSearch, SupplierError } from "../supplier";
import { allRoutes, MIN_ROUTE_KM } from "./network";
import { flightsOn } from "./schedule";
import { passengerScenario } from "./scenarios";
import { seatsLeft } from "./availability";
import { OFFER_TTL_MINUTES, SandboxFlightSupplier } from "./supplier";
import { cheapestFamilyPrices, priceFamilies } from "./fares";
import { findItineraries } from "./itineraries";
import { utcToLocal } from "~/lib/time";

const NOW = new Date("2026-11-21T10:00:00Z");
const supplier = new SandboxFlightSupplier("unit-test-secret");

function oneWay(from: string, to: string, date: string, extra: Partial<FlightSearch> = {}): FlightSearch {
  return {
    slices: [{ from, to, date }],
    adults: 1,
    childAges: [],
    infants: 0,
    cabin: "economy",
    currency: "NGN",
    ...extra,
  };
}

const SAMPLE: Array<[string, string, string]> = [
  ["LOS", "ABV", "2026-12-01"],
  ["LOS", "LHR", "2026-12-20"],
  ["ABV", "DXB", "2026-12-05"],
  ["PHC", "JNB", "2027-01-12"],
  ["KAN", "JED", "2026-12-18"],
  ["ACC", "NBO", "2026-12-09"],
  ["QUO", "JFK", "2027-01-15"],
  ["DSS", "CDG", "2026-12-23"],
  ["ENU", "ACC", "2026-12-02"],
  ["LHR", "LOS", "2027-02-02"],
  ["JNB", "CMN", "2027-03-10"],
  ["LFW", "YUL", "2027-04-01"],
];

describe("the sandbox flight supplier", () => {
  test("is deterministic: the same query gives the same offers from a fresh supplier", async () => {
    const a = await supplier.search(oneWay("LOS", "LHR", "2026-12-20", { adults: 2, childAges: [7], infants: 1 }), NOW);
    const b = await new SandboxFlightSupplier("unit-test-secret").search(
      oneWay("LOS", "LHR", "2026-12-20", { adults: 2, childAges: [7], infants: 1 }),
      NOW,
    );
    expect(a.length).toBeGreaterThan(5);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  test("answers only the airlines asked for, even where others are cheaper", async () => {
    const all = await supplier.search(oneWay("LHR", "LOS", "2027-02-02"), NOW);
    const ba = await supplier.search(oneWay("LHR", "LOS", "2027-02-02", { carriers: ["BA"] }), NOW);
    const carriersOf = (offers: FlightOffer[]) =>
      new Set(offers.flatMap((o) => o.slices.flatMap((s) => s.segments.map((seg) => seg.carrier.code))));
    expect(carriersOf(all).size).toBeGreaterThan(1);
    expect(ba.length).toBeGreaterThan(0);
    expect([...carriersOf(ba)]).toEqual(["BA"]);
  });

  test("keeps the realism rules on a sample of routes", async () => {
    let checked = 0;
    for (const [from, to, date] of SAMPLE) {
      const offers = await supplier.search(oneWay(from, to, date), NOW);
      expect(offers.length, `${from}-${to}`).toBeGreaterThan(0);
      for (const offer of offers) {
        checkOffer(offer);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  test("prices cabins in order on the same flight", async () => {
    const totals = [];
    for (const cabin of CABINS) {
      const [offer] = await supplier.search(oneWay("LHR", "DXB", "2027-01-20", { cabin }), NOW);
      if (offer)
        totals.push({
          cabin,
          flight: offer.slices[0]?.segments[0]?.flightNumber,
          amount: offer.families[0]?.total.amount ?? 0,
        });
    }
    const emirates = totals.filter((t) => t.flight?.startsWith("EK"));
    expect(totals.map((t) => t.cabin)).toEqual(["economy", "premium_economy", "business", "first"]);
    for (let i = 1; i < totals.length; i++) expect(totals[i]?.amount).toBeGreaterThan(totals[i - 1]?.amount ?? 0);
    expect(emirates.length).toBeGreaterThan(0);
  });

  test("quotes plausible naira fares", async () => {
    const [domestic] = await supplier.search(oneWay("LOS", "ABV", "2026-12-08"), NOW);
    const [london] = await supplier.search(oneWay("LOS", "LHR", "2027-02-10"), NOW);
    const naira = (offer?: FlightOffer) => (offer?.families[0]?.total.amount ?? 0) / 100;
    expect(naira(domestic)).toBeGreaterThan(60_000);
    expect(naira(domestic)).toBeLessThan(400_000);
    expect(naira(london)).toBeGreaterThan(700_000);
    expect(naira(london)).toBeLessThan(4_000_000);
  });

  test("prices children and lap infants less than adults, and totals add up", async () => {
    const [offer] = await supplier.search(
      oneWay("ABV", "ACC", "2026-12-14", { adults: 2, childAges: [4, 9], infants: 1 }),
      NOW,
    );
    if (!offer) throw new Error("no offer from ABV to ACC");
    expect(offer.families.length).toBeGreaterThan(0);
    for (const family of offer.families) {
      const { adult, child, infant } = family.perPassenger;
      expect(child?.base.amount).toBeLessThan(adult.base.amount);
      expect(infant?.total.amount).toBeLessThan(child?.total.amount ?? 0);
      expect(family.total.amount).toBe(
        2 * adult.total.amount + 2 * (child?.total.amount ?? 0) + (infant?.total.amount ?? 0),
      );
    }
  });

  test("the cheapest family priced alone (a search's sort, a calendar day) is the first of every family priced", () => {
    const parties = [
      { adults: 1, children: 0, infants: 0 },
      { adults: 2, children: 1, infants: 1 },
    ];
    for (const [from, to, date] of SAMPLE) {
      const itineraries = findItineraries(from, to, date);
      expect(itineraries.length).toBeGreaterThan(0);
      for (const flights of itineraries)
        for (const cabin of CABINS)
          for (const party of parties)
            for (const currency of ["NGN", "USD"] as const) {
              const first = priceFamilies(flights, cabin, party, currency, "2026-11-21")[0];
              const alone = cheapestFamilyPrices(flights, cabin, party, currency, "2026-11-21");
              expect(alone?.adult).toEqual(first?.perPassenger.adult);
              expect(alone?.total).toEqual(first?.total);
            }
    }
  });

  test("flies no route shorter than anyone flies, and finds nothing there", async () => {
    for (const route of allRoutes()) expect(route.distanceKm).toBeGreaterThanOrEqual(MIN_ROUTE_KM);
    expect(await supplier.search(oneWay("LOS", "IBA", "2026-12-03"), NOW)).toEqual([]);
  });

  test("schedules times in each airport's zone, with technical stops where the aircraft needs fuel", () => {
    const withStops = allRoutes().filter((r) => r.technicalStop);
    expect(withStops.length).toBeGreaterThan(0);
    for (const route of withStops) {
      for (const flight of flightsOn(route, "2027-01-13")) {
        const stop = flight.technicalStop;
        expect(stop && flight.departUtc < stop.arriveUtc && stop.departUtc < flight.arriveUtc).toBe(true);
      }
    }
    const lagos = allRoutes().find((r) => r.from.code === "LOS" && r.to.code === "LHR");
    const [flight] = lagos ? flightsOn(lagos, "2026-07-01") : [];
    // Lagos is UTC+1 all year; London is UTC+1 in July.
    expect(flight && utcToLocal(flight.departUtc, "Africa/Lagos").slice(11)).toBe(
      flight && utcToLocal(flight.departUtc, "Europe/London").slice(11),
    );
  });

  test("never sells more seats than a cabin has", () => {
    for (const route of allRoutes().slice(0, 400)) {
      for (const flight of flightsOn(route, "2026-11-22")) {
        for (const cabin of route.cabins) {
          const left = seatsLeft(flight, cabin, "2026-11-21");
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(seatsIn(route.aircraft, cabin));
        }
      }
    }
  });

  test("excludes flights without enough seats for the party", async () => {
    const one = await supplier.search(oneWay("LOS", "PHC", "2026-11-23"), NOW);
    const nine = await supplier.search(oneWay("LOS", "PHC", "2026-11-23", { adults: 9 }), NOW);
    expect(nine.length).toBeGreaterThan(0);
    for (const offer of nine) expect(offer.seatsLeft).toBeGreaterThanOrEqual(9);
    // Flights with 1 to 8 seats left are offered to one traveller and not to nine.
    const scarce = one.filter((offer) => offer.seatsLeft < 9);
    expect(scarce.length).toBeGreaterThan(0);
    const nineFlights = new Set(nine.map((o) => o.slices[0]?.segments.map((g) => g.flightNumber).join("+")));
    for (const offer of scarce) {
      expect(nineFlights.has(offer.slices[0]?.segments.map((g) => g.flightNumber).join("+"))).toBe(false);
    }
  });

  test("a return and a multi-city trip fly their legs in order", async () => {
    const trip = await supplier.search(
      {
        slices: [
          { from: "LOS", to: "NBO", date: "2027-01-10" },
          { from: "NBO", to: "JNB", date: "2027-01-14" },
          { from: "JNB", to: "LOS", date: "2027-01-20" },
        ],
        adults: 1,
        childAges: [],
        infants: 0,
        cabin: "economy",
        currency: "USD",
      },
      NOW,
    );
    expect(trip.length).toBeGreaterThan(0);
    for (const offer of trip) {
      expect(offer.slices.map((s) => `${s.from}-${s.to}`)).toEqual(["LOS-NBO", "NBO-JNB", "JNB-LOS"]);
      for (let i = 1; i < offer.slices.length; i++) {
        expect(Date.parse(offer.slices[i]?.segments[0]?.departUtc ?? "")).toBeGreaterThan(
          Date.parse(offer.slices[i - 1]?.segments.at(-1)?.arriveUtc ?? ""),
        );
      }
    }
  });
});

describe("offers and pricing again", () => {
  test("an offer is good for 20 minutes, then expires", async () => {
    const [offer] = await supplier.search(oneWay("LOS", "ACC", "2026-12-11"), NOW);
    if (!offer) throw new Error("no offer");
    const family = offer.families[0]?.code ?? "";
    const soon = await supplier.price(offer.id, family, new Date(NOW.getTime() + 5 * 60000));
    expect(soon.status).toBe("ok");
    if (soon.status === "ok") expect(soon.offer.families[0]?.total).toEqual(offer.families[0]?.total);
    expect(Date.parse(offer.expiresAt) - NOW.getTime()).toBe(OFFER_TTL_MINUTES * 60000);
    expect(await supplier.price(offer.id, family, new Date(NOW.getTime() + 21 * 60000))).toEqual({ status: "expired" });
  });

  test("a forged or unknown offer id is refused", async () => {
    await expect(supplier.price("not-an-offer", "ECONOMY_LIGHT", NOW)).rejects.toBeInstanceOf(SupplierError);
    const fake = btoa(
      JSON.stringify({
        v: 1,
        f: [[["XX123", "2026-12-01", "LOS", "ABV"]]],
        c: "economy",
        a: 1,
        ch: [],
        i: 0,
        cur: "NGN",
        at: NOW.getTime(),
        ttl: 20,
      }),
    );
    await expect(supplier.price(fake, "ECONOMY_LIGHT", NOW)).rejects.toBeInstanceOf(SupplierError);
  });

  test("an offer id edited by hand does not verify: another day, 9 infants, a revived expiry, another key", async () => {
    const [offer] = await supplier.search(oneWay("LOS", "ABV", "2026-12-10"), NOW);
    if (!offer) throw new Error("no offer");
    const family = offer.families[0]?.code ?? "";
    const [body = "", mac = ""] = offer.id.split(".");
    const token = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    const edited = (change: object) =>
      `${Buffer.from(JSON.stringify({ ...token, ...change }), "utf8").toString("base64url")}.${mac}`;
    const departed = token.f.map((slice: string[][]) => slice.map(([n, , from, to]) => [n, "2025-06-20", from, to]));
    for (const id of [
      edited({ f: departed }),
      edited({ a: 1, i: 9 }),
      edited({ at: NOW.getTime() + 86_400_000 }),
      edited({ ttl: 1e9 }),
    ]) {
      await expect(supplier.price(id, family, NOW)).rejects.toBeInstanceOf(SupplierError);
    }
    expect((await supplier.price(offer.id, family, NOW)).status).toBe("ok");
    const elsewhere = new SandboxFlightSupplier("another deployment's secret");
    await expect(elsewhere.price(offer.id, family, NOW)).rejects.toBeInstanceOf(SupplierError);
  });
});

describe("sandbox scenarios", () => {
  test("IBA to LOS: the supplier times out", async () => {
    await expect(supplier.search(oneWay("IBA", "LOS", "2026-12-03"), NOW)).rejects.toMatchObject({ code: "timeout" });
  });

  test("IBA to ABV: offers expire at once", async () => {
    const [offer] = await supplier.search(oneWay("IBA", "ABV", "2026-12-03"), NOW);
    if (!offer) throw new Error("no offer");
    expect(offer.expiresAt).toBe(NOW.toISOString());
    expect(await supplier.price(offer.id, offer.families[0]?.code ?? "", new Date(NOW.getTime() + 1000))).toEqual({
      status: "expired",
    });
  });

  test("IBA to KAN: the price changes when priced again, old and new both given", async () => {
    const [offer] = await supplier.search(oneWay("IBA", "KAN", "2026-12-03"), NOW);
    if (!offer) throw new Error("no offer");
    const result = await supplier.price(offer.id, offer.families[0]?.code ?? "", NOW);
    expect(result.status).toBe("price_changed");
    if (result.status === "price_changed") {
      expect(result.previousTotal).toEqual(offer.families[0]?.total);
      expect(result.offer.families[0]?.total.amount).toBeGreaterThan(result.previousTotal.amount);
    }
  });

  test("IBA to PHC: sold out when priced again", async () => {
    const [offer] = await supplier.search(oneWay("IBA", "PHC", "2026-12-03"), NOW);
    if (!offer) throw new Error("no offer");
    expect(await supplier.price(offer.id, offer.families[0]?.code ?? "", NOW)).toEqual({ status: "sold_out" });
  });

  test("passenger surnames trigger booking scenarios; an unknown SANDBOX- surname is an error", () => {
    expect(passengerScenario("Sandbox-PNR-Fail")).toBe("pnr_creation_fails");
    expect(passengerScenario("Okafor")).toBeNull();
    expect(() => passengerScenario("SANDBOX-NOTHING")).toThrow(SupplierError);
  });
});

function checkOffer(offer: FlightOffer) {
  for (const slice of offer.slices) {
    slice.segments.forEach((segment, i) => {
      const depart = Date.parse(segment.departUtc);
      const arrive = Date.parse(segment.arriveUtc);
      expect(arrive).toBeGreaterThan(depart);
      expect(utcToLocal(depart, segment.departTimeZone)).toBe(segment.departLocal);
      expect(utcToLocal(arrive, segment.arriveTimeZone)).toBe(segment.arriveLocal);
      expect(requireAirport(segment.from).tz).toBe(segment.departTimeZone);
      const next = slice.segments[i + 1];
      if (next) {
        expect(next.from).toBe(segment.to);
        const gap = (Date.parse(next.departUtc) - arrive) / 60000;
        const domestic =
          requireAirport(segment.from).country === requireAirport(segment.to).country &&
          requireAirport(next.from).country === requireAirport(next.to).country;
        expect(gap).toBeGreaterThanOrEqual(domestic ? 60 : 90);
      }
    });
    expect(slice.stops).toBe(slice.segments.length - 1);
  }
  expect(offer.seatsLeft).toBeGreaterThan(0);
  for (const family of offer.families) {
    expect(REFUNDABILITY).toContain(family.refundability);
    expect(family.checked.pieces).toBeGreaterThanOrEqual(family.code === "ECONOMY_LIGHT" ? 0 : 1);
    const adult = family.perPassenger.adult;
    for (const part of [adult.base, adult.taxes, adult.fee, adult.total])
      expect(Number.isInteger(part.amount)).toBe(true);
    expect(adult.total.amount).toBe(adult.base.amount + adult.taxes.amount + adult.fee.amount);
  }
  expect(offer.families.map((f) => f.total.amount)).toEqual(
    [...offer.families.map((f) => f.total.amount)].sort((a, b) => a - b),
  );
}
