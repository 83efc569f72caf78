import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "./client.server";

/**
 * One INSERT per row, for the caller's `batch()` (which is the transaction, so it stays atomic). D1 binds at
 * most 100 parameters per statement: a multi-row insert of 17 columns already fails at 6 rows, so rows whose
 * count depends on the travellers are never inserted in one statement.
 */
export function insertEachRow<T extends SQLiteTable>(db: Database, table: T, rows: ReadonlyArray<T["$inferInsert"]>) {
  return rows.map((row) => db.insert(table).values(row));
}
