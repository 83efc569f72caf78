import { describe, expect, test } from "vitest";
import { requireAirport } from "~/domains/flights/airports";
import { propertiesIn } from "~/domains/hotels/sandbox/properties";
import { ACTIVITY_CATEGORIES, EXTRA_KINDS, VISA_DOCUMENTS } from "../types";
import {
  activitiesIn,
  activityCities,
  holidayPackages,
  rideQuotes,
  travelCard,
  travelExtras,
  visaProducts,
} from "./catalog";

describe("catalog products", () => {
  test("visas: destination, type, processing time, fees and documents; none where ECOWAS needs none", () => {
    const visas = visaProducts("NGN");
    const uk = visas.find((v) => v.country === "GB");
    expect(uk).toMatchObject({
      type: "tourist",
      governmentFee: { amount: 127_00, currency: "GBP" },
      serviceFee: { currency: "NGN" },
    });
    expect(uk?.processingDays.min).toBeLessThanOrEqual(uk?.processingDays.max ?? 0);
    expect(visas.filter((v) => v.country === "FR").map((v) => v.type)).toEqual(["tourist", "business"]);
    expect(visas.some((v) => ["GH", "SN", "CI", "TG", "BJ"].includes(v.country))).toBe(false);
    for (const visa of visas) {
      expect(visa.documents).toContain("passport");
      for (const doc of visa.documents) expect(VISA_DOCUMENTS).toContain(doc);
      expect(visa.maxStayDays).toBeLessThanOrEqual(visa.validityDays);
    }
    expect(new Set(visas.map((v) => v.id)).size).toBe(visas.length);
  });

  test("rides: airport transfers priced by distance and vehicle, fitting the party", () => {
    const lagos = rideQuotes("LOS", 2, 2, "NGN");
    expect(lagos.map((q) => q.vehicle)).toEqual(["economy", "comfort", "suv", "minivan", "executive"]);
    const prices = lagos.map((q) => q.price.amount);
    expect(prices[0]).toBeLessThan(prices[2] ?? 0);
    expect(rideQuotes("LOS", 6, 4, "NGN").map((q) => q.vehicle)).toEqual(["minivan"]);
    expect(rideQuotes("LHR", 1, 1, "GBP")[0]?.price.amount).toBeGreaterThan(
      rideQuotes("ACC", 1, 1, "GBP")[0]?.price.amount ?? Infinity,
    );
    for (const q of lagos) expect(q.distanceKm).toBeGreaterThan(2);
  });

  test("holidays: packages with nights, inclusions and a price per person sharing", () => {
    const packages = holidayPackages("USD");
    expect(packages.length).toBeGreaterThanOrEqual(30);
    for (const p of packages) {
      requireAirport(p.destination);
      expect(p.inclusions).toContain("hotel");
      expect(p.pricePerPersonSharing.amount).toBeGreaterThan(0);
      // A named hotel or resort of its city, with that hotel's own stars: never "a 3-star hotel".
      const hotel = propertiesIn(p.destination).find((property) => property.name === p.hotel);
      expect(hotel?.type, `${p.id} ${p.hotel}`).toMatch(/^(hotel|resort)$/);
      expect(hotel?.stars).toBe(p.stars);
    }
    const zanzibar = packages.filter((p) => p.destination === "ZNZ").map((p) => p.pricePerPersonSharing.amount);
    expect(zanzibar).toEqual([...zanzibar].sort((a, b) => a - b));
  });

  test("things to do: activities in every city, with daily time slots and capacities", () => {
    for (const city of activityCities()) {
      const activities = activitiesIn(city, "EUR");
      expect(activities.length, city).toBeGreaterThanOrEqual(6);
      for (const a of activities) {
        expect(ACTIVITY_CATEGORIES).toContain(a.category);
        expect(a.slots.length).toBeGreaterThan(0);
        for (const slot of a.slots) expect(slot).toMatch(/^\d{2}:\d{2}$/);
        expect(a.childPrice.amount).toBeLessThan(a.adultPrice.amount);
      }
    }
    expect(activitiesIn("NBO", "KES").some((a) => a.category === "safari")).toBe(true);
    expect(activitiesIn("ZZZ", "KES")).toEqual([]);
  });

  test("the travel card and travel extras are priced in the market's currency", () => {
    expect(travelCard("NGN").issuanceFee).toEqual({ amount: 7_750_00, currency: "NGN" });
    const extras = travelExtras("GHS");
    for (const kind of EXTRA_KINDS) expect(extras.some((e) => e.kind === kind)).toBe(true);
    expect(extras.every((e) => e.price.currency === "GHS" && e.price.amount > 0)).toBe(true);
    expect(extras.find((e) => e.id === "LOUNGE-LOS")).toBeDefined();
  });
});
