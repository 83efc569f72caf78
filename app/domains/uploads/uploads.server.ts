import { and, eq, inArray } from "drizzle-orm";
import { customAlphabet } from "nanoid";
import type { Database } from "~/db/client.server";
import type { InspectPdf } from "~/domains/documents/layout";
import { checkUpload, MAX_UPLOAD_BYTES, UPLOAD_TYPES, type UploadRefusal, type UploadType } from "./sniff";
import { uploads } from "./tables";

// Files people give us (DESIGN.md, uploads): checked by their bytes, kept in the UPLOADS bucket under a generated
// key, listed and served only through their owner, and deleted with it.

export interface UploadDeps {
  db: Database;
  bucket: R2Bucket;
  now: Date;
  /** Reads a PDF (the documents Worker): refused when it could act or carry a file, else its pages written again. */
  inspectPdf: InspectPdf;
}

export interface StoredUpload {
  id: string;
  slot: string;
  type: UploadType;
  size: number;
  createdAt: string;
}

const newUploadId = customAlphabet("abcdefghjkmnpqrstuvwxyz23456789", 20);

const toStored = (row: typeof uploads.$inferSelect): StoredUpload => ({
  id: row.id,
  slot: row.slot,
  type: (Object.entries(UPLOAD_TYPES).find(([, media]) => media === row.contentType)?.[0] ?? "pdf") as UploadType,
  size: row.size,
  createdAt: row.createdAt,
});

/**
 * Keeps a file as an owner's slot, replacing the slot's earlier file: nothing is stored unless its bytes pass
 * `checkUpload` and, for a PDF, the documents Worker's reading (what is stored is the PDF it wrote again). The object is written before its row, so a row never points at nothing; the replaced object goes
 * after the row that no longer names it.
 */
export async function storeUpload(
  deps: UploadDeps,
  owner: string,
  slot: string,
  file: File,
  accepts: readonly UploadType[],
): Promise<{ ok: true; upload: StoredUpload } | { ok: false; reason: UploadRefusal }> {
  // The size is known before the bytes are read: a file over the limit is never read into memory.
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, reason: "too_large" };
  const given = new Uint8Array(await file.arrayBuffer());
  const checked = checkUpload({ name: file.name, type: file.type, bytes: given }, accepts);
  if (!checked.ok) return checked;
  // A PDF is parsed, and kept only as it was read: its pages written again (DESIGN.md, Security).
  const inspected = checked.type === "pdf" ? await deps.inspectPdf(given) : null;
  if (inspected && !inspected.ok) return inspected;
  const bytes = inspected?.pdf ?? given;
  const { db, bucket } = deps;
  const id = newUploadId();
  const objectKey = `${owner}/${id}`;
  const contentType = UPLOAD_TYPES[checked.type];
  await bucket.put(objectKey, bytes, { httpMetadata: { contentType } });
  const before = await db
    .select({ id: uploads.id, objectKey: uploads.objectKey })
    .from(uploads)
    .where(and(eq(uploads.owner, owner), eq(uploads.slot, slot)));
  const row = { id, owner, slot, objectKey, contentType, size: bytes.byteLength, createdAt: deps.now.toISOString() };
  await db.batch([
    db.insert(uploads).values(row),
    ...(before.length > 0
      ? [
          db.delete(uploads).where(
            inArray(
              uploads.id,
              before.map((b) => b.id),
            ),
          ),
        ]
      : []),
  ]);
  if (before.length > 0) await bucket.delete(before.map((b) => b.objectKey));
  return { ok: true, upload: toStored(row) };
}

/** An owner's files, one per slot. */
export async function uploadsOf(db: Database, owner: string): Promise<StoredUpload[]> {
  const rows = await db.select().from(uploads).where(eq(uploads.owner, owner)).orderBy(uploads.slot);
  return rows.map(toStored);
}

/** One of an owner's files with its bytes, or null (another owner's file is the same as none). */
export async function readUpload(deps: Pick<UploadDeps, "db" | "bucket">, owner: string, id: string) {
  const [row] = await deps.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.owner, owner)));
  if (!row) return null;
  const object = await deps.bucket.get(row.objectKey);
  return object ? { upload: toStored(row), contentType: row.contentType, body: object.body } : null;
}

/** Deletes every file of an owner: its objects, then its rows. */
export async function deleteUploads(deps: Pick<UploadDeps, "db" | "bucket">, owner: string): Promise<number> {
  const rows = await deps.db
    .select({ id: uploads.id, objectKey: uploads.objectKey })
    .from(uploads)
    .where(eq(uploads.owner, owner));
  if (rows.length === 0) return 0;
  await deps.bucket.delete(rows.map((r) => r.objectKey));
  await deps.db.delete(uploads).where(eq(uploads.owner, owner));
  return rows.length;
}
