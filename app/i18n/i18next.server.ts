import { createI18nextMiddleware } from "remix-i18next";
import { localeContext } from "~/context";
import { DEFAULT_LOCALE, LOCALES } from "./locales";
import { I18NEXT_OPTIONS } from "./options";
import { keptAnswers } from "./translator.server";

/** The language was settled when the request context was built (URL prefix, or Accept-Language on the API). */
export const [i18nextMiddleware, getLocale, getI18n] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...LOCALES],
    fallbackLanguage: DEFAULT_LOCALE,
    order: ["custom"],
    findLocale: async ({ context }) => context.get(localeContext).locale,
  },
  i18next: I18NEXT_OPTIONS,
  // Each page's `t` answers are kept by the isolate (translator.server.ts), not worked out again by every request.
  plugins: [keptAnswers()],
});
