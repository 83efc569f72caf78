import { createRequestHandler, type RequestHandler } from "react-router";
import {
  agentContext,
  clockContext,
  dbContext,
  formTokenContext,
  localeContext,
  memberContext,
  oversizeUploadContext,
  unreadableFormContext,
} from "~/context";
import { createRequestContext, pageVariant } from "~/context.server";
import { SESSION_COOKIE } from "~/domains/accounts/session.server";
import { PageViewBuffer } from "~/domains/content/page-views.server";
import { mapTileOrigin } from "~/domains/suppliers/map-tiles";
import { pageCache, pageCacheKey } from "~/utils/page-cache.server";
import { allowedMethods } from "~/utils/allowed-methods.server";
import { apiCurrencyRefused, apiMethodNotAllowed, documentedMethods } from "~/utils/api-methods.server";
import { canonicalPageQuery } from "~/utils/canonical-query";
import { unsafeDeploymentReason } from "~/utils/deployment.server";
import { clockFor } from "~/utils/clock";
import {
  createNonce,
  drainBody,
  formPageRequest,
  isCrossSiteRequest,
  isPrivateResponse,
  limitBody,
  methodNotAllowed,
  securityHeaders,
  unreadableForm,
  uploadSlotOf,
  withSecurityHeaders,
} from "~/utils/security.server";

import { handleQueue, handleScheduled } from "./background";

export { Inventory } from "~/domains/suppliers/inventory";

const dev = import.meta.env.DEV;

const loadBuild = () => import("virtual:react-router/server-build");
/**
 * React Router's handler. Given the build as a function, it flattens and ranks every route again on each request
 * (about 2 ms of CPU a page here): that is for the dev server, whose build changes under it. A deployed build never
 * changes, so it is loaded once per isolate and the handler derived from it once.
 */
let built: RequestHandler | undefined;
const requestHandler: RequestHandler = dev
  ? createRequestHandler(loadBuild, import.meta.env.MODE)
  : async (request, context) => {
      built ??= createRequestHandler(await loadBuild(), import.meta.env.MODE);
      return built(request, context);
    };

const pageViews = new PageViewBuffer();

export default {
  async fetch(incoming, env, ctx) {
    const nonce = createNonce();
    const policy = { dev, tileOrigin: mapTileOrigin(env) };
    const secured = (response: Response) => withSecurityHeaders(response, nonce, policy);
    const unsafe = unsafeDeploymentReason(incoming, env);
    if (unsafe) {
      console.error(unsafe);
      return secured(new Response("Service Unavailable", { status: 503, headers: { "Retry-After": "300" } }));
    }
    const { pathname } = new URL(incoming.url);
    const build = await import("virtual:react-router/server-build");
    // A refusal before the body is read still reads it, so the connection stays usable for the next request.
    const drained = async (answer: Response) => {
      await drainBody(incoming);
      return secured(answer);
    };
    // Which methods the address answers is only asked of a method that may not be one of them: every page and
    // resource answers GET (matching the routes again costs about a millisecond a page, against DESIGN.md's 8 ms).
    const reads = incoming.method === "GET" || incoming.method === "HEAD";
    if (pathname.startsWith("/api/")) {
      // The JSON API refuses what its document refuses, in its Error's shape.
      const allowed = documentedMethods(pathname) ?? (reads ? null : allowedMethods(build, pathname));
      if (allowed && !allowed.includes(incoming.method)) return drained(apiMethodNotAllowed(incoming, allowed));
      const currency = apiCurrencyRefused(incoming);
      if (currency) return drained(currency);
    }
    const refused = reads ? null : methodNotAllowed(incoming, allowedMethods(build, pathname));
    if (refused) return drained(refused);
    const request = await limitBody(incoming);
    if (request instanceof Response) {
      // An upload over its size: the application's page again, the message beside the file's field, nothing done.
      const slot = request.status === 413 ? uploadSlotOf(incoming) : null;
      if (slot === null) return secured(request);
      const pageRequest = formPageRequest(incoming);
      const context = await createRequestContext({ request: pageRequest, env, ctx, nonce, clock: clockFor(env) });
      context.set(oversizeUploadContext, slot);
      const page = await requestHandler(pageRequest, context);
      const answer = page.status === 200 ? new Response(page.body, { status: 413, headers: page.headers }) : page;
      answer.headers.set("Cache-Control", "private, no-store");
      return secured(answer);
    }
    if (isCrossSiteRequest(request)) {
      // Read the unread body, so the connection stays usable for the next request.
      await request.arrayBuffer().catch(() => undefined);
      return secured(new Response("Forbidden", { status: 403 }));
    }
    const context = await createRequestContext({ request, env, ctx, nonce, clock: clockFor(env) });
    // One place for a form that cannot be read (DESIGN.md, HTML first): its page again, with a 400 and the generic
    // failure message, and nothing done.
    if (await unreadableForm(request)) {
      context.set(unreadableFormContext, true);
      const page = await requestHandler(formPageRequest(request), context);
      const answer = page.status === 200 ? new Response(page.body, { status: 400, headers: page.headers }) : page;
      answer.headers.set("Cache-Control", "private, no-store");
      return secured(answer);
    }
    const now = context.get(clockContext)().getTime();
    // Vite's dev server keeps nothing: an edited page shows at once.
    const cacheKey = dev ? null : pageCacheKey(request, await pageVariant(request, context), canonicalPageQuery);
    const { token, newSession } = context.get(formTokenContext);
    const page = {
      nonce,
      token,
      now,
      acceptEncoding: request.headers.get("Accept-Encoding"),
      // A browser without a session gets the whole page (and its session): the copy it holds was made for another.
      ifNoneMatch: newSession ? null : request.headers.get("If-None-Match"),
    };
    const kept =
      cacheKey === null ? null : pageCache.match(cacheKey, { ...page, headers: securityHeaders(nonce, policy) });
    const response = kept ?? (await pageCache.store(cacheKey, await requestHandler(request, context), page));

    if (isPageView(request, response)) {
      const path = new URL(request.url).pathname.replace(/(\/_root)?\.data$/, "") || "/";
      const { locale } = context.get(localeContext);
      pageViews.add(context.get(dbContext), { path, locale, viewedAt: new Date(now) }, (promise) =>
        ctx.waitUntil(promise),
      );
    }
    // A 304 carries no security headers: the browser keeps those stored with the page (its CSP names the body's nonce).
    const answer = kept ?? (response.status === 304 ? response : secured(response));
    // A page's forms carry a token bound to the browser's session: one without a session gets the one made for it.
    const isPage = answer.headers.get("Content-Type")?.startsWith("text/html") ?? false;
    if (newSession && isPage && !answer.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))) {
      answer.headers.append("Set-Cookie", newSession);
    }
    const signedIn = context.get(memberContext) !== null || context.get(agentContext) !== null;
    if (isPrivateResponse(request, answer, signedIn)) {
      answer.headers.set("Cache-Control", "private, no-store");
    }
    return answer;
  },
  async queue(batch, env) {
    await handleQueue(batch, env);
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(handleScheduled(env, clockFor(env, () => controller.scheduledTime)()));
  },
} satisfies ExportedHandler<Env>;

/** A page shown: a document, or a client-side navigation's data request on a hydrated route. */
function isPageView(request: Request, response: Response): boolean {
  if (request.method !== "GET" || response.status !== 200) return false;
  const type = response.headers.get("Content-Type") ?? "";
  if (type.startsWith("text/html")) return true;
  return new URL(request.url).pathname.endsWith(".data");
}
