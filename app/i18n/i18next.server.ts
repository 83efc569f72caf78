import { createI18nextMiddleware } from "remix-i18next";
import { localeContext } from "~/context";
import { resources, NAMESPACES } from "../../locales";
import { DEFAULT_LOCALE, LOCALES } from "./locales";

/** The language was settled when the request context was built (URL prefix, or Accept-Language on the API). */
export const [i18nextMiddleware, getLocale, getI18n] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["custom"],
    findLocale: async ({ context }) => context.get(localeContext).locale,
  },
  i18next: {
    resources,
    ns: NAMESPACES,
    defaultNS: "common",
    supportedLngs: [...LOCALES],
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
  },
});
