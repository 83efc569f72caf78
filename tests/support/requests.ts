import { createExecutionContext, env } from "cloudflare:test";
import { createRequestContext } from "~/context.server";
import { RouterContextProvider } from "react-router";
import { clockContext, dbContext, envContext, localeContext, marketContext, sessionContext } from "~/context";
import { createDb } from "~/db/client.server";
import { sessionStorageFor } from "~/domains/accounts/session.server";
import type { Locale } from "~/i18n/locales";
import { authHash } from "~/lib/api-auth.server";
import { testClock } from "./clock";

// Route modules called directly in workerd, with the request context the Worker builds.

/** The context the Worker builds for this request, on the tests' clock (its nonce is a test's own). */
export function workerContext(request: Request, nonce = "n") {
  return createRequestContext({ request, env, ctx: createExecutionContext(), nonce, clock: testClock });
}

/** A page request's context for the browser with this visitor id, in English and naira unless told. */
export async function stepContext(
  visitorId: string | null,
  options: { db?: ReturnType<typeof createDb>; locale?: Locale; clock?: () => Date } = {},
) {
  const context = new RouterContextProvider();
  const session = await sessionStorageFor(env.SESSION_SECRET).getSession();
  if (visitorId) session.set("visitorId", visitorId);
  const locale = options.locale ?? "en-US";
  context.set(envContext, env);
  context.set(dbContext, options.db ?? createDb(env.DB));
  context.set(clockContext, options.clock ?? testClock);
  context.set(localeContext, { locale, prefix: null, saved: null });
  context.set(marketContext, { country: "NG", currency: locale === "fr-FR" ? "EUR" : "NGN" });
  context.set(sessionContext, session);
  return context;
}

/**
 * A booking API request signed with X-Auth-Hash and TimeStamp (product rules §7, with the method, path, query and
 * body covered). `signed` overrides what the hash is computed over, to forge a mismatch; `partner` sends X-Partner-Id.
 */
export async function signedApiRequest(
  path: string,
  init: RequestInit & {
    at?: Date;
    key?: string;
    partner?: string;
    signed?: { method?: string; pathAndQuery?: string; body?: string };
  } = {},
) {
  const timestamp = (init.at ?? testClock()).toISOString();
  const method = init.method ?? "GET";
  const body = typeof init.body === "string" ? init.body : "";
  const hash = await authHash({
    method: init.signed?.method ?? method,
    pathAndQuery: init.signed?.pathAndQuery ?? path,
    timestamp,
    key: init.key ?? env.API_AUTH_SALT,
    body: init.signed?.body ?? body,
  });
  const headers: Record<string, string> = {
    TimeStamp: timestamp,
    "X-Auth-Hash": hash,
    "Content-Type": "application/json",
    ...(init.partner ? { "X-Partner-Id": init.partner } : {}),
  };
  return new Request(`https://tern.test${path}`, { ...init, headers: { ...headers, ...init.headers } });
}

/** The status of what a loader or action returned or threw: a Response, React Router's `data()`, or plain data (200). */
export async function statusOf(run: () => Promise<unknown>): Promise<number> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return result.status;
  const init = (result as { init?: { status?: number } } | null)?.init;
  if (init) return init.status ?? 200;
  if (result instanceof Error) throw result;
  return 200;
}
