import { data, redirect } from "react-router";
import { StatusPage } from "~/components/route-error-boundary";
import { localeContext } from "~/context";
import { resolveUnmatchedPath } from "~/domains/content/redirects";
import { withLocalePrefix } from "~/i18n/locales";
import type { Route } from "./+types/unmatched";

/** Paths no page serves: the spec's redirects, `{country}`, and home for the rest, keeping the prefix and query. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale, prefix } = context.get(localeContext);
  const target = resolveUnmatchedPath(`/${params["*"] ?? ""}`, locale);
  if ("notFound" in target) return data({ notFound: true }, { status: 404 });
  throw redirect(withLocalePrefix(prefix, target.to) + url.search, target.status);
}

/** Reached only for a missing file: a real 404 page. */
export default function Unmatched() {
  return <StatusPage kind="notFound" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
