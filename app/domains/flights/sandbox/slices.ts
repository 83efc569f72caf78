import { departureKey, flightsOn, localTimes, type ScheduledFlight } from "./schedule";
import { seatsLeft } from "./availability";
import { routesBetween } from "./network";
import { type Cabin } from "../aircraft";
import { type Segment, type Slice } from "../supplier";
import { utcToLocal } from "~/lib/time";
// The sandbox's scheduled flights as the supplier interface's segments and slices, and the ways to combine slices.

export function toSegment(flight: ScheduledFlight, cabin: Cabin, day: string): Segment {
  const { departLocal, arriveLocal } = localTimes(flight);
  const stop = flight.technicalStop;
  return {
    carrier: { code: flight.route.carrier.code, name: flight.route.carrier.name },
    flightNumber: flight.flightNumber,
    from: flight.route.from.code,
    to: flight.route.to.code,
    departLocal,
    arriveLocal,
    departTimeZone: flight.route.from.tz,
    arriveTimeZone: flight.route.to.tz,
    departUtc: new Date(flight.departUtc).toISOString(),
    arriveUtc: new Date(flight.arriveUtc).toISOString(),
    durationMinutes: flight.durationMinutes,
    aircraft: { code: flight.route.aircraft.code, name: flight.route.aircraft.name },
    cabin,
    technicalStops: stop
      ? [
          {
            airport: stop.airport.code,
            arriveLocal: utcToLocal(stop.arriveUtc, stop.airport.tz),
            departLocal: utcToLocal(stop.departUtc, stop.airport.tz),
            minutes: (stop.departUtc - stop.arriveUtc) / 60000,
          },
        ]
      : [],
    inventoryKey: departureKey(flight),
    seatsLeft: seatsLeft(flight, cabin, day),
  };
}

export function toSlice(flights: ScheduledFlight[], cabin: Cabin, day: string): Slice {
  const first = flights[0];
  const last = flights.at(-1);
  if (!first || !last) throw new Error("A slice has at least one flight");
  return {
    from: first.route.from.code,
    to: last.route.to.code,
    segments: flights.map((f) => toSegment(f, cabin, day)),
    durationMinutes: (last.arriveUtc - first.departUtc) / 60000,
    stops: flights.length - 1,
    layovers: flights.slice(1).map((next, i) => {
      const previous = flights[i] as ScheduledFlight;
      const tz = next.route.from.tz;
      return {
        airport: next.route.from.code,
        minutes: (next.departUtc - previous.arriveUtc) / 60000,
        overnight: utcToLocal(previous.arriveUtc, tz).slice(0, 10) !== utcToLocal(next.departUtc, tz).slice(0, 10),
      };
    }),
  };
}

export function findFlight(flightNumber: string, date: string, from: string, to: string): ScheduledFlight | undefined {
  for (const route of routesBetween(from, to)) {
    if (!flightNumber.startsWith(route.carrier.code)) continue;
    const flight = flightsOn(route, date).find((f) => f.flightNumber === flightNumber);
    if (flight) return flight;
  }
  return undefined;
}

/** The k cheapest ways to combine one option per slice, by the sum of each slice's rank. */
export function combinations(counts: number[], limit: number): number[][] {
  const out: number[][] = [];
  const seen = new Set<string>();
  const frontier: number[][] = [counts.map(() => 0)];
  while (frontier.length > 0 && out.length < limit) {
    frontier.sort((a, b) => a.reduce((s, x) => s + x, 0) - b.reduce((s, x) => s + x, 0));
    const next = frontier.shift() as number[];
    const key = next.join(",");
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(next);
    next.forEach((_, i) => {
      const child = [...next];
      child[i] = (child[i] ?? 0) + 1;
      if ((child[i] ?? 0) < (counts[i] ?? 0)) frontier.push(child);
    });
  }
  return out;
}
