import { AIRPORTS, requireAirport } from "~/domains/flights/airports";
import { pick, unit } from "~/domains/suppliers/sandbox/random";
import { cityOf, CITIES, propertiesIn } from "~/domains/hotels/sandbox/properties";
import { convert, roundToWholeUnits } from "~/domains/markets/fx";
import type { Currency, Money } from "~/domains/markets/markets";
import {
  type Activity,
  type ActivityCategory,
  type HolidayPackage,
  type RideQuote,
  type TravelCard,
  type TravelExtra,
  VEHICLE_CLASSES,
  type VehicleClass,
  type VisaDocument,
  type VisaProduct,
} from "../types";

const usd = (dollars: number, currency: Currency): Money =>
  roundToWholeUnits(convert({ amount: Math.round(dollars * 100), currency: "USD" }, currency));

// ---------------------------------------------------------------------------------------------- visas

const STICKER: VisaDocument[] = [
  "passport",
  "photo",
  "bank_statement",
  "employment_letter",
  "hotel_booking",
  "return_ticket",
];
const E_VISA: VisaDocument[] = ["passport", "photo", "hotel_booking", "return_ticket"];
const SCHENGEN = ["FR", "DE", "NL", "ES", "IT", "BE", "PT", "AT", "GR", "CH", "DK", "SE", "NO", "FI", "PL", "IE"];

interface VisaRule {
  type: VisaProduct["type"];
  entries: VisaProduct["entries"];
  validityDays: number;
  maxStayDays: number;
  processingDays: [number, number];
  fee: Money;
  documents: VisaDocument[];
}

const m = (amount: number, currency: Currency): Money => ({ amount, currency });

/**
 * Visas for holders of a Nigerian passport, Tern's first market, with each government's fee in its own
 * currency. ECOWAS countries need none, so they have no visa product.
 */
const VISA_RULES: Record<string, VisaRule[]> = {
  GB: [
    {
      type: "tourist",
      entries: "multiple",
      validityDays: 180,
      maxStayDays: 180,
      processingDays: [15, 21],
      fee: m(127_00, "GBP"),
      documents: [...STICKER, "biometrics_appointment"],
    },
  ],
  US: [
    {
      type: "tourist",
      entries: "single",
      validityDays: 90,
      maxStayDays: 90,
      processingDays: [60, 300],
      fee: m(185_00, "USD"),
      documents: [...STICKER, "biometrics_appointment"],
    },
  ],
  CA: [
    {
      type: "tourist",
      entries: "multiple",
      validityDays: 365,
      maxStayDays: 180,
      processingDays: [30, 120],
      fee: m(185_00, "CAD"),
      documents: [...STICKER, "biometrics_appointment"],
    },
  ],
  AE: [
    {
      type: "e_visa",
      entries: "single",
      validityDays: 60,
      maxStayDays: 30,
      processingDays: [3, 5],
      fee: m(367_00, "AED"),
      documents: E_VISA,
    },
  ],
  ZA: [
    {
      type: "tourist",
      entries: "single",
      validityDays: 90,
      maxStayDays: 30,
      processingDays: [5, 20],
      fee: m(425_00, "ZAR"),
      documents: [...STICKER, "yellow_fever_certificate"],
    },
  ],
  KE: [
    {
      type: "e_visa",
      entries: "single",
      validityDays: 90,
      maxStayDays: 90,
      processingDays: [3, 3],
      fee: m(32_00, "USD"),
      documents: [...E_VISA, "yellow_fever_certificate"],
    },
  ],
  EG: [
    {
      type: "e_visa",
      entries: "single",
      validityDays: 90,
      maxStayDays: 30,
      processingDays: [5, 7],
      fee: m(25_00, "USD"),
      documents: E_VISA,
    },
  ],
  MA: [
    {
      type: "e_visa",
      entries: "single",
      validityDays: 180,
      maxStayDays: 30,
      processingDays: [4, 7],
      fee: m(80_00, "USD"),
      documents: [...E_VISA, "bank_statement"],
    },
  ],
  TR: [
    {
      type: "tourist",
      entries: "single",
      validityDays: 180,
      maxStayDays: 90,
      processingDays: [10, 15],
      fee: m(60_00, "USD"),
      documents: STICKER,
    },
  ],
  IN: [
    {
      type: "e_visa",
      entries: "multiple",
      validityDays: 30,
      maxStayDays: 30,
      processingDays: [3, 5],
      fee: m(25_00, "USD"),
      documents: E_VISA,
    },
  ],
  CN: [
    {
      type: "tourist",
      entries: "single",
      validityDays: 90,
      maxStayDays: 30,
      processingDays: [4, 10],
      fee: m(60_00, "USD"),
      documents: STICKER,
    },
  ],
  RW: [
    {
      type: "e_visa",
      entries: "single",
      validityDays: 30,
      maxStayDays: 30,
      processingDays: [3, 3],
      fee: m(50_00, "USD"),
      documents: E_VISA,
    },
  ],
  TZ: [
    {
      type: "e_visa",
      entries: "single",
      validityDays: 90,
      maxStayDays: 90,
      processingDays: [10, 10],
      fee: m(50_00, "USD"),
      documents: [...E_VISA, "yellow_fever_certificate"],
    },
  ],
  UG: [
    {
      type: "e_visa",
      entries: "single",
      validityDays: 90,
      maxStayDays: 90,
      processingDays: [3, 5],
      fee: m(50_00, "USD"),
      documents: [...E_VISA, "yellow_fever_certificate"],
    },
  ],
  ET: [
    {
      type: "e_visa",
      entries: "single",
      validityDays: 30,
      maxStayDays: 30,
      processingDays: [3, 3],
      fee: m(52_00, "USD"),
      documents: E_VISA,
    },
  ],
  QA: [
    {
      type: "e_visa",
      entries: "single",
      validityDays: 30,
      maxStayDays: 30,
      processingDays: [3, 7],
      fee: m(60_00, "USD"),
      documents: [...E_VISA, "bank_statement"],
    },
  ],
  ...Object.fromEntries(
    SCHENGEN.map((country) => [
      country,
      [
        {
          type: "tourist",
          entries: "single",
          validityDays: 90,
          maxStayDays: 90,
          processingDays: [15, 45],
          fee: m(90_00, "EUR"),
          documents: [...STICKER, "travel_insurance", "biometrics_appointment"],
        },
        {
          type: "business",
          entries: "multiple",
          validityDays: 180,
          maxStayDays: 90,
          processingDays: [15, 45],
          fee: m(90_00, "EUR"),
          documents: [...STICKER, "invitation_letter", "travel_insurance", "biometrics_appointment"],
        },
      ] satisfies VisaRule[],
    ]),
  ),
};

