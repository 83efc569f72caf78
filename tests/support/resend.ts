import { workerContext } from "./requests";
import { env } from "cloudflare:test";
import { formTokenContext } from "~/context";
import { sessionStorageFor } from "~/domains/accounts/session.server";
import { resendGuard } from "~/utils/resend-guard.server";
import { RESEND_FIELD } from "~/utils/resend-token";

// Forms sent twice (decision 022) through what runs around every action in production: the request context the
// Worker builds from the cookie, then the root's resend guard, then the route's action.

type Action = (args: never) => unknown;

/** A browser's cookie: its visitor id, and the member signed in on it when given. */
export async function browserCookie(visitorId: string, memberToken?: string): Promise<string> {
  const storage = sessionStorageFor(env.SESSION_SECRET);
  const session = await storage.getSession();
  session.set("visitorId", visitorId);
  if (memberToken) session.set("memberToken", memberToken);
  return (await storage.commitSession(session)).split(";")[0] ?? "";
}

/** What React Router answers for an action's result: its Response, or its data as the page's status. */
async function asResponse(run: () => unknown): Promise<Response> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return result;
  const init = (result as { init?: ResponseInit } | null)?.init;
  if (init) return Response.json((result as { data: unknown }).data, init);
  if (result instanceof Error) throw result;
  return Response.json(result ?? null);
}

export interface Sent {
  status: number;
  location: string | null;
  cookies: string[];
  body: string;
}

const read = async (response: Response): Promise<Sent> => ({
  status: response.status,
  location: response.headers.get("Location"),
  cookies: response.headers.getSetCookie(),
  body: await response.text(),
});

/** The token a page rendered for this browser gives its forms. */
export async function pageToken(path: string, cookie: string): Promise<string> {
  return (await page(path, cookie)).token;
}

/**
 * A page as this browser is given it: its forms' token, and the session cookie that comes with it when the browser
 * had none (the token's session, made for it).
 */
export async function page(path: string, cookie: string): Promise<{ token: string; cookie: string | null }> {
  const request = new Request(`https://tern.test${path}`, { headers: { Cookie: cookie } });
  const context = await workerContext(request, "page");
  const { token, newSession } = context.get(formTokenContext);
  return { token, cookie: newSession?.split(";")[0] ?? null };
}

/** One send of a form with these fields (and the token, when given) from this browser. */
export async function send(
  action: Action,
  path: string,
  fields: Record<string, string>,
  options: { cookie: string; token?: string; params?: Record<string, string>; nonce?: string },
): Promise<Sent> {
  const body = new URLSearchParams(fields);
  if (options.token) body.set(RESEND_FIELD, options.token);
  const request = new Request(`https://tern.test${path}`, {
    method: "POST",
    headers: { Cookie: options.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  const nonce = options.nonce ?? crypto.randomUUID();
  const context = await workerContext(request, nonce);
  const args = { request, context, params: options.params ?? {} } as never;
  return read((await resendGuard(args, () => asResponse(() => action(args)))) as Response);
}

/**
 * Every row of every table, in one string: what a second send must leave as the first left it. Left out: the guard's
 * own table (the first send's effect is the action's), and the sandbox's sent mail, which the queue fills whenever it
 * runs (an e-mail an action sends is its job in `job_outbox`, written with the action).
 */
export async function databaseState(): Promise<string> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', 'form_outcomes', 'outbox') ORDER BY name",
  ).all<{ name: string }>();
  const tables = await Promise.all(
    results.map(async ({ name }) => [name, (await env.DB.prepare(`SELECT * FROM "${name}"`).all()).results]),
  );
  return JSON.stringify(tables);
}

/**
 * The same form sent twice with one token, the first answer lost: the first send changes the database, the second
 * changes nothing and answers what the first did.
 */
export async function sendTwice(
  action: Action,
  path: string,
  fields: Record<string, string>,
  options: { cookie: string; params?: Record<string, string> },
) {
  const token = await pageToken(path, options.cookie);
  const before = await databaseState();
  const first = await send(action, path, fields, { ...options, token, nonce: "first-nonce" });
  const afterFirst = await databaseState();
  const second = await send(action, path, fields, { ...options, token, nonce: "second-nonce" });
  const afterSecond = await databaseState();
  return { first, second, changedByFirst: afterFirst !== before, changedBySecond: afterSecond !== afterFirst };
}
