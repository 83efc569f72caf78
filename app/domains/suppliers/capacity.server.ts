import type { Inventory } from "./inventory";

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

/** The Inventory objects' answer, one call per object whatever the number of its buckets asked about. */
export function inventoryCapacity(inventory: DurableObjectNamespace<Inventory>): TernCapacity {
  return async (buckets) => {
    const byObject = new Map<string, Set<string>>();
    for (const b of buckets) byObject.set(b.inventoryKey, (byObject.get(b.inventoryKey) ?? new Set()).add(b.key));
    const answers = await Promise.all(
      [...byObject].map(async ([inventoryKey, keys]) => {
        const rows = await inventory.getByName(inventoryKey).availability([...keys]);
        return Array.isArray(rows) ? rows.map((row) => ({ inventoryKey, ...row })) : [];
      }),
    );
    // A bucket with no capacity was never created: Tern has neither held nor sold any of it.
    return new Map(answers.flat().flatMap((row) => (row.capacity > 0 ? [[bucketId(row), row.available]] : [])));
  };
}
