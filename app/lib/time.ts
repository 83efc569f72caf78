import { z } from "zod";

const CalendarDate = z.iso.date();

/** A real day written YYYY-MM-DD ("2026-02-29" is not one; "2028-02-29" is). */
export function isCalendarDate(value: string): boolean {
  return CalendarDate.safeParse(value).success;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

function localParts(utcMs: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(utcMs)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return parts as { year: number; month: number; day: number; hour: number; minute: number };
}

/** A zone's offset changes only on a quarter hour (every transition in the tz database does): one per zone and quarter. */
const QUARTER_MS = 15 * 60_000;
const DAY_MS = 86_400_000;
const offsets = new Map<string, number>();
/** A zone's offset through a whole UTC day, or null on a day it changes (a daylight-saving day): by zone and day. */
const dayOffsets = new Map<string, number | null>();

function quarterOffset(utcMs: number, timeZone: string): number {
  const quarter = Math.floor(utcMs / QUARTER_MS);
  const key = `${timeZone}|${quarter}`;
  const kept = offsets.get(key);
  if (kept !== undefined) return kept;
  const at = quarter * QUARTER_MS;
  const p = localParts(at, timeZone);
  const offset = Math.round((Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - at) / 60000);
  // Bounded: a year of quarters for a few zones at most; then it starts again.
  if (offsets.size >= 50_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/**
 * Minutes the zone is ahead of UTC at that instant (Lagos +60, London 0 or +60). Asking Intl was most of an uncached
 * results page's CPU (`npm run profile:search`): a day whose first and last quarter hours have one offset has it all
 * day (no zone changes twice in a day), so Intl is asked twice a zone and day, and by the quarter hour only on a
 * daylight-saving day.
 */
export function offsetMinutes(utcMs: number, timeZone: string): number {
  const day = Math.floor(utcMs / DAY_MS);
  const key = `${timeZone}|${day}`;
  let whole = dayOffsets.get(key);
  if (whole === undefined) {
    const first = quarterOffset(day * DAY_MS, timeZone);
    whole = first === quarterOffset((day + 1) * DAY_MS - QUARTER_MS, timeZone) ? first : null;
    if (dayOffsets.size >= 50_000) dayOffsets.clear();
    dayOffsets.set(key, whole);
  }
  return whole ?? quarterOffset(utcMs, timeZone);
}

/** The instant of a local date and time in a zone ("2026-12-20", 8:35 in Africa/Lagos). */
export function localToUtc(date: string, minutesOfDay: number, timeZone: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const naive = Date.UTC(y, m - 1, d) + minutesOfDay * 60000;
  const first = naive - offsetMinutes(naive, timeZone) * 60000;
  const second = naive - offsetMinutes(first, timeZone) * 60000;
  return second;
}

/** "2026-12-20T08:35": the local wall-clock time in a zone. */
export function utcToLocal(utcMs: number, timeZone: string): string {
  return new Date(utcMs + offsetMinutes(utcMs, timeZone) * 60000).toISOString().slice(0, 16);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A calendar date's day since 1970-01-01, read by its digits (a search's pricing asks it thousands of times). */
function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

/** Whole days from one calendar date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(date: string): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}
