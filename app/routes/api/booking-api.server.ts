import type { RouterContextProvider } from "react-router";
import { clockContext, envContext, localeContext } from "~/context";
import { translatorFor } from "~/i18n/translator.server";
import { hasValidAuthHash } from "~/utils/api-auth.server";

/** The booking API's errors: a code and the message a person would see, in the Accept-Language language. */
export function apiError(
  context: Readonly<RouterContextProvider>,
  status: number,
  code: string,
  key: string,
  extra: object = {},
) {
  const t = translatorFor(context.get(localeContext).locale) as unknown as (k: string) => string;
  return Response.json({ code, message: t(key), ...extra }, { status });
}

/** Spec section 7: booking submission and confirmation carry X-Auth-Hash and TimeStamp. */
export async function requireAuthHash(request: Request, context: Readonly<RouterContextProvider>) {
  const ok = await hasValidAuthHash(request, context.get(envContext).API_AUTH_SALT, context.get(clockContext)());
  if (!ok) throw apiError(context, 401, "bad_auth_hash", "errors.generic");
}
