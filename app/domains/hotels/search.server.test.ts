import { describe, expect, test } from "vitest";
import { SandboxHotelSupplier } from "./sandbox/supplier";
import { resolveDestination, searchStays } from "./search.server";
import { parseStayParams } from "./stay-query";

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const search = (query: string) =>
  parseStayParams(new URLSearchParams(`where=Lagos&checkIn=${day(40)}&checkOut=${day(42)}&room=2&room=1-6&${query}`));

describe("where a stay search means", () => {
  test("a city by name in either language or by an airport code; a property's name before its city", () => {
    expect(resolveDestination("Lagos")?.city.code).toBe("LOS");
    expect(resolveDestination("lagos (LOS)")?.city.code).toBe("LOS");
    expect(resolveDestination("LHR")?.city.name).toBe("London");
    expect(resolveDestination("Londres")?.city.name).toBe("London");
    expect(resolveDestination("Palms Hotel, Lagos")).toMatchObject({
      city: { code: "LOS" },
      propertyName: "Palms Hotel",
    });
    expect(resolveDestination("Atlantis")).toBeNull();
  });
});

describe("the listing", () => {
  const supplier = new SandboxHotelSupplier();

  test("every property that takes the party, priced for the stay; filters narrow it and sorts order it", async () => {
    const all = await searchStays(supplier, search("").input, search("").filters, "NGN", new Date());
    if (all.kind !== "results") throw new Error(all.kind);
    expect(all.listings.length).toBeGreaterThan(5);
    expect(all.listings.every((l) => l.nights === 2 && l.total.amount >= l.perNight.amount)).toBe(true);

    const { input, filters } = search("stars=4&freeCancellation=1&sort=price");
    const narrowed = await searchStays(supplier, input, filters, "NGN", new Date());
    if (narrowed.kind !== "results") throw new Error(narrowed.kind);
    expect(narrowed.all).toBe(all.listings.length);
    expect(narrowed.listings.length).toBeGreaterThan(0);
    expect(narrowed.listings.every((l) => l.property.stars === 4 && l.freeCancellation)).toBe(true);
    const totals = narrowed.listings.map((l) => l.total.amount);
    expect([...totals].sort((a, b) => a - b)).toEqual(totals);

    const budget = search("budgetMax=1");
    const none = await searchStays(supplier, budget.input, budget.filters, "NGN", new Date());
    expect(none).toMatchObject({ kind: "results", listings: [] });
  });

  test("a property named before its city comes first", async () => {
    const plain = await searchStays(supplier, search("").input, search("").filters, "NGN", new Date());
    if (plain.kind !== "results") throw new Error(plain.kind);
    const last = plain.listings.at(-1)!.property;
    const named = parseStayParams(
      new URLSearchParams(
        `where=${encodeURIComponent(`${last.name}, Lagos`)}&checkIn=${day(40)}&checkOut=${day(42)}&room=2`,
      ),
    );
    const result = await searchStays(supplier, named.input, named.filters, "NGN", new Date());
    if (result.kind !== "results") throw new Error(result.kind);
    expect(result.listings[0]?.property.name).toBe(last.name);
  });
});
