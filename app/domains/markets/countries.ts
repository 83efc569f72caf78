// The browser entry: the Node one requires every language file, which a Worker cannot.
import countries from "i18n-iso-countries/index.js";
import en from "i18n-iso-countries/langs/en.json";
import fr from "i18n-iso-countries/langs/fr.json";
import type { Locale } from "~/i18n/locales";
import { slugify } from "~/lib/text";

countries.registerLocale(en);
countries.registerLocale(fr);

const LANGUAGE: Record<Locale, string> = { "en-US": "en", "fr-FR": "fr" };

export function isCountryCode(code: string): boolean {
  return countries.isValid(code) && code.length === 2;
}

export function countryName(code: string, locale: Locale): string {
  return countries.getName(code, LANGUAGE[locale], { select: "official" }) ?? code;
}

export function countrySlug(code: string, locale: Locale): string {
  return slugify(countryName(code, locale));
}

let slugIndex: Map<string, string> | undefined;

/** Every English and French name and alias of every country, as a slug, to its ISO 3166-1 alpha-2 code. */
function buildSlugIndex(): Map<string, string> {
  const index = new Map<string, string>();
  for (const language of Object.values(LANGUAGE)) {
    for (const [code, names] of Object.entries(countries.getNames(language, { select: "all" }))) {
      for (const name of names) {
        const slug = slugify(name);
        if (slug && !index.has(slug)) index.set(slug, code);
      }
    }
  }
  return index;
}

/** Finds a country by a real name or slug, in English or French ("nigeria", "Royaume-Uni", "cote-d-ivoire"). */
export function findCountryBySlug(nameOrSlug: string): string | null {
  slugIndex ??= buildSlugIndex();
  return slugIndex.get(slugify(nameOrSlug)) ?? null;
}

const optionsCache = new Map<Locale, Array<{ code: string; name: string }>>();

/** Every country as a select option, by name in the locale's order: nationality, passport authority, billing. */
export function countryOptions(locale: Locale): Array<{ code: string; name: string }> {
  let options = optionsCache.get(locale);
  if (!options) {
    const collator = new Intl.Collator(locale);
    options = Object.entries(countries.getNames(LANGUAGE[locale], { select: "official" }))
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => collator.compare(a.name, b.name));
    optionsCache.set(locale, options);
  }
  return options;
}
