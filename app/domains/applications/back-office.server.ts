import { and, eq, inArray, isNotNull, lte, or, type SQL } from "drizzle-orm";
import { commit } from "~/domains/checkout/checkout.server";
import { moveStatements } from "~/domains/core/state-machine";
import { deleteUploads } from "~/domains/uploads/uploads.server";
import { runBatch } from "~/db/batch";
import { type ApplicationDeps, applicationEmail, readApplication } from "./applications.server";
import { applications } from "./tables";
import {
  APPLICATION,
  type Application,
  applicationInProgress,
  type ApplicationStatus,
  FILE_RETENTION_DAYS,
} from "./types";

// The sandbox back office of applications (docs/sandbox.md): the cron moves each application a step when its time
// comes, e-mailing each step. What a real back office decides, the sandbox decides by the contact's name: "Moredocs"
// asks once for a file again, "Refused" is refused; anyone else is approved.

const asksAgain = (app: Application) => /moredocs/i.test(app.name) && !app.askedAgain;
const outcomeOf = (app: Application) => (/refused/i.test(app.name) ? "refused" : "approved");

/** The next step of an application in progress, and what it writes with it. */
async function nextStep(
  deps: ApplicationDeps,
  app: Application,
): Promise<{ to: ApplicationStatus; also: Record<string, string | number | null> } | null> {
  const kind = deps.kinds[app.kind];
  if (!kind) return null;
  const next = new Date(deps.now.getTime() + deps.stepMinutes * 60_000).toISOString();
  if (app.status === "submitted") {
    if (asksAgain(app)) {
      // The first file it has, of those it needs: the one the back office could not read.
      const needed = kind.files(app.request).find((slot) => slot.required) ?? kind.files(app.request)[0];
      if (needed)
        return {
          to: "more_needed",
          also: { needsJson: JSON.stringify([needed.slot]), askedAgain: 1, nextStepAt: null },
        };
    }
    return { to: "checked", also: { nextStepAt: next } };
  }
  if (app.status === "checked" && kind.lodged) return { to: "lodged", also: { nextStepAt: next } };
  if (app.status === "checked" || app.status === "lodged") {
    const at = deps.now.toISOString();
    const until = new Date(deps.now.getTime() + FILE_RETENTION_DAYS * 86_400_000).toISOString();
    return { to: "decided", also: { outcome: outcomeOf(app), decidedAt: at, filesUntil: until, nextStepAt: null } };
  }
  return null;
}

/** A cron's batch: up to 100 applications `where` picks, each read through its kind (an unknown kind is left). */
async function cronBatch(deps: Pick<ApplicationDeps, "db" | "kinds">, where: SQL | undefined) {
  const rows = await deps.db.select().from(applications).where(where).limit(100);
  return rows.flatMap((row) => readApplication(deps.kinds, row) ?? []);
}

/**
 * The cron: each application in progress whose time has come takes its next step, with its e-mail. A step is
 * guarded by the status it moves from, so two runs at once move an application once (and e-mail once: the job's key
 * is the application's and the status's). Answers how many it stepped.
 */
export async function advanceApplications(deps: ApplicationDeps): Promise<number> {
  const { db, now } = deps;
  const due = await cronBatch(
    deps,
    and(
      inArray(applications.status, [...applicationInProgress.statuses]),
      lte(applications.nextStepAt, now.toISOString()),
    ),
  );
  let count = 0;
  for (const app of due) {
    const step = await nextStep(deps, app);
    if (!step) continue;
    // The move and its e-mail's job in one batch (a Worker dying between them loses neither). A run that lost the
    // race moves nothing, and its job is the winner's by key: one e-mail.
    await commit(
      deps,
      moveStatements(db, APPLICATION, app, step.to, { reason: `back office: ${step.to}`, now, also: step.also }),
      [applicationEmail(app, step.to)],
    );
    count += 1;
  }
  return count;
}

/**
 * Files past their keeping: a decided application's after the retention period, a draft's when it lapses (the draft
 * expires with them). Deleted from the bucket, then their rows.
 */
export async function purgeApplicationFiles(deps: ApplicationDeps): Promise<number> {
  const { db, now } = deps;
  const lapsed = await cronBatch(
    deps,
    and(
      isNotNull(applications.filesUntil),
      lte(applications.filesUntil, now.toISOString()),
      or(eq(applications.status, "draft"), eq(applications.status, "decided")),
    ),
  );
  let purged = 0;
  for (const app of lapsed) {
    await deleteUploads(deps, app.id);
    await runBatch(db, [
      ...(app.status === "draft"
        ? moveStatements(db, APPLICATION, app, "expired", { reason: "draft lapsed", now, also: { filesUntil: null } })
        : [db.update(applications).set({ filesUntil: null }).where(eq(applications.id, app.id))]),
    ]);
    purged += 1;
  }
  return purged;
}
