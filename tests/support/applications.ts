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

/** A property's listing as its owner sends it (a guesthouse in Lagos), unique by its tag; `extra` changes any field. */
export const propertyListing = (tag: string, extra: Record<string, unknown> = {}) => ({
  propertyName: `Lagoon View ${tag}`,
  propertyType: "guesthouse",
  addressLine: "12 Admiralty Way",
  city: "Lagos",
  rooms: 8,
  rate: 45000,
  rateCurrency: "NGN",
  firstName: "Ada",
  lastName: "Obi",
  email: `owner-${tag}@example.com`,
  phone: "+234 801 234 5678",
  ...extra,
});
