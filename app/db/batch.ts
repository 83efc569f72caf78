import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Database } from "./client.server";

/** Runs statements as one D1 batch (D1's transaction); nothing at all when there are none. */
export async function runBatch<T extends readonly BatchItem<"sqlite">[]>(db: Database, statements: T) {
  const [first, ...rest] = statements;
  if (!first) return [] as unknown as BatchResponse<T>;
  return (await db.batch([first, ...rest])) as unknown as BatchResponse<T>;
}
