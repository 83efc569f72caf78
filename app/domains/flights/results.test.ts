import { describe, expect, test } from "vitest";
import { SandboxFlightSupplier } from "./sandbox/supplier";
import { shown } from "./results";
import { parseSearchParams, searchUrlParams } from "./search-query";

// A holiday's flight lands by its first day: the results keep only the outbound flights that land that day or before.

describe("landing by a day", () => {
  test("an outbound that lands after the day is not shown; the filter survives the URL", async () => {
    const day = "2027-02-10";
    const { input, filters } = parseSearchParams(
      new URLSearchParams(`trip=oneway&from=LOS&to=LHR&depart=${day}&adults=1&arriveBy=${day}`),
    );
    expect(filters.arriveBy).toBe(day);
    expect(searchUrlParams(input, filters).get("arriveBy")).toBe(day);
    const offers = await new SandboxFlightSupplier("unit-test-secret").search(
      {
        slices: [{ from: "LOS", to: "LHR", date: day }],
        adults: 1,
        childAges: [],
        infants: 0,
        cabin: "economy",
        currency: "NGN",
      },
      new Date("2027-01-10T10:00:00Z"),
    );
    const landing = (o: (typeof offers)[number]) => o.slices[0]?.segments.at(-1)?.arriveLocal.slice(0, 10) ?? "";
    // The sandbox's night flights from Lagos land in London the next morning: some land after the day, some on it.
    expect(offers.some((o) => landing(o) > day)).toBe(true);
    const kept = offers.filter((o) => shown(o, filters, 1, "NGN") !== null);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((o) => landing(o) <= day)).toBe(true);
    const none = parseSearchParams(
      new URLSearchParams(`trip=oneway&from=LOS&to=LHR&depart=${day}&adults=1&arriveBy=x`),
    );
    expect(none.filters.arriveBy).toBeNull();
  });
});
