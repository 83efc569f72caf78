import i18next, { type TFunction } from "i18next";
import type { Locale } from "./locales";
import { I18NEXT_OPTIONS } from "./options";

// Outside a request (queue consumers, documents), text comes from the same catalogs as pages.
const instance = i18next.createInstance();
void instance.init({ ...I18NEXT_OPTIONS, initAsync: false });

/** An untyped `t` for one language: e-mail and document keys are built from data (templates, types). */
export function translatorFor(locale: Locale): TFunction<"booking"> {
  return instance.getFixedT(locale, "booking") as TFunction<"booking">;
}
