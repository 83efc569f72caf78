import { env } from "cloudflare:test";
import { runBatch } from "~/db/batch";
import type { Member } from "~/domains/accounts/members.server";
import { withDirect } from "~/domains/hotels/combined";
import { SandboxHotelSupplier } from "~/domains/hotels/sandbox/supplier";
import type { OwnerActor } from "~/domains/owners/audit.server";
import { managedProperty, propertyFromListing, propertyIdFor } from "~/domains/owners/properties.server";
import { type RoomDeps, saveRoom, setCalendar } from "~/domains/owners/rooms.server";
import type { CalendarForm } from "~/domains/owners/schema";
import { ownersHotelSupplier } from "~/domains/owners/supplier.server";
import type { SendJob } from "~/domains/jobs/outbox.server";
import { db } from "./checkout";
import { testClock } from "./clock";

// An owner's property for workerd tests (decision 029): made as the desk's approval makes it, with one room type.

const sandbox = new SandboxHotelSupplier();

/** The composition root's hotel supplier: the sandbox's properties and the owners', on the given clock. */
export const directHotels =
  (send: SendJob = async () => {}) =>
  (now: () => Date) =>
    withDirect(
      sandbox,
      ownersHotelSupplier({ db, send, now, photos: env.UPLOADS, cityCentre: (code) => sandbox.cityCentre(code) }),
    );

export const roomDeps = (now = testClock()): RoomDeps => ({ db, inventory: env.INVENTORY, now });

export const ownerMember = (email: string): Member => ({
  id: `m-${email}`,
  email,
  firstName: "Funke",
  lastName: "Adeyemi",
  phone: null,
  hasPassword: false,
  locale: "en-US",
  createdAt: testClock().toISOString(),
});

export const actorOf = (email: string): OwnerActor => ({ memberId: `m-${email}`, email, address: "127.0.0.1" });

/** A guest house in Lagos whose owner is `email`, with a room type of `count` rooms at NGN `rate` a night. */
export async function ownerProperty(email: string, options: { count?: number; rate?: number; name?: string } = {}) {
  const applicationId = `app-${crypto.randomUUID()}`;
  await runBatch(
    db,
    await propertyFromListing(
      db,
      {
        applicationId,
        name: options.name ?? `Guest house ${applicationId.slice(4, 12)}`,
        type: "guest_house",
        cityCode: "LOS",
        address: "4 Admiralty Way, Lekki",
        point: { lat: 6.4381, lon: 3.4735 },
        currency: "NGN",
        email,
        locale: "en-US",
      },
      testClock(),
    ),
  );
  const id = await propertyIdFor(applicationId);
  let property = (await managedProperty(db, email, id))!;
  await saveRoom(roomDeps(), actorOf(email), property, {
    name: "Garden double",
    bedType: "double",
    beds: 1,
    maxAdults: 2,
    maxOccupancy: 3,
    sizeM2: 20,
    count: options.count ?? 3,
    rate: options.rate ?? 40_000,
    minNights: 1,
  });
  property = (await managedProperty(db, email, id))!;
  return property;
}

/** One calendar edit over nights of the property's first room type. */
export const editNights = async (
  email: string,
  propertyId: string,
  edit: Omit<CalendarForm, "room" | "state"> & Partial<Pick<CalendarForm, "state">>,
) => {
  const property = (await managedProperty(db, email, propertyId))!;
  return setCalendar(roomDeps(), actorOf(email), property, { room: "R1", state: "keep", ...edit });
};
