import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { auditStatement } from "./audit.server";
import { NOTE_MAX } from "./schema";
import type { DeskActor } from "./roles";
import { staff, staffNotes } from "./tables";

// Support's notes on a record (decision 026): plain text, shown escaped, kept with who wrote it and when; writing one
// is an audited action, in the same batch.

export interface StaffNote {
  id: number;
  text: string;
  by: string;
  at: string;
}

export async function notesOf(db: Database, record: { kind: string; id: string }): Promise<StaffNote[]> {
  const rows = await db
    .select({ id: staffNotes.id, text: staffNotes.text, by: staff.name, at: staffNotes.createdAt })
    .from(staffNotes)
    .innerJoin(staff, eq(staff.id, staffNotes.staffId))
    .where(and(eq(staffNotes.recordKind, record.kind), eq(staffNotes.recordId, record.id)))
    .orderBy(asc(staffNotes.createdAt), asc(staffNotes.id));
  return rows;
}

export async function addNote(
  db: Database,
  record: { kind: string; id: string },
  text: string,
  actor: DeskActor,
  now: Date,
): Promise<void> {
  await db.batch([
    db.insert(staffNotes).values({
      recordKind: record.kind,
      recordId: record.id,
      staffId: actor.staffId,
      text: text.trim().slice(0, NOTE_MAX),
      createdAt: now.toISOString(),
    }),
    auditStatement(db, actor, { action: "support.note", record }, now),
  ]);
}
