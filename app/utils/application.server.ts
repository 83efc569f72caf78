import { redirect, type RouterContextProvider } from "react-router";
import { clockContext, dbContext, envContext, localeContext, memberContext, sessionContext } from "~/context";
import { ensureVisitorId, sessionStorageFor } from "~/domains/accounts/session.server";
import { getApplication, startApplication } from "~/domains/applications/applications.server";
import type { Application } from "~/domains/applications/types";
import { viewerOwns } from "~/domains/bookings/owners.server";
import { APPLICATION_KINDS } from "~/domains/orders/application-kinds.server";
import { withLocalePrefix } from "~/i18n/locales";
import { applicationDepsFor } from "~/services.server";
import { bookingViewer } from "./booking-step.server";
import { notFound } from "./route-errors";

// An application's pages (decision 013), for its owner only: the browser that made it, its member, or whoever found it
// by reference and e-mail.

export function applicationDeps(context: Readonly<RouterContextProvider>) {
  return applicationDepsFor(context.get(envContext), context.get(dbContext), context.get(clockContext)());
}

export function applicationPath(context: Readonly<RouterContextProvider>, id: string, rest = ""): string {
  return withLocalePrefix(context.get(localeContext).prefix, `/applications/${encodeURIComponent(id)}${rest}`);
}

/** The application, for its owner; anyone else gets the same 404 as one that does not exist. */
export async function requireApplication({
  params,
  context,
}: {
  params: { applicationId?: string };
  context: Readonly<RouterContextProvider>;
}): Promise<Application> {
  const app = await getApplication(context.get(dbContext), APPLICATION_KINDS, params.applicationId ?? "");
  if (!app || !viewerOwns(app, bookingViewer(context))) throw notFound("booking");
  return app;
}

/**
 * Starts an application of `kind` from its form's checked value and goes to its page (post/redirect/get); the same
 * form sent twice lands on the same application.
 */
export async function startFromForm(context: Readonly<RouterContextProvider>, kind: string, request: object) {
  const session = context.get(sessionContext);
  const started = await startApplication(applicationDeps(context), {
    kind,
    request,
    visitorId: ensureVisitorId(session),
    memberId: context.get(memberContext)?.id ?? null,
    locale: context.get(localeContext).locale,
  });
  if (!started.ok) throw new Response("Bad Request", { status: 400 });
  const storage = sessionStorageFor(context.get(envContext).SESSION_SECRET);
  return redirect(applicationPath(context, started.id), {
    headers: { "Set-Cookie": await storage.commitSession(session) },
  });
}