/** Tern's own visa service fee: less for an e-visa than for an embassy application. */
const SERVICE_FEE_USD = { e_visa: 25, tourist: 45, business: 55, transit: 35 } as const;

export function visaProducts(currency: Currency): VisaProduct[] {
  return Object.entries(VISA_RULES).flatMap(([country, rules]) =>
    rules.map((rule) => ({
      id: `VISA-${country}-${rule.type.toUpperCase()}`,
      country,
      type: rule.type,
      entries: rule.entries,
      validityDays: rule.validityDays,
      maxStayDays: rule.maxStayDays,
      processingDays: { min: rule.processingDays[0], max: rule.processingDays[1] },
      governmentFee: rule.fee,
      serviceFee: usd(SERVICE_FEE_USD[rule.type], currency),
      documents: rule.documents,
    })),
  );
}

// ---------------------------------------------------------------------------------------------- rides

const VEHICLES: Record<VehicleClass, { passengers: number; bags: number; factor: number }> = {
  economy: { passengers: 3, bags: 2, factor: 1 },
  comfort: { passengers: 3, bags: 3, factor: 1.3 },
  suv: { passengers: 5, bags: 5, factor: 1.8 },
  minivan: { passengers: 7, bags: 7, factor: 2.1 },
  executive: { passengers: 3, bags: 3, factor: 2.6 },
};

const RIDE_REGION: Record<string, number> = {
  europe: 2.4,
  northAmerica: 2.6,
  middleEast: 1.4,
  asia: 1.2,
  southAmerica: 1.2,
};
const TRAFFIC_KMH: Record<string, number> = { LOS: 20, NBO: 24, CAI: 25, JNB: 40, ACC: 28 };

/**
 * Airport transfers to the city centre, by vehicle class: priced by distance and region, with an hour of
 * free waiting for delayed flights. Only vehicles that fit the party and its bags are offered.
 */
export function rideQuotes(airportCode: string, passengers: number, bags: number, currency: Currency): RideQuote[] {
  const airport = requireAirport(airportCode);
  const city = cityOf(airport.code);
  if (!city) return [];
  const km = Math.max(
    3,
    Math.round(
      Math.hypot(
        (airport.lat - city.lat) * 111.2,
        (airport.lon - city.lon) * 111.2 * Math.cos((airport.lat * Math.PI) / 180),
      ),
    ),
  );
  const region = RIDE_REGION[airport.region] ?? 1;
  const speed = TRAFFIC_KMH[airport.code] ?? 32;
  return VEHICLE_CLASSES.filter((v) => VEHICLES[v].passengers >= passengers && VEHICLES[v].bags >= bags).map(
    (vehicle) => ({
      id: `RIDE-${airport.code}-${vehicle.toUpperCase()}`,
      airport: airport.code,
      vehicle,
      passengers: VEHICLES[vehicle].passengers,
      bags: VEHICLES[vehicle].bags,
      distanceKm: km,
      durationMinutes: Math.round(((km / speed) * 60) / 5) * 5 + 10,
      price: usd((12 + km * 0.85) * VEHICLES[vehicle].factor * region, currency),
      freeWaitingMinutes: 60,
    }),
  );
}

