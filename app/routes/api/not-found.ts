import { localeFromAcceptLanguage } from "~/i18n/locales";
import { translatorFor } from "~/i18n/translator.server";
import type { Route } from "./+types/not-found";

/** The JSON API answers unknown paths with JSON, never with a page: the document's Error, in Accept-Language. */
export function loader({ request }: Route.LoaderArgs) {
  const t = translatorFor(localeFromAcceptLanguage(request.headers.get("Accept-Language")));
  return Response.json({ code: "not_found", message: t("errors.apiNotFound") }, { status: 404 });
}

export const action = loader;
