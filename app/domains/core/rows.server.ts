import { eq, inArray } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "~/db/client.server";

// Reading a domain's own rows by their ids (an order's, an application's): the same two queries for every table
// whose rows are known by a 16-character id (core/ids.ts). Each domain reads its own table through these.

type Keyed = SQLiteTable & { id: SQLiteColumn };

/** The row with this id; none for an id that cannot be one (a URL's typo never reaches the database). */
export async function rowWithId<T extends Keyed>(
  db: Database,
  table: T,
  id: string,
): Promise<T["$inferSelect"] | null> {
  if (!/^[a-z0-9]{16}$/.test(id)) return null;
  const [row] = await db
    .select()
    .from(table as SQLiteTable)
    .where(eq(table.id, id));
  return (row as T["$inferSelect"] | undefined) ?? null;
}

/** The rows with these ids, in no particular order; none asked, none read. */
export async function rowsWithIds<T extends Keyed>(db: Database, table: T, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return (await db
    .select()
    .from(table as SQLiteTable)
    .where(inArray(table.id, [...ids]))) as T["$inferSelect"][];
}
