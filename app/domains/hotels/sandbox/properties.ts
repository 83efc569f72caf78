import { AIRPORTS } from "~/domains/flights/airports";
import { hash, pick, unit } from "~/domains/suppliers/sandbox/random";
import { type Amenity, type Property, type PropertyType, type RoomType } from "../supplier";
import { averageScore, MAX_REVIEWS, reviewScores } from "./reviews";

export interface City {
  code: string;
  name: string;
  country: string;
  region: string;
  /** The city centre: airports sit outside town, so it is set apart from the airport. */
  lat: number;
  lon: number;
}

/** One city per distinct city name in the flight network, named by its first airport (LHR for London). */
export const CITIES: City[] = (() => {
  const seen = new Map<string, City>();
  for (const airport of AIRPORTS) {
    if (seen.has(airport.city.en)) continue;
    const angle = unit(`${airport.code}:centre`) * 2 * Math.PI;
    const km = 8 + unit(`${airport.code}:centre-km`) * 12;
    seen.set(airport.city.en, {
      code: airport.code,
      name: airport.city.en,
      country: airport.country,
      region: airport.region,
      lat: airport.lat + (km / 111) * Math.sin(angle),
      lon: airport.lon + (km / (111 * Math.cos((airport.lat * Math.PI) / 180))) * Math.cos(angle),
    });
  }
  return [...seen.values()];
})();

const CITY_BY_CODE = new Map<string, City>();
for (const airport of AIRPORTS) {
  const city = CITIES.find((c) => c.name === airport.city.en);
  if (city) CITY_BY_CODE.set(airport.code, city);
}

export function cityOf(code: string): City | undefined {
  return CITY_BY_CODE.get(code);
}

const NAMES = [
  "Palms",
  "Riverside",
  "Harbour View",
  "Summit",
  "Crown",
  "Royal Garden",
  "Heritage",
  "Skyline",
  "Lagoon",
  "Marina",
  "Baobab",
  "Acacia",
  "Ivory",
  "Sunrise",
  "Citadel",
  "Oasis",
  "Atlantic",
  "Savannah",
  "Emerald",
  "Cedar",
  "Meadow",
  "Lighthouse",
  "Kingsway",
  "Jacaranda",
  "Hibiscus",
  "Coral",
  "Horizon",
  "Terrace",
];
const SUFFIX: Record<PropertyType, string[]> = {
  hotel: ["Hotel", "Hotel & Suites", "Grand Hotel", "City Hotel"],
  apartment: ["Apartments", "Residences", "Serviced Apartments"],
  guest_house: ["Guest House", "Lodge", "Inn"],
  resort: ["Resort", "Resort & Spa", "Beach Resort"],
  hostel: ["Hostel", "Backpackers"],
};
const STREETS = [
  "Marina",
  "Independence",
  "Victoria",
  "Palm",
  "Garden",
  "Station",
  "Market",
  "Harbour",
  "Lake",
  "Park",
  "Hill",
  "Unity",
  "Freedom",
  "Airport",
  "Cathedral",
  "Broad",
];
const STREET_KIND = ["Road", "Street", "Avenue", "Close", "Way"];

/** Spread of property types in a city; the first five cover every type. */
const TYPE_CYCLE: PropertyType[] = ["hotel", "apartment", "guest_house", "resort", "hostel"];
const TYPE_WEIGHTS: Array<[PropertyType, number]> = [
  ["hotel", 0.45],
  ["apartment", 0.2],
  ["guest_house", 0.15],
  ["resort", 0.08],
  ["hostel", 0.12],
];

const STARS: Record<PropertyType, [number, number]> = {
  hotel: [2, 5],
  apartment: [3, 4],
  guest_house: [2, 3],
  resort: [4, 5],
  hostel: [1, 2],
};

