import i18next from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { resources } from "../../locales";
import type { Locale } from "~/i18n/locales";

/** Renders components the way entry.server.tsx does: with an i18next instance for one language. */
export function withI18n(children: ReactNode, locale: Locale = "en-US") {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: locale,
    resources,
    defaultNS: "common",
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
