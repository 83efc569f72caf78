import { describe, expect, test } from "vitest";
import { clockFor, clockFrom, shiftedClock } from "./clock";

describe("the site's clock", () => {
  test("a shifted clock keeps the time of day and the pace, on another day", () => {
    let real = Date.parse("2026-11-24T22:37:48.500Z");
    const clock = shiftedClock("2027-06-12", () => real);
    expect(clock().toISOString()).toBe("2027-06-12T22:37:48.500Z");
    real += 90_000;
    expect(clock().toISOString()).toBe("2027-06-12T22:39:18.500Z");
    expect(shiftedClock("2026-01-01", () => Date.parse("2026-03-01T00:00:00Z"))().toISOString()).toBe(
      "2026-01-01T00:00:00.000Z",
    );
  });

  test("a clock from a fixed instant runs at the real pace", () => {
    let real = 1_000;
    const clock = clockFrom(new Date("2027-01-05T09:00:00Z"), () => real);
    expect(clock().toISOString()).toBe("2027-01-05T09:00:00.000Z");
    real += 2_500;
    expect(clock().toISOString()).toBe("2027-01-05T09:00:02.500Z");
  });

  test("a clock is shifted only to a real day", () => {
    expect(() => shiftedClock("2027-02-29")).toThrow();
    expect(() => shiftedClock("tomorrow")).toThrow();
    expect(shiftedClock("2028-02-29")().toISOString().slice(0, 10)).toBe("2028-02-29");
  });

  test("TEST_TODAY moves the clock outside production only", () => {
    const sandbox = clockFor({ APP_ENV: "sandbox", TEST_TODAY: "2030-05-05" })();
    expect(sandbox.toISOString().slice(0, 10)).toBe("2030-05-05");
    const production = clockFor({ APP_ENV: "production", TEST_TODAY: "2030-05-05" })();
    expect(Math.abs(production.getTime() - Date.now())).toBeLessThan(1000);
    expect(Math.abs(clockFor({ APP_ENV: "sandbox", TEST_TODAY: "" })().getTime() - Date.now())).toBeLessThan(1000);
  });
});
