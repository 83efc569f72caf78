import { RouterContextProvider } from "react-router";
import { createDb } from "~/db/client.server";
import { sessionStorageFor } from "~/domains/accounts/session.server";
import { readMarket, readSavedLocale, withCurrencyHeader } from "~/domains/markets/preferences.server";
import { DEFAULT_LOCALE, localeFromAcceptLanguage, splitLocale } from "~/i18n/locales";
import {
  clockContext,
  dbContext,
  envContext,
  executionContext,
  localeContext,
  marketContext,
  nonceContext,
  sessionContext,
} from "./context";

interface RequestContextInput {
  request: Request;
  env: Env;
  ctx: ExecutionContext;
  nonce: string;
  clock?: () => Date;
}

/**
 * The one place request-scoped values are built. Pages take their language from the URL prefix
 * (an unprefixed URL is en-US; the locale layout redirects it when another language is saved);
 * the JSON API takes it from Accept-Language and its currency from x-currency (spec section 7).
 */
export async function createRequestContext({ request, env, ctx, nonce, clock }: RequestContextInput) {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get("Cookie");
  const isApi = url.pathname === "/api" || url.pathname.startsWith("/api/");
  const { prefix } = splitLocale(url.pathname);
  const saved = await readSavedLocale(cookieHeader);
  const locale = isApi ? localeFromAcceptLanguage(request.headers.get("Accept-Language")) : (prefix ?? DEFAULT_LOCALE);
  let market = await readMarket(cookieHeader, locale);
  if (isApi) market = withCurrencyHeader(market, request.headers.get("x-currency"));

  const context = new RouterContextProvider();
  context.set(envContext, env);
  context.set(executionContext, ctx);
  context.set(dbContext, createDb(env.DB));
  context.set(nonceContext, nonce);
  context.set(localeContext, { locale, prefix, saved });
  context.set(marketContext, market);
  context.set(sessionContext, await sessionStorageFor(env.SESSION_SECRET).getSession(cookieHeader));
  if (clock) context.set(clockContext, clock);
  return context;
}
