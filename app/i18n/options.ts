import type { InitOptions } from "i18next";
import { NAMESPACES, resources } from "../../locales";
import { DEFAULT_LOCALE, LOCALES } from "./locales";

/** One i18next set-up for pages (remix-i18next) and for text written outside a request (e-mails, documents). */
export const I18NEXT_OPTIONS = {
  resources,
  ns: NAMESPACES,
  defaultNS: "common",
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
} satisfies InitOptions;
