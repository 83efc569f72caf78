import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LOCALE, isLocale } from "./i18n/locales";

// Only routes that declare an island load this file (docs/decisions/001-html-first-islands.md).
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

async function loadCatalogs(locale: string) {
  const entries = await Promise.all(
    Object.entries(catalogs)
      .filter(([path]) => path.includes(`/${locale}/`))
      .map(async ([path, load]) => [path.replace(/^.*\/(.+)\.json$/, "$1"), (await load()).default] as const),
  );
  return Object.fromEntries(entries);
}

async function hydrate() {
  const lang = document.documentElement.lang;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    defaultNS: "common",
    resources: { [locale]: await loadCatalogs(locale) },
    interpolation: { escapeValue: false },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void hydrate();
