import { type Cabin, seatsIn } from "../aircraft";
import { unit } from "~/domains/suppliers/sandbox/random";
import type { ScheduledFlight } from "./schedule";
import { daysBetween } from "~/lib/time";

/** Each flight's seats left per cabin on the day they were last asked (a search asks for each way it is part of). */
const asked = new WeakMap<ScheduledFlight, { today: string; byCabin: Partial<Record<Cabin, number>> }>();

/** Seats still for sale in a cabin of a flight: fuller as departure nears, fixed per flight and day. */
export function seatsLeft(flight: ScheduledFlight, cabin: Cabin, today: string): number {
  let kept = asked.get(flight);
  if (kept?.today !== today) {
    kept = { today, byCabin: {} };
    asked.set(flight, kept);
  }
  return (kept.byCabin[cabin] ??= flightSeatsLeft(flight, cabin, today));
}

function flightSeatsLeft(flight: ScheduledFlight, cabin: Cabin, today: string): number {
  const capacity = seatsIn(flight.route.aircraft, cabin);
  const daysOut = daysBetween(today, flight.date);
  const base = 0.2 + unit(`${flight.flightNumber}:${flight.date}:${cabin}:sold`) * 0.55;
  const closeness = Math.max(0, 1 - daysOut / 90) * 0.35;
  return capacity - Math.round(capacity * Math.min(0.995, base + closeness));
}
