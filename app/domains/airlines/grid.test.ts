import { describe, expect, it } from "vitest";
import { cellSearch, priceGrid, priced, type SectorPrice } from "./grid";

const price = (over: Partial<SectorPrice> = {}): SectorPrice => ({
  carrier: "BA",
  departureAirport: "LHR",
  destinationAirport: "LOS",
  amount: { amount: 45_000_00, currency: "NGN" },
  isReturn: false,
  departureDate: "2027-02-10",
  returnDate: null,
  cabin: "economy",
  ...over,
});

describe("a price cell", () => {
  it("opens a one-way search for 1 adult, 0 children, 0 infants on its date, with its airline", () => {
    const query = new URLSearchParams(cellSearch(price()) ?? "");
    expect(Object.fromEntries(query)).toEqual({
      trip: "oneway",
      from: "LHR",
      to: "LOS",
      depart: "2027-02-10",
      adults: "1",
      cabin: "economy",
      airlines: "BA",
    });
    expect(query.has("children") || query.has("infants") || query.has("return")).toBe(false);
  });

  it("opens a round trip on its departure and return dates when its Return flag is set", () => {
    const query = new URLSearchParams(cellSearch(price({ isReturn: true, returnDate: "2027-02-17" })) ?? "");
    expect(query.get("trip")).toBe("return");
    expect(query.get("depart")).toBe("2027-02-10");
    expect(query.get("return")).toBe("2027-02-17");
  });

  it("is N/A and opens nothing with no amount, an amount of 0, or no dates", () => {
    for (const none of [
      undefined,
      price({ amount: null }),
      price({ amount: { amount: 0, currency: "NGN" } }),
      price({ departureDate: null }),
      price({ isReturn: true, returnDate: null }),
    ]) {
      expect(priced(none)).toBe(false);
      expect(cellSearch(none)).toBeNull();
    }
  });
});

describe("the grid", () => {
  it("is destinations by departures, a sector flown from nowhere empty and an airport to itself none", () => {
    const grid = priceGrid(["LHR", "LGW"], ["LOS", "LGW"], [price()]);
    expect(grid.map((row) => row.destination)).toEqual(["LOS", "LGW"]);
    expect(grid[0]?.cells).toEqual([
      { departure: "LHR", price: price() },
      { departure: "LGW", price: null },
    ]);
    expect(grid[1]?.cells[1]).toBeNull();
  });
});
