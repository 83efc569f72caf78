import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

function connect(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof connect>;

const clients = new WeakMap<D1Database, Database>();

/** One Drizzle client per D1 binding: building one reads the whole schema, too costly for every request. */
export function createDb(d1: D1Database): Database {
  let db = clients.get(d1);
  if (!db) {
    db = connect(d1);
    clients.set(d1, db);
  }
  return db;
}
