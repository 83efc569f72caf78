import { createContext } from "react-router";
import type { Database } from "~/db/client.server";
import type { Agent } from "~/domains/agents/agents.server";
import type { Member } from "~/domains/accounts/members.server";
import type { VisitorSession } from "~/domains/accounts/session.server";
import type { Market } from "~/domains/markets/markets";
import type { Locale, LocalePrefix } from "~/i18n/locales";
import type { StaffMember } from "~/domains/staff/roles";

/** The per-request values every loader and action reads. Built once in workers/app.ts. */
export const envContext = createContext<Env>();
export const executionContext = createContext<ExecutionContext>();
export const dbContext = createContext<Database>();
/** The CSP nonce of this response: every inline script React or React Router emits carries it. */
export const nonceContext = createContext<string>();
/** Injected so tests can move time; domain services take it as an argument. */
export const clockContext = createContext<() => Date>(() => new Date());

export interface LocaleInfo {
  locale: Locale;
  /** The locale segment actually in the URL; links keep it. */
  prefix: LocalePrefix;
  /** The locale saved by the language selector, if any. */
  saved: Locale | null;
}
export const localeContext = createContext<LocaleInfo>();
export const marketContext = createContext<Market>();

/** The browser's signed session cookie, read once; an action that changes it commits it in its response. */
export const sessionContext = createContext<VisitorSession>();

/**
 * The member signed in on this request: through the session cookie on pages, through `Authorization: Bearer`
 * on the JSON API. Null for a visitor.
 */
export const memberContext = createContext<Member | null>(null);

/**
 * The CRM agent this browser is in agent mode as (decision 016): its cookie's token checked and the agent active. Null
 * otherwise. In agent mode no member is signed in on the same request.
 */
export const agentContext = createContext<Agent | null>(null);

/** Save-Data (decision 021): this page leaves out pictures and script islands (`lite`); the browser asked for it (`asked`). */
export const dataSaverContext = createContext<{ lite: boolean; asked: boolean }>({ lite: false, asked: false });

/**
 * This page's one-time form token (decision 022) and what it is bound to: the forms that write carry it, and
 * the resend guard knows their second send by it. Empty where no request built it (a test calling an action).
 */
export const formTokenContext = createContext<{ token: string; binding: string; newSession: string | null }>({
  token: "",
  binding: "",
  newSession: null,
});

/**
 * This page answers a form that could not be read (malformed multipart, a broken body): workers/app.ts renders the
 * form's page again with a 400, and the layout says the request failed. Nothing was done.
 */
export const unreadableFormContext = createContext<boolean>(false);

/**
 * This page answers an upload refused for its size before it was read (workers/app.ts): the slot it was sent for, from
 * the form's URL (`?slot=`), so the page shows the message beside that field. Null otherwise.
 */
export const oversizeUploadContext = createContext<string | null>(null);

/** The staff member signed in at the desk on this request (its own cookie, apart from members'). Null elsewhere. */
export const staffContext = createContext<StaffMember | null>(null);
