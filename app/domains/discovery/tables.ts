import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** What a visitor told Tern from the Feedback link (product rules §2, Landing page): kept and e-mailed to the team. */
export const feedback = sqliteTable(
  "feedback",
  {
    id: text("id").primaryKey(),
    /** Plain text, shown as text. */
    message: text("message").notNull(),
    /** An address to answer, when given (lower case). */
    email: text("email"),
    /** The page it was sent from. */
    page: text("page").notNull(),
    locale: text("locale").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [index("feedback_created_idx").on(table.createdAt)],
);
