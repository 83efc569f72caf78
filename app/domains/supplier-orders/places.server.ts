import type { Inventory } from "~/domains/suppliers/inventory";

/**
 * How many places are left in each of an Inventory object's buckets, in the order asked: what a product's page shows
 * beside each choice (a slot's places, an hour's cars). A bucket nobody has held yet has its whole `capacity`.
 */
export async function placesLeft(
  inventory: DurableObjectNamespace<Inventory>,
  unit: string,
  keys: readonly string[],
  capacity: number,
): Promise<number[]> {
  const counts = await inventory.getByName(unit).availability([...keys]);
  return keys.map((_, i) => {
    const bucket = Array.isArray(counts) ? counts[i] : undefined;
    return bucket && bucket.capacity > 0 ? bucket.available : capacity;
  });
}