const ROOMS: Record<PropertyType, Array<Omit<RoomType, "count">>> = {
  hotel: [
    {
      code: "STD",
      name: "Standard Room",
      kind: "standard",
      maxAdults: 2,
      maxOccupancy: 2,
      beds: [{ type: "queen", count: 1 }],
      sizeM2: 22,
    },
    {
      code: "DLX",
      name: "Deluxe Room",
      kind: "deluxe",
      maxAdults: 2,
      maxOccupancy: 3,
      beds: [{ type: "king", count: 1 }],
      sizeM2: 30,
    },
    {
      code: "FAM",
      name: "Family Room",
      kind: "family",
      maxAdults: 2,
      maxOccupancy: 4,
      beds: [{ type: "double", count: 2 }],
      sizeM2: 36,
    },
    {
      code: "JSU",
      name: "Junior Suite",
      kind: "junior_suite",
      maxAdults: 3,
      maxOccupancy: 3,
      beds: [
        { type: "king", count: 1 },
        { type: "sofa_bed", count: 1 },
      ],
      sizeM2: 45,
    },
  ],
  apartment: [
    {
      code: "STU",
      name: "Studio",
      kind: "studio",
      maxAdults: 2,
      maxOccupancy: 2,
      beds: [{ type: "double", count: 1 }],
      sizeM2: 30,
    },
    {
      code: "1BR",
      name: "One-Bedroom Apartment",
      kind: "one_bedroom",
      maxAdults: 2,
      maxOccupancy: 3,
      beds: [
        { type: "king", count: 1 },
        { type: "sofa_bed", count: 1 },
      ],
      sizeM2: 55,
    },
    {
      code: "2BR",
      name: "Two-Bedroom Apartment",
      kind: "two_bedroom",
      maxAdults: 4,
      maxOccupancy: 5,
      beds: [
        { type: "double", count: 2 },
        { type: "sofa_bed", count: 1 },
      ],
      sizeM2: 85,
    },
  ],
  guest_house: [
    {
      code: "SGL",
      name: "Single Room",
      kind: "single",
      maxAdults: 1,
      maxOccupancy: 1,
      beds: [{ type: "single", count: 1 }],
      sizeM2: 12,
    },
    {
      code: "DBL",
      name: "Double Room",
      kind: "double",
      maxAdults: 2,
      maxOccupancy: 2,
      beds: [{ type: "double", count: 1 }],
      sizeM2: 16,
    },
    {
      code: "TWN",
      name: "Twin Room",
      kind: "twin",
      maxAdults: 2,
      maxOccupancy: 2,
      beds: [{ type: "single", count: 2 }],
      sizeM2: 16,
    },
  ],
  resort: [
    {
      code: "GDN",
      name: "Garden View Room",
      kind: "garden_view",
      maxAdults: 2,
      maxOccupancy: 3,
      beds: [{ type: "king", count: 1 }],
      sizeM2: 34,
    },
    {
      code: "POV",
      name: "Pool View Room",
      kind: "pool_view",
      maxAdults: 2,
      maxOccupancy: 3,
      beds: [{ type: "king", count: 1 }],
      sizeM2: 38,
    },
    {
      code: "VIL",
      name: "Villa",
      kind: "villa",
      maxAdults: 4,
      maxOccupancy: 6,
      beds: [
        { type: "king", count: 2 },
        { type: "sofa_bed", count: 1 },
      ],
      sizeM2: 120,
    },
  ],
  hostel: [
    {
      code: "DRM",
      name: "Bed in 6-Bed Dormitory",
      kind: "dorm_bed",
      maxAdults: 1,
      maxOccupancy: 1,
      beds: [{ type: "bunk", count: 1 }],
      sizeM2: 4,
    },
    {
      code: "PDB",
      name: "Private Double Room",
      kind: "private_double",
      maxAdults: 2,
      maxOccupancy: 2,
      beds: [{ type: "double", count: 1 }],
      sizeM2: 14,
    },
  ],
};

const HOURS: Record<PropertyType, [string, string]> = {
  hotel: ["14:00", "12:00"],
  apartment: ["15:00", "11:00"],
  guest_house: ["12:00", "11:00"],
  resort: ["15:00", "12:00"],
  hostel: ["13:00", "10:00"],
};

const AFRICA = new Set(["nigeria", "westAfrica", "centralAfrica", "eastAfrica", "northAfrica", "southernAfrica"]);

function amenitiesFor(id: string, type: PropertyType, stars: number, city: City): Amenity[] {
  const list: Amenity[] = ["wifi"];
  const maybe = (amenity: Amenity, chance: number) => {
    if (unit(`${id}:${amenity}`) < chance) list.push(amenity);
  };
  maybe("air_conditioning", city.region === "europe" ? 0.4 : 0.95);
  maybe("breakfast", type === "hostel" ? 0.3 : 0.8);
  maybe("pool", type === "resort" ? 1 : stars >= 4 ? 0.7 : 0.15);
  maybe("gym", stars >= 4 ? 0.8 : 0.15);
  maybe("spa", type === "resort" || stars === 5 ? 0.75 : 0.05);
  maybe("restaurant", type === "hotel" || type === "resort" ? 0.9 : 0.2);
  maybe("bar", type === "hostel" ? 0.5 : stars >= 3 ? 0.7 : 0.2);
  maybe("parking", 0.6);
  maybe("airport_shuttle", stars >= 3 ? 0.45 : 0.1);
  // Power cuts are common in much of Africa: a standby generator matters to guests there.
  if (AFRICA.has(city.region)) maybe("generator", 0.9);
  maybe("kitchen", type === "apartment" ? 1 : type === "hostel" ? 0.6 : 0);
  maybe("laundry", 0.5);
  maybe(
    "beach_access",
    type === "resort" &&
      [
        "LOS",
        "ACC",
        "DSS",
        "MBA",
        "ZNZ",
        "CPT",
        "DUR",
        "MRU",
        "SEZ",
        "DXB",
        "MIA",
        "BCN",
        "LIS",
        "HRG",
        "SSH",
        "AGA",
        "MYD",
      ].includes(city.code)
      ? 1
      : 0,
  );
  maybe("business_centre", type === "hotel" && stars >= 3 ? 0.6 : 0);
  maybe("family_rooms", type === "hostel" ? 0 : 0.5);
  maybe("24h_front_desk", type === "hotel" || type === "resort" ? 1 : 0.3);
  maybe("room_service", stars >= 4 ? 0.9 : 0);
  return list;
}

