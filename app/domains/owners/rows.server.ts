import { findCity } from "~/domains/hotels/destinations";
import {
  AMENITIES,
  type Amenity,
  type Beds,
  type Property,
  type PropertyType,
  type RoomType,
} from "~/domains/hotels/supplier";
import { and, eq, gte, lte } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { ownerNights, type ownerProperties, ownerRooms } from "./tables";

// An owner's rows read as the hotel supplier's shapes (decision 029): the stays pages show both alike.

type PropertyRow = typeof ownerProperties.$inferSelect;
type RoomRow = typeof ownerRooms.$inferSelect;

export const amenitiesOf = (row: Pick<PropertyRow, "amenitiesJson">): Amenity[] =>
  (JSON.parse(row.amenitiesJson) as string[]).filter((a): a is Amenity => (AMENITIES as readonly string[]).includes(a));

export const roomOf = (row: RoomRow): RoomType => ({
  code: row.code,
  name: row.name,
  kind: null,
  maxAdults: row.maxAdults,
  maxOccupancy: row.maxOccupancy,
  beds: JSON.parse(row.bedsJson) as Beds[],
  sizeM2: row.sizeM2,
  count: row.count,
});

export function propertyOf(
  row: PropertyRow,
  rooms: readonly RoomRow[],
  photos: ReadonlyArray<{ id: string; roomCode: string | null }>,
  distanceFromCentreKm: number,
): Property {
  const city = findCity(row.cityCode);
  return {
    id: row.id,
    name: row.name,
    type: row.type as PropertyType,
    stars: Math.min(5, Math.max(1, row.stars)) as Property["stars"],
    city: city?.name ?? row.cityCode,
    cityCode: row.cityCode,
    country: city?.country ?? "",
    address: row.address,
    lat: row.lat,
    lon: row.lon,
    distanceFromCentreKm: Math.round(distanceFromCentreKm * 10) / 10,
    amenities: amenitiesOf(row),
    checkInFrom: row.checkInFrom,
    checkOutUntil: row.checkOutUntil,
    reviewScore: 0,
    reviewCount: 0,
    images: photos.map((photo) => ({ id: photo.id, alt: photo.roomCode ? "room" : "exterior" })),
    rooms: rooms.map(roomOf),
    direct: true,
    description: row.description,
    houseRules: row.houseRules,
  };
}

type NightRow = typeof ownerNights.$inferSelect;

/** A night of a room type as it sells: its rate (property currency), rooms to sell, minimum stay; null when closed. */
export function nightOf(room: RoomRow, row: NightRow | undefined) {
  if (row?.closed) return null;
  return { rate: row?.rate ?? room.rate, rooms: row?.rooms ?? room.count, minNights: row?.minNights ?? room.minNights };
}

/** A room type and its nights from `from` to `to` that differ from its defaults, by night; null for no such room. */
export async function roomNights(db: Database, propertyId: string, roomCode: string, from: string, to: string) {
  const [room] = await db
    .select()
    .from(ownerRooms)
    .where(and(eq(ownerRooms.propertyId, propertyId), eq(ownerRooms.code, roomCode)));
  if (!room) return null;
  const rows = await db
    .select()
    .from(ownerNights)
    .where(
      and(
        eq(ownerNights.propertyId, propertyId),
        eq(ownerNights.roomCode, roomCode),
        gte(ownerNights.night, from),
        lte(ownerNights.night, to),
      ),
    );
  return { room, byNight: new Map(rows.map((row) => [row.night, row])) };
}
