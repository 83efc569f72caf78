import { eq, inArray } from "drizzle-orm";
import { Secret } from "otpauth";
import type { Database } from "~/db/client.server";
import { hashPassword } from "~/domains/accounts/passwords.server";
import { sha256Hex } from "~/lib/digest";
import { auditStatement } from "./audit.server";
import type { DeskActor, StaffRole } from "./roles";
import { recoveryCodeKey, toStaffMember } from "./sign-in.server";
import { staff, staffRecoveryCodes, staffSessions } from "./tables";

/** The names of the staff members given, by id: what the desk's queues and records show for who took or decided. */
export async function staffNames(
  db: Database,
  ids: ReadonlyArray<string | null | undefined>,
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Recovery codes as printed for a staff member: three groups of four letters and digits, without look-alikes. */
const newRecoveryCode = () => {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const code = [...bytes].map((b) => alphabet[b % alphabet.length]).join("");
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
};

export const RECOVERY_CODES = 10;

/**
 * A new staff account with its roles: a password given by whoever creates it, a fresh TOTP secret (160 bits) and ten
 * recovery codes, answered once to be handed over (only their hashes are kept). An address already in use answers null.
 */
export async function createStaff(
  db: Database,
  input: { email: string; name: string; password: string; roles: StaffRole[]; now: Date },
): Promise<{ id: string; secret: string; recoveryCodes: string[] } | null> {
  const id = crypto.randomUUID();
  const secret = new Secret({ size: 20 }).base32;
  const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const at = input.now.toISOString();
  const [created] = await db
    .insert(staff)
    .values({
      id,
      email: input.email.trim().toLowerCase(),
      name: input.name,
      passwordHash: await hashPassword(input.password),
      totpSecret: secret,
      rolesJson: JSON.stringify(input.roles),
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: staff.id });
  if (!created) return null;
  await db
    .insert(staffRecoveryCodes)
    .values(
      await Promise.all(
        recoveryCodes.map(async (code) => ({ codeHash: await sha256Hex(recoveryCodeKey(code)), staffId: id })),
      ),
    );
  return { id, secret, recoveryCodes };
}

/** Every staff account, by name: who an admin may filter the audit trail by. */
export async function listStaff(db: Database): Promise<Array<{ id: string; name: string; email: string }>> {
  return db.select({ id: staff.id, name: staff.name, email: staff.email }).from(staff).orderBy(staff.name);
}

export interface StaffAccountRow {
  id: string;
  name: string;
  email: string;
  roles: StaffRole[];
  active: boolean;
}

/** Every staff account with its roles and whether it may sign in: the admin's list. */
export async function staffAccounts(db: Database): Promise<StaffAccountRow[]> {
  const rows = await db.select().from(staff).orderBy(staff.name);
  return rows.map((row) => ({ ...toStaffMember(row), active: row.disabledAt === null }));
}

/**
 * An admin changes a staff member's roles, or suspends (their sessions end at once) or restores them; one batch
 * with its audit row. An admin cannot suspend themself or take their own admin role: a desk keeps an admin.
 */
export async function updateStaff(
  db: Database,
  input: { staffId: string; roles: StaffRole[]; active: boolean },
  actor: DeskActor,
  now: Date,
): Promise<"updated" | "not_found" | "own_admin"> {
  if (input.staffId === actor.staffId && (!input.active || !input.roles.includes("admin"))) return "own_admin";
  const [found] = await db.select().from(staff).where(eq(staff.id, input.staffId));
  if (!found) return "not_found";
  const at = now.toISOString();
  await db.batch([
    db
      .update(staff)
      .set({
        rolesJson: JSON.stringify(input.roles),
        disabledAt: input.active ? null : (found.disabledAt ?? at),
        updatedAt: at,
      })
      .where(eq(staff.id, input.staffId)),
    ...(input.active ? [] : [db.delete(staffSessions).where(eq(staffSessions.staffId, input.staffId))]),
    auditStatement(
      db,
      actor,
      {
        action: input.active ? "staff.update" : "staff.suspend",
        record: { kind: "staff", id: input.staffId },
        detail: { roles: input.roles },
      },
      now,
    ),
  ]);
  return "updated";
}
