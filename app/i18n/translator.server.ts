import i18next, { type TFunction } from "i18next";
import type { Namespace } from "../../locales";
import type { Locale } from "./locales";
import { I18NEXT_OPTIONS } from "./options";

// Outside a request (queue consumers, documents), text comes from the same catalogs as pages.
const instance = i18next.createInstance();
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
