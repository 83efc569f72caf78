import { env } from "cloudflare:test";
import type { SendJob } from "~/domains/jobs/outbox.server";
import {
  type ApplicationDeps,
  attachFile,
  getApplication,
  startApplication,
} from "~/domains/applications/applications.server";
import { APPLICATION_KINDS } from "~/domains/orders/application-kinds.server";
import { visaKind } from "~/domains/visas/kind.server";
import { inspectPdfFor } from "~/services.server";
import { db } from "./checkout";
import { testClock, testDay } from "./clock";

/** What the applications domain needs in workerd: the real D1 and R2 bucket; its jobs go to `send` (dropped unless told). */
export const applicationDeps = (now = testClock(), send: SendJob = async () => {}) => ({
  db,
  bucket: env.UPLOADS,
  inspectPdf: inspectPdfFor(env),
  now,
  kinds: APPLICATION_KINDS,
  stepMinutes: 0,
  jobs: { send },
});

/** The smallest PNG the upload path takes: its signature and a byte. */
export const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], "p.png", { type: "image/png" });

/** A draft visa application for two (Ngozi and Ada Okafor, Nigerians) to `visa.to`, every document in. */
export async function visaWithDocuments(
  deps: ReturnType<typeof applicationDeps>,
  visitorId: string,
  visa = { type: "AE-TOURIST-30", to: "AE", inDays: 60 },
) {
  const applicant = (first: string) => ({
    title: "MRS",
    firstName: first,
    lastName: "Okafor",
    dateOfBirth: "1988-05-17",
    passportNumber: `A${first.length}1234567`,
    passportIssuedOn: testDay(-400),
    passportExpiresOn: testDay(500),
  });
  const request = {
    visaType: visa.type,
    destination: visa.to,
    nationality: "NG",
    travelDate: testDay(visa.inDays),
    applicants: [applicant("Ngozi"), applicant("Ada")],
    email: `visa-${visitorId}@example.com`,
    phone: "+2348012345678",
  };
  const app = await applicationStarted(deps, { kind: "visa", request, visitorId });
  for (const slot of visaKind.files(app.request)) await attachFile(deps, app, slot.slot, png());
  return app;
}

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
