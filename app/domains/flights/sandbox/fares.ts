import { serviceFeeCents } from "../service-fee";
import { convert, roundToWholeUnits } from "~/domains/markets/fx";
import type { Currency, Money } from "~/domains/markets/markets";
import type { Cabin } from "../aircraft";
import type { Baggage, FareFamily, PassengerPrice, Refundability } from "../supplier";
import type { ScheduledFlight } from "./schedule";
import { unit } from "~/domains/suppliers/sandbox/random";
import { daysBetween, weekday } from "~/lib/time";

interface FamilyRule {
  code: string;
  multiplier: number;
  checked: (longHaul: boolean) => Baggage;
  cabinBag: Baggage;
  changes: FareFamily["changes"];
  refundability: Refundability;
}

const bags = (pieces: number, kg: number): Baggage => ({ pieces, kg });

/** Fare families by cabin, cheapest first. Every one carries one of the spec's refundability labels. */
export const FAMILIES: Record<Cabin, FamilyRule[]> = {
  economy: [
    {
      code: "ECONOMY_LIGHT",
      multiplier: 1,
      checked: () => bags(1, 23),
      cabinBag: bags(1, 7),
      changes: "none",
      refundability: "Non Refundable",
    },
    {
      code: "ECONOMY_CLASSIC",
      multiplier: 1.22,
      checked: (long) => bags(long ? 2 : 1, 23),
      cabinBag: bags(1, 7),
      changes: "fee",
      refundability: "Penalty Applies",
    },
    {
      code: "ECONOMY_FLEX",
      multiplier: 1.65,
      checked: () => bags(2, 23),
      cabinBag: bags(1, 10),
      changes: "free",
      refundability: "Refundable",
    },
  ],
  premium_economy: [
    {
      code: "PREMIUM_STANDARD",
      multiplier: 1,
      checked: () => bags(2, 23),
      cabinBag: bags(1, 10),
      changes: "fee",
      refundability: "Penalty Applies",
    },
    {
      code: "PREMIUM_FLEX",
      multiplier: 1.3,
      checked: () => bags(2, 23),
      cabinBag: bags(2, 10),
      changes: "free",
      refundability: "Refundable",
    },
  ],
  business: [
    {
      code: "BUSINESS_SAVER",
      multiplier: 1,
      checked: () => bags(2, 32),
      cabinBag: bags(2, 10),
      changes: "fee",
      refundability: "Non Refundable for No-Show",
    },
    {
      code: "BUSINESS_FLEX",
      multiplier: 1.3,
      checked: () => bags(3, 32),
      cabinBag: bags(2, 10),
      changes: "free",
      refundability: "Refundable",
    },
  ],
  first: [
    {
      code: "FIRST_FLEX",
      multiplier: 1,
      checked: () => bags(3, 32),
      cabinBag: bags(2, 10),
      changes: "free",
      refundability: "Refundable",
    },
  ],
};

/** What a "fee" fare charges to change dates or cabin, per seated passenger (infants change free), in US cents. */
const CHANGE_FEE_CENTS: Record<Cabin, number> = { economy: 6_000, premium_economy: 9_000, business: 15_000, first: 0 };

/** The change fee of a fare family for `seated` passengers: nothing for a "free" family, none allowed for "none". */
export function changeFee(cabin: Cabin, changes: FareFamily["changes"], seated: number, currency: Currency): Money {
  return changes === "fee" ? money(CHANGE_FEE_CENTS[cabin] * seated, currency) : { amount: 0, currency };
}

const CABIN_MULTIPLIER: Record<Cabin, number> = { economy: 1, premium_economy: 1.75, business: 3.6, first: 6.2 };

/** A one-way economy base fare in US cents: falls per kilometre with distance, like real fares. */
function distanceFareCents(km: number): number {
  const usd =
    38 + 0.078 * Math.min(km, 1500) + 0.1 * Math.max(0, Math.min(km, 6000) - 1500) + 0.07 * Math.max(0, km - 6000);
  return Math.round(usd * 100);
}

/** Each flight's demand on the day it was last priced (a search prices a flight for every way it is part of). */
const demand = new WeakMap<ScheduledFlight, { today: string; value: number }>();

/** Demand: booking close to departure, Fridays and Sundays, December holidays and July–August cost more. */
export function demandMultiplier(flight: ScheduledFlight, today: string): number {
  const kept = demand.get(flight);
  if (kept?.today === today) return kept.value;
  const value = flightDemand(flight, today);
  demand.set(flight, { today, value });
  return value;
}

function flightDemand(flight: ScheduledFlight, today: string): number {
  const daysOut = daysBetween(today, flight.date);
  const advance =
    daysOut > 60 ? 0.88 : daysOut > 30 ? 1 : daysOut > 14 ? 1.14 : daysOut > 7 ? 1.32 : daysOut > 2 ? 1.58 : 1.9;
  const day = weekday(flight.date);
  const week = day === 5 || day === 0 ? 1.1 : day === 2 || day === 3 ? 0.93 : 1;
  const [, month, dom] = flight.date.split("-").map(Number) as [number, number, number];
  const season = (month === 12 && dom >= 15) || (month === 1 && dom <= 5) ? 1.35 : month === 7 || month === 8 ? 1.2 : 1;
  // How full this flight is selling, fixed per flight.
  const load = 0.9 + unit(`${flight.flightNumber}:${flight.date}:load`) * 0.28;
  return advance * week * season * load;
}

