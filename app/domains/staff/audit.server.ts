import { and, desc, eq, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { AUDIT_ACTIONS, type AuditAction, type DeskActor } from "./roles";
import { staff, staffAudit } from "./tables";

// The desk's audit trail (DESIGN.md, Security): one append-only row per staff action, written in the same batch as
// the change it records (the migration's triggers refuse any UPDATE or DELETE of it).

export { AUDIT_ACTIONS, type AuditAction };

export interface AuditEntry {
  action: AuditAction;
  record?: { kind: string; id: string } | undefined;
  detail?: Record<string, unknown> | undefined;
}

/**
 * The audit row of one action, as a statement for the batch that makes the change. With `onlyIf`, the row is written
 * only if the condition holds when its turn in the batch comes (the change before it took place: an officer who lost
 * a race to decide a case left no row saying they decided it).
 */
export function auditStatement(
  db: Database,
  actor: DeskActor | { staffId: null; address: string },
  entry: AuditEntry,
  now: Date,
  onlyIf?: SQL,
) {
  const row = {
    staffId: actor.staffId,
    at: now.toISOString(),
    action: entry.action,
    recordKind: entry.record?.kind ?? null,
    recordId: entry.record?.id ?? null,
    detailJson: entry.detail ? JSON.stringify(entry.detail) : null,
    address: actor.address,
  };
  if (!onlyIf) return db.insert(staffAudit).values(row);
  // The table's columns in order, its id left to SQLite.
  return db
    .insert(staffAudit)
    .select(
      sql`SELECT NULL, ${row.staffId}, ${row.at}, ${row.action}, ${row.recordKind}, ${row.recordId}, ${row.detailJson}, ${row.address} WHERE ${onlyIf}`,
    );
}

export interface AuditRow {
  id: number;
  at: string;
  staffName: string | null;
  staffEmail: string | null;
  action: string;
  recordKind: string | null;
  recordId: string | null;
  detail: Record<string, unknown> | null;
  address: string;
}

export const AUDIT_PAGE = 50;

/** The trail, newest first, a page at a time (`before` the last id seen), filtered by who, what or which record. */
export async function listAudit(
  db: Database,
  filter: {
    staffId?: string | undefined;
    action?: string | undefined;
    recordId?: string | undefined;
    before?: number | undefined;
  },
): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (filter.staffId) where.push(eq(staffAudit.staffId, filter.staffId));
  if (filter.action) where.push(eq(staffAudit.action, filter.action));
  if (filter.recordId) where.push(eq(staffAudit.recordId, filter.recordId));
  if (filter.before) where.push(lt(staffAudit.id, filter.before));
  const rows = await db
    .select({
      id: staffAudit.id,
      at: staffAudit.at,
      staffName: staff.name,
      staffEmail: staff.email,
      action: staffAudit.action,
      recordKind: staffAudit.recordKind,
      recordId: staffAudit.recordId,
      detailJson: staffAudit.detailJson,
      address: staffAudit.address,
    })
    .from(staffAudit)
    .leftJoin(staff, eq(staff.id, staffAudit.staffId))
    .where(and(...where))
    .orderBy(desc(staffAudit.id))
    .limit(AUDIT_PAGE);
  return rows.map(({ detailJson, ...row }) => ({
    ...row,
    detail: detailJson ? (JSON.parse(detailJson) as Record<string, unknown>) : null,
  }));
}

/** Records an action that changes nothing else (documents sent again): its row alone. */
export async function recordAction(db: Database, actor: DeskActor, entry: AuditEntry, now: Date): Promise<void> {
  await db.batch([auditStatement(db, actor, entry, now)]);
}
