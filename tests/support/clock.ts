import { clockFrom, shiftedClock } from "../../app/utils/clock";
import { addDays, isCalendarDate } from "../../app/lib/time";

declare const __TEST_TODAY__: string | undefined;

function resolveToday(): string {
  // vitest.config.ts defines __TEST_TODAY__; Playwright's processes read the variable playwright.config.ts sets.
  const given = typeof __TEST_TODAY__ === "string" ? __TEST_TODAY__ : (process.env.TEST_TODAY ?? "");
  const today = given || new Date().toISOString().slice(0, 10);
  if (!isCalendarDate(today)) throw new Error(`TEST_TODAY must be a day as YYYY-MM-DD, not ${JSON.stringify(today)}`);
  return today;
}

/**
 * The day the whole suite runs as of: TEST_TODAY when set (`TEST_TODAY=2027-06-12 npm test`), else the real day.
 * The end-to-end server runs as of the same day (playwright.config.ts passes it on).
 */
export const TEST_TODAY: string = resolveToday();

/** The tests' clock: a fixed instant of TEST_TODAY (09:00 UTC, 10:00 in Lagos) when the file loads, then the real pace. */
export const testClock = clockFrom(new Date(`${TEST_TODAY}T09:00:00Z`));

/** The calendar day `offset` days after TEST_TODAY. */
export const testDay = (offset: number) => addDays(TEST_TODAY, offset);

/** The tests' clock `ms` ahead (or behind, when negative): a later cron run, a webhook signed long ago. */
export const testClockAhead = (ms: number) => () => new Date(testClock().getTime() + ms);

/** The end-to-end server's clock (app/utils/clock.ts): TEST_TODAY at the real time of day. */
export const siteClock = shiftedClock(TEST_TODAY);