// ------------------------------------------------------------------------------------------- holidays

const HOLIDAY_DESTINATIONS: Array<[string, HolidayPackage["inclusions"]]> = [
  ["ZNZ", ["hotel", "breakfast", "airport_transfers", "boat_trip"]],
  ["DXB", ["hotel", "breakfast", "airport_transfers", "city_tour"]],
  ["CPT", ["hotel", "breakfast", "airport_transfers", "city_tour"]],
  ["MBA", ["hotel", "all_inclusive", "airport_transfers"]],
  ["JRO", ["hotel", "breakfast", "airport_transfers", "safari"]],
  ["NBO", ["hotel", "breakfast", "airport_transfers", "safari"]],
  ["RAK", ["hotel", "breakfast", "airport_transfers", "city_tour"]],
  ["MRU", ["hotel", "all_inclusive", "airport_transfers", "boat_trip"]],
  ["SEZ", ["hotel", "breakfast", "airport_transfers", "boat_trip"]],
  ["ACC", ["hotel", "breakfast", "airport_transfers", "city_tour"]],
  ["CAI", ["hotel", "breakfast", "airport_transfers", "city_tour"]],
  ["IST", ["hotel", "breakfast", "airport_transfers", "city_tour"]],
  ["CDG", ["hotel", "breakfast", "airport_transfers", "city_tour"]],
  ["LHR", ["hotel", "breakfast", "airport_transfers"]],
  ["VFA", ["hotel", "breakfast", "airport_transfers", "safari", "boat_trip"]],
];

/** Land packages (hotel, transfers and outings) for 3 to 7 nights; flights are priced separately. */
export function holidayPackages(currency: Currency): HolidayPackage[] {
  return HOLIDAY_DESTINATIONS.flatMap(([code, inclusions]) => {
    const airport = requireAirport(code);
    const night = (RIDE_REGION[airport.region] ?? 1) * 55;
    // Each package stays at one of the city's hotels or resorts, named, with that hotel's own stars.
    const hotels = propertiesIn(code).filter((p) => (p.type === "hotel" || p.type === "resort") && p.stars >= 3);
    return [3, 5, 7].map((nights, i) => {
      const wanted = pick(`holiday:${code}:${nights}`, 3, 5);
      const hotel =
        hotels.find((p, j) => p.stars === wanted && j % 3 === i) ??
        hotels.find((p) => p.stars === wanted) ??
        hotels[i % Math.max(1, hotels.length)];
      const stars = hotel?.stars ?? wanted;
      const extras =
        (inclusions.includes("safari") ? 280 : 0) +
        (inclusions.includes("all_inclusive") ? 45 * nights : 0) +
        (inclusions.includes("boat_trip") ? 60 : 0) +
        40;
      const perPerson = (night * (stars - 1.5) * nights) / 2 + extras;
      return {
        id: `HOL-${code}-${nights}N`,
        destination: code,
        nights,
        hotel: hotel?.name ?? "",
        stars,
        inclusions: [...inclusions, "travel_insurance" as const],
        pricePerPersonSharing: usd(perPerson, currency),
        singleSupplement: usd(((night * (stars - 1.5) * nights) / 2) * 0.7, currency),
      };
    });
  });
}

// -------------------------------------------------------------------------------------- things to do

const COASTAL = new Set([
  "LOS",
  "ACC",
  "DSS",
  "ABJ",
  "LFW",
  "COO",
  "DLA",
  "LBV",
  "LAD",
  "MBA",
  "DAR",
  "ZNZ",
  "CPT",
  "DUR",
  "MPM",
  "MRU",
  "SEZ",
  "DXB",
  "DOH",
  "BCN",
  "LIS",
  "MIA",
  "SIN",
  "HKG",
  "IST",
  "HRG",
  "SSH",
  "AGA",
  "CMN",
  "TUN",
  "ALG",
  "MYD",
  "JED",
  "AUH",
  "MCT",
  "BAH",
  "KWI",
]);
const SAFARI = new Set(["NBO", "JRO", "DAR", "JNB", "VFA", "LUN", "HRE", "WDH", "GBE", "KGL", "EBB", "ADD", "MYD"]);

