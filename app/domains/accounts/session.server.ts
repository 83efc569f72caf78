import { createCookieSessionStorage, type Session, type SessionStorage } from "react-router";

export interface SessionData {
  /** A random id for this browser: anonymous carts and bookings belong to it. */
  visitorId: string;
  /** A signed-in member's session token (app/domains/accounts/accounts.server.ts); new at every sign-in. */
  memberToken?: string;
  /** Bookings this browser opened with their reference and e-mail, or an e-mailed link, newest first. */
  granted?: string[];
  /**
   * The agent whose session this is (agent mode): it serves only while that agent's mode lasts, and once it ends
   * (left or expired) the browser starts afresh, so nobody after the agent opens their customers' orders.
   */
  agentId?: string;
}

export type VisitorSession = Session<SessionData>;

const storages = new Map<string, SessionStorage<SessionData>>();

/** The session cookie's name. */
export const SESSION_COOKIE = "__Host-tern_session";

/** Signed `__Host-` cookie: HttpOnly, Secure, SameSite=Lax, whole-site path, no Domain (docs/architecture.md, Security). */
export function sessionStorageFor(secret: string): SessionStorage<SessionData> {
  let storage = storages.get(secret);
  if (!storage) {
    storage = createCookieSessionStorage<SessionData>({
      cookie: {
        name: SESSION_COOKIE,
        httpOnly: true,
        secure: true,
        sameSite: "lax",
        path: "/",
        secrets: [secret],
        maxAge: 60 * 60 * 24 * 30,
      },
    });
    storages.set(secret, storage);
  }
  return storage;
}

/** The browser's visitor id, created on first need; the caller commits the session in its response. */
export function ensureVisitorId(session: VisitorSession): string {
  const existing = session.get("visitorId");
  if (existing) return existing;
  const visitorId = crypto.randomUUID();
  session.set("visitorId", visitorId);
  return visitorId;
}

/**
 * A new visitor id for this browser (at sign-in and sign-out): whatever the old cookie opened stays with the old
 * id, bookings opened by reference and e-mail included.
 */
export function rotateVisitorId(session: VisitorSession): string {
  const visitorId = crypto.randomUUID();
  session.set("visitorId", visitorId);
  session.unset("granted");
  return visitorId;
}

/**
 * The session a request runs with, given the agent mode it is in: a session started for another agent, or for an
 * agent whose mode has ended, is not this browser's any more, and a fresh one takes its place; an agent's request
 * on a session that is not its own gets a fresh one of its own. The caller commits it when it writes the session.
 */
export async function sessionForAgentMode(
  storage: SessionStorage<SessionData>,
  session: VisitorSession,
  agentId: string | null,
): Promise<VisitorSession> {
  if ((session.get("agentId") ?? null) === agentId) return session;
  const fresh = await storage.getSession();
  if (agentId) fresh.set("agentId", agentId);
  return fresh;
}

/** The most bookings one browser session keeps open by reference and e-mail. */
export const MAX_GRANTED_BOOKINGS = 10;

/** This browser may now open the booking (manage booking); the caller commits the session in its response. */
export function grantBooking(session: VisitorSession, bookingId: string): void {
  const granted = (session.get("granted") ?? []).filter((id) => id !== bookingId);
  session.set("granted", [bookingId, ...granted].slice(0, MAX_GRANTED_BOOKINGS));
}
