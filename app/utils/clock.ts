import { isCalendarDate } from "../lib/time";

/**
 * A clock that runs as of another day: the same time of day and the same pace as `real`, shifted by whole days so
 * that today is `today`. The test suite runs the whole site as of any day with it (TEST_TODAY: the README's Tests section).
 */
export function shiftedClock(today: string, real: () => number = Date.now): () => Date {
  if (!isCalendarDate(today)) throw new Error(`not a day: ${today}`);
  const now = real();
  const offset = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`);
  return () => new Date(real() + offset);
}

/** A clock that reads `start` now and then runs at the real pace: the tests' fixed instant. */
export function clockFrom(start: Date, real: () => number = Date.now): () => Date {
  const from = real();
  return () => new Date(start.getTime() + (real() - from));
}

/**
 * The site's clock: the real one, or, outside production, the one TEST_TODAY asks for (a var the test suite sets so
 * that every page, queue consumer and cron run sees the same day as the tests).
 */
export function clockFor(env: { APP_ENV: string; TEST_TODAY?: string }, real: () => number = Date.now): () => Date {
  const today = env.TEST_TODAY ?? "";
  if (today === "" || env.APP_ENV === "production") return () => new Date(real());
  if (real !== Date.now) return shiftedClock(today, real);
  // One shift per isolate, as the tests take theirs once: a run that goes past midnight moves on to the next day on
  // both sides, instead of the server staying on TEST_TODAY while the tests' clock leaves it.
  let clock = isolateClocks.get(today);
  if (!clock) isolateClocks.set(today, (clock = shiftedClock(today)));
  return clock;
}

const isolateClocks = new Map<string, () => Date>();
