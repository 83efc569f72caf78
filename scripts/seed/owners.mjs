// The sandbox owner (docs/sandbox.md, "The extranet"): an approved owner with a guest house in Lekki, Lagos, two room
// types, rates for the next year (the festive fortnight dearer), and two reservations to see in the extranet.
// Inserted once: a later run keeps what the owner changed.
import jpeg from "jpeg-js";
import { sqlString } from "./sql.mjs";

export const SANDBOX_OWNER_EMAIL = "owner@tern-sandbox.example";
export const SANDBOX_PROPERTY_ID = "own-lekkigarde";
/** The seeded property's one photo, at the widths the extranet keeps (app/domains/hotels/photo-widths.ts). */
const PHOTO_ID = `${SANDBOX_PROPERTY_ID}-gardenvw`;
const PHOTO_WIDTHS = [960, 480, 320];

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const values = (...row) =>
  `(${row.map((v) => (typeof v === "number" ? String(v) : v === null ? "NULL" : sqlString(v))).join(", ")})`;

export default function ownersSeed() {
  const at = "2026-11-27T09:00:00.000Z";
  const lines = [
    `INSERT INTO owner_properties (id, application_id, name, type, stars, city_code, address, lat, lon, description, amenities_json, check_in_from, check_out_until, house_rules, policy, currency, created_at, updated_at) VALUES ${values(
      SANDBOX_PROPERTY_ID,
      "sandbox-listing-lekki",
      "Lekki Garden Guest House",
      "guest_house",
      3,
      "LOS",
      "14 Admiralty Way, Lekki Phase 1",
      6.4474,
      3.4723,
      "A quiet guest house with a garden, ten minutes from the Lekki–Ikoyi bridge.\nBreakfast is served on the terrace from 7 to 10.",
      JSON.stringify(["wifi", "air_conditioning", "breakfast", "generator", "parking"]),
      "14:00",
      "11:00",
      "No smoking indoors.\nQuiet hours from 22:00.",
      "moderate",
      "NGN",
      at,
      at,
    )} ON CONFLICT (id) DO NOTHING;`,
    `INSERT INTO owner_managers (property_id, email, role, locale, created_at) VALUES ${values(SANDBOX_PROPERTY_ID, SANDBOX_OWNER_EMAIL, "owner", "en-US", at)} ON CONFLICT DO NOTHING;`,
    `INSERT INTO owner_rooms (property_id, code, name, beds_json, max_adults, max_occupancy, size_m2, count, rate, min_nights, created_at, updated_at) VALUES ${values(
      SANDBOX_PROPERTY_ID,
      "R1",
      "Garden double",
      JSON.stringify([{ type: "double", count: 1 }]),
      2,
      3,
      22,
      4,
      4_500_000,
      1,
      at,
      at,
    )}, ${values(
      SANDBOX_PROPERTY_ID,
      "R2",
      "Family suite",
      JSON.stringify([
        { type: "queen", count: 1 },
        { type: "single", count: 2 },
      ]),
      4,
      5,
      40,
      2,
      7_800_000,
      2,
      at,
      at,
    )} ON CONFLICT DO NOTHING;`,
  ];
  // The festive fortnight of each year ahead is dearer, and needs three nights.
  const festive = [];
  for (let i = 0; i < 366; i++) {
    const night = day(i);
    const [, month, date] = night.split("-").map(Number);
    if ((month === 12 && date >= 20) || (month === 1 && date <= 3)) festive.push(night);
  }
  for (const night of festive) {
    lines.push(
      `INSERT INTO owner_nights (property_id, room_code, night, rate, rooms, min_nights, closed, updated_at) VALUES ${values(SANDBOX_PROPERTY_ID, "R1", night, 6_000_000, null, 3, 0, at)}, ${values(SANDBOX_PROPERTY_ID, "R2", night, 9_900_000, null, 3, 0, at)} ON CONFLICT DO NOTHING;`,
    );
  }
  // One stay checked in three days ago (the owner may mark a no-show), one to come.
  const reservation = (id, reference, fromToday, nights, amount, guest) =>
    values(
      id,
      reference,
      SANDBOX_PROPERTY_ID,
      "R1",
      day(fromToday),
      day(fromToday + nights),
      JSON.stringify([{ adults: 2, childAges: [], leadGuest: guest }]),
      null,
      amount,
      "NGN",
      Math.round(amount * 0.15),
      "confirmed",
      at,
      at,
    );
  lines.push(
    `INSERT INTO owner_photos (id, property_id, room_code, created_at) VALUES ${values(PHOTO_ID, SANDBOX_PROPERTY_ID, null, at)} ON CONFLICT DO NOTHING;`,
  );
  lines.push(
    `INSERT INTO owner_reservations (id, reference, property_id, room_code, check_in, check_out, rooms_json, requests, amount, currency, commission, status, created_at, updated_at) VALUES ${reservation("own-SANDBOX001", "SBX101", -3, 2, 9_000_000, { firstName: "Chidi", lastName: "Nwosu" })}, ${reservation("own-SANDBOX002", "SBX102", 12, 3, 13_500_000, { firstName: "Amaka", lastName: "Eze" })} ON CONFLICT DO NOTHING;`,
  );
  return lines.join("\n");
}

/**
 * The seeded photo's files for the uploads bucket (scripts/lib.mjs puts them there): a drawn guest house in its garden
 * under a morning sky, as JPEGs at each width, named as the extranet names an owner's photos.
 */
export function ownerPhotoFiles() {
  return PHOTO_WIDTHS.map((width) => {
    const height = Math.round((width * 2) / 3);
    const data = new Uint8Array(width * height * 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const u = x / width;
        const v = y / height;
        const house = u > 0.3 && u < 0.7 && v > 0.35 && v < 0.75;
        const window = house && Math.floor(u * 20) % 3 === 1 && v > 0.45 && v < 0.6;
        const roof =
          !house && u > 0.25 && u < 0.75 && v > 0.2 && v <= 0.35 && v > 0.35 - (0.15 - Math.abs(u - 0.5) * 0.6);
        const colour = window
          ? [250, 220, 140]
          : house
            ? [235, 225, 205]
            : roof
              ? [170, 70, 50]
              : v > 0.7
                ? [70 + 30 * v, 140 - 20 * v, 60]
                : [120 + 80 * v, 170 + 50 * v, 235];
        data.set([...colour, 255], (y * width + x) * 4);
      }
    }
    return { key: `owner-photos/${PHOTO_ID}-${width}.jpg`, bytes: jpeg.encode({ data, width, height }, 80).data };
  });
}
