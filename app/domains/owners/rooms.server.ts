import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { nightBucket, propertyInventoryKey } from "~/domains/hotels/stay-query";
import { minorUnits, type Currency } from "~/domains/markets/markets";
import type { Inventory } from "~/domains/suppliers/inventory";
import { addDays, daysBetween } from "~/lib/time";
import { type OwnerActor, ownerAuditStatement } from "./audit.server";
import type { ManagedProperty } from "./properties.server";
import type { CalendarForm, RoomForm } from "./schema";
import { nightOf, roomNights } from "./rows.server";
import { ownerNights, ownerRooms } from "./tables";
import { CALENDAR_DAYS } from "./types";

// An owner's room types and their calendar (decision 029): a default rate, count and minimum stay per room type,
// nights that differ kept apart; every change audited in its batch and told to the property's Inventory object, so
// what Tern holds and sells follows the calendar at once.

export interface RoomDeps {
  db: Database;
  inventory: DurableObjectNamespace<Inventory>;
  now: Date;
}

const minor = (units: number, currency: Currency) => units * 10 ** minorUnits(currency);

/** Adds a room type (the next code) or changes one by its code; "missing" when the code is not the property's. */
export async function saveRoom(
  deps: RoomDeps,
  actor: OwnerActor,
  property: ManagedProperty,
  form: RoomForm,
): Promise<"saved" | "missing"> {
  const { db, now } = deps;
  const at = now.toISOString();
  const values = {
    name: form.name,
    bedsJson: JSON.stringify([{ type: form.bedType, count: form.beds }]),
    maxAdults: form.maxAdults,
    maxOccupancy: form.maxOccupancy,
    sizeM2: form.sizeM2,
    count: form.count,
    rate: minor(form.rate, property.currency as Currency),
    minNights: form.minNights,
    updatedAt: at,
  };
  if (form.code) {
    if (!property.rooms.some((room) => room.code === form.code)) return "missing";
    await db.batch([
      db
        .update(ownerRooms)
        .set(values)
        .where(and(eq(ownerRooms.propertyId, property.id), eq(ownerRooms.code, form.code))),
      ownerAuditStatement(db, actor, property.id, "room.update", { code: form.code, ...form }, now),
    ]);
    await resizeNights(deps, property.id, form.code, today(now), addDays(today(now), CALENDAR_DAYS - 1));
    return "saved";
  }
  // The next code after the highest: two owners adding at once get two codes (the insert picks it in SQL).
  const next = sql`(SELECT 'R' || (COALESCE(MAX(CAST(SUBSTR(${ownerRooms.code}, 2) AS INTEGER)), 0) + 1) FROM ${ownerRooms} WHERE ${ownerRooms.propertyId} = ${property.id})`;
  await db.batch([
    db.insert(ownerRooms).values({ propertyId: property.id, code: next, ...values, createdAt: at }),
    ownerAuditStatement(db, actor, property.id, "room.add", { ...form }, now),
  ]);
  return "saved";
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * One edit over a range of nights of one room type (at most the calendar's year, from today): what it names is set
 * on every night, what it leaves empty stays. "missing" for a room type that is not the property's, "range" for
 * nights in the past or too far ahead.
 */
export async function setCalendar(
  deps: RoomDeps,
  actor: OwnerActor,
  property: ManagedProperty,
  edit: CalendarForm,
): Promise<"saved" | "missing" | "range"> {
  const { db, now } = deps;
  const room = property.rooms.find((r) => r.code === edit.room);
  if (!room) return "missing";
  const first = today(now);
  if (edit.from < first || daysBetween(first, edit.to) >= CALENDAR_DAYS) return "range";
  const count = daysBetween(edit.from, edit.to) + 1;
  const nights = Array.from({ length: count }, (_, i) => addDays(edit.from, i));
  const rate = edit.rate === undefined ? null : minor(edit.rate, property.currency as Currency);
  const closed = edit.state === "keep" ? null : edit.state === "close" ? 1 : 0;
  const at = now.toISOString();
  const rows = nights.map((night) => ({
    propertyId: property.id,
    roomCode: room.code,
    night,
    rate,
    rooms: edit.rooms ?? null,
    minNights: edit.minNights ?? null,
    closed: closed ?? 0,
    updatedAt: at,
  }));
  // Only what the edit names changes on a night that already has a row.
  const set = {
    updatedAt: at,
    ...(rate !== null ? { rate } : {}),
    ...(edit.rooms !== undefined ? { rooms: edit.rooms } : {}),
    ...(edit.minNights !== undefined ? { minNights: edit.minNights } : {}),
    ...(closed !== null ? { closed } : {}),
  };
  const CHUNK = 10; // D1 binds at most 100 parameters a statement: 8 columns a row.
  const inserts = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    inserts.push(
      db
        .insert(ownerNights)
        .values(rows.slice(i, i + CHUNK))
        .onConflictDoUpdate({ target: [ownerNights.propertyId, ownerNights.roomCode, ownerNights.night], set }),
    );
  }
  const [head, ...rest] = inserts;
  if (!head) return "range";
  await db.batch([head, ...rest, ownerAuditStatement(db, actor, property.id, "calendar.set", { ...edit }, now)]);
  await resizeNights(deps, property.id, room.code, edit.from, edit.to);
  return "saved";
}

/**
 * Tells the property's Inventory object what each night of a room type now sells, for the buckets it already has
 * (what was held or sold stays held or sold). A failure leaves the object's older figure until the next edit.
 */
async function resizeNights(deps: RoomDeps, propertyId: string, roomCode: string, from: string, to: string) {
  const nights = await calendarOf(deps.db, propertyId, roomCode, from, to);
  try {
    await deps.inventory
      .getByName(propertyInventoryKey(propertyId))
      .resize(nights.map((n) => ({ key: nightBucket(roomCode, n.night), capacity: n.closed ? 0 : n.rooms })));
  } catch (error) {
    console.warn("inventory not resized", error);
  }
}

/** Each night of a room type from `from` to `to` as it sells: rate (minor units), rooms, minimum stay, closed. */
export async function calendarOf(db: Database, propertyId: string, roomCode: string, from: string, to: string) {
  const found = await roomNights(db, propertyId, roomCode, from, to);
  if (!found) return [];
  const { room, byNight } = found;
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
    const night = addDays(from, i);
    const row = byNight.get(night);
    // A closed night keeps the rate and rooms it had, shown again when it opens.
    return {
      ...(nightOf(room, row && { ...row, closed: 0 }) ?? {
        rate: room.rate,
        rooms: room.count,
        minNights: room.minNights,
      }),
      night,
      closed: Boolean(row?.closed),
    };
  });
}