/** Things to do in each city of the network: 6 to 9, offered daily in fixed time slots. */
export function activitiesIn(cityCode: string, currency: Currency): Activity[] {
  const city = cityOf(cityCode);
  if (!city) return [];
  const categories: ActivityCategory[] = [
    "city_tour",
    "food_tour",
    "museum",
    "culture",
    "shopping",
    "nightlife",
    "nature",
    "adventure",
  ];
  if (COASTAL.has(city.code)) categories.unshift("boat_cruise");
  if (SAFARI.has(city.code)) categories.unshift("safari");
  const count = Math.min(categories.length, pick(`${city.code}:activities`, 6, 9));
  const region = RIDE_REGION[city.region] ?? 1;
  return categories.slice(0, count).map((category, i) => {
    const key = `${city.code}:activity:${category}`;
    const hours = category === "safari" ? 9 : category === "nightlife" ? 4 : pick(`${key}:hours`, 2, 5);
    const slots =
      category === "nightlife"
        ? ["20:00"]
        : category === "safari"
          ? ["06:00"]
          : hours <= 3
            ? ["09:00", "14:00"]
            : ["09:30"];
    const adult = (category === "safari" ? 140 : 18 + hours * 9) * region * (0.85 + unit(`${key}:price`) * 0.35);
    return {
      id: `ACT-${city.code}-${String(i + 1).padStart(2, "0")}`,
      city: city.code,
      category,
      durationMinutes: hours * 60,
      slots,
      capacityPerSlot: category === "safari" ? 12 : pick(`${key}:capacity`, 10, 30),
      adultPrice: usd(adult, currency),
      childPrice: usd(adult * 0.6, currency),
      freeCancellationHours: 24,
    };
  });
}

export function activityCities(): string[] {
  return CITIES.map((c) => c.code);
}

// -------------------------------------------------------------------------------------- travel card

/** The Tern travel card: a prepaid card in dollars, pounds and euros, spent abroad without surprise fees. */
export function travelCard(currency: Currency): TravelCard {
  return {
    id: "TRAVEL-CARD",
    currencies: ["USD", "GBP", "EUR"],
    issuanceFee: usd(5, currency),
    monthlyFee: usd(0, currency),
    fxMarginPercent: 1.5,
    atmWithdrawalFee: usd(2.5, currency),
    dailySpendLimit: usd(5000, currency),
    deliveryDays: { min: 0, max: 1 },
  };
}

// ------------------------------------------------------------------------------------ travel extras

const INSURANCE_REGIONS: Array<[string, number]> = [
  ["africa", 1],
  ["europe", 1.6],
  ["worldwide", 2.4],
];
const TIERS: Array<[TravelExtra["tier"], number, number]> = [
  ["basic", 1, 25_000],
  ["standard", 1.6, 75_000],
  ["premium", 2.6, 250_000],
];

/** Insurance by region and tier (cover in US dollars), lounges and fast track at major airports, eSIM data, meet and assist. */
export function travelExtras(currency: Currency): TravelExtra[] {
  const extras: TravelExtra[] = [];
  for (const [region, factor] of INSURANCE_REGIONS) {
    for (const [tier, tierFactor, cover] of TIERS) {
      extras.push({
        id: `INS-${region.toUpperCase()}-${tier.toUpperCase()}`,
        kind: "insurance",
        scope: region,
        tier,
        price: usd(18 * factor * tierFactor, currency),
        quantity: cover,
      });
    }
    for (const gb of [5, 10, 20]) {
      extras.push({
        id: `ESIM-${region.toUpperCase()}-${gb}GB`,
        kind: "esim",
        scope: region,
        tier: gb === 5 ? "basic" : gb === 10 ? "standard" : "premium",
        price: usd((4 + gb * 1.3) * factor, currency),
        quantity: gb,
      });
    }
  }
  for (const airport of AIRPORTS.filter((a) => a.size === "large")) {
    const region = RIDE_REGION[airport.region] ?? 1;
    extras.push({
      id: `LOUNGE-${airport.code}`,
      kind: "lounge",
      scope: airport.code,
      tier: "standard",
      price: usd(30 * Math.sqrt(region) + pick(`${airport.code}:lounge`, 0, 15), currency),
      quantity: 3,
    });
    extras.push({
      id: `FAST-${airport.code}`,
      kind: "fast_track",
      scope: airport.code,
      tier: "standard",
      price: usd(22 * Math.sqrt(region) + pick(`${airport.code}:fast`, 0, 10), currency),
      quantity: 1,
    });
    extras.push({
      id: `MEET-${airport.code}`,
      kind: "meet_and_assist",
      scope: airport.code,
      tier: "premium",
      price: usd(45 * region + pick(`${airport.code}:meet`, 0, 20), currency),
      quantity: 1,
    });
  }
  return extras;
}
