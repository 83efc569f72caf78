import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { stableIdFor } from "~/domains/core/ids";
import { AIRPORTS } from "~/domains/flights/airports";
import { findCity, nearCity } from "~/domains/hotels/destinations";
import { parseMapPoint } from "~/lib/geo";
import { DIRECT_PREFIX, type PropertyType } from "~/domains/hotels/supplier";
import { dispatchOutbox, outboxStatement, type SendJob } from "~/domains/jobs/outbox.server";
import type { Currency } from "~/domains/markets/markets";
import type { Locale } from "~/i18n/locales";
import { type OwnerActor, ownerAuditStatement } from "./audit.server";
import type { PropertyForm } from "./schema";
import { ownerEmailJob } from "./types";
import { ownerManagers, ownerProperties, ownerRooms } from "./tables";

// An owner's property (decision 029): made when the desk approves its listing, then kept by its managers, who see only
// the properties that name their e-mail.

export type OwnerProperty = typeof ownerProperties.$inferSelect;

export interface ApprovedListing {
  applicationId: string;
  name: string;
  type: PropertyType;
  cityCode: string;
  address: string;
  point: { lat: number; lon: number } | null;
  currency: Currency;
  /** The listing's contact: the property's owner, written to in the listing's language. */
  email: string;
  locale: Locale;
}

/** The id a listing's property has: the same approval sent twice makes one property. */
export const propertyIdFor = async (applicationId: string) =>
  `${DIRECT_PREFIX}${(await stableIdFor("owner-property", applicationId)).slice(0, 10)}`;

/**
 * The statements that make an approved listing's property and name its contact as its owner, for the approval's
 * batch, written only if `onlyIf` holds when their turn comes (the listing was approved: a refusal that won a race
 * makes nothing). It sells nothing until its owner adds a room type (no room, no offer).
 */
export async function propertyFromListing(db: Database, listing: ApprovedListing, now: Date, onlyIf: SQL = sql`1`) {
  const id = await propertyIdFor(listing.applicationId);
  const city = findCity(listing.cityCode);
  const airport = AIRPORTS.find((a) => a.code === city?.code);
  const point = listing.point ?? { lat: airport?.lat ?? 0, lon: airport?.lon ?? 0 };
  const at = now.toISOString();
  // The tables' columns in order; a new property checks in from 14:00, out by 12:00, on the moderate policy.
  return [
    db
      .insert(ownerProperties)
      .select(
        sql`SELECT ${id}, ${listing.applicationId}, ${listing.name}, ${listing.type}, 3, ${city?.code ?? listing.cityCode}, ${listing.address}, ${point.lat}, ${point.lon}, '', '[]', '14:00', '12:00', '', 'moderate', ${listing.currency}, ${at}, ${at} WHERE ${onlyIf}`,
      )
      .onConflictDoNothing(),
    db
      .insert(ownerManagers)
      .select(sql`SELECT ${id}, ${listing.email.toLowerCase()}, 'owner', ${listing.locale}, ${at} WHERE ${onlyIf}`)
      .onConflictDoNothing(),
  ] as const;
}

/** The properties a signed-in member manages, by their account's e-mail. */
export async function managedProperties(db: Database, email: string) {
  return db
    .select({
      id: ownerProperties.id,
      name: ownerProperties.name,
      cityCode: ownerProperties.cityCode,
      role: ownerManagers.role,
    })
    .from(ownerManagers)
    .innerJoin(ownerProperties, eq(ownerProperties.id, ownerManagers.propertyId))
    .where(eq(ownerManagers.email, email.toLowerCase()))
    .orderBy(asc(ownerProperties.name));
}

