import { requireAirport } from "../airports";
import { distanceKm } from "~/lib/geo";
import { isConnectingPoint, type Route, routesBetween, routesFrom } from "./network";
import { flightsOn, type ScheduledFlight } from "./schedule";
import { addDays, utcToLocal } from "~/lib/time";

/** Minimum connection times: a domestic-to-domestic change is quicker than an international one. */
export function minimumConnectionMinutes(arriving: ScheduledFlight, departing: ScheduledFlight): number {
  const domestic =
    arriving.route.from.country === arriving.route.to.country &&
    departing.route.from.country === departing.route.to.country;
  return domestic ? 60 : 90;
}

const MAX_CONNECTION_MINUTES = 22 * 60;
const MAX_DETOUR_ONE_STOP = 2.6;
const MAX_DETOUR_TWO_STOPS = 2.2;
const MAX_ITINERARIES = 60;

function canConnect(arriving: ScheduledFlight, departing: ScheduledFlight): boolean {
  const gap = (departing.departUtc - arriving.arriveUtc) / 60000;
  return gap >= minimumConnectionMinutes(arriving, departing) && gap <= MAX_CONNECTION_MINUTES;
}

/** Flights on a route that can follow an arrival: same local day at the connecting airport, or the next. */
function onwardFlights(route: Route, after: ScheduledFlight): ScheduledFlight[] {
  const day = utcToLocal(after.arriveUtc, route.from.tz).slice(0, 10);
  return [...flightsOn(route, day), ...flightsOn(route, addDays(day, 1))].filter((f) => canConnect(after, f));
}

/**
 * Every way to fly from one airport to another leaving on a local date: nonstop, then one stop, and two
 * stops only where fewer than four simpler ways exist. Connections are at a hub of the same carrier or
 * alliance, respect minimum connection times, and do not wander too far off the direct line.
 */
export function findItineraries(from: string, to: string, date: string): ScheduledFlight[][] {
  const origin = requireAirport(from);
  const destination = requireAirport(to);
  const direct = distanceKm(origin, destination);
  const results: ScheduledFlight[][] = [];

  for (const route of routesBetween(from, to)) {
    for (const flight of flightsOn(route, date)) results.push([flight]);
  }

  const firstLegs = routesFrom(from).filter((r) => r.to.code !== to);
  for (const first of firstLegs) {
    const via = first.to.code;
    for (const second of routesBetween(via, to)) {
      if (!isConnectingPoint(via, first.carrier, second.carrier)) continue;
      if (first.distanceKm + second.distanceKm > direct * MAX_DETOUR_ONE_STOP) continue;
      for (const f1 of flightsOn(first, date)) {
        for (const f2 of onwardFlights(second, f1)) results.push([f1, f2]);
      }
    }
  }

  if (results.length < 4) {
    for (const first of firstLegs) {
      const x = first.to.code;
      for (const second of routesFrom(x)) {
        const y = second.to.code;
        if (y === from || y === to || !isConnectingPoint(x, first.carrier, second.carrier)) continue;
        if (first.distanceKm + second.distanceKm > direct * MAX_DETOUR_TWO_STOPS) continue;
        for (const third of routesBetween(y, to)) {
          if (!isConnectingPoint(y, second.carrier, third.carrier)) continue;
          if (first.distanceKm + second.distanceKm + third.distanceKm > direct * MAX_DETOUR_TWO_STOPS) continue;
          for (const f1 of flightsOn(first, date)) {
            for (const f2 of onwardFlights(second, f1)) {
              for (const f3 of onwardFlights(third, f2)) results.push([f1, f2, f3]);
            }
          }
        }
      }
    }
  }

  // Keep the sensible ones: for each first departure, the quickest way on.
  const elapsed = (it: ScheduledFlight[]) => (it.at(-1)?.arriveUtc ?? 0) - (it[0]?.departUtc ?? 0);
  results.sort(
    (a, b) => a.length - b.length || elapsed(a) - elapsed(b) || (a[0]?.departUtc ?? 0) - (b[0]?.departUtc ?? 0),
  );
  return results.slice(0, MAX_ITINERARIES);
}
