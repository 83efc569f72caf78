import { type Aircraft, AIRCRAFT, type Cabin, CABINS } from "../aircraft";
import { AIRPORTS, type Airport, requireAirport } from "../airports";
import { type Carrier, CARRIERS } from "./carriers";
import { distanceKm } from "~/lib/geo";
import { hash, pick, unit } from "~/domains/suppliers/sandbox/random";

/** One carrier's service between two airports, in one direction. */
export interface Route {
  carrier: Carrier;
  from: Airport;
  to: Airport;
  distanceKm: number;
  aircraft: Aircraft;
  cabins: Cabin[];
  /** Flights a day on days it operates. */
  frequency: number;
  /** Bit d set = operates on weekday d (0 = Sunday). */
  days: number;
  flightNumberBase: number;
  /** Where a flight lands to refuel without passengers changing plane, when the aircraft cannot fly it nonstop. */
  technicalStop?: Airport;
}

const REGION_GROUPS = new Map<string, string[]>();
for (const airport of AIRPORTS) {
  const group = REGION_GROUPS.get(airport.region) ?? [];
  group.push(airport.code);
  REGION_GROUPS.set(airport.region, group);
}

function destinations(carrier: Carrier): string[] {
  const codes = carrier.serves.split(/\s+/).flatMap((token) => {
    if (!token.startsWith("@")) return [token];
    const group = REGION_GROUPS.get(token.slice(1));
    if (!group) throw new Error(`${carrier.code}: unknown region ${token}`);
    return group;
  });
  for (const code of codes) requireAirport(code);
  return codes;
}

function aircraftFor(carrier: Carrier, distance: number): Aircraft {
  const code =
    distance < 1000
      ? carrier.fleet.short
      : distance < 4500
        ? carrier.fleet.medium
        : (carrier.fleet.long ?? carrier.fleet.medium);
  return AIRCRAFT[code];
}

/** A refuelling stop: the network airport that adds least distance with both legs in range. */
function technicalStopFor(from: Airport, to: Airport, aircraft: Aircraft): Airport | undefined {
  let best: { airport: Airport; total: number } | undefined;
  for (const airport of AIRPORTS) {
    if (airport === from || airport === to || airport.size !== "large") continue;
    const a = distanceKm(from, airport);
    const b = distanceKm(airport, to);
    if (a > aircraft.rangeKm || b > aircraft.rangeKm) continue;
    if (!best || a + b < best.total) best = { airport, total: a + b };
  }
  return best?.airport;
}

/** Nobody flies shorter than this: travellers drive (Lagos to Ibadan, Lomé to Cotonou). */
export const MIN_ROUTE_KM = 250;

function buildRoute(carrier: Carrier, from: Airport, to: Airport): Route | null {
  const distance = distanceKm(from, to);
  if (distance < MIN_ROUTE_KM) return null;
  const aircraft = aircraftFor(carrier, distance);
  const cabins = CABINS.filter((c) => carrier.cabins.includes(c) && aircraft.layout.some((l) => l.cabin === c));
  const key = `${carrier.code}:${[from.code, to.code].sort().join("-")}`;
  const maxFrequency = distance < 1200 ? 4 : distance < 3500 ? 2 : 1;
  const frequency = Math.max(
    1,
    Math.min(
      maxFrequency,
      pick(`${key}:freq`, 1, maxFrequency) +
        (carrier.hubs.includes(from.code) && carrier.hubs.includes(to.code) ? 1 : 0),
    ),
  );
  // Long, thin routes do not fly every day.
  const daily = distance < 3000 || unit(`${key}:daily`) < 0.6;
  let days = 0b1111111;
  if (!daily) {
    const skip = pick(`${key}:skip`, 0, 6);
    days &= ~(1 << skip) & ~(1 << ((skip + 3) % 7));
  }
  const forward = from.code < to.code;
  const base = 100 + (hash(key) % 900) * 2 + (forward ? 0 : 1);
  let technicalStop: Airport | undefined;
  if (distance > aircraft.rangeKm) {
    technicalStop = technicalStopFor(from, to, aircraft);
    if (!technicalStop) return null;
  }
  return {
    carrier,
    from,
    to,
    distanceKm: distance,
    aircraft,
    cabins,
    frequency,
    days,
    flightNumberBase: base,
    technicalStop,
  };
}

function buildNetwork() {
  const routes = new Map<string, Route[]>();
  const seen = new Set<string>();
  const add = (carrier: Carrier, a: string, b: string) => {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ] as const) {
      const id = `${carrier.code}:${x}:${y}`;
      if (x === y || seen.has(id)) continue;
      seen.add(id);
      const route = buildRoute(carrier, requireAirport(x), requireAirport(y));
      if (!route) continue;
      const list = routes.get(x) ?? [];
      list.push(route);
      routes.set(x, list);
    }
  };
  for (const carrier of CARRIERS) {
    const dests = destinations(carrier);
    for (const hub of carrier.hubs) {
      for (const dest of dests) add(carrier, hub, dest);
      for (const other of carrier.hubs) add(carrier, hub, other);
    }
  }
  return routes;
}

const ROUTES_FROM = buildNetwork();
const ROUTES_BETWEEN = new Map<string, Route[]>();
for (const route of [...ROUTES_FROM.values()].flat()) {
  const key = `${route.from.code}-${route.to.code}`;
  ROUTES_BETWEEN.set(key, [...(ROUTES_BETWEEN.get(key) ?? []), route]);
}
const NONE: readonly Route[] = [];

export function routesFrom(code: string): readonly Route[] {
  return ROUTES_FROM.get(code) ?? NONE;
}

export function routesBetween(from: string, to: string): readonly Route[] {
  return ROUTES_BETWEEN.get(`${from}-${to}`) ?? NONE;
}

/** Airports where a carrier (or its alliance partners) can connect passengers. */
export function isConnectingPoint(airport: string, first: Carrier, second: Carrier): boolean {
  const atHub = first.hubs.includes(airport) || second.hubs.includes(airport);
  const sameGroup = first.code === second.code || (first.alliance !== undefined && first.alliance === second.alliance);
  const interline =
    (first.interlines === true && first.hubs.includes(airport)) ||
    (second.interlines === true && second.hubs.includes(airport));
  return atHub && (sameGroup || interline);
}

export function allRoutes(): Route[] {
  return [...ROUTES_FROM.values()].flat();
}
