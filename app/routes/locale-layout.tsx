import { data, Outlet, redirect } from "react-router";
import { localeContext } from "~/context";
import { canonicalSpelling, resolveUnmatchedPath } from "~/domains/content/redirects";
import { DEFAULT_LOCALE, isLocale, withLocalePrefix } from "~/i18n/locales";
import type { Route } from "./+types/locale-layout";

/**
 * `/:lang?` matches any first segment; it is a locale only when it is en-US or fr-FR. Otherwise the
 * whole path is a path no page serves (`/xx-YY/flight`, `/nigeria`), resolved like any unmatched path.
 * An unprefixed page with French saved redirects to its /fr-FR URL, so each URL shows one language; a page spelled
 * another way (a section in capitals, a trailing slash) answers 301 to its one URL.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    const url = new URL(request.url);
    const { prefix, saved } = context.get(localeContext);
    if (params.lang !== undefined && !isLocale(params.lang)) {
      const target = resolveUnmatchedPath(url.pathname, saved ?? DEFAULT_LOCALE);
      if ("notFound" in target) throw data(null, { status: 404 });
      throw redirect(target.to + url.search, target.status);
    }
    // One URL a page (product rules §2, Redirects): `/FLIGHT` and `/flight/` answer 301 to `/flight`, the locale and the query kept.
    // A path no page serves (the splat) goes to the unmatched route, whose redirects are the spec's, in one hop.
    const spelled = canonicalSpelling(url.pathname);
    const page = params["*"] === undefined;
    if (page && (request.method === "GET" || request.method === "HEAD") && spelled !== url.pathname) {
      throw redirect(spelled + url.search, 301);
    }
    if (request.method === "GET" && prefix === null && saved !== null && saved !== DEFAULT_LOCALE) {
      throw redirect(withLocalePrefix(saved, url.pathname) + url.search);
    }
    return next();
  },
];

export default function LocaleLayout() {
  return <Outlet />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
