import { expect, test } from "vitest";
import { localToUtc, offsetMinutes, utcToLocal } from "./time";

test("local times follow each zone's offset, through daylight-saving changes", () => {
  // London moves to UTC+1 at 01:00 UTC on 28 March 2027.
  expect(new Date(localToUtc("2027-03-27", 9 * 60, "Europe/London")).toISOString()).toBe("2027-03-27T09:00:00.000Z");
  expect(new Date(localToUtc("2027-03-28", 9 * 60, "Europe/London")).toISOString()).toBe("2027-03-28T08:00:00.000Z");
  expect(offsetMinutes(Date.parse("2027-03-28T00:59:00Z"), "Europe/London")).toBe(0);
  expect(offsetMinutes(Date.parse("2027-03-28T01:00:00Z"), "Europe/London")).toBe(60);
  expect(utcToLocal(Date.parse("2026-12-20T19:00:00Z"), "Africa/Lagos")).toBe("2026-12-20T20:00");
  expect(utcToLocal(Date.parse("2026-12-20T19:00:00Z"), "America/New_York")).toBe("2026-12-20T14:00");
  expect(utcToLocal(Date.parse("2026-12-20T19:00:00Z"), "Asia/Kolkata")).toBe("2026-12-21T00:30");
});
