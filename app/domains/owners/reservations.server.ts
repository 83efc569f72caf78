import { and, asc, desc, eq, gte, lt } from "drizzle-orm";
import type { TFunction } from "i18next";
import { runBatch } from "~/db/batch";
import type { Database } from "~/db/client.server";
import { moveStatements } from "~/domains/core/state-machine";
import { dispatchOutbox, outboxStatement, type SendJob } from "~/domains/jobs/outbox.server";
import type { Currency } from "~/domains/markets/markets";
import { AIRPORTS } from "~/domains/flights/airports";
import { guestCount } from "~/domains/hotels/stay-query";
import type { Locale } from "~/i18n/locales";
import { localDate } from "~/lib/format-time";
import { addDays, utcToLocal } from "~/lib/time";
import { type OwnerActor, ownerAuditStatement } from "./audit.server";
import { ownerProperties, ownerReservations } from "./tables";
import { OWNER_RESERVATION, ownerEmailJob, type ReservationStatus } from "./types";

// An owner's reservations (decision 029): each stay Tern sold for them, what Tern keeps and what they are owed; a
// cancellation of the stay cancels it, the owner marks a guest who never came; a month's statement sums what is owed.

/** A reservation as stored, its rooms read and its currency and status typed. */
const read = (row: typeof ownerReservations.$inferSelect) => {
  const rooms = JSON.parse(row.roomsJson) as Array<{
    adults: number;
    childAges: number[];
    leadGuest: { firstName: string; lastName: string };
  }>;
  const lead = rooms[0]?.leadGuest;
  return {
    ...row,
    rooms,
    /** Everyone staying (stays' own count), and the first room's lead guest by name. */
    guests: guestCount(rooms),
    leadGuest: lead ? `${lead.firstName} ${lead.lastName}` : "",
    currency: row.currency as Currency,
    status: row.status as ReservationStatus,
  };
};
export type Reservation = ReturnType<typeof read>;

export async function getReservation(db: Database, id: string) {
  const [row] = await db.select().from(ownerReservations).where(eq(ownerReservations.id, id));
  return row ? read(row) : null;
}

/** A property's reservations by check-in, the coming ones first when `upcoming` is given. */
export async function listReservations(db: Database, propertyId: string) {
  const rows = await db
    .select()
    .from(ownerReservations)
    .where(eq(ownerReservations.propertyId, propertyId))
    .orderBy(desc(ownerReservations.checkIn), asc(ownerReservations.id))
    .limit(200);
  return rows.map(read);
}

/** The stay was cancelled: its reservation is, and its owner is told. A second cancellation changes nothing. */
export async function cancelReservation(db: Database, send: SendJob, id: string, now: Date) {
  const reservation = await getReservation(db, id);
  if (!reservation) return false;
  if (reservation.status !== "confirmed") return reservation.status === "cancelled";
  const job = ownerEmailJob(`owner-reservation:${id}:cancelled`, { reservationId: id, event: "cancelled" });
  await runBatch(db, [
    ...moveStatements(db, OWNER_RESERVATION, reservation, "cancelled", { reason: "stay cancelled", now }),
    outboxStatement(db, job, now),
  ]);
  await dispatchOutbox(db, send, now, { ids: [job.id] }).catch((error: unknown) =>
    console.warn("owner e-mail left in the outbox for the cron", error),
  );
  return true;
}

/** Today's date where the property is (its city's first airport's zone): its check-in days are its own. */
export const propertyToday = (cityCode: string, now: Date) =>
  utcToLocal(now.getTime(), AIRPORTS.find((a) => a.code === cityCode)?.tz ?? "UTC").slice(0, 10);

/** Whether a guest who never came may be marked so today: a confirmed reservation, from its check-in day on. */
export const noShowAllowed = (reservation: Pick<Reservation, "status" | "checkIn">, today: string) =>
  reservation.status === "confirmed" && reservation.checkIn <= today;

/** The guest never came (noShowAllowed), audited in its batch. Answers whether it moved. */
export async function markNoShow(
  db: Database,
  actor: OwnerActor,
  propertyId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const reservation = await getReservation(db, id);
  if (!reservation || reservation.propertyId !== propertyId) return false;
  const [property] = await db
    .select({ cityCode: ownerProperties.cityCode })
    .from(ownerProperties)
    .where(eq(ownerProperties.id, propertyId));
  if (!property || !noShowAllowed(reservation, propertyToday(property.cityCode, now))) return false;
  await runBatch(db, [
    ...moveStatements(db, OWNER_RESERVATION, reservation, "no_show", { reason: "owner: no-show", now }),
    ownerAuditStatement(db, actor, propertyId, "reservation.no_show", { reservation: id }, now),
  ]);
  return true;
}

/**
 * A month's statement (`month` as "2026-12"): the stays checking out in it that were not cancelled, each with what
 * the traveller paid, Tern's commission and what the owner is owed, and the totals per currency.
 */
export async function monthlyStatement(db: Database, propertyId: string, month: string) {
  const start = `${month}-01`;
  const end = addDays(`${month}-28`, 4).slice(0, 7) + "-01";
  const rows = await db
    .select()
    .from(ownerReservations)
    .where(
      and(
        eq(ownerReservations.propertyId, propertyId),
        gte(ownerReservations.checkOut, start),
        lt(ownerReservations.checkOut, end),
      ),
    )
    .orderBy(asc(ownerReservations.checkOut));
  const lines = rows.map(read).filter((r) => r.status !== "cancelled");
  const totals = new Map<Currency, { amount: number; commission: number; owed: number }>();
  for (const line of lines) {
    const sum = totals.get(line.currency) ?? { amount: 0, commission: 0, owed: 0 };
    sum.amount += line.amount;
    sum.commission += line.commission;
    sum.owed += line.amount - line.commission;
    totals.set(line.currency, sum);
  }
  return { month, lines, totals: [...totals].map(([currency, sum]) => ({ currency, ...sum })) };
}

/**
 * A reservation's stay and rooms as its owner reads them, in their language: the reservations page and the e-mail
 * say them alike ("Dec 1, 2026 to Dec 3, 2026", "Garden double, 2 rooms").
 */
export function reservationWords(
  reservation: Pick<Reservation, "checkIn" | "checkOut" | "rooms">,
  roomName: string,
  locale: Locale,
  t: TFunction<"extranet">,
) {
  return {
    dates: t("reservations.stay", {
      checkIn: localDate(reservation.checkIn, locale),
      checkOut: localDate(reservation.checkOut, locale),
    }),
    room: t("reservations.roomCount", { room: roomName, count: reservation.rooms.length }),
  };
}
