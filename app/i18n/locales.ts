export const LOCALES = ["en-US", "fr-FR"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-US";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The locale segment of a URL, when (and only when) its first segment is a supported locale. */
export type LocalePrefix = Locale | null;

/**
 * Splits a pathname into its optional locale prefix and the rest.
 * `/fr-FR/flight` -> { prefix: "fr-FR", path: "/flight" }; `/xx-YY/flight` keeps the whole path.
 */
export function splitLocale(pathname: string): { prefix: LocalePrefix; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && isLocale(first)) return { prefix: first, path: match?.[2] || "/" };
  return { prefix: null, path: pathname || "/" };
}

/** Prefixes an app path ("/flight") with a locale segment; the home page keeps its trailing slash. */
export function withLocalePrefix(prefix: LocalePrefix, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (!prefix) return clean;
  return clean === "/" ? `/${prefix}/` : `/${prefix}${clean}`;
}

/** The public URL of a page in a language: en-US pages are unprefixed, others carry their locale. */
export function canonicalPath(locale: Locale, path: string): string {
  return withLocalePrefix(locale === DEFAULT_LOCALE ? null : locale, path);
}

/** Picks a supported locale from an Accept-Language header (for the JSON API), else the default. */
export function localeFromAcceptLanguage(header: string | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const language = LOCALES.find((l) => l.slice(0, 2).toLowerCase() === tag.slice(0, 2));
    if (language) return language;
  }
  return DEFAULT_LOCALE;
}
