import { type ApplicationDeps, getApplication, startApplication } from "~/domains/applications/applications.server";

/**
 * An application started as its page starts it (a draft, for this visitor, in English unless told), read back through
 * its kind: where a test of its files, its fees or its back office begins.
 */
export async function applicationStarted(
  deps: Pick<ApplicationDeps, "db" | "now" | "kinds" | "stepMinutes" | "jobs">,
  input: { kind: string; request: unknown; visitorId: string; locale?: "en-US" | "fr-FR" },
) {
  const started = await startApplication(deps, { memberId: null, locale: "en-US", ...input });
  if (!started.ok) throw new Error("not started");
  const app = await getApplication(deps.db, deps.kinds, started.id);
  if (!app) throw new Error("not found");
  return app;
}
