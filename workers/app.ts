import { createRequestHandler } from "react-router";
import { clockContext, dbContext, localeContext } from "~/context";
import { createRequestContext } from "~/context.server";
import { recordPageView } from "~/domains/content/page-views.server";
import { createNonce, isCrossSiteRequest, withSecurityHeaders } from "~/utils/security.server";

import { handleQueue, handleScheduled } from "./background";

export { Inventory } from "~/domains/suppliers/inventory";

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const dev = import.meta.env.DEV;

export default {
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    if (isCrossSiteRequest(request)) {
      // Read the unread body, so the connection stays usable for the next request.
      await request.arrayBuffer().catch(() => undefined);
      return withSecurityHeaders(new Response("Forbidden", { status: 403 }), nonce, { dev });
    }
    const context = await createRequestContext({ request, env, ctx, nonce });
    const response = await requestHandler(request, context);

    if (isPageView(request, response)) {
      const path = new URL(request.url).pathname.replace(/(\/_root)?\.data$/, "") || "/";
      const { locale } = context.get(localeContext);
      ctx.waitUntil(
        recordPageView(context.get(dbContext), { path, locale, viewedAt: context.get(clockContext)() }).catch(
          (error: unknown) => console.warn("page view not recorded", error),
        ),
      );
    }
    return withSecurityHeaders(response, nonce, { dev });
  },
  async queue(batch, env) {
    await handleQueue(batch, env);
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(handleScheduled(env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;

/** A page shown: a document, or a client-side navigation's data request on a hydrated route. */
function isPageView(request: Request, response: Response): boolean {
  if (request.method !== "GET" || response.status !== 200) return false;
  const type = response.headers.get("Content-Type") ?? "";
  if (type.startsWith("text/html")) return true;
  return new URL(request.url).pathname.endsWith(".data");
}
