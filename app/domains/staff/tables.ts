import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The people who run Tern, at the desk (DESIGN.md, Security): accounts apart from members, each with its roles, a
 * password and a TOTP second factor.
 */
export const staff = sqliteTable("staff", {
  id: text("id").primaryKey(),
  /** Lower-cased; one account per address. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  /** `scrypt$N$r$p$salt$hash`, as members' (accounts/passwords.server.ts). */
  passwordHash: text("password_hash").notNull(),
  /** The TOTP secret (RFC 6238, base32), shared with the staff member's authenticator app once. */
  totpSecret: text("totp_secret").notNull(),
  /** The last TOTP time step accepted: a code is good once, so one read over a shoulder signs nobody in again. */
  totpLastStep: integer("totp_last_step").notNull().default(0),
  /** The staff member's roles, JSON (roles.ts). */
  rolesJson: text("roles_json").notNull(),
  /** Set when an admin suspends the account: its sessions end and it signs in no more. */
  disabledAt: text("disabled_at"),
  /**
   * An invited account's enrolment link (its token's SHA-256) and its end: until enrolled, the account has no password
   * nor TOTP secret (both empty) and signs in with nothing (enrolment.server.ts).
   */
  enrolTokenHash: text("enrol_token_hash"),
  enrolExpiresAt: text("enrol_expires_at"),
  createdAt: text("created_at").notNull(),
  updatedAt: text("updated_at").notNull(),
});

/** Single-use recovery codes, for a lost authenticator: only their SHA-256 is kept. */
export const staffRecoveryCodes = sqliteTable(
  "staff_recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    staffId: text("staff_id").notNull(),
    usedAt: text("used_at"),
  },
  (table) => [index("staff_recovery_codes_staff_idx").on(table.staffId)],
);

/**
 * A browser at the desk: "password" once the password is right (the second factor still to give, for a few
 * minutes), "signed_in" after it. Only the token's SHA-256 is kept. A signed-in session lapses when idle.
 */
export const staffSessions = sqliteTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: text("staff_id").notNull(),
    stage: text("stage").notNull(),
    createdAt: text("created_at").notNull(),
    lastSeenAt: text("last_seen_at").notNull(),
    /** The latest the session lasts, however busy. */
    expiresAt: text("expires_at").notNull(),
  },
  (table) => [index("staff_sessions_staff_idx").on(table.staffId)],
);

/**
 * The desk's audit trail: one row per staff action (who, when, what, on which record, from where). Append-only: the
 * migration's triggers refuse any UPDATE or DELETE of it.
 */
export const staffAudit = sqliteTable(
  "staff_audit",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Null for an attempt by nobody known (a sign-in with an unknown address). */
    staffId: text("staff_id"),
    at: text("at").notNull(),
    /** What was done: "sign_in", "refund.approve", ... (audit.server.ts AUDIT_ACTIONS). */
    action: text("action").notNull(),
    /** The record acted on: its kind ("refund_case", "staff", ...) and id. */
    recordKind: text("record_kind"),
    recordId: text("record_id"),
    /** What else the action says (an amount, a reason), JSON. */
    detailJson: text("detail_json"),
    /** The client's address as the Worker saw it. */
    address: text("address").notNull(),
  },
  (table) => [
    index("staff_audit_staff_idx").on(table.staffId, table.at),
    index("staff_audit_record_idx").on(table.recordKind, table.recordId),
  ],
);

/** Support's notes on a record (an order of any kind): who wrote what, when. Kept, never edited. */
export const staffNotes = sqliteTable(
  "staff_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    recordKind: text("record_kind").notNull(),
    recordId: text("record_id").notNull(),
    staffId: text("staff_id").notNull(),
    text: text("text").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (table) => [index("staff_notes_record_idx").on(table.recordKind, table.recordId, table.createdAt)],
);
