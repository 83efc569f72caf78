import { data, redirect } from "react-router";
import { localeContext } from "~/context";
import { looksLikeFile, resolveUnmatchedPath } from "~/domains/content/redirects";
import { withLocalePrefix } from "~/i18n/locales";
import type { Route } from "./+types/unmatched";

/** Paths no page serves: the spec's redirects, `{country}`, and home for the rest, keeping the prefix and query. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = `/${params["*"] ?? ""}`;
  if (looksLikeFile(path)) throw data(null, { status: 404 });
  const { locale, prefix } = context.get(localeContext);
  const target = resolveUnmatchedPath(path, locale);
  throw redirect(withLocalePrefix(prefix, target.to) + url.search, target.status);
}
