import { Link, type LinkProps, useLocation, useRouteLoaderData } from "react-router";
import { splitLocale, withLocalePrefix } from "~/i18n/locales";
import type { loader as rootLoader } from "~/root";

export function useRootData() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("Root data is not loaded");
  return data;
}

/** Builds app links that keep the URL's locale prefix (docs/architecture.md, convention 1). */
export function useLocalePath(): (path: string) => string {
  const { prefix } = splitLocale(useLocation().pathname);
  return (path) => withLocalePrefix(prefix, path);
}

/** The current page's path and query string: where a settings form returns to. */
export function useCurrentPath(): string {
  const location = useLocation();
  return location.pathname + location.search;
}

export function LocaleLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const localePath = useLocalePath();
  return <Link to={localePath(to)} {...props} />;
}
