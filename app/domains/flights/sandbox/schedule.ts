import type { Airport } from "../airports";
import { distanceKm } from "~/lib/geo";
import type { Route } from "./network";
import { pick } from "~/domains/suppliers/sandbox/random";
import { localToUtc, utcToLocal, weekday } from "~/lib/time";

/** One scheduled flight on one date. Times are instants; local wall-clock times are derived per airport. */
export interface ScheduledFlight {
  route: Route;
  /** The origin's local departure date. */
  date: string;
  flightNumber: string;
  departUtc: number;
  arriveUtc: number;
  durationMinutes: number;
  technicalStop?: { airport: Airport; arriveUtc: number; departUtc: number };
}

const TAXI_MINUTES = 25;
const TECHNICAL_STOP_MINUTES = 60;

function flightMinutes(distance: number, speedKmh: number): number {
  return Math.round(((distance / speedKmh) * 60 + TAXI_MINUTES) / 5) * 5;
}

const cache = new Map<string, ScheduledFlight[]>();

/** The flights a route operates on a local date, in departure order. Same inputs, same flights, anywhere. */
export function flightsOn(route: Route, date: string): ScheduledFlight[] {
  const key = `${route.carrier.code}:${route.from.code}:${route.to.code}:${date}`;
  let flights = cache.get(key);
  if (!flights) {
    flights = scheduleFlights(route, date);
    if (cache.size > 50_000) cache.clear();
    cache.set(key, flights);
  }
  return flights;
}

function scheduleFlights(route: Route, date: string): ScheduledFlight[] {
  if ((route.days & (1 << weekday(date))) === 0) return [];
  const key = `${route.carrier.code}:${route.from.code}:${route.to.code}`;
  const flights: ScheduledFlight[] = [];
  const window = 17 * 60; // departures between 06:00 and 23:00 local
  for (let i = 0; i < route.frequency; i++) {
    const slot = 6 * 60 + Math.floor((window / route.frequency) * i);
    const jitter = pick(`${key}:${i}:minute`, 0, Math.max(0, Math.floor(window / route.frequency) - 60));
    const minutesOfDay = Math.round((slot + jitter) / 5) * 5;
    const departUtc = localToUtc(date, minutesOfDay, route.from.tz);
    let durationMinutes: number;
    let technicalStop: ScheduledFlight["technicalStop"];
    if (route.technicalStop) {
      const first = flightMinutes(distanceKm(route.from, route.technicalStop), route.aircraft.speedKmh);
      const second = flightMinutes(distanceKm(route.technicalStop, route.to), route.aircraft.speedKmh);
      durationMinutes = first + TECHNICAL_STOP_MINUTES + second;
      technicalStop = {
        airport: route.technicalStop,
        arriveUtc: departUtc + first * 60000,
        departUtc: departUtc + (first + TECHNICAL_STOP_MINUTES) * 60000,
      };
    } else {
      durationMinutes = flightMinutes(route.distanceKm, route.aircraft.speedKmh);
    }
    flights.push({
      route,
      date,
      flightNumber: `${route.carrier.code}${route.flightNumberBase + i * 2000}`,
      departUtc,
      arriveUtc: departUtc + durationMinutes * 60000,
      durationMinutes,
      technicalStop,
    });
  }
  return flights;
}

export function localTimes(flight: ScheduledFlight) {
  return {
    departLocal: utcToLocal(flight.departUtc, flight.route.from.tz),
    arriveLocal: utcToLocal(flight.arriveUtc, flight.route.to.tz),
  };
}

/** The inventory key of a flight and cabin: one Inventory Durable Object each. */
export function departureKey(flight: ScheduledFlight): string {
  return `${flight.flightNumber}:${flight.date}:${flight.route.from.code}-${flight.route.to.code}`;
}
