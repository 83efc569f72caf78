import { rowsWithIds, rowWithId } from "~/domains/core/rows.server";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { newReference, stableIdFor } from "~/domains/core/ids";
import { createdStatement, moveStatements } from "~/domains/core/state-machine";
import { commit, type Jobs } from "~/domains/checkout/checkout.server";
import type { OutboxJob } from "~/domains/jobs/outbox.server";
import { storeUpload, uploadsOf, type UploadDeps } from "~/domains/uploads/uploads.server";
import type { Locale } from "~/i18n/locales";
import { applications } from "./tables";
import {
  APPLICATION,
  type Application,
  type ApplicationKinds,
  type ApplicationOutcome,
  type ApplicationStatus,
  DRAFT_DAYS,
} from "./types";
import { kindJob } from "~/domains/jobs/kinds";

// Making, reading and sending applications (decision 013). Every status write is a move of APPLICATION, with its
// e-mail job in the same batch.

type Row = typeof applications.$inferSelect;

export interface ApplicationDeps extends UploadDeps {
  kinds: ApplicationKinds;
  /** Minutes between the back office's steps (wrangler.toml APPLICATION_STEP_MINUTES). */
  stepMinutes: number;
  jobs: Jobs;
}

export function readApplication(kinds: ApplicationKinds, row: Row): Application | null {
  const kind = kinds[row.kind];
  if (!kind) return null;
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    visitorId: row.visitorId,
    memberId: row.memberId,
    status: row.status as ApplicationStatus,
    locale: row.locale as Locale,
    email: row.email,
    name: row.name,
    request: kind.requestSchema.parse(JSON.parse(row.requestJson)),
    needs: row.needsJson ? (JSON.parse(row.needsJson) as string[]) : [],
    needsReason: row.needsReason,
    askedAgain: row.askedAgain,
    outcome: row.outcome as ApplicationOutcome | null,
    orderId: row.orderId,
    decidedAt: row.decidedAt,
    createdAt: row.createdAt,
  };
}

const readAll = (kinds: ApplicationKinds, rows: Row[]) => rows.flatMap((row) => readApplication(kinds, row) ?? []);

export async function getApplication(db: Database, kinds: ApplicationKinds, id: string) {
  const row = await rowWithId(db, applications, id);
  return row ? readApplication(kinds, row) : null;
}

export async function applicationsOf(db: Database, kinds: ApplicationKinds, ids: readonly string[]) {
  return readAll(kinds, await rowsWithIds(db, applications, ids));
}

export async function memberApplications(db: Database, kinds: ApplicationKinds, memberId: string) {
  const rows = await db
    .select()
    .from(applications)
    .where(eq(applications.memberId, memberId))
    .orderBy(desc(applications.createdAt))
    .limit(100);
  return readAll(kinds, rows);
}

/** This browser's (or member's) applications of a kind, newest first: a company's enquiries, by reference. */
export async function applicationsBy(
  db: Database,
  kinds: ApplicationKinds,
  kind: string,
  owner: { visitorId: string | undefined; memberId: string | null },
) {
  const who = owner.memberId
    ? eq(applications.memberId, owner.memberId)
    : eq(applications.visitorId, owner.visitorId ?? "");
  const rows = await db
    .select()
    .from(applications)
    .where(and(eq(applications.kind, kind), who))
    .orderBy(desc(applications.createdAt))
    .limit(50);
  return readAll(kinds, rows);
}