/** A property, only for one of its managers: anyone else gets null, exactly as for a property that does not exist. */
export async function managedProperty(db: Database, email: string, propertyId: string) {
  const [row] = await db
    .select({ property: ownerProperties, role: ownerManagers.role })
    .from(ownerManagers)
    .innerJoin(ownerProperties, eq(ownerProperties.id, ownerManagers.propertyId))
    .where(and(eq(ownerManagers.email, email.toLowerCase()), eq(ownerManagers.propertyId, propertyId)));
  if (!row) return null;
  const rooms = await db
    .select()
    .from(ownerRooms)
    .where(eq(ownerRooms.propertyId, propertyId))
    .orderBy(asc(ownerRooms.code));
  const managers = await db
    .select({ email: ownerManagers.email, role: ownerManagers.role })
    .from(ownerManagers)
    .where(eq(ownerManagers.propertyId, propertyId))
    .orderBy(asc(ownerManagers.createdAt));
  return { ...row.property, role: row.role, rooms, managers };
}
export type ManagedProperty = NonNullable<Awaited<ReturnType<typeof managedProperty>>>;

/**
 * Its details as its manager set them, audited in the same batch; "far" (nothing saved) for a map point away from its
 * city (another city's, or latitude and longitude swapped).
 */
export async function updateProperty(
  db: Database,
  actor: OwnerActor,
  property: Pick<OwnerProperty, "id" | "cityCode">,
  form: PropertyForm,
  now: Date,
): Promise<"saved" | "far"> {
  const point = form.pin ? parseMapPoint(form.pin) : null;
  if (point && !nearCity(point, property.cityCode)) return "far";
  await db.batch([
    db
      .update(ownerProperties)
      .set({
        name: form.name,
        type: form.type,
        stars: form.stars,
        address: form.address,
        ...(point ? { lat: point.lat, lon: point.lon } : {}),
        description: form.description,
        amenitiesJson: JSON.stringify(form.amenities),
        checkInFrom: form.checkInFrom,
        checkOutUntil: form.checkOutUntil,
        houseRules: form.houseRules,
        policy: form.policy,
        updatedAt: now.toISOString(),
      })
      .where(eq(ownerProperties.id, property.id)),
    ownerAuditStatement(
      db,
      actor,
      property.id,
      "property.update",
      { name: form.name, policy: form.policy, pin: form.pin ?? null },
      now,
    ),
  ]);
  return "saved";
}

/**
 * Names a co-manager by their e-mail, told so by e-mail (they sign in, or create an account, with that address).
 * An address already named changes nothing and sends nothing.
 */
export async function inviteManager(
  deps: { db: Database; send: SendJob },
  actor: OwnerActor,
  propertyId: string,
  email: string,
  locale: Locale,
  now: Date,
): Promise<"invited" | "already"> {
  const { db } = deps;
  const address = email.toLowerCase();
  const [existing] = await db
    .select()
    .from(ownerManagers)
    .where(and(eq(ownerManagers.propertyId, propertyId), eq(ownerManagers.email, address)));
  if (existing) return "already";
  const job = ownerEmailJob(`owner-invite:${propertyId}:${address}`, { event: "invited", propertyId, email: address });
  await db.batch([
    db
      .insert(ownerManagers)
      .values({ propertyId, email: address, role: "co_manager", locale, createdAt: now.toISOString() })
      .onConflictDoNothing(),
    ownerAuditStatement(db, actor, propertyId, "manager.invite", { email: address }, now),
    outboxStatement(db, job, now),
  ]);
  await dispatchOutbox(db, deps.send, now, { ids: [job.id] }).catch((error: unknown) =>
    console.warn("owner e-mail left in the outbox for the cron", error),
  );
  return "invited";
}

/** Every owner's property that sells a room type: their pages, for the sitemap. */
export async function directPropertyIds(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: ownerRooms.propertyId })
    .from(ownerRooms)
    .orderBy(asc(ownerRooms.propertyId));
  return rows.map((row) => row.id);
}

/**
 * Names a co-manager without an invitation (the sandbox's /dev/seed: an end-to-end test's own owner of the seeded
 * property). False when there is no such property.
 */
export async function nameManager(db: Database, propertyId: string, email: string, now: Date): Promise<boolean> {
  const [property] = await db
    .select({ id: ownerProperties.id })
    .from(ownerProperties)
    .where(eq(ownerProperties.id, propertyId));
  if (!property) return false;
  await db
    .insert(ownerManagers)
    .values({
      propertyId,
      email: email.toLowerCase(),
      role: "co_manager",
      locale: "en-US",
      createdAt: now.toISOString(),
    })
    .onConflictDoNothing();
  return true;
}
