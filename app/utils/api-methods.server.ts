import { CURRENCIES } from "~/domains/markets/markets";
import { localeFromAcceptLanguage } from "~/i18n/locales";
import { translatorFor } from "~/i18n/translator.server";
import { apiOperations } from "./openapi.server";

// What the JSON API refuses before any route runs, as its document (/api/openapi.json) says: a method a path does not
// document (405, with that path's own Allow), and an x-currency it does not price in (400). Each body is the
// document's Error: a code and a message in the Accept-Language language.

let documented: Array<{ pattern: RegExp; methods: string[] }> | null = null;

/** The methods the document gives a path (HEAD with GET), or null for a path it does not describe. */
export function documentedMethods(pathname: string): string[] | null {
  documented ??= Object.entries(
    apiOperations("2000-01-01").reduce<Record<string, Set<string>>>((paths, op) => {
      (paths[op.path] ??= new Set()).add(op.method.toUpperCase());
      return paths;
    }, {}),
  ).map(([path, methods]) => ({
    pattern: new RegExp(`^${path.replace(/\{\w+\}/g, "[^/]+")}$`),
    methods: [...(methods.has("GET") ? ["GET", "HEAD"] : []), ...(methods.has("POST") ? ["POST"] : [])],
  }));
  return documented.find((entry) => entry.pattern.test(pathname))?.methods ?? null;
}

const problem = (request: Request, status: number, code: string, key: string, values: Record<string, string>) => {
  const t = translatorFor(localeFromAcceptLanguage(request.headers.get("Accept-Language"))) as unknown as (
    k: string,
    v: object,
  ) => string;
  return Response.json({ code, message: t(key, values) }, { status });
};

/** The API's answer to a method its path does not take: 405 with the path's Allow. */
export function apiMethodNotAllowed(request: Request, allowed: readonly string[]): Response {
  const response = problem(request, 405, "method_not_allowed", "errors.methodNotAllowed", {
    method: request.method,
    allowed: allowed.join(", "),
  });
  response.headers.set("Allow", allowed.join(", "));
  return response;
}

/** 400 when x-currency names a currency the API does not price in (the document's enum, as it is written). */
export function apiCurrencyRefused(request: Request): Response | null {
  const header = request.headers.get("x-currency");
  if (header === null || (CURRENCIES as readonly string[]).includes(header)) return null;
  return problem(request, 400, "invalid_currency", "errors.invalidCurrency", { currencies: CURRENCIES.join(", ") });
}
