import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { commit } from "~/domains/checkout/checkout.server";
import { moveStatements } from "~/domains/core/state-machine";
import { auditStatement } from "~/domains/staff/audit.server";
import type { DeskActor } from "~/domains/staff/roles";
import { type ApplicationDeps, applicationEmail, getApplication, readApplication } from "./applications.server";
import { applications } from "./tables";
import {
  APPLICATION,
  type Application,
  type ApplicationOutcome,
  type ApplicationStatus,
  FILE_RETENTION_DAYS,
} from "./types";

// Applications decided at the desk (decision 026): the decisions the traveller's tracker already knows, taken by a
// person rather than the sandbox's cron. A visa's documents are checked, or one of them is asked for again (which one,
// and why: only that file's upload reopens); then it is lodged with the embassy, and approved or refused. A kind that
// nobody lodges (a business enquiry, a listing) is decided once checked. Each move e-mails the traveller and writes
// its audit row, in one batch.

export type ApplicationDecision =
  | { kind: "checked" }
  | { kind: "ask_again"; slot: string; reason: string }
  | { kind: "lodged" }
  | { kind: "decide"; outcome: ApplicationOutcome };

export type ApplicationDecisionResult = ApplicationStatus | "not_open" | "no_such_file" | "reason_needed";

/** Applications waiting for the desk (sent, checked, lodged), oldest first; with `kind`, only that kind's. */
export async function applicationQueue(
  deps: Pick<ApplicationDeps, "db" | "kinds">,
  kind?: string,
): Promise<Application[]> {
  const rows = await deps.db
    .select()
    .from(applications)
    .where(
      and(
        inArray(applications.status, ["submitted", "checked", "lodged"]),
        kind ? eq(applications.kind, kind) : undefined,
      ),
    )
    .orderBy(asc(applications.updatedAt), asc(applications.id))
    .limit(500);
  return rows.flatMap((row) => readApplication(deps.kinds, row) ?? []);
}

/** The decisions an application's status and kind allow now. */
export function allowedDecisions(
  deps: Pick<ApplicationDeps, "kinds">,
  app: Application,
): ApplicationDecision["kind"][] {
  const lodged = deps.kinds[app.kind]?.lodged ?? false;
  if (app.status === "submitted") return ["checked", "ask_again"];
  if (app.status === "checked") return lodged ? ["lodged"] : ["decide"];
  if (app.status === "lodged") return ["decide"];
  return [];
}

/** A desk decision on an application (the module's comment says which). */
export async function decideApplication(
  deps: ApplicationDeps,
  id: string,
  decision: ApplicationDecision,
  actor: DeskActor,
): Promise<ApplicationDecisionResult> {
  const { db, now } = deps;
  const app = await getApplication(db, deps.kinds, id);
  const kind = app ? deps.kinds[app.kind] : undefined;
  if (!app || !kind || !allowedDecisions(deps, app).includes(decision.kind)) return "not_open";
  let to: ApplicationStatus;
  let also: Record<string, string | number | null> = { decidedBy: actor.staffId, nextStepAt: null };
  let detail: Record<string, unknown> | undefined;
  switch (decision.kind) {
    case "ask_again": {
      const reason = decision.reason.trim();
      if (!reason) return "reason_needed";
      if (!kind.files(app.request).some((slot) => slot.slot === decision.slot)) return "no_such_file";
      to = "more_needed";
      also = { ...also, needsJson: JSON.stringify([decision.slot]), needsReason: reason, askedAgain: 1 };
      detail = { slot: decision.slot, reason };
      break;
    }
    case "decide": {
      to = "decided";
      const until = new Date(now.getTime() + FILE_RETENTION_DAYS * 86_400_000).toISOString();
      also = { ...also, outcome: decision.outcome, decidedAt: now.toISOString(), filesUntil: until };
      detail = { outcome: decision.outcome };
      break;
    }
    default:
      to = decision.kind;
  }
  const tookPlace = sql`EXISTS (SELECT 1 FROM ${applications} WHERE ${applications.id} = ${id} AND ${applications.status} = ${to} AND ${applications.decidedBy} = ${actor.staffId} AND ${applications.updatedAt} = ${now.toISOString()})`;
  const action =
    decision.kind === "decide"
      ? (`application.${decision.outcome}` as const)
      : (`application.${decision.kind}` as const);
  // An approval's own consequences (a listing's property and its owner's invitation) go in the same batch.
  const approval =
    decision.kind === "decide" && decision.outcome === "approved" && kind.approved
      ? await kind.approved(
          app,
          db,
          now,
          sql`EXISTS (SELECT 1 FROM ${applications} WHERE ${applications.id} = ${id} AND ${applications.status} = 'decided' AND ${applications.outcome} = 'approved')`,
        )
      : { statements: [], jobs: [] };
  await commit(
    deps,
    [
      ...moveStatements(db, APPLICATION, app, to, { reason: `desk: ${to}`, now, also }),
      auditStatement(db, actor, { action, record: { kind: "application", id }, detail }, now, tookPlace),
      ...approval.statements,
    ],
    [applicationEmail(app, to), ...approval.jobs],
  );
  // Moved by this officer's hand (a second officer at the same moment moved nothing, and is told so).
  const [after] = await db
    .select({ status: applications.status, decidedBy: applications.decidedBy })
    .from(applications)
    .where(eq(applications.id, id));
  return after?.status === to && after.decidedBy === actor.staffId ? to : "not_open";
}
