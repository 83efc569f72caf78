import i18next, { type i18n, type TFunction, type ThirdPartyModule } from "i18next";
import { LRUCache } from "lru-cache";
import type { Namespace } from "../../locales";
import type { Locale } from "./locales";
import { I18NEXT_OPTIONS } from "./options";

/**
 * Each `t` answer kept, by language, namespace, key and values: i18next works each one out again on every call (its
 * options copied, the key split, the language's fallbacks searched, plurals and interpolation), about 6 µs a call and
 * a few hundred calls a page. The catalogs are fixed, so the same question always has the same answer. Only text is
 * kept (not returnObjects' objects, which a caller could change), and only for values that are strings, numbers or
 * booleans; anything else is asked of i18next as before.
 */
export function keptAnswers(): ThirdPartyModule {
  return { type: "3rdParty", init: keepAnswers };
}

const answers = new LRUCache<string, string>({ max: 20_000 });

function keepAnswers(instance: i18n) {
  const fixedTOf = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => LooseT;
  const keptFixedT = (lng: unknown, ns: unknown, keyPrefix?: unknown, fixedOptions?: unknown): LooseT => {
    const fixed = fixedTOf(lng, ns, keyPrefix, fixedOptions);
    // react-i18next's hook names its namespaces as `scopeNs`, which only a selector function reads (a key that is a
    // function is never kept); a key prefix or any other fixed option is asked of i18next as before.
    if (keyPrefix !== undefined || !onlyScope(fixedOptions)) return fixed;
    // A null language is the instance's own, set when it was made and never changed.
    const scope = `${JSON.stringify(lng ?? instance.language)}|${JSON.stringify(ns)}|`;
    const kept = (key: unknown, options?: unknown, ...rest: unknown[]) => {
      const question = rest.length === 0 ? questionOf(key, options) : null;
      if (question === null) return fixed(key, options, ...rest);
      const id = scope + question;
      const known = answers.get(id);
      if (known !== undefined) return known;
      const answer = fixed(key, options);
      if (typeof answer === "string") answers.set(id, answer);
      return answer;
    };
    return Object.assign(kept, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  };
  instance.getFixedT = keptFixedT as unknown as i18n["getFixedT"];
}

function onlyScope(options: unknown): boolean {
  return (
    options === undefined ||
    (typeof options === "object" && options !== null && Object.keys(options).every((k) => k === "scopeNs"))
  );
}

/** i18next's fixed `t` as this file calls it: any arguments, and the language and namespace it was fixed to. */
type LooseT = ((...args: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };

/** A call's key and values as one string, or null when it cannot be kept (a key list, a selector, an object value). */
function questionOf(key: unknown, options: unknown): string | null {
  if (typeof key !== "string") return null;
  if (options === undefined) return JSON.stringify(key);
  if (typeof options !== "object" || options === null || Array.isArray(options)) return null;
  for (const value of Object.values(options)) {
    if (value !== undefined && typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean")
      return null;
  }
  return `${JSON.stringify(key)}${JSON.stringify(options)}`;
}

// Outside a request (queue consumers, documents), text comes from the same catalogs as pages.
const instance = i18next.createInstance();
instance.use(keptAnswers());
void instance.init({ ...I18NEXT_OPTIONS, initAsync: false });

/** An untyped `t` for one language: e-mail and document keys are built from data (templates, types). */
export function translatorFor<N extends Namespace = "booking">(locale: Locale, ns?: N): TFunction<N> {
  return instance.getFixedT(locale, ns ?? "booking") as TFunction<N>;
}

/**
 * An i18next instance in one language, for rendering a page when the request never reached the root middleware
 * (no route matched the URL): the not-found page is still in the visitor's language.
 */
export function i18nextFor(locale: Locale) {
  return instance.cloneInstance({ lng: locale });
}

/** A `t` for keys built from data at run time (a kind's status, a file's label), with string values. */
export function textFor(locale: Locale, ns: Namespace): (key: string, values?: Record<string, string>) => string {
  return instance.getFixedT(locale, ns) as unknown as (key: string, values?: Record<string, string>) => string;
}
