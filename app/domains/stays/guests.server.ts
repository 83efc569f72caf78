import { asc, eq } from "drizzle-orm";
import { type StayGuestsForm } from "~/domains/hotels/schema";
import { stayGuests, stays } from "./tables";
import { type Stay, type StayGuest, type StayDeps, stayPayable } from "./types";

/** Whether every room has its lead guest and the stay has its contact. */
export function guestsComplete(stay: Pick<Stay, "rooms">, guests: readonly StayGuest[]): boolean {
  return guests.length === stay.rooms.length && Boolean(guests[0]?.email);
}

export async function getStayGuests(db: StayDeps["db"], stayId: string): Promise<StayGuest[]> {
  return db
    .select({
      room: stayGuests.room,
      title: stayGuests.title,
      firstName: stayGuests.firstName,
      lastName: stayGuests.lastName,
      email: stayGuests.email,
      phone: stayGuests.phone,
      requests: stayGuests.requests,
    })
    .from(stayGuests)
    .where(eq(stayGuests.stayId, stayId))
    .orderBy(asc(stayGuests.room));
}

/** The guest details step: a lead guest per room and the contact, replacing what was saved before. */
export async function saveStayGuests(
  deps: Pick<StayDeps, "db" | "now">,
  stay: Stay,
  form: StayGuestsForm,
): Promise<"saved" | "closed" | "wrong_rooms"> {
  if (!stayPayable(stay)) return "closed";
  if (form.guests.length !== stay.rooms.length) return "wrong_rooms";
  const { db } = deps;
  await db.batch([
    db.delete(stayGuests).where(eq(stayGuests.stayId, stay.id)),
    ...form.guests.map((guest, room) =>
      db.insert(stayGuests).values({
        stayId: stay.id,
        room,
        title: guest.title,
        firstName: guest.firstName,
        lastName: guest.lastName,
        email: room === 0 ? form.email.toLowerCase() : null,
        phone: room === 0 ? form.phone : null,
        requests: room === 0 ? form.requests : null,
      }),
    ),
    db.update(stays).set({ updatedAt: deps.now.toISOString() }).where(eq(stays.id, stay.id)),
  ]);
  return "saved";
}
