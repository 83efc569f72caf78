import { inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { Inventory } from "./inventory";
import { inventoryObjects } from "./tables";

/** One bucket of one Inventory object: a cabin's seats on a departure, a room type on a night. */
export interface BucketRef {
  inventoryKey: string;
  key: string;
}

/**
 * What Tern can still hold of each bucket it has held or sold before, by `${inventoryKey}|${key}`; a bucket Tern has
 * never touched is absent (the supplier's own figure stands). Results pages ask it so that what Tern sold out is not
 * offered, and the "last seats" note tells the truth.
 */
export type TernCapacity = (buckets: readonly BucketRef[]) => Promise<Map<string, number>>;

export const bucketId = (bucket: BucketRef) => `${bucket.inventoryKey}|${bucket.key}`;

/** D1 binds at most 100 parameters a statement. */
const KEYS_PER_QUERY = 90;

/**
 * The Inventory objects' answer, asked only of the objects Tern has held from (inventory_objects, one D1 read), one
 * call per object whatever the number of its buckets asked about.
 */
export function inventoryCapacity(inventory: DurableObjectNamespace<Inventory>, db: Database): TernCapacity {
  return async (buckets) => {
    const byObject = new Map<string, Set<string>>();
    for (const b of buckets) byObject.set(b.inventoryKey, (byObject.get(b.inventoryKey) ?? new Set()).add(b.key));
    const names = [...byObject.keys()];
    const used = new Set<string>();
    for (let i = 0; i < names.length; i += KEYS_PER_QUERY) {
      const rows = await db
        .select({ key: inventoryObjects.inventoryKey })
        .from(inventoryObjects)
        .where(inArray(inventoryObjects.inventoryKey, names.slice(i, i + KEYS_PER_QUERY)));
      for (const row of rows) used.add(row.key);
    }
    const answers = await Promise.all(
      [...byObject]
        .filter(([inventoryKey]) => used.has(inventoryKey))
        .map(async ([inventoryKey, keys]) => {
          const rows = await inventory.getByName(inventoryKey).availability([...keys]);
          return Array.isArray(rows) ? rows.map((row) => ({ inventoryKey, ...row })) : [];
        }),
    );
    // A bucket with no capacity was never created: Tern has neither held nor sold any of it.
    return new Map(answers.flat().flatMap((row) => (row.capacity > 0 ? [[bucketId(row), row.available]] : [])));
  };
}
