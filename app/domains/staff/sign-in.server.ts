import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { runBatch } from "~/db/batch";
import type { Database } from "~/db/client.server";
import { verifyPassword } from "~/domains/accounts/passwords.server";
import { newToken, tokenHash } from "~/domains/accounts/tokens.server";
import { claimAttempt, resetCountStatement } from "~/domains/core/counters.server";
import { sha256Hex } from "~/lib/digest";
import { auditStatement } from "./audit.server";
import { RolesSchema, type StaffMember } from "./roles";
import { staff, staffRecoveryCodes, staffSessions } from "./tables";

// Staff sign-in (DESIGN.md, Security): a password, then a second factor (a TOTP code, RFC 6238 through `otpauth`, or
// a single-use recovery code), each attempt counted before it is checked. A session lapses after STAFF_IDLE_MINUTES
// without a request and after STAFF_SESSION_HOURS whatever happens; signing out everywhere ends all of them.

export const STAFF_IDLE_MINUTES = 30;
export const STAFF_SESSION_HOURS = 10;
/** How long the password step waits for the second factor. */
export const SECOND_FACTOR_MINUTES = 5;
/** Wrong passwords, and wrong second factors, an account may have in LOCK_MINUTES before its sign-in pauses. */
export const MAX_STAFF_FAILURES = 5;
export const LOCK_MINUTES = 15;

const passwordKey = (staffId: string) => `staff-password:${staffId}`;
const secondFactorKey = (staffId: string) => `staff-second-factor:${staffId}`;

type Deps = { db: Database; now: Date };
export type StaffSignIn = { ok: true; token: string } | { ok: false; reason: "credential" | "locked" };

export const toStaffMember = (row: Pick<typeof staff.$inferSelect, "id" | "email" | "name" | "rolesJson">) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles: RolesSchema.catch([]).parse(JSON.parse(row.rolesJson)),
});

/**
 * The password step. An unknown address and a wrong password get the same answer after the same work (a decoy hash is
 * checked); the sixth failure in 15 minutes pauses the account's sign-in, counted before the password is checked.
 */
export async function checkStaffPassword(
  deps: Deps,
  input: { email: string; password: string; address: string },
): Promise<StaffSignIn> {
  const { db, now } = deps;
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.email, input.email.trim().toLowerCase()), isNull(staff.disabledAt)));
  const failed = (reason: "credential" | "locked") =>
    db
      .batch([
        auditStatement(
          db,
          { staffId: row?.id ?? null, address: input.address },
          {
            action: "sign_in_failed",
            detail: { step: "password", reason },
          },
          now,
        ),
      ])
      .then(() => ({ ok: false as const, reason }));
  if (row && !(await claimAttempt(db, passwordKey(row.id), MAX_STAFF_FAILURES, LOCK_MINUTES * 60_000, now))) {
    return failed("locked");
  }
  if (!(await verifyPassword(input.password, row?.passwordHash ?? null)) || !row) return failed("credential");
  const token = newToken();
  await db.insert(staffSessions).values({
    tokenHash: await tokenHash(token),
    staffId: row.id,
    stage: "password",
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SECOND_FACTOR_MINUTES * 60_000).toISOString(),
  });
  return { ok: true, token };
}

/** Normalizes a recovery code as printed ("k7q2-zd4m-x9p3" is "K7Q2ZD4MX9P3"). */
export const recoveryCodeKey = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, "");

/**
 * The second step: a TOTP code of the current 30-second step or either neighbour, good once (the account's last
 * accepted step only moves forward, in the statement that accepts it), or one of the account's unused recovery codes.
 * A right one ends the password step's session and starts a signed-in one with a new token.
 */
