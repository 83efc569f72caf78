import { convert, roundToWholeUnits } from "~/domains/markets/fx";
import type { Currency, Money } from "~/domains/markets/markets";
import { unit } from "~/domains/suppliers/sandbox/random";
import { weekday } from "~/lib/time";
import { nightsOf } from "../stay-query";
import type { Property, RatePlan, RoomType } from "../supplier";
import { cityOf } from "./properties";

/** What a standard room in a three-star hotel costs a night, in US dollars, by region. */
const REGION_RATE: Record<string, number> = {
  nigeria: 85,
  westAfrica: 80,
  centralAfrica: 95,
  eastAfrica: 85,
  northAfrica: 70,
  southernAfrica: 75,
  europe: 145,
  middleEast: 125,
  northAmerica: 170,
  asia: 90,
  southAmerica: 90,
};
const EXPENSIVE_CITIES = new Set(["LHR", "CDG", "JFK", "ZRH", "GVA", "SFO", "BOS", "DXB", "SIN", "HKG", "NRT"]);
const STAR_FACTOR = [0, 0.35, 0.55, 1, 1.6, 2.6];
const TYPE_FACTOR = { hotel: 1, apartment: 1.1, guest_house: 0.8, resort: 1.3, hostel: 0.7 } as const;
const ROOM_FACTOR: Record<string, number> = {
  STD: 1,
  DLX: 1.3,
  FAM: 1.55,
  JSU: 1.9,
  STU: 1,
  "1BR": 1.35,
  "2BR": 1.9,
  SGL: 0.75,
  DBL: 1,
  TWN: 1,
  GDN: 1,
  POV: 1.2,
  VIL: 2.8,
  DRM: 0.3,
  PDB: 1,
};

function nightlyUsd(property: Property, room: RoomType, night: string): number {
  const city = cityOf(property.cityCode);
  const region = REGION_RATE[city?.region ?? ""] ?? 100;
  const base =
    region *
    (EXPENSIVE_CITIES.has(property.cityCode) ? 1.3 : 1) *
    STAR_FACTOR[property.stars]! *
    TYPE_FACTOR[property.type];
  const day = weekday(night);
  const leisure = property.type === "resort" || property.type === "hostel";
  const week = leisure ? (day === 5 || day === 6 ? 1.18 : 1) : day >= 1 && day <= 4 ? 1.08 : 0.94;
  const [, month, dom] = night.split("-").map(Number) as [number, number, number];
  const season =
    (month === 12 && dom >= 15) || (month === 1 && dom <= 3) ? 1.28 : month === 7 || month === 8 ? 1.15 : 1;
  const demand = 0.9 + unit(`${property.id}:${night}:demand`) * 0.22;
  return base * (ROOM_FACTOR[room.code] ?? 1) * week * season * demand;
}

function money(usd: number, currency: Currency): Money {
  return roundToWholeUnits(convert({ amount: Math.round(usd * 100), currency: "USD" }, currency));
}

/**
 * A room's rate plans for a stay: a cheaper non-refundable rate, a flexible rate with free cancellation
 * until a few days before, and bed and breakfast where the property serves it.
 */
export function ratePlans(
  property: Property,
  room: RoomType,
  checkIn: string,
  checkOut: string,
  guests: number,
  currency: Currency,
): RatePlan[] {
  const nights = nightsOf(checkIn, checkOut);
  const freeDays = property.type === "resort" ? 7 : property.stars >= 4 ? 2 : 1;
  const breakfastUsd = property.amenities.includes("breakfast") ? (6 + property.stars * 4) * guests : null;
  const plan = (code: string, factor: number, breakfast: boolean, refundable: boolean): RatePlan => {
    const nightly = nights.map((night) =>
      money(nightlyUsd(property, room, night) * factor + (breakfast && breakfastUsd ? breakfastUsd : 0), currency),
    );
    return {
      code,
      breakfastIncluded: breakfast,
      cancellation: { refundable, freeUntilDaysBefore: refundable ? freeDays : null },
      nightly,
      total: { amount: nightly.reduce((sum, m) => sum + m.amount, 0), currency },
    };
  };
  const plans = [plan("ROOM_ONLY_NONREF", 0.88, false, false), plan("ROOM_ONLY_FLEX", 1, false, true)];
  if (breakfastUsd !== null) plans.push(plan("BREAKFAST_FLEX", 1, true, true));
  return plans;
}
