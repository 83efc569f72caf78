import type { SubmissionResult } from "@conform-to/react";
import { data, type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router";
import type { ErrorKey } from "./views";
import {
  agentContext,
  clockContext,
  dbContext,
  envContext,
  localeContext,
  memberContext,
  sessionContext,
} from "~/context";
import { leaveAgentMode } from "~/domains/agents/cookie.server";
import { type AccountDeps, type Member } from "~/domains/accounts/members.server";
import { endSession } from "~/domains/accounts/sessions.server";
import { ensureVisitorId, rotateVisitorId, sessionStorageFor } from "~/domains/accounts/session.server";
import { getI18n } from "~/i18n/i18next.server";
import { Email } from "~/domains/accounts/schema";
import { withLocalePrefix } from "~/i18n/locales";
import { accountDepsFor } from "~/services.server";
import { SafePathSchema } from "~/lib/safe-redirect";
import { signInBrowser } from "~/domains/accounts/sign-in.server";
import { type Notice, withNoticeHeaders } from "./flash.server";
import { clientAddress } from "~/utils/security.server";

export type { Notice };

type Context = Readonly<RouterContextProvider>;

export function accountDeps(context: Context): AccountDeps {
  return accountDepsFor(context.get(envContext), context.get(dbContext), context.get(clockContext)());
}

/** An account URL in the page's language: accountPath(context, "/trips") is "/fr-FR/account/trips" in French. */
export function accountPath(context: Context, path = ""): string {
  return withLocalePrefix(context.get(localeContext).prefix, `/account${path}`);
}

/** `?email=` carried from one sign-in step to the next (no session exists before sign-in succeeds). */
export function emailParam(request: Request): string {
  return (new URL(request.url).searchParams.get("email") ?? "").trim().slice(0, 254);
}

/** The e-mail a sign-in step is for; without a valid one the visitor starts again at `fallback`. */
export function requireStepEmail(context: Context, request: Request, fallback = "/sign-in"): string {
  const email = Email.safeParse(emailParam(request));
  if (!email.success) throw redirect(accountPath(context, fallback));
  return email.data;
}

export function redirectToParam(request: Request): string | undefined {
  const value = new URL(request.url).searchParams.get("redirectTo");
  return value ? SafePathSchema.parse(value) : undefined;
}

/** The next sign-in step's URL, carrying the e-mail and where to go afterwards. */
export function stepPath(context: Context, path: string, params: { email: string; redirectTo?: string | undefined }) {
  const query = new URLSearchParams({ email: params.email });
  if (params.redirectTo) query.set("redirectTo", params.redirectTo);
  return `${accountPath(context, path)}?${query}`;
}

/** Account pages are private: their own title and description, never indexed. */
export function accountMeta(context: Context, page: string) {
  const t = getI18n(context).getFixedT(null, "account") as unknown as (key: string) => string;
  return { title: t(`meta.${page}.title`), description: t("meta.description") };
}

/**
 * The signed-in member, or a redirect to sign-in that comes back here afterwards (docs/architecture.md, convention 2: `require*`
 * throws a Response).
 */
export function requireMember(context: Context, request: Request): Member {
  const member = context.get(memberContext);
  if (member) return member;
  const url = new URL(request.url);
  const query = new URLSearchParams({ redirectTo: url.pathname + url.search });
  throw redirect(`${accountPath(context, "/sign-in")}?${query}`);
}

/** Middleware for the member pages: a visitor is sent to sign in before any loader or action runs. */
export const requireMemberMiddleware: MiddlewareFunction<Response> = async ({ context, request }, next) => {
  requireMember(context, request);
  return next();
};

/** Signed-in members have nothing to do on the sign-in pages: they go to their profile. */
export function redirectIfSignedIn(context: Context): void {
  if (context.get(memberContext)) throw redirect(accountPath(context));
}

/**
 * Sign-in succeeded: a brand-new session token (any earlier one ends) and a new visitor id, the browser's bookings
 * in progress become the member's, and the cookie is written for the first time in this flow.
 */
export async function signedIn(context: Context, member: Member, redirectTo: string | undefined, notice?: Notice) {
  const env = context.get(envContext);
  const session = context.get(sessionContext);
  const visitorId = ensureVisitorId(session);
  const { token } = await signInBrowser(accountDeps(context), {
    member,
    previousToken: session.get("memberToken"),
    visitorId,
    newVisitorId: rotateVisitorId(session),
  });
  session.set("memberToken", token);
  const headers = await withNoticeHeaders(notice, {
    "Set-Cookie": await sessionStorageFor(env.SESSION_SECRET).commitSession(session),
  });
  // A member is never also an agent in the same browser session (decision 016).
  if (context.get(agentContext)) headers.append("Set-Cookie", await leaveAgentMode(env.SESSION_SECRET));
  return redirect(redirectTo ?? accountPath(context), { headers });
}

/**
 * Sign-out ends the session on the server and forgets the browser's cookie, visitor id included: the next
 * person at a shared computer finds neither the account nor its bookings.
 */
export async function signedOut(context: Context, to: string, notice?: Notice) {
  const session = context.get(sessionContext);
  const token = session.get("memberToken");
  if (token) await endSession(context.get(dbContext), token);
  return redirect(to, {
    headers: await withNoticeHeaders(notice, {
      "Set-Cookie": await sessionStorageFor(context.get(envContext).SESSION_SECRET).destroySession(session),
      // Nothing of the member's stays in this browser: the service worker's kept pages (decision 021) and the HTTP cache.
      "Clear-Site-Data": '"cache", "storage"',
    }),
  });
}

/**
 * The coarse per-IP throttle on sign-in, registration, code requests and subscriptions (`scope`) (docs/architecture.md, Security): Cloudflare's
 * rate-limiting binding. Exact per-account and per-code counts are kept in D1 by the accounts domain.
 */
export async function throttled(context: Context, request: Request, scope = "auth"): Promise<boolean> {
  const limiter = context.get(envContext).AUTH_THROTTLE as RateLimit | undefined;
  if (!limiter) return false;
  const ip = clientAddress(request, context.get(envContext));
  const { success } = await limiter.limit({ key: `${scope}:${ip}` });
  return !success;
}

/** A redirect to `path` that shows `notice` there once. */
export async function redirectWithNotice(path: string, notice: Notice) {
  return redirect(path, { headers: await withNoticeHeaders(notice) });
}

/** A new password from the breach lists (ASVS 6.2.4): said next to the field, and no password kept in the form. */
export function commonPasswordReply(
  submission: { reply: (options: { fieldErrors: Record<string, string[]>; hideFields: string[] }) => SubmissionResult },
  hideFields: string[],
) {
  return data(
    {
      result: submission.reply({ fieldErrors: { password: ["account:errors.passwordCommon"] }, hideFields }),
      alert: "errors.form" as ErrorKey,
    },
    { status: 400 },
  );
}
