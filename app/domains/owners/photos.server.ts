import { asc, eq } from "drizzle-orm";
import { customAlphabet } from "nanoid";
import type { Database } from "~/db/client.server";
import { type OwnerActor, ownerAuditStatement } from "./audit.server";
import { type MakePhoto, PHOTO_WIDTHS, type PhotoFile, type PhotoRefusal } from "./photo-types";
import type { ManagedProperty } from "./properties.server";
import { ownerPhotos } from "./tables";

// An owner's photos (decision 029): made safe (photo-pipeline.ts), kept in the uploads bucket at each width the pages
// use under a generated name, listed in D1, each addition audited.

const photoSuffix = customAlphabet("abcdefghjkmnpqrstuvwxyz23456789", 8);
const keyOf = (photoId: string, width: number) => `owner-photos/${photoId}-${width}.jpg`;
/** A property shows at most this many photos. */
export const MAX_PHOTOS = 20;

export interface PhotoDeps {
  db: Database;
  bucket: R2Bucket;
  now: Date;
  /** Decodes, resizes and encodes it again: the documents Worker's (services.server.ts makePhotoFor). */
  makePhoto: MakePhoto;
}

/** Adds a photo of the property (`roomCode` null) or of one of its room types. */
export async function addPhoto(
  deps: PhotoDeps,
  actor: OwnerActor,
  property: ManagedProperty,
  roomCode: string | null,
  file: PhotoFile,
): Promise<{ ok: true; id: string } | { ok: false; reason: PhotoRefusal | "missing" | "full" }> {
  if (roomCode && !property.rooms.some((r) => r.code === roomCode)) return { ok: false, reason: "missing" };
  if ((await photosOf(deps.db, property.id)).length >= MAX_PHOTOS) return { ok: false, reason: "full" };
  const made = await deps.makePhoto(file);
  if (!made.ok) return made;
  const id = `${property.id}-${photoSuffix()}`;
  // Each width under its own name; a row names them only once all are kept.
  await Promise.all(
    made.sizes.map((size, i) =>
      deps.bucket.put(keyOf(id, PHOTO_WIDTHS[i] ?? size.width), size.bytes, {
        httpMetadata: { contentType: "image/jpeg" },
      }),
    ),
  );
  const { db, now } = deps;
  await db.batch([
    db.insert(ownerPhotos).values({ id, propertyId: property.id, roomCode, createdAt: now.toISOString() }),
    ownerAuditStatement(db, actor, property.id, "photo.add", { photo: id, room: roomCode }, now),
  ]);
  return { ok: true, id };
}

export async function photosOf(db: Database, propertyId: string) {
  return db
    .select()
    .from(ownerPhotos)
    .where(eq(ownerPhotos.propertyId, propertyId))
    .orderBy(asc(ownerPhotos.createdAt), asc(ownerPhotos.id));
}

/** One width of a photo (`{id}-{width}`) as served, or null. */
export async function photoFile(bucket: R2Bucket, imageId: string) {
  const [, id, width] = /^(own-[a-z2-9]{10}-[a-z2-9]{8})-(\d+)$/.exec(imageId) ?? [];
  if (!id || !PHOTO_WIDTHS.some((w) => String(w) === width)) return null;
  const object = await bucket.get(keyOf(id, Number(width)));
  return object ? { contentType: "image/jpeg", body: object.body } : null;
}
