import { countrySlug, findCountryBySlug } from "~/domains/markets/countries";
import { isLocale, type Locale } from "~/i18n/locales";

const FIXED: Record<string, string> = {
  "/crm/client/validate": "/account/crm-agent/login",
  "/referral/client/validate": "/account/referral/validate",
  "/productfeed": "/flight/product-feed",
  "/googleflight": "/flight/external-checkout",
};

export type Resolution =
  /** 301 for the spec's fixed redirects; 302 when an unknown path is sent home (a page may exist there later). */
  | { to: string; status: 301 | 302 }
  /** A missing file ("/logo.png"): a real 404, since sending the home page would break whatever asked for it. */
  | { notFound: true };

/**
 * Where a path that no route serves should go (product rules §2, Redirects). `path` is the app path without
 * its locale prefix or query string; the answer is an app path in `locale`'s language.
 */
export function resolveUnmatchedPath(path: string, locale: Locale): Resolution {
  const clean = safeDecode(path).replace(/\/+$/, "") || "/";
  const fixed = FIXED[clean.toLowerCase()];
  if (fixed) return { to: fixed, status: 301 };

  const referral = /^\/referral\/([^/]+)$/i.exec(clean);
  if (referral?.[1]) return { to: `/account/referral/validate/${encodeURIComponent(referral[1])}`, status: 301 };

  const single = /^\/([^/]+)$/.exec(clean);
  const country = single?.[1] ? findCountryBySlug(single[1]) : null;
  if (country) return { to: `/destinations/${countrySlug(country, locale)}`, status: 301 };

  if (/\.[a-z0-9]{1,8}$/i.test(clean)) return { notFound: true };
  return { to: "/", status: 302 };
}

/**
 * The one URL of a page that several spell (product rules §2, Redirects): its section in lower case (`/FLIGHT` is `/flight`) and no trailing
 * slash (`/about-us/` is `/about-us`), but a language's home, which is `/fr-FR/`. The rest of the path is kept as
 * written: ids and codes (`/hotel/LOS-001`) are the page's own. Answers `path` itself when it is already the one.
 */
export function canonicalSpelling(path: string): string {
  const segments = path.split("/").slice(1);
  const locale = segments[0] !== undefined && isLocale(segments[0]) ? segments.shift() : undefined;
  while (segments.length > 0 && segments.at(-1) === "") segments.pop();
  if (segments[0] && /^[A-Za-z-]+$/.test(segments[0])) segments[0] = segments[0].toLowerCase();
  const rest = segments.length > 0 ? `/${segments.join("/")}` : "";
  if (!locale) return rest || "/";
  return rest ? `/${locale}${rest}` : `/${locale}/`;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
