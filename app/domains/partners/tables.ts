import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** X-Auth-Hash values already accepted within their window: the same signed request is never let in twice. */
export const apiReplays = sqliteTable(
  "api_replays",
  {
    hash: text("hash").primaryKey(),
    expiresAt: text("expires_at").notNull(),
  },
  (table) => [index("api_replays_expiry_idx").on(table.expiresAt)],
);

/** Each partner's Idempotency-Key with the body it first came with: the same key with another body is refused. */
export const apiIdempotencyKeys = sqliteTable(
  "api_idempotency_keys",
  {
    partnerId: text("partner_id").notNull(),
    key: text("key").notNull(),
    bodyDigest: text("body_digest").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.partnerId, table.key] }),
    index("api_idempotency_age_idx").on(table.createdAt),
  ],
);
