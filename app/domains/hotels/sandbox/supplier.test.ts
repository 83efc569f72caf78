import { describe, expect, test } from "vitest";
import { AMENITIES, PROPERTY_TYPES, type HotelSearch } from "../supplier";
import { propertyImageSvg } from "./images";
import { CITIES, propertiesIn } from "./properties";
import { SandboxHotelSupplier } from "./supplier";

const NOW = new Date("2026-11-21T10:00:00Z");
const supplier = new SandboxHotelSupplier();
const stay = (city: string, extra: Partial<HotelSearch> = {}): HotelSearch => ({
  city,
  checkIn: "2026-12-18",
  checkOut: "2026-12-21",
  rooms: [{ adults: 2, childAges: [] }],
  currency: "NGN",
  ...extra,
});

describe("the sandbox hotel supplier", () => {
  test("has at least 20 properties in every city of the network, of every type and 1 to 5 stars", () => {
    expect(CITIES.length).toBeGreaterThan(140);
    const types = new Set<string>();
    const stars = new Set<number>();
    for (const city of CITIES) {
      const properties = propertiesIn(city.code);
      expect(properties.length, city.name).toBeGreaterThanOrEqual(20);
      expect(new Set(properties.map((p) => p.type)).size).toBe(PROPERTY_TYPES.length);
      for (const p of properties) {
        types.add(p.type);
        stars.add(p.stars);
        expect(p.distanceFromCentreKm).toBeGreaterThanOrEqual(0);
        expect(p.distanceFromCentreKm).toBeLessThan(30);
        for (const amenity of p.amenities) expect(AMENITIES).toContain(amenity);
        expect(p.rooms.every((r) => r.count > 0 && r.maxOccupancy >= r.maxAdults)).toBe(true);
        expect(p.checkInFrom).toMatch(/^\d{2}:\d{2}$/);
      }
    }
    expect([...stars].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  test("is deterministic", async () => {
    expect(JSON.stringify(await new SandboxHotelSupplier().search(stay("LOS"), NOW))).toBe(
      JSON.stringify(await supplier.search(stay("LOS"), NOW)),
    );
  });

  test("prices a stay night by night, with refundable and non-refundable plans", async () => {
    const [offer] = await supplier.search(stay("LOS"), NOW);
    if (!offer) throw new Error("no hotel");
    expect(offer.nights).toBe(3);
    const rates = await supplier.rates(offer.property.id, stay("LOS"));
    expect(rates.length).toBeGreaterThan(0);
    for (const { plans } of rates) {
      const nonRefundable = plans.find((p) => !p.cancellation.refundable);
      const flexible = plans.find((p) => p.cancellation.refundable);
      expect(nonRefundable?.cancellation.freeUntilDaysBefore).toBeNull();
      expect(flexible?.cancellation.freeUntilDaysBefore).toBeGreaterThan(0);
      expect(nonRefundable?.total.amount).toBeLessThan(flexible?.total.amount ?? 0);
      for (const plan of plans) {
        expect(plan.nightly).toHaveLength(3);
        expect(plan.total.amount).toBe(plan.nightly.reduce((s, n) => s + n.amount, 0));
      }
    }
    const cheapest = Math.min(...rates.flatMap((r) => r.plans.map((p) => p.total.amount)));
    expect(offer.fromTotal.amount).toBe(cheapest);
  });

  test("quotes plausible naira rates: a five-star hotel costs more than a hostel in the same city", async () => {
    let compared = 0;
    for (const city of ["LOS", "ABV", "ACC", "NBO", "JNB"]) {
      const offers = await supplier.search(stay(city), NOW);
      const perNight = (type: string, stars?: number) =>
        offers
          .filter((o) => o.property.type === type && (!stars || o.property.stars === stars))
          .map((o) => o.fromPerNight.amount);
      const luxury = perNight("hotel", 5);
      const hostel = perNight("hostel");
      if (luxury.length === 0 || hostel.length === 0) continue;
      expect(Math.min(...luxury)).toBeGreaterThan(Math.max(...hostel));
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
    const offers = await supplier.search(stay("LOS"), NOW);
    for (const o of offers) {
      expect(o.fromPerNight.amount / 100).toBeGreaterThan(10_000);
      expect(o.fromPerNight.amount / 100).toBeLessThan(1_500_000);
      // Whole naira, as every other price: never ₦248,914.50.
      expect(o.fromPerNight.amount % 100).toBe(0);
      expect(o.fromTotal.amount % 100).toBe(0);
    }
  });

  test("a party that no room fits finds only properties that can take it", async () => {
    const offers = await supplier.search(stay("ACC", { rooms: [{ adults: 4, childAges: [3] }] }), NOW);
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers) expect(o.property.rooms.some((r) => r.maxAdults >= 4 && r.maxOccupancy >= 5)).toBe(true);
  });

  test("refuses impossible stays and finds nothing in the past or in an unknown city", async () => {
    await expect(supplier.search(stay("LOS", { checkOut: "2026-12-18" }), NOW)).rejects.toThrow();
    await expect(supplier.search(stay("LOS", { checkOut: "2027-02-18" }), NOW)).rejects.toThrow();
    expect(await supplier.search(stay("LOS", { checkIn: "2026-11-01", checkOut: "2026-11-03" }), NOW)).toEqual([]);
    expect(await supplier.search(stay("ZZZ"), NOW)).toEqual([]);
  });

  test("reviews carry scores near the property's, in their author's language", async () => {
    const property = propertiesIn("CDG")[0];
    if (!property) throw new Error("no property");
    const reviews = await supplier.reviews(property.id, NOW);
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) {
      expect(review.score).toBeGreaterThanOrEqual(2);
      expect(review.score).toBeLessThanOrEqual(10);
      expect(["en", "fr"]).toContain(review.language);
      expect(review.date < "2026-11-21").toBe(true);
    }
  });

  test("draws its photos as SVG, with no external URL", () => {
    const property = propertiesIn("NBO")[3];
    if (!property) throw new Error("no property");
    const svg = propertyImageSvg(property, property.images[0]?.id ?? "");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(propertyImageSvg(property, "nope")).toBeNull();
  });

  test("gives every property pictures of its own, drawn from its facts", () => {
    const properties = propertiesIn("LOS");
    for (const n of [0, 1, 2, 3, 4]) {
      const pictures = properties.map((p) => propertyImageSvg(p, p.images[n]?.id ?? ""));
      expect(pictures.every((svg) => svg?.startsWith("<svg"))).toBe(true);
      // Each picture of a kind differs between the city's properties.
      expect(new Set(pictures).size).toBe(properties.length);
    }
    const front = (p: (typeof properties)[number]) => propertyImageSvg(p, p.images[0]?.id ?? "") ?? "";
    // A pool in front of a property that has one; none where it has none.
    for (const p of properties) {
      expect(front(p).includes("hsl(195, 75%, 55%)")).toBe(p.amenities.includes("pool"));
    }
  });
});
