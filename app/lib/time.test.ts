import { expect, test } from "vitest";
import { addDays, daysBetween, localToUtc, offsetMinutes, utcToLocal, weekday } from "./time";

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

test("an offset kept by the day is Intl's own at every quarter hour, daylight-saving days included", () => {
  // Intl's own offset, asked another way: the zone's name as a GMT offset ("GMT+05:30", "GMT" for none).
  const intl = (utcMs: number, timeZone: string) => {
    const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(utcMs)
      .find((part) => part.type === "timeZoneName")?.value;
    const [, sign, hours, minutes] = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name ?? "") ?? [];
    if (name === undefined || (sign === undefined && name !== "GMT")) throw new Error(`offset ${name}`);
    return sign ? (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0;
  };
  // London's and New York's changes, Lord Howe's half hour, a zone without any; each day at every quarter hour.
  const days = ["2027-03-28", "2027-10-31", "2027-03-14", "2027-11-07", "2027-04-04", "2027-10-03", "2027-06-15"];
  const zones = ["Europe/London", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "Africa/Lagos"];
  for (const zone of zones) {
    for (const day of days) {
      for (let quarter = 0; quarter < 96; quarter++) {
        const at = Date.parse(`${day}T00:00:00Z`) + quarter * 15 * 60_000 + 7 * 60_000;
        expect(offsetMinutes(at, zone), `${zone} ${new Date(at).toISOString()}`).toBe(intl(at, zone));
      }
    }
  }
});

test("days between dates and a date's weekday, read by their digits, are the Date object's", () => {
  for (let n = -800; n < 800; n += 7) {
    const date = addDays("2027-01-01", n);
    expect(weekday(date)).toBe(new Date(`${date}T00:00:00Z`).getUTCDay());
    expect(daysBetween("2027-01-01", date)).toBe(n);
    expect(daysBetween(date, "2027-01-01")).toBe(-n);
  }
  expect(weekday("1969-12-31")).toBe(3);
});