export async function checkSecondFactor(
  deps: Deps,
  input: { token: string; code: string; address: string },
): Promise<StaffSignIn | { ok: false; reason: "expired" }> {
  const { db, now } = deps;
  const pendingHash = await tokenHash(input.token);
  const [row] = await db
    .select({ staff, session: staffSessions })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, pendingHash),
        eq(staffSessions.stage, "password"),
        gt(staffSessions.expiresAt, now.toISOString()),
        isNull(staff.disabledAt),
      ),
    );
  if (!row) return { ok: false, reason: "expired" };
  const actor = { staffId: row.staff.id, address: input.address };
  if (!(await claimAttempt(db, secondFactorKey(row.staff.id), MAX_STAFF_FAILURES, LOCK_MINUTES * 60_000, now))) {
    await db.batch([
      auditStatement(db, actor, { action: "sign_in_failed", detail: { step: "code", reason: "locked" } }, now),
    ]);
    return { ok: false, reason: "locked" };
  }
  const factor = await spendSecondFactor(db, row.staff, input.code, now);
  if (!factor) {
    await db.batch([
      auditStatement(db, actor, { action: "sign_in_failed", detail: { step: "code", reason: "credential" } }, now),
    ]);
    return { ok: false, reason: "credential" };
  }
  const token = newToken();
  await runBatch(db, [
    db.delete(staffSessions).where(eq(staffSessions.tokenHash, pendingHash)),
    db.insert(staffSessions).values({
      tokenHash: await tokenHash(token),
      staffId: row.staff.id,
      stage: "signed_in",
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000).toISOString(),
    }),
    resetCountStatement(db, passwordKey(row.staff.id)),
    resetCountStatement(db, secondFactorKey(row.staff.id)),
    auditStatement(
      db,
      actor,
      { action: factor === "totp" ? "sign_in" : "sign_in_recovery_code", record: { kind: "staff", id: row.staff.id } },
      now,
    ),
  ]);
  return { ok: true, token };
}

/** Spends a TOTP code (once: its step must be newer than the last accepted) or a recovery code; null if neither. */
async function spendSecondFactor(
  db: Database,
  member: typeof staff.$inferSelect,
  code: string,
  now: Date,
): Promise<"totp" | "recovery_code" | null> {
  const digits = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(digits)) {
    const totp = new TOTP({ secret: Secret.fromBase32(member.totpSecret) });
    const delta = totp.validate({ token: digits, timestamp: now.getTime(), window: 1 });
    if (delta === null) return null;
    const step = totp.counter({ timestamp: now.getTime() }) + delta;
    const accepted = await db
      .update(staff)
      .set({ totpLastStep: step })
      .where(and(eq(staff.id, member.id), sql`${staff.totpLastStep} < ${step}`))
      .returning({ id: staff.id });
    return accepted.length > 0 ? "totp" : null;
  }
  const key = recoveryCodeKey(code);
  if (key.length !== 12) return null;
  const spent = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now.toISOString() })
    .where(
      and(
        eq(staffRecoveryCodes.codeHash, await sha256Hex(key)),
        eq(staffRecoveryCodes.staffId, member.id),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ staffId: staffRecoveryCodes.staffId });
  return spent.length > 0 ? "recovery_code" : null;
}

/**
 * The staff member a signed-in desk session belongs to, its idle time restarted: one statement checks the session is
 * live (neither idle past STAFF_IDLE_MINUTES nor past its end) and notes this request, as a page view is noted.
 */
export async function staffForToken(db: Database, token: string, now: Date): Promise<StaffMember | null> {
  if (!token || token.length > 100) return null;
  const idleSince = new Date(now.getTime() - STAFF_IDLE_MINUTES * 60_000).toISOString();
  const [session] = await db
    .update(staffSessions)
    .set({ lastSeenAt: now.toISOString() })
    .where(
      and(
        eq(staffSessions.tokenHash, await tokenHash(token)),
        eq(staffSessions.stage, "signed_in"),
        gt(staffSessions.lastSeenAt, idleSince),
        gt(staffSessions.expiresAt, now.toISOString()),
      ),
    )
    .returning({ staffId: staffSessions.staffId });
  if (!session) return null;
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.id, session.staffId), isNull(staff.disabledAt)));
  return row ? toStaffMember(row) : null;
}

/** Signing out ends this session on the server; "everywhere" ends every session of the account. */
export async function signOutStaff(
  deps: Deps,
  input: { token: string; staffId: string; address: string; everywhere: boolean },
): Promise<void> {
  const { db, now } = deps;
  const actor = { staffId: input.staffId, address: input.address };
  await runBatch(db, [
    input.everywhere
      ? db.delete(staffSessions).where(eq(staffSessions.staffId, input.staffId))
      : db.delete(staffSessions).where(eq(staffSessions.tokenHash, await tokenHash(input.token))),
    auditStatement(db, actor, { action: input.everywhere ? "sign_out_everywhere" : "sign_out" }, now),
  ]);
}
