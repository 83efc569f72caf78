import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { localeContext, nonceContext } from "./context";
import { getI18n } from "./i18n/i18next.server";
import { i18nextFor } from "./i18n/translator.server";
import { NonceProvider } from "./utils/nonce";
import type { RouteHandle } from "./utils/route-handle";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = loadContext.get(nonceContext);
  // Only a page with an island loads scripts. Every other page carries no nonce, so its bytes are the same for
  // everyone and the page cache can keep them compressed (utils/page-cache.server.ts).
  const island = routerContext.staticHandlerContext.matches.some(
    (match) => (routerContext.routeModules[match.route.id]?.handle as RouteHandle | undefined)?.island === true,
  );
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <I18nextProvider i18n={i18nOf(loadContext)}>
        <ServerRouter context={routerContext} url={request.url} nonce={island ? nonce : undefined} />
      </I18nextProvider>
    </NonceProvider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors in the shell reject and are logged by React Router; log only those streamed later.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Crawlers get the whole page at once.
  if (isbot(request.headers.get("User-Agent") ?? "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Save-Data (decision 021): a page differs by the browser's data saver and connection; ECT is sent once asked for.
  responseHeaders.append("Vary", "Save-Data, ECT");
  responseHeaders.set("Accept-CH", "ECT");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * The request's i18next instance, set by the root middleware. When routing fails before any middleware runs (a
 * path no route can match, such as one with an encoded newline), the error page gets one in the request's language.
 */
function i18nOf(context: RouterContextProvider) {
  try {
    return getI18n(context);
  } catch {
    return i18nextFor(context.get(localeContext).locale);
  }
}
