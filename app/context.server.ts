import { RouterContextProvider } from "react-router";
import { createDb } from "~/db/client.server";
import { memberForToken } from "~/domains/accounts/sessions.server";
import { checkAgent } from "~/domains/agents/agents.server";
import { loadFxRates } from "~/domains/markets/fx-load.server";
import { agentTokenIn } from "~/domains/agents/cookie.server";
import { ensureVisitorId, sessionForAgentMode, sessionStorageFor } from "~/domains/accounts/session.server";
import { cartCount } from "~/domains/cart/cart.server";
import { asksConsent } from "~/domains/consent/consent.server";
import { readMarket, readSavedLocale, withCurrencyHeader } from "~/domains/markets/preferences.server";
import { DEFAULT_LOCALE, localeFromAcceptLanguage, splitLocale } from "~/i18n/locales";
import { readDataSaver } from "~/utils/data-saver.server";
import { formTokenBinding, mintFormToken } from "~/utils/resend-guard.server";
import {
  agentContext,
  clockContext,
  dataSaverContext,
  dbContext,
  envContext,
  executionContext,
  formTokenContext,
  localeContext,
  marketContext,
  memberContext,
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
 * the JSON API takes it from Accept-Language and its currency from x-currency (product rules §7).
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

  const db = createDb(env.DB);
  const storage = sessionStorageFor(env.SESSION_SECRET);
  const cookieSession = await storage.getSession(cookieHeader);
  const now = clock?.() ?? new Date();
  // The day's exchange rates for every price of this request (decision 018); one D1 read per isolate every few minutes.
  await loadFxRates(db, env, now);
  // Pages sign in with the session cookie; the API only with a Bearer token, so no other site can act with
  // a member's cookie through it.
  // Agent mode (decision 016) has its own cookie; an agent is never also a member on the same request.
  const agentToken = isApi ? null : await agentTokenIn(env.SESSION_SECRET, cookieHeader);
  const agentCheck = agentToken ? await checkAgent({ db, secret: env.AGENT_TOKEN_SECRET, now }, agentToken) : null;
  const agent = agentCheck?.ok ? agentCheck.agent : null;
  // An agent's session ends with agent mode (left, or its token expired): nobody after them opens their customers'.
  const session = isApi ? cookieSession : await sessionForAgentMode(storage, cookieSession, agent?.id ?? null);
  const token = agent ? null : isApi ? bearerToken(request) : session.get("memberToken");
  const member = token ? await memberForToken(db, token, isApi ? "api" : "web", now) : null;

  const context = new RouterContextProvider();
  context.set(envContext, env);
  context.set(executionContext, ctx);
  context.set(dbContext, db);
  context.set(nonceContext, nonce);
  context.set(localeContext, { locale, prefix, saved });
  context.set(marketContext, market);
  context.set(sessionContext, session);
  context.set(memberContext, member);
  context.set(agentContext, agent);
  context.set(dataSaverContext, await readDataSaver(request));
  // A form token is always bound to a session (DESIGN.md, Security): a browser without one gets one now, and its
  // cookie goes with the answer (workers/app.ts) unless the route writes the session itself.
  let newSession: string | null = null;
  if (!isApi && !session.get("visitorId")) {
    ensureVisitorId(session);
    newSession = await storage.commitSession(session);
  }
  const binding = formTokenBinding({
    visitorId: session.get("visitorId"),
    memberToken: session.get("memberToken"),
    agentToken,
  });
  context.set(formTokenContext, { token: mintFormToken(env.SESSION_SECRET, binding), binding, newSession });
  if (clock) context.set(clockContext, clock);
  return context;
}

export function bearerToken(request: Request): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(request.headers.get("Authorization") ?? "");
  return match?.[1] ?? null;
}

const cartCounts = new WeakMap<RouterContextProvider, Promise<number>>();

/**
 * How many items this browser's cart holds, asked once per request (the header and the page cache both need it); no
 * query for a browser on its first page (its visitor id is new, so it has no cart).
 */
export function visitorCartCount(context: Readonly<RouterContextProvider>): Promise<number> {
  const key = context as RouterContextProvider;
  let counted = cartCounts.get(key);
  if (!counted) {
    const visitorId = context.get(sessionContext).get("visitorId");
    // A browser given its visitor id by this very request has no cart yet: no query for a first visit.
    const known = typeof visitorId === "string" && context.get(formTokenContext).newSession === null;
    counted = known ? cartCount(context.get(dbContext), visitorId) : Promise.resolve(0);
    cartCounts.set(key, counted);
  }
  return counted;
}

/**
 * What a page is built from besides its URL, for the page cache (utils/page-cache.server.ts): language, saved
 * language, market, the consent dialog, the day, Save-Data and the cart's count in the header. Null for a signed-in
 * member or an agent: the header names them.
 */
export async function pageVariant(request: Request, context: RouterContextProvider): Promise<string[] | null> {
  if (context.get(memberContext) || context.get(agentContext)) return null;
  const { locale, saved } = context.get(localeContext);
  const { country, currency } = context.get(marketContext);
  const today = context.get(clockContext)().toISOString().slice(0, 10);
  const lite = context.get(dataSaverContext).lite ? "lite" : "-";
  const cart = `cart:${await visitorCartCount(context)}`;
  return [locale, saved ?? "-", country, currency, (await asksConsent(request)) ? "consent" : "-", today, lite, cart];
}