/** Taxes and surcharges in US cents for one passenger on one flight, by where it departs. */
function taxesCents(flight: ScheduledFlight, cabin: Cabin): number {
  const { from, to, distanceKm } = flight.route;
  const domestic = from.country === to.country;
  if (domestic) return from.country === "NG" ? 1_200 : 1_800;
  let usd = 22 + distanceKm * 0.012; // airport charges and carrier surcharge
  if (from.country === "NG") usd += 70; // Nigerian international departure charges
  if (from.country === "GB") usd += distanceKm > 3200 ? (cabin === "economy" ? 115 : 250) : 17; // Air Passenger Duty
  if (from.country === "US" || to.country === "US") usd += 42;
  return Math.round(usd * 100);
}

export interface FarePassengers {
  adults: number;
  children: number;
  infants: number;
}

function money(cents: number, currency: Currency): Money {
  return roundToWholeUnits(convert({ amount: Math.round(cents), currency: "USD" }, currency));
}

function add(...amounts: Money[]): Money {
  const [first] = amounts;
  if (!first) throw new Error("Nothing to add");
  return { amount: amounts.reduce((sum, m) => sum + m.amount, 0), currency: first.currency };
}

function times(m: Money, n: number): Money {
  return { amount: m.amount * n, currency: m.currency };
}

/** A journey's fare before its family's multiplier: base, taxes and Tern's fee for one adult, in US cents. */
interface JourneyCents {
  baseCents: number;
  taxCents: number;
  feeCents: number;
  longHaul: boolean;
}

function journeyCents(flights: ScheduledFlight[], cabin: Cabin, today: string, priceFactor: number): JourneyCents {
  const connectionDiscount = flights.length > 1 ? 0.86 : 1;
  let baseCents = 0;
  let taxCents = 0;
  for (const flight of flights) {
    baseCents +=
      distanceFareCents(flight.route.distanceKm) *
      CABIN_MULTIPLIER[cabin] *
      flight.route.carrier.fareLevel *
      demandMultiplier(flight, today) *
      connectionDiscount *
      priceFactor;
    taxCents += taxesCents(flight, cabin);
  }
  const feeCents = serviceFeeCents(flights.every((f) => f.route.from.country === f.route.to.country));
  return { baseCents, taxCents, feeCents, longHaul: flights.some((f) => f.route.distanceKm > 4000) };
}

function passengerPrice(base: number, taxes: number, fee: number, currency: Currency): PassengerPrice {
  const parts = { base: money(base, currency), taxes: money(taxes, currency), fee: money(fee, currency) };
  return { ...parts, total: add(parts.base, parts.taxes, parts.fee) };
}

/** One family's prices for the party: children pay 75 % of the adult base fare, infants on a lap 10 % and a share of the taxes. */
function familyPrices(journey: JourneyCents, rule: FamilyRule, passengers: FarePassengers, currency: Currency) {
  const adultBase = journey.baseCents * rule.multiplier;
  const { taxCents, feeCents } = journey;
  const adult = passengerPrice(adultBase, taxCents, feeCents, currency);
  const child = passengers.children > 0 ? passengerPrice(adultBase * 0.75, taxCents, feeCents, currency) : undefined;
  const infant = passengers.infants > 0 ? passengerPrice(adultBase * 0.1, taxCents * 0.15, 0, currency) : undefined;
  const total = add(
    times(adult.total, passengers.adults),
    ...(child ? [times(child.total, passengers.children)] : []),
    ...(infant ? [times(infant.total, passengers.infants)] : []),
  );
  return { adult, child, infant, total };
}

/**
 * The fare families for a journey's flights in one cabin, priced on `today`. Children pay 75 % of the adult
 * base fare, infants on a lap 10 % and a share of the taxes. Connections on one ticket are cheaper per flight.
 */
export function priceFamilies(
  flights: ScheduledFlight[],
  cabin: Cabin,
  passengers: FarePassengers,
  currency: Currency,
  today: string,
  /** The sandbox's price-change scenario raises base fares by this factor. */
  priceFactor = 1,
): FareFamily[] {
  const journey = journeyCents(flights, cabin, today, priceFactor);
  return FAMILIES[cabin].map((rule) => {
    const { adult, child, infant, total } = familyPrices(journey, rule, passengers, currency);
    return {
      code: rule.code,
      cabin,
      checked: rule.checked(journey.longHaul),
      cabinBag: rule.cabinBag,
      changes: rule.changes,
      refundability: rule.refundability,
      perPassenger: { adult, ...(child ? { child } : {}), ...(infant ? { infant } : {}) },
      total,
    };
  });
}

/**
 * The cheapest family's prices alone (the first of FAMILIES, cheapest first): what a search sorts a day's
 * itineraries by and a calendar day shows, without pricing the families nobody looks at there.
 */
export function cheapestFamilyPrices(
  flights: ScheduledFlight[],
  cabin: Cabin,
  passengers: FarePassengers,
  currency: Currency,
  today: string,
): { adult: PassengerPrice; total: Money } | null {
  const rule = FAMILIES[cabin][0];
  return rule ? familyPrices(journeyCents(flights, cabin, today, 1), rule, passengers, currency) : null;
}
