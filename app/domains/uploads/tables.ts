import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * A file someone gave us (a visa applicant's passport scan, a property's photo): its bytes in the UPLOADS bucket under
 * a generated key, its type as its bytes say. Its name is never kept. `owner` is what it belongs to (an application),
 * and only that owner's viewers are served it; `slot` is which of the owner's files it is ("a1:passport", "photo-3").
 */
export const uploads = sqliteTable(
  "uploads",
  {
    id: text("id").primaryKey(),
    owner: text("owner").notNull(),
    slot: text("slot").notNull(),
    objectKey: text("object_key").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [index("uploads_owner_idx").on(table.owner, table.slot)],
);