/** Manage booking's look-up: the applications with this reference and each one's contact e-mail. */
/** The applications sent from this e-mail (lower case), newest first (the desk's support search). */
export async function applicationsByEmail(db: Database, email: string | undefined, limit: number): Promise<string[]> {
  if (!email) return [];
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.email, email))
    .orderBy(desc(applications.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function applicationContacts(db: Database, code: string) {
  return db
    .select({ id: applications.id, email: applications.email })
    .from(applications)
    .where(eq(applications.reference, code));
}

/** The e-mail job of a move: one per application and status, so a repeated move e-mails once. */
export function applicationEmail(app: Pick<Application, "id">, status: string): OutboxJob {
  const key = `application:${app.id}:${status}`;
  return kindJob("application_email", key, { applicationId: app.id, status, dedupeKey: key });
}

const stepAt = (deps: Pick<ApplicationDeps, "now" | "stepMinutes">) =>
  new Date(deps.now.getTime() + deps.stepMinutes * 60_000).toISOString();

/**
 * Starts an application from its kind's form: a draft while it still needs files or fees, else sent at once. The
 * same form sent twice the same day (a double click, a retry) finds the application it made and makes nothing more.
 */
export async function startApplication(
  deps: Pick<ApplicationDeps, "db" | "now" | "kinds" | "stepMinutes" | "jobs">,
  input: { kind: string; request: unknown; visitorId: string; memberId: string | null; locale: Locale },
): Promise<{ ok: true; id: string } | { ok: false }> {
  const kind = deps.kinds[input.kind];
  const request = kind?.requestSchema.safeParse(input.request);
  if (!kind || !request?.success) return { ok: false };
  const json = JSON.stringify(request.data);
  // The same form from the same browser on the same day is the same application (a double click, a retry); sent
  // again another day, it is a new one (applying again after a refusal).
  const id = await stableIdFor(input.visitorId, input.kind, json, deps.now.toISOString().slice(0, 10));
  const existing = await getApplication(deps.db, deps.kinds, id);
  if (existing) return { ok: true, id };
  const draft = Boolean(kind.fees) || kind.files(request.data).some((slot) => slot.required);
  const status: ApplicationStatus = draft ? "draft" : "submitted";
  const contact = kind.contact(request.data);
  const at = deps.now.toISOString();
  const { db } = deps;
  // The row, its event and, for one sent at once, its e-mail's job in one batch: a double click's twin writes
  // nothing (the same id, the same job key).
  await commit(
    deps,
    [
      db
        .insert(applications)
        .values({
          id,
          reference: newReference(),
          kind: input.kind,
          visitorId: input.visitorId,
          memberId: input.memberId,
          status,
          locale: input.locale,
          email: contact.email.toLowerCase(),
          name: contact.name,
          requestJson: json,
          nextStepAt: draft ? null : stepAt(deps),
          filesUntil: draft ? new Date(deps.now.getTime() + DRAFT_DAYS * 86_400_000).toISOString() : null,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing(),
      createdStatement(db, APPLICATION, { id, status }, `${input.kind} application started`),
    ],
    draft ? [] : [applicationEmail({ id }, "submitted")],
  );
  return { ok: true, id };
}

/** The files an application still needs before it can be sent: its kind's required slots without a file. */
export async function missingFiles(deps: Pick<ApplicationDeps, "db" | "kinds">, app: Application) {
  const kind = deps.kinds[app.kind];
  if (!kind) return [];
  const have = new Set((await uploadsOf(deps.db, app.id)).map((u) => u.slot));
  return kind.files(app.request).filter((slot) => slot.required && !have.has(slot.slot));
}

/**
 * Sends a draft whose files are all in, or one whose fees were paid (`orderId`): submitted, on the back office's
 * schedule, e-mailed. Sending twice sends once.
 */
export async function submitApplication(
  deps: Pick<ApplicationDeps, "db" | "now" | "kinds" | "stepMinutes" | "jobs">,
  app: Application,
  paidBy: string | null = null,
): Promise<"submitted" | "missing_files" | "closed"> {
  if (app.status !== "draft") return app.status === "expired" ? "closed" : "submitted";
  if ((await missingFiles(deps, app)).length > 0) return "missing_files";
  if (deps.kinds[app.kind]?.fees && !paidBy) return "missing_files";
  const { db, now } = deps;
  await commit(
    deps,
    moveStatements(db, APPLICATION, app, "submitted", {
      reason: paidBy ? `fees paid by ${paidBy}` : "sent by its applicant",
      now,
      also: { nextStepAt: stepAt(deps), filesUntil: null, ...(paidBy ? { orderId: paidBy } : {}) },
    }),
    [applicationEmail(app, "submitted")],
  );
  return "submitted";
}

/**
 * Keeps a file for one of the application's slots: any slot of a draft, or a slot the back office asked for again.
 * The last file asked for again sends it back to the back office.
 */
export async function attachFile(
  deps: ApplicationDeps,
  app: Application,
  slot: string,
  file: File,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const target = deps.kinds[app.kind]?.files(app.request).find((s) => s.slot === slot);
  const open = app.status === "draft" || (app.status === "more_needed" && app.needs.includes(slot));
  if (!target || !open) return { ok: false, reason: "closed" };
  const stored = await storeUpload(deps, app.id, slot, file, target.accepts);
  if (!stored.ok) return stored;
  if (app.status === "more_needed") {
    const { db, now } = deps;
    await commit(
      deps,
      moveStatements(db, APPLICATION, app, "submitted", {
        reason: `file ${slot} given again`,
        now,
        also: { nextStepAt: stepAt(deps), needsJson: null, needsReason: null },
      }),
      [applicationEmail(app, `resubmitted:${slot}`)],
    );
  }
  return { ok: true };
}