function typeAt(city: City, index: number): PropertyType {
  if (index < TYPE_CYCLE.length) return TYPE_CYCLE[index] as PropertyType;
  let roll = unit(`${city.code}:${index}:type`);
  for (const [type, weight] of TYPE_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return type;
  }
  return "hotel";
}

function buildProperty(city: City, index: number): Property {
  const id = `${city.code}-${String(index + 1).padStart(3, "0")}`;
  const type = typeAt(city, index);
  const [low, high] = STARS[type];
  const stars = pick(`${id}:stars`, low, high) as Property["stars"];
  // A stride prime to the names' number: a city's properties (at most 28) never share a name.
  const nameBase = NAMES[(hash(city.code) + index * 11) % NAMES.length] as string;
  const suffixes = SUFFIX[type];
  const name = `${nameBase} ${suffixes[index % suffixes.length]}`;
  const angle = unit(`${id}:angle`) * 2 * Math.PI;
  const km = type === "resort" ? 6 + unit(`${id}:km`) * 20 : Math.pow(unit(`${id}:km`), 1.6) * 14;
  const lat = city.lat + (km / 111) * Math.sin(angle);
  const lon = city.lon + (km / (111 * Math.cos((city.lat * Math.PI) / 180))) * Math.cos(angle);
  const rooms = ROOMS[type].map((room, i) => ({
    ...room,
    count: pick(`${id}:${room.code}:count`, i === 0 ? 6 : 2, type === "hotel" ? 40 : 12),
  }));
  const [checkInFrom, checkOutUntil] = HOURS[type];
  // Its reviews, every one listed on its page; its score is their average, as its card and page say.
  const reviewCount = pick(`${id}:reviews`, 3, MAX_REVIEWS);
  const reviewScore = averageScore(reviewScores(id, stars, reviewCount));
  const street = `${pick(`${id}:no`, 1, 240)} ${STREETS[pick(`${id}:street`, 0, STREETS.length - 1)]} ${STREET_KIND[pick(`${id}:kind`, 0, STREET_KIND.length - 1)]}`;
  return {
    id,
    name,
    type,
    stars,
    city: city.name,
    cityCode: city.code,
    country: city.country,
    address: `${street}, ${city.name}`,
    lat: Number(lat.toFixed(5)),
    lon: Number(lon.toFixed(5)),
    distanceFromCentreKm: Math.round(distanceKmPrecise(city, { lat, lon }) * 10) / 10,
    amenities: amenitiesFor(id, type, stars, city),
    checkInFrom,
    checkOutUntil,
    reviewScore,
    reviewCount,
    images: ["exterior", "room", "bathroom", type === "resort" ? "pool" : "lobby", "view"].map((kind, n) => ({
      id: `${id}-${n + 1}`,
      alt: kind,
    })),
    rooms,
  };
}

/** Within a city a flat-earth distance is exact enough. */
function distanceKmPrecise(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  return Math.hypot((a.lat - b.lat) * 111.2, (a.lon - b.lon) * 111.2 * Math.cos((a.lat * Math.PI) / 180));
}

const cache = new Map<string, Property[]>();

/** Every property of a city: 20 to 28, the same on every machine. */
export function propertiesIn(cityCode: string): Property[] {
  const city = cityOf(cityCode);
  if (!city) return [];
  let list = cache.get(city.code);
  if (!list) {
    const count = pick(`${city.code}:properties`, 20, 28);
    list = Array.from({ length: count }, (_, i) => buildProperty(city, i));
    cache.set(city.code, list);
  }
  return list;
}

export function findProperty(id: string): Property | undefined {
  const cityCode = id.slice(0, 3);
  return propertiesIn(cityCode).find((p) => p.id === id);
}
