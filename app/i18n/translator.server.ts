import i18next, { type TFunction } from "i18next";
import { NAMESPACES, resources } from "../../locales";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./locales";

// Outside a request (queue consumers, documents), text comes from the same catalogs as pages.
const instance = i18next.createInstance();
void instance.init({
  resources,
  ns: NAMESPACES,
  defaultNS: "booking",
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** An untyped `t` for one language: e-mail and document keys are built from data (templates, types). */
export function translatorFor(locale: Locale): TFunction<"booking"> {
  return instance.getFixedT(locale, "booking") as TFunction<"booking">;
}
