import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { identityColumns, travelDocumentColumns } from "~/db/person-columns";

/** A member: the account behind e-mail-first sign-in (product rules §2 and §4). */
export const members = sqliteTable("members", {
  id: text("id").primaryKey(),
  /** Lower-cased; one account per address. */
  email: text("email").notNull().unique(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  phone: text("phone"),
  /** `scrypt$N$r$p$salt$hash`; null for an account that signs in only with codes until it creates a password. */
  passwordHash: text("password_hash"),
  /** The language of the member's e-mails: the page's language at registration, then each sign-in's. */
  locale: text("locale").notNull(),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
});

/**
 * A signed-in browser ("web", its token in the `__Host-` session cookie) or an API client ("api", a Bearer
 * token). Only the SHA-256 of the token is kept, so a copy of the table signs nobody in.
 */
export const memberSessions = sqliteTable(
  "member_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: text("member_id").notNull(),
    kind: text("kind").notNull(),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
  },
  (table) => [index("member_sessions_member_idx").on(table.memberId)],
);

/**
 * A verification code as sent by e-mail: only its keyed hash is kept. It is good for one use, until it
 * expires, and for at most 5 tries; a newer code for the same address and purpose replaces it.
 */
export const verificationCodes = sqliteTable(
  "verification_codes",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    /** "sign_in", "register" or "reset_password". */
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** What the code will confirm: a registration's names, JSON. */
    payloadJson: text("payload_json"),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
  },
  (table) => [index("verification_codes_email_idx").on(table.email, table.purpose, table.createdAt)],
);

/**
 * The member's travellers: the primary traveller (the member themself) and co-travellers, with what the
 * travellers step of a booking asks for (product rules §3, Traveller or guest).
 */
export const memberTravellers = sqliteTable(
  "member_travellers",
  {
    id: text("id").primaryKey(),
    memberId: text("member_id").notNull(),
    isPrimary: integer("is_primary", { mode: "boolean" }).notNull(),
    /** "adult", "child" or "infant", chosen before the rest (product rules §5). */
    ageGroup: text("age_group").notNull(),
    ...identityColumns(),
    ...travelDocumentColumns(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [index("member_travellers_member_idx").on(table.memberId, table.isPrimary, table.createdAt)],
);
