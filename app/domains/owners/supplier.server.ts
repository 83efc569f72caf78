import { and, eq, gte, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { stableIdFor } from "~/domains/core/ids";
import { convert, roundToWholeUnits } from "~/domains/markets/fx";
import type { Currency, Money } from "~/domains/markets/markets";
import { dispatchOutbox, outboxStatement, type SendJob } from "~/domains/jobs/outbox.server";
import { nightsOf, roomFits } from "~/domains/hotels/stay-query";
import type { HotelSearch, HotelSupplier, Property, RatePlan, RoomType } from "~/domains/hotels/supplier";
import { distanceKm } from "~/lib/geo";
import { daysBetween } from "~/lib/time";
import { ownerNights, ownerProperties, ownerReservations, ownerRooms } from "./tables";
import { commissionOf, DIRECT_PLAN, ownerEmailJob, type PolicyName, policyTerms } from "./types";
import { photoFile, photosOf } from "./photos.server";
import { cancelReservation } from "./reservations.server";
import { nightOf, propertyOf, roomNights, roomOf } from "./rows.server";

// The owners' properties as a HotelSupplier (decision 029): what their extranet says, read from D1 at each search, so
// an owner's change is on sale at once; booked by writing the owner's reservation and its e-mail in one batch.

export interface OwnersSupplierDeps {
  db: Database;
  /** Sends the owner's e-mail job right after its batch (the cron sends what a dead Worker left). */
  send: SendJob;
  now: () => Date;
  /** Where owners' photos are kept (the uploads bucket). */
  photos: R2Bucket;
  /** Where a city's centre is: a card's distance from it. */
  cityCentre(cityCode: string): Promise<{ lat: number; lon: number } | null>;
}

type RoomRow = typeof ownerRooms.$inferSelect;

export function ownersHotelSupplier(deps: OwnersSupplierDeps): HotelSupplier {
  const { db } = deps;

  async function load(
    propertyId: string,
  ): Promise<{ property: Property; rooms: RoomRow[]; policy: PolicyName; currency: Currency } | null> {
    const [row] = await db.select().from(ownerProperties).where(eq(ownerProperties.id, propertyId));
    if (!row) return null;
    const rooms = await db.select().from(ownerRooms).where(eq(ownerRooms.propertyId, propertyId));
    const [centre, photos] = await Promise.all([deps.cityCentre(row.cityCode), photosOf(db, propertyId)]);
    return {
      property: propertyOf(row, rooms, photos, centre ? distanceKm(centre, row) : 0),
      rooms,
      policy: row.policy as PolicyName,
      currency: row.currency as Currency,
    };
  }

  async function nightsFor(propertyId: string, checkIn: string, checkOut: string) {
    const rows = await db
      .select()
      .from(ownerNights)
      .where(
        and(eq(ownerNights.propertyId, propertyId), gte(ownerNights.night, checkIn), lt(ownerNights.night, checkOut)),
      );
    return new Map(rows.map((row) => [`${row.roomCode}|${row.night}`, row]));
  }

  /** Each room type that sells every night of the stay to at least one of the query's rooms, with its one rate. */
  async function ratesOf(propertyId: string, query: HotelSearch) {
    const loaded = await load(propertyId);
    return loaded ? ratesFor(loaded, query) : [];
  }

  async function ratesFor(loaded: NonNullable<Awaited<ReturnType<typeof load>>>, query: HotelSearch) {
    const { property, rooms, policy, currency } = loaded;
    const propertyId = property.id;
    const nights = nightsOf(query.checkIn, query.checkOut);
    const rows = await nightsFor(propertyId, query.checkIn, query.checkOut);
    const out: Array<{ room: RoomType; plans: RatePlan[] }> = [];
    for (const row of rooms) {
      const room = roomOf(row);
      if (!query.rooms.some((party) => roomFits(room, party))) continue;
      const sold = nights.map((night) => nightOf(row, rows.get(`${row.code}|${night}`)));
      const open = sold.every((n) => n !== null && n.rooms > 0);
      // The minimum stay is the check-in night's.
      if (!open || nights.length < (sold[0]?.minNights ?? 1)) continue;
      const nightly = sold.map((n): Money =>
        roundToWholeUnits(convert({ amount: n?.rate ?? 0, currency }, query.currency)),
      );
      out.push({
        room: { ...room, count: Math.min(...sold.map((n) => n?.rooms ?? 0)) },
        plans: [
          {
            code: DIRECT_PLAN,
            breakfastIncluded: property.amenities.includes("breakfast"),
            cancellation: policyTerms(policy),
            nightly,
            total: { amount: nightly.reduce((sum, m) => sum + m.amount, 0), currency: query.currency },
          },
        ],
      });
    }
    return out;
  }

  return {
    async search(query, now) {
      if (query.checkIn < now.toISOString().slice(0, 10)) return [];
      const ids = await db
        .select({ id: ownerProperties.id })
        .from(ownerProperties)
        .where(eq(ownerProperties.cityCode, query.city));
      const offers = await Promise.all(
        ids.map(async ({ id }) => {
          const loaded = await load(id);
          const rates = loaded ? await ratesFor(loaded, query) : [];
          if (!loaded || rates.length === 0) return null;
          const { property } = loaded;
          // The cheapest room type for each room of the party, as the sandbox's listing prices.
          let total = 0;
          for (const party of query.rooms) {
            const prices = rates.filter((r) => roomFits(r.room, party)).map((r) => r.plans[0]?.total.amount ?? 0);
            if (prices.length === 0) return null;
            total += Math.min(...prices);
          }
          const nights = daysBetween(query.checkIn, query.checkOut);
          return {
            property,
            fromTotal: { amount: total, currency: query.currency },
            fromPerNight: roundToWholeUnits({ amount: Math.round(total / nights), currency: query.currency }),
            nights,
          };
        }),
      );
      return offers.filter((o) => o !== null);
    },
    async details(propertyId) {
      return (await load(propertyId))?.property ?? null;
    },
    async properties(cityCode) {
      const rows = await db
        .select({ id: ownerProperties.id })
        .from(ownerProperties)
        .where(eq(ownerProperties.cityCode, cityCode));
      return rows.map((row) => row.id);
    },
    rates: ratesOf,
    reviews: async () => [],
    cityCentre: (cityCode) => deps.cityCentre(cityCode),
    photo: (imageId) => photoFile(deps.photos, imageId),
    async allotment(propertyId, roomCode, nights) {
      const first = nights[0];
      const found = first ? await roomNights(db, propertyId, roomCode, first, nights.at(-1) ?? first) : null;
      if (!found) return nights.map(() => 0);
      return nights.map((night) => nightOf(found.room, found.byNight.get(night))?.rooms ?? 0);
    },
    async book(request) {
      // The same reference always gets the same reservation: a repeated request books once.
      const id = `own-${(await stableIdFor("owner-reservation", request.reference)).slice(0, 10).toUpperCase()}`;
      const now = deps.now();
      const job = ownerEmailJob(`owner-reservation:${id}`, { reservationId: id, event: "booked" });
      await db.batch([
        db
          .insert(ownerReservations)
          .values({
            id,
            reference: request.reference,
            propertyId: request.propertyId,
            roomCode: request.roomCode,
            checkIn: request.checkIn,
            checkOut: request.checkOut,
            roomsJson: JSON.stringify(request.rooms),
            requests: request.requests,
            amount: request.total.amount,
            currency: request.total.currency,
            commission: commissionOf(request.total.amount),
            status: "confirmed",
            createdAt: now.toISOString(),
            updatedAt: now.toISOString(),
          })
          .onConflictDoNothing(),
        outboxStatement(db, job, now),
      ]);
      await dispatchOutbox(db, deps.send, now, { ids: [job.id] }).catch((error: unknown) =>
        console.warn("owner e-mail left in the outbox for the cron", error),
      );
      return { ok: true, confirmation: id };
    },
    async cancel(confirmation) {
      return { ok: await cancelReservation(db, deps.send, confirmation, deps.now()) };
    },
  };
}
