import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { PayFeesSchema } from "~/domains/applications/fees-form";
import { clockContext, dbContext, envContext, localeContext, memberContext, sessionContext } from "~/context";
import { ensureVisitorId, sessionStorageFor } from "~/domains/accounts/session.server";
import { getApplication, startApplication } from "~/domains/applications/applications.server";
import type { Application } from "~/domains/applications/types";
import { viewerOwns } from "~/domains/bookings/owners.server";
import { withoutConfirmation } from "~/domains/people/schema";
import { reserveFees } from "~/domains/applications/fees.server";
import { marketContext } from "~/context";
import { tagForAgent } from "./agent.server";
import { continueTo, orderDeps } from "./order-step.server";
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
  await tagForAgent(context, started.id);
  const storage = sessionStorageFor(context.get(envContext).SESSION_SECRET);
  return redirect(applicationPath(context, started.id), {
    headers: { "Set-Cookie": await storage.commitSession(session) },
  });
}

/**
 * An application form's POST: its schema checked through Conform (400 with every message and the input kept), then
 * the application started without the e-mail's confirmation, and its page.
 */
export async function applyWithForm<S extends z.ZodType<{ emailConfirm: string }>>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  kind: string,
  schema: S,
) {
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), alert: "errors.form" }, { status: 400 });
  }
  return startFromForm(context, kind, withoutConfirmation(submission.value));
}

/**
 * Pays an application's fees (a visa's): reserved by the applications domain (`reserveFees`), tagged for the agent, and
 * the one payment page. A decision too late and not yet confirmed answers the page again with the message beside its
 * box; a draft that cannot be paid yet goes back to its page.
 */
export async function payApplicationFees(
  context: Readonly<RouterContextProvider>,
  app: Application,
  formData: FormData,
) {
  const session = context.get(sessionContext);
  const submission = parseWithZod(formData, { schema: PayFeesSchema });
  const lateAccepted = submission.status === "success" && submission.value.lateAccepted === true;
  const reserved = await reserveFees(
    { ...orderDeps(context), kinds: APPLICATION_KINDS },
    app,
    {
      visitorId: ensureVisitorId(session),
      memberId: context.get(memberContext)?.id ?? null,
      locale: context.get(localeContext).locale,
      market: context.get(marketContext),
    },
    lateAccepted,
  );
  if (reserved.ok) return continueTo(context, reserved.orderId, "payment");
  if (reserved.reason === "late_unconfirmed") {
    const result = submission.reply({ fieldErrors: { lateAccepted: ["errors.lateDecisionUnconfirmed"] } });
    return data({ pay: result }, { status: 400 });
  }
  return redirect(applicationPath(context, app.id));
}
